/**
 * New matches with custom cards (POST /api/matches `cardSets` and `cards`): the sets' cards copied into
 * match.created, pasted deck lists and starting positions naming custom cards, the refusals (no key, another
 * game's set, the same id twice) storing nothing, and a match that replays identically after its set is revised.
 */
import { describe, expect, it } from 'vitest';
import { body, ctx, req, useTempDb } from './helpers';

useTempDb();

import { getStore } from '@/db/store/open';
import { legalActions, replay, type MatchState } from '@/machines/engine';
import { getGame } from '@/machines/registry';
import { deckPresets, positionPresets } from '@/app/server/games/content';
import * as create from '@/app/api/matches/route';
import * as actions from '@/app/api/matches/[id]/actions/route';
import { cardOf, createSet, GAME_IDS, K, reviseSet, rowCounts, usePgWhenAsked } from './card-sets-fixture';

usePgWhenAsked();

const players = { p1: { name: '林焰' }, p2: { name: '苏冥' } };

/** The game's first preset deck with its last card of its longest list replaced by `id`. */
function presetWith(gameId: string, id: string): unknown {
  const deck = structuredClone(deckPresets(gameId)[0].deck) as any;
  const list: string[] = Array.isArray(deck)
    ? deck
    : (Object.values(deck).filter(Array.isArray) as string[][]).sort((a, b) => b.length - a.length)[0];
  list[list.length - 1] = id;
  return deck;
}

const newMatch = (gameId: string, extra: Record<string, unknown>, headers: Record<string, string> = {}) =>
  create.POST(
    req(
      'POST',
      '/api/matches',
      {
        gameId,
        players,
        seed: 11,
        decks: { p1: { preset: deckPresets(gameId)[0].id }, p2: { preset: deckPresets(gameId)[1].id } },
        ...extra,
      },
      headers,
    ),
  );

async function createdPayload(matchId: string): Promise<any> {
  const store = await getStore();
  const m = (await store.getMatch(matchId))!;
  return (await store.readLine(m.mainLineId))[0].payload;
}

async function refused(res: Response, status: number, code: string, before: object) {
  const b = await body(res);
  expect(res.status, JSON.stringify(b)).toBe(status);
  expect(b.error.code).toBe(code);
  expect(b.error.message.zh).toBeTruthy();
  expect(b.error.message.en).toBeTruthy();
  expect(await rowCounts()).toEqual(before);
  return b.error;
}

describe('a match takes cards from sets and inline', () => {
  for (const gameId of GAME_IDS) {
    it(`${gameId}: a set's cards and inline cards land in match.created; a JSON deck names them`, async () => {
      const setCard = cardOf(gameId, `${gameId}-set-card`);
      const inline = cardOf(gameId, `${gameId}-inline`, 800);
      const { setId, key } = await createSet(gameId, '卷一', [setCard]);
      const res = await newMatch(
        gameId,
        {
          cardSets: [{ setId }],
          cards: [inline],
          decks: {
            p1: { json: presetWith(gameId, `${gameId}-set-card`) },
            p2: { json: presetWith(gameId, `${gameId}-inline`) },
          },
        },
        K(key),
      );
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
      const created = await createdPayload((await body(res)).matchId);
      expect(created.cards).toEqual([setCard, inline]);
    });

    it(`${gameId}: a pasted list names custom cards by id and by name; a position holds one`, async () => {
      const card = cardOf(gameId, `${gameId}-pasted`);
      const name = (card.name as { zh: string; en: string }).zh;
      const { setId, key } = await createSet(gameId, '卷二', [card]);
      const deck = presetWith(gameId, `${gameId}-pasted`);
      // the list as the form's paste box takes it: one line per part (`key: a, b`) or one line of ids
      const line = (ids: string[]) => ids.map((x) => (x === `${gameId}-pasted` ? name : x)).join(', ');
      const list = Array.isArray(deck)
        ? line(deck as string[])
        : Object.entries(deck as Record<string, unknown>)
            .map(([k, v]) => `${k}: ${Array.isArray(v) ? line(v as string[]) : String(v)}`)
            .join('\n');
      const byName = await newMatch(
        gameId,
        {
          cardSets: [{ setId }],
          decks: { p1: { list }, p2: { list: list.replace(name, `${gameId}-pasted`) } },
        },
        { cookie: `cs_${setId}=${key}` },
      );
      expect(byName.status, JSON.stringify(await byName.clone().json())).toBe(201);
      const created = await createdPayload((await body(byName)).matchId);
      expect(JSON.stringify(created.decks.p1)).toContain(`"${gameId}-pasted"`);

      // a starting position with the card in p1's hand (the position takes its cards from p1's deck list)
      const ex = positionPresets(gameId).find((p) => p.decks)!;
      const position = structuredClone(ex.position) as Record<string, any>;
      position.p1 = { ...(position.p1 ?? {}), hand: [`${gameId}-pasted`] };
      const p1Deck = structuredClone(deckPresets(gameId).find((d) => d.id === ex.decks!.p1)!.deck) as any;
      const main: string[] = Array.isArray(p1Deck)
        ? p1Deck
        : (Object.values(p1Deck).filter(Array.isArray) as string[][]).sort((a, b) => b.length - a.length)[0];
      main[main.length - 1] = `${gameId}-pasted`;
      const placed = await newMatch(
        gameId,
        { cardSets: [{ setId }], decks: { p1: { json: p1Deck }, p2: { preset: ex.decks!.p2 } }, position },
        K(key),
      );
      expect(placed.status, JSON.stringify(await placed.clone().json())).toBe(201);
    });
  }

  it('a stated revision is the one copied', async () => {
    const { setId, key } = await createSet('xueqi', '修订', [cardOf('xueqi', 'rev-card', 100)]);
    await reviseSet(setId, key, { expectedRevision: 1, cards: [cardOf('xueqi', 'rev-card', 900)] });
    const res = await newMatch('xueqi', { cardSets: [{ setId, revision: 1 }] }, K(key));
    expect(res.status).toBe(201);
    expect((await createdPayload((await body(res)).matchId)).cards).toEqual([
      cardOf('xueqi', 'rev-card', 100),
    ]);
  });
});

