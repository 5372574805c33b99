/**
 * The authoring API tests' shared match: a published duelette match made through the create route (the tests
 * read it without its key too), and the opening its append tests write, for the tests that start from a line
 * of six steps. The test files call `useTempDb()` themselves, before anything opens the database.
 */
import { expect } from 'vitest';
import { registerGame } from '@/machines/registry';
import * as create from '@/app/api/matches/route';
import * as actions from '@/app/api/matches/[id]/actions/route';
import * as legal from '@/app/api/matches/[id]/legal/route';
import { duelette } from '../../support/duelette/game';
import { body, ctx, publishMatch, req } from './helpers';

registerGame(duelette);

export const DECK = ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame', 'blaze', 'ash'];
export const newMatch = {
  gameId: 'duelette',
  title: '测试对局',
  players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
  seed: 11,
  firstPlayer: 'p1',
  stacked: ['p1', 'p2'],
  config: { targetScore: 100 },
  decks: { p1: { list: '2x spark\nflame, blaze, flame\n# comment\nash, ash' }, p2: { json: DECK } },
};

export interface AuthoredMatch {
  matchId: string;
  lineId: string;
  key: string;
}

/** Create `newMatch` through the route and publish it (unlisted). */
export async function startMatch(): Promise<AuthoredMatch> {
  const res = await create.POST(req('POST', '/api/matches', newMatch));
  const b = await body(res);
  expect(res.status, JSON.stringify(b)).toBe(201);
  const { matchId, lineId, editKey: key } = b;
  expect(b.editUrl).toBe(`/studio/${matchId}/enter?key=${encodeURIComponent(key)}`);
  // Read without its key below (403 for writes, readers' routes): published; drafts: publishing.test.ts.
  await publishMatch(matchId, key);
  return { matchId, lineId, key };
}

/**
 * The five steps the append tests store, in their order: p1 plays p1-0, p1 passes, p2 plays its first legal
 * card, the author pins p1's next draw to blaze, and rules p1's score to 3 (reason 剧情需要). The line then
 * holds six events.
 */
export async function playOpening({ matchId, key }: AuthoredMatch): Promise<void> {
  const headers = { 'x-edit-key': key };
  const p2Plays = async () => {
    const got = await body(
      await legal.GET(
        req('GET', `/api/matches/${matchId}/legal?seat=p2`, undefined, headers),
        ctx({ id: matchId }),
      ),
    );
    const play = got.actions.find((a: { type: string }) => a.type === 'card.play');
    return { type: 'card.play', actor: 'p2', payload: { card: play.payload.card } };
  };
  const steps = [
    async () => ({ type: 'card.play', actor: 'p1', payload: { card: 'p1-0' } }),
    async () => ({ type: 'phase.pass', actor: 'p1' }),
    p2Plays,
    async () => ({
      type: 'fate.pin',
      actor: 'author',
      payload: { kind: 'draw', seat: 'p1', cardId: 'blaze' },
    }),
    async () => ({
      type: 'author.ruling',
      actor: 'author',
      payload: { change: { op: 'setScore', seat: 'p1', value: 3 }, reason: '剧情需要' },
    }),
  ];
  for (const [i, step] of steps.entries()) {
    const res = await actions.POST(
      req('POST', `/api/matches/${matchId}/actions`, { expectedSeq: i + 1, action: await step() }, headers),
      ctx({ id: matchId }),
    );
    if (res.status !== 201) throw new Error(`opening step ${i + 1}: ${res.status} ${await res.text()}`);
  }
}
