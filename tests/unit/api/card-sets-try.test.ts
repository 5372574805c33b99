/**
 * "Try it" (POST /api/card-sets/[id]/try): a draft scratch match of the set's game with the set's cards, the
 * card in p1's hand the moment the match opens, with nothing in the log but `match.created` — in each of the
 * three games (武魂志 deals its opening hand only after both setup choices: there the match starts as a scene
 * from the moment the card is in hand).
 */
import { describe, expect, it } from 'vitest';
import { body, ctx, req, useTempDb } from './helpers';

useTempDb();

import { tryCardResponse } from '@/app/contracts/card-sets';
import { getStore } from '@/db/store/open';
import { replay, type MatchState } from '@/machines/engine';
import { getGame } from '@/machines/registry';
import * as tryRoute from '@/app/api/card-sets/[id]/try/route';
import { cardOf, createSet, GAME_IDS, K, rowCounts, usePgWhenAsked } from './card-sets-fixture';

usePgWhenAsked();

const tryIt = (setId: string, cardId: string, headers: Record<string, string>) =>
  tryRoute.POST(req('POST', `/api/card-sets/${setId}/try`, { cardId }, headers), ctx({ id: setId }));

/** The card ids in p1's hand. */
function handOf(gameId: string, s: MatchState): string[] {
  const def = getGame(gameId)!;
  return (def.zonesOf(s)['p1.hand'] ?? []).map((i) => s.cards[i].cardId);
}

describe('try a card', () => {
  for (const gameId of GAME_IDS) {
    it(`${gameId}: the scratch match is a draft with the card in p1's opening hand`, async () => {
      const cards = [cardOf(gameId, `${gameId}-other`), cardOf(gameId, `${gameId}-tried`, 1200)];
      const { setId, key } = await createSet(gameId, '试', cards);
      const res = await tryIt(setId, `${gameId}-tried`, K(key));
      expect(res.status).toBe(201);
      const b = await body(res);
      expect(tryCardResponse.safeParse(b).success).toBe(true);
      expect(b.editUrl).toMatch(new RegExp(`^/studio/${b.matchId}/enter\\?key=`));
      expect(b.card.zh).toContain(`${gameId}-tried`);
      const store = await getStore();
      const match = (await store.getMatch(b.matchId))!;
      expect(match.publication).toBe('draft');
      expect(match.gameId).toBe(gameId);
      const events = await store.readLine(match.mainLineId);
      expect((events[0].payload as any).cards).toEqual(cards);
      const def = getGame(gameId)!;
      expect(events).toHaveLength(1);
      const s = replay(def, events);
      expect(handOf(gameId, s)).toContain(`${gameId}-tried`);
    });
  }

  it("xueqi: an extra-summon creature, which no deck may hold, is tried in p1's extra zone in p1's main phase", async () => {
    const extra = { ...cardOf('xueqi', 'xueqi-summoned', 900), extraOnly: true };
    const { setId, key } = await createSet('xueqi', '试·额外', [extra]);
    const res = await tryIt(setId, 'xueqi-summoned', K(key));
    expect(res.status).toBe(201);
    const b = await body(res);
    const store = await getStore();
    const events = await store.readLine((await store.getMatch(b.matchId))!.mainLineId);
    expect(events).toHaveLength(1);
    const def = getGame('xueqi')!;
    const s = replay(def, events);
    const zones = def.zonesOf(s);
    expect(zones['p1.extraCreatures'].map((i) => s.cards[i].cardId)).toEqual(['xueqi-summoned']);
    expect(zones['p1.deck'].some((i) => s.cards[i].cardId === 'xueqi-summoned')).toBe(false);
    expect(s.active).toBe('p1');
    expect(s.phase).toContain('main');
    expect(handOf('xueqi', s)).toHaveLength(5);
    // The creature is there to be played with: an attack it leads is among p1's moves.
    expect(
      def
        .legalActions(s, 'p1')
        .some((a) => JSON.stringify(a.payload).includes(zones['p1.extraCreatures'][0])),
    ).toBe(true);
  });

  it('refuses a card the set does not hold, and a request without the key; stores nothing', async () => {
    const { setId, key } = await createSet('xueqi', '试·拒', [cardOf('xueqi', 'only-one')]);
    const before = await rowCounts();
    const missing = await tryIt(setId, 'not-there', K(key));
    expect(missing.status).toBe(400);
    expect((await body(missing)).error.code).toBe('ERR_UNKNOWN_CARD');
    const noKey = await tryIt(setId, 'only-one', {});
    expect(noKey.status).toBe(404);
    const crossSite = await tryIt(setId, 'only-one', {
      cookie: `cs_${setId}=${key}`,
      origin: 'https://elsewhere.example',
    });
    expect(crossSite.status).toBe(403);
    expect((await body(crossSite)).error.code).toBe('ERR_FORBIDDEN');
    expect(await rowCounts()).toEqual(before);
  });
});
