/**
 * Starting positions through the authoring API, as the new-match page sends them: every example position of
 * every game creates a stored match whose first event carries the position and whose studio snapshot offers
 * legal actions at once; a position the game refuses is a 422 with its ERR_* reason and stores nothing; a
 * pasted 星阶 deck may give its rank as `rank: 10`.
 */
import { describe, expect, it } from 'vitest';
import { useTempDb, req, ctx, body } from './helpers';

useTempDb();

import { getStore } from '@/db/store/open';
import * as create from '@/app/api/matches/route';
import * as snapshot from '@/app/api/matches/[id]/route';
import { positionPresets } from '@/app/server/games/content';
import { GAMES } from '@/machines/registry';
import type { PositionPreset } from '@/machines/engine';
import { DECKS as XINGJIE_DECKS } from '@/content/xingjie/decks';
import { formatCardList } from '@/machines/engine/duel-script/common';

const players = { p1: { name: '甲' }, p2: { name: '乙' } };
/** The decks the new-match page sends with an example: its presets, a scene's bare decks as JSON, or none. */
const decksOf = (ex: PositionPreset) =>
  ex.decks
    ? { decks: { p1: { preset: ex.decks.p1 }, p2: { preset: ex.decks.p2 } } }
    : ex.sceneDecks
      ? { decks: { p1: { json: ex.sceneDecks.p1 }, p2: { json: ex.sceneDecks.p2 } } }
      : {};

describe('starting positions through the API', () => {
  for (const gameId of Object.keys(GAMES)) {
    it(`${gameId}: each example position creates a match that can be played from step 0`, async () => {
      const examples = positionPresets(gameId);
      expect(examples.length).toBeGreaterThan(0);
      for (const ex of examples) {
        const res = await create.POST(
          req('POST', '/api/matches', {
            gameId,
            players,
            seed: 9,
            ...decksOf(ex),
            position: ex.position,
          }),
        );
        const b = await body(res);
        expect(res.status, `${ex.id}: ${JSON.stringify(b)}`).toBe(201);
        const events = await (await getStore()).readLine(b.lineId);
        expect(events).toHaveLength(1);
        expect((events[0].payload as { position: unknown }).position).toEqual(ex.position);
        const snap = await body(
          await snapshot.GET(
            req('GET', `/api/matches/${b.matchId}`, undefined, { 'x-edit-key': b.editKey }),
            ctx({ id: b.matchId }),
          ),
        );
        expect(snap.events[0].text.zh).toContain('从作者描述的局面开始');
        const offered = [...snap.legal.p1, ...snap.legal.p2].filter((a: any) => a.type !== 'match.concede');
        expect(offered.length, ex.id).toBeGreaterThan(0);
      }
    });

    it(`${gameId}: a position the game refuses is a 422 with ERR_BAD_POSITION and stores nothing`, async () => {
      const ex = positionPresets(gameId)[0];
      const before = (await (await getStore()).listAllMatches()).length;
      const position = JSON.parse(JSON.stringify(ex.position)) as Record<string, any>;
      // A card the deck list does not have, placed in p1's hand.
      const seatKey = 'p1' in position ? 'p1' : Object.keys(position).find((k) => /p1/.test(k))!;
      position[seatKey] = { ...(position[seatKey] ?? {}), hand: ['no-such-card'] };
      const res = await create.POST(
        req('POST', '/api/matches', {
          gameId,
          players,
          decks: { p1: { preset: ex.decks!.p1 }, p2: { preset: ex.decks!.p2 } },
          position,
        }),
      );
      const b = await body(res);
      expect(res.status, JSON.stringify(b)).toBe(422);
      expect(b.error.code).toBe('ERR_BAD_POSITION');
      expect(b.error.message.zh).toContain('no-such-card');
      expect(b.error.message.en).toContain('no-such-card');
      expect((await (await getStore()).listAllMatches()).length).toBe(before);
    });
  }

  it('a pasted 星阶 deck gives its rank as a number part (`rank: 10`)', async () => {
    const [a, b] = XINGJIE_DECKS;
    const res = await create.POST(
      req('POST', '/api/matches', {
        gameId: 'xingjie',
        players,
        decks: {
          p1: { list: `rank: ${a.rank}\ncards: ${formatCardList(a.cards)}` },
          p2: { preset: b.id },
        },
      }),
    );
    const out = await body(res);
    expect(res.status, JSON.stringify(out)).toBe(201);
    const setup = (await (await getStore()).readLine(out.lineId))[0].payload as {
      decks: { p1: { rank: unknown } };
    };
    expect(setup.decks.p1.rank).toBe(a.rank);
  });
});
