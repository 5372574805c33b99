/**
 * Round trip for every registered game: each demo duel (content/<game>/demos/*.duel) and random legal play
 * from each demo's setup (other seeds) export to a script that imports back to identical events and notes.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDuelScript, duelFileFromLine, serializeDuelScript } from '@/machines/engine/duel-script';
import { playDuelFile, schemas } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { deckPresets, studioCardIds } from '@/app/server/games/content';
import { randomMatch } from '../../support/property';
import { loadDemo } from '@/scripts/demos';

const root = path.resolve(import.meta.dirname, '..', '..', '..', 'content');
const demosOf = (gameId: string) => {
  const dir = path.join(root, gameId, 'demos');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.duel'))
    .sort()
    .map((f) => ({ name: f, file: loadDemo(path.join(dir, f)) }));
};

const opts = { games: GAMES, cardIds: studioCardIds };

describe('duel-script round trip for every registered game', () => {
  it('the registry is read (games land over time)', () => {
    expect(typeof GAMES).toBe('object');
  });
  for (const gameId of Object.keys(GAMES)) {
    const def = GAMES[gameId];
    const demos = demosOf(gameId);
    const presets = deckPresets(gameId);
    if (presets.length) {
      it(`${gameId}: random legal play from the content decks round-trips`, () => {
        for (let seed = 1; seed <= 6; seed++) {
          const setup = schemas.setupEnvelopeSchema.parse({
            gameId,
            rulesVersion: def.rulesVersion,
            players: { p1: { name: '甲' }, p2: { name: 'Bo B' } },
            seed: seed * 7777,
            decks: { p1: presets[0].deck, p2: presets[presets.length - 1].deck },
          }) as MatchSetup;
          const m = randomMatch(def, setup, { seed, maxSteps: 300, concedeRate: 0.001 });
          const notes = m.events
            .filter((e) => e.seq % 7 === 0)
            .map((e) => ({ seq: e.seq, kind: 'beat' as const, body: `第 ${e.seq} 步`, spoiler: true }));
          const text = serializeDuelScript(duelFileFromLine(def, m.events, notes, `${gameId} ${seed}`), {
            def,
          });
          const back = checkDuelScript(text, opts);
          expect(JSON.stringify(back.played.events)).toBe(JSON.stringify(m.events));
          expect(back.played.notes).toEqual(
            notes.map(({ seq, kind, body }) => ({ kind, body, spoiler: true, seq })),
          );
        }
      });
    }
    for (const { name, file } of demos) {
      it(`${gameId}: demo ${name} round-trips`, () => {
        const played = playDuelFile(def, file);
        const text = serializeDuelScript(duelFileFromLine(def, played.events, played.notes, file.title.zh), {
          def,
        });
        const back = checkDuelScript(text, opts);
        expect(JSON.stringify(back.played.events)).toBe(JSON.stringify(played.events));
        expect(back.played.notes).toEqual(played.notes);
      });
      it(`${gameId}: random legal play from ${name}'s setup round-trips`, () => {
        for (let seed = 1; seed <= 4; seed++) {
          const setup = schemas.setupEnvelopeSchema.parse({
            ...file.setup,
            seed: file.setup.seed + seed * 101,
          }) as MatchSetup;
          const m = randomMatch(def, setup, { seed, maxSteps: 400, concedeRate: 0.002 });
          const notes = m.events
            .filter((e) => e.seq % 5 === 0)
            .map((e) => ({ seq: e.seq, kind: 'narration' as const, body: `第 ${e.seq} 步\n第二行` }));
          const text = serializeDuelScript(duelFileFromLine(def, m.events, notes, `${gameId} ${seed}`), {
            def,
          });
          const back = checkDuelScript(text, opts);
          expect(JSON.stringify(back.played.events)).toBe(JSON.stringify(m.events));
          expect(back.played.notes).toEqual(notes.map(({ seq, kind, body }) => ({ kind, body, seq })));
        }
      });
    }
  }
});