describe('refusals store nothing', () => {
  it('no key or a wrong key: the set does not exist (404)', async () => {
    const { setId } = await createSet('xueqi', '锁', [cardOf('xueqi', 'locked')]);
    const other = await createSet('xueqi', '别的', []);
    const before = await rowCounts();
    await refused(await newMatch('xueqi', { cardSets: [{ setId }] }), 404, 'ERR_NOT_FOUND', before);
    await refused(
      await newMatch('xueqi', { cardSets: [{ setId }] }, K(other.key)),
      404,
      'ERR_NOT_FOUND',
      before,
    );
  });

  it("another game's set, the same id twice, a bad inline card, a starter id", async () => {
    const star = await createSet('xingjie', '星', [cardOf('xingjie', 'twice')]);
    const blood = await createSet('xueqi', '血', [cardOf('xueqi', 'twice')]);
    const before = await rowCounts();
    await refused(
      await newMatch('xueqi', { cardSets: [{ setId: star.setId }] }, K(star.key)),
      400,
      'ERR_CARD_SET_GAME',
      before,
    );
    const dup = await refused(
      await newMatch(
        'xueqi',
        { cardSets: [{ setId: blood.setId }], cards: [cardOf('xueqi', 'twice')] },
        K(blood.key),
      ),
      400,
      'ERR_BAD_CARD',
      before,
    );
    expect(dup.details).toMatchObject({ card: 'twice', path: 'id' });
    const bad = await refused(
      await newMatch('xueqi', { cards: [{ ...cardOf('xueqi', 'weak'), atk: -1 }] }),
      400,
      'ERR_BAD_CARD',
      before,
    );
    expect(bad.details).toMatchObject({ card: 'weak', path: 'atk' });
    const starter = deckPresets('xueqi')[0].deck as string[];
    await refused(
      await newMatch('xueqi', { cards: [cardOf('xueqi', starter[0])] }),
      400,
      'ERR_BAD_CARD',
      before,
    );
  });
});

describe('replay never depends on the library', () => {
  it('a match made from a set replays identically after the set is revised', async () => {
    const gameId = 'xueqi';
    const def = getGame(gameId)!;
    const original = cardOf(gameId, 'fixed-beast', 400);
    const { setId, key } = await createSet(gameId, '定', [original]);
    const deck = presetWith(gameId, 'fixed-beast') as string[];
    const res = await newMatch(
      gameId,
      {
        cardSets: [{ setId }],
        decks: { p1: { json: [deck.pop()!, ...deck] }, p2: { preset: 'bone-legion' } },
        stacked: ['p1'],
        firstPlayer: 'p1',
      },
      K(key),
    );
    expect(res.status).toBe(201);
    const { matchId, lineId, editKey } = await body(res);
    const store = await getStore();
    // play a few steps, preferring ones that name the custom card
    for (let i = 0; i < 6; i++) {
      const line = await store.readLine(lineId);
      const s = replay<MatchState>(def, line);
      if (s.active === null) break;
      const seat = s.active as 'p1' | 'p2';
      const legal = legalActions(def, s, seat).filter((a) => a.type !== 'match.concede');
      if (!legal.length) break;
      const action = legal.find((a) => JSON.stringify(a.payload ?? {}).includes('p1-0')) ?? legal[0];
      const step = await actions.POST(
        req(
          'POST',
          `/api/matches/${matchId}/actions`,
          { lineId, expectedSeq: line.length, action },
          { 'x-edit-key': editKey },
        ),
        ctx({ id: matchId }),
      );
      expect(step.status, JSON.stringify(await step.clone().json())).toBeLessThan(300);
    }
    const events = await store.readLine(lineId);
    expect(events.length).toBeGreaterThan(1);
    const before = JSON.stringify(replay(def, events));
    const r = await reviseSet(setId, key, {
      expectedRevision: 1,
      cards: [cardOf(gameId, 'fixed-beast', 9000)],
    });
    expect(r.status).toBe(200);
    const after = await store.readLine(lineId);
    expect(after).toEqual(events);
    expect(JSON.stringify(replay(def, after))).toBe(before);
    expect((after[0].payload as any).cards).toEqual([original]);
  });
});
