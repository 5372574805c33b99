/**
 * Card lookups by own key only (issue 16 point 7): a deck or a starting position naming a card `constructor`,
 * `__proto__` or `toString` (names every object inherits) gets exactly the answer an unknown card gets — the
 * same ERR_* code, never "undefined", never a 5xx — and stores nothing. Before the catalogues of 星阶 and 血契
 * had no prototype, such a deck was stored as a match and such a position answered ERR_ENGINE_FAULT or named
 * the card "undefined".
 */
import { describe, expect, it } from 'vitest';
import { useTempDb, req, body } from './helpers';

useTempDb();

import { getStore } from '@/db/store/open';
import * as create from '@/app/api/matches/route';
import { deckPresets, positionPresets } from '@/app/server/games/content';
import { GAMES } from '@/machines/registry';

const players = { p1: { name: '甲' }, p2: { name: '乙' } };
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

/** The deck with its first card id (the first string of its first non-empty list) replaced by `id`. */
function withCard(deck: unknown, id: string): unknown {
  const copy = JSON.parse(JSON.stringify(deck)) as unknown;
  const visit = (v: unknown): boolean => {
    if (Array.isArray(v)) {
      const i = v.findIndex((x) => typeof x === 'string');
      if (i >= 0) {
        v[i] = id;
        return true;
      }
      return v.some(visit);
    }
    if (v && typeof v === 'object') return Object.values(v).some(visit);
    return false;
  };
  expect(visit(copy)).toBe(true);
  return copy;
}

async function refused(payload: unknown) {
  const store = await getStore();
  const before = (await store.listAllMatches()).length;
  const res = await create.POST(req('POST', '/api/matches', payload));
  const b = await body(res);
  expect(res.status, JSON.stringify(b)).toBeGreaterThanOrEqual(400);
  expect(res.status, JSON.stringify(b)).toBeLessThan(500);
  expect((await store.listAllMatches()).length).toBe(before);
  return b.error as { code: string; message: { zh: string; en: string } };
}

describe('card lookups by own key', () => {
  for (const gameId of Object.keys(GAMES)) {
    it(`${gameId}: a deck naming an inherited property is refused as an unknown card`, async () => {
      const [a, b] = deckPresets(gameId);
      const withDeck = (id: string) => ({
        gameId,
        players,
        seed: 1,
        decks: { p1: { json: withCard(a.deck, id) }, p2: { preset: (b ?? a).id } },
      });
      const unknown = await refused(withDeck('no-such-card'));
      for (const id of INHERITED) {
        const e = await refused(withDeck(id));
        expect(e.code, id).toBe(unknown.code);
        // word for word, with the id in place of the unknown one where the message names it
        expect(e.message.en, id).toBe(unknown.message.en.replaceAll('no-such-card', id));
        expect(e.message.zh, id).toBe(unknown.message.zh.replaceAll('no-such-card', id));
      }
    });

    it(`${gameId}: a position naming an inherited property is refused`, async () => {
      const ex = positionPresets(gameId)[0];
      for (const id of INHERITED) {
        const position = JSON.parse(JSON.stringify(ex.position)) as Record<string, any>;
        position.p1 = { ...(position.p1 ?? {}), hand: [id] };
        const e = await refused({
          gameId,
          players,
          decks: { p1: { preset: ex.decks!.p1 }, p2: { preset: ex.decks!.p2 } },
          position,
        });
        expect(e.code, id).toBe('ERR_BAD_POSITION');
        expect(e.message.en, id).toContain(id);
        expect(e.message.en, id).not.toContain('undefined');
      }
    });
  }
});
