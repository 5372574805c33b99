/** POST /api/matches/[id]/pass-run: a run of passes in one request, stopped where the author said. */
import { beforeAll, describe, expect, it } from 'vitest';
import { body, ctx, req, useTempDb } from './helpers';

useTempDb();

import * as create from '@/app/api/matches/route';
import * as snapshotRoute from '@/app/api/matches/[id]/route';
import * as passRunRoute from '@/app/api/matches/[id]/pass-run/route';
import type { StudioSnapshot } from '@/app/contracts/studio';
import { getStore } from '@/db/store/open';
import { GAMES } from '@/machines/registry';

async function newMatch(gameId: string) {
  const presets = GAMES[gameId].content!.presets;
  const res = await create.POST(
    req('POST', '/api/matches', {
      gameId,
      players: { p1: { name: '甲' }, p2: { name: '乙' } },
      seed: 3,
      firstPlayer: 'p1',
      decks: { p1: { preset: presets[0].id }, p2: { preset: presets[Math.min(1, presets.length - 1)].id } },
    }),
  );
  const b = await body(res);
  expect(res.status, JSON.stringify(b)).toBe(201);
  return { matchId: b.matchId as string, key: b.editKey as string, lineId: b.lineId as string };
}

const snap = async (m: { matchId: string; key: string }) =>
  body<StudioSnapshot>(
    await snapshotRoute.GET(
      req('GET', `/api/matches/${m.matchId}`, undefined, { 'x-edit-key': m.key }),
      ctx({ id: m.matchId }),
    ),
  );

const run = (m: { matchId: string; key: string }, b: unknown) =>
  passRunRoute.POST(
    req('POST', `/api/matches/${m.matchId}/pass-run`, b, { 'x-edit-key': m.key }),
    ctx({ id: m.matchId }),
  );

describe('pass run (星阶)', () => {
  let m: { matchId: string; key: string; lineId: string };
  beforeAll(async () => {
    m = await newMatch('xingjie');
  });

  it('appends passes until the next turn, each its own event, in one request', async () => {
    const before = await snap(m);
    const res = await run(m, { lineId: before.lineId, expectedSeq: before.length, stop: 'turn' });
    const r = await body(res);
    expect(res.status, JSON.stringify(r)).toBe(201);
    expect(r.count).toBeGreaterThan(1);
    expect(r.next - r.seq).toBe(r.count);
    const after = await snap(m);
    expect(after.length).toBe(before.length + r.count);
    expect(after.view.turn).toBeGreaterThan(before.view.turn);
    // Every appended event was offered as a pass on the state before it.
    const events = (await (await getStore()).readLine(after.lineId)).slice(before.length);
    expect(events).toHaveLength(r.count);
    for (const e of events) expect(e.type).toMatch(/pass/);
  });

  it('stopping at the next phase appends fewer passes than stopping at the next turn', async () => {
    const s0 = await snap(m);
    const res = await run(m, { lineId: s0.lineId, expectedSeq: s0.length, stop: 'phase' });
    const r = await body(res);
    expect(res.status, JSON.stringify(r)).toBe(201);
    const s1 = await snap(m);
    expect(s1.view.phase).not.toBe(s0.view.phase);
    expect(s1.view.turn).toBe(s0.view.turn);
  });

  it('a stale expectedSeq is a conflict and appends nothing', async () => {
    const s0 = await snap(m);
    const res = await run(m, { lineId: s0.lineId, expectedSeq: s0.length - 1, stop: 'turn' });
    expect(res.status).toBe(409);
    expect((await body(res)).error.code).toBe('ERR_CONFLICT');
    expect((await snap(m)).length).toBe(s0.length);
  });

  it('an unknown stop is refused with a clear error', async () => {
    const s0 = await snap(m);
    const res = await run(m, { lineId: s0.lineId, expectedSeq: s0.length, stop: 'forever' });
    expect(res.status).toBe(400);
    expect((await snap(m)).length).toBe(s0.length);
  });
});

describe('pass run with no pass to give', () => {
  it('is ERR_NO_PASS and appends nothing (武魂志 setup: each general must be chosen)', async () => {
    const m = await newMatch('wuhunzhi');
    const s0 = await snap(m);
    const acting = [...s0.legal.p1, ...s0.legal.p2].filter((a) => a.type !== 'match.concede');
    expect(acting.some((a) => a.words.intent === 'pass')).toBe(false);
    const res = await run(m, { lineId: s0.lineId, expectedSeq: s0.length, stop: 'turn' });
    expect(res.status).toBe(422);
    const e = (await body(res)).error;
    expect(e.code).toBe('ERR_NO_PASS');
    expect(e.message.zh).toBeTruthy();
    expect((await snap(m)).length).toBe(s0.length);
  });
});
