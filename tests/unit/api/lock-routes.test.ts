/**
 * Issue 16 defect 4 replayed through the site's own route handlers: while another process holds SQLite's write
 * lock, the reader's routes still answer in under 100 ms and the event loop keeps turning; an append waits
 * asynchronously and lands once the lock is released (or answers 503 ERR_BUSY past the store's deadline), never a
 * 500. Before the site ran on the asynchronous store, the same reads took 2.6–5.0 s.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, ctx, publishMatch, req, useTempDb } from './helpers';

const file = useTempDb();

import { registerGame } from '@/machines/registry';
import { duelette } from '../../support/duelette/game';
import { startWorker, waitForLine } from '../../db/store/process';
import * as create from '@/app/api/matches/route';
import * as actions from '@/app/api/matches/[id]/actions/route';
import * as legal from '@/app/api/matches/[id]/legal/route';
import * as viewWindow from '@/app/api/views/window/route';

registerGame(duelette);

const DECK = ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame', 'blaze', 'ash'];
let matchId = '';
let lineId = '';
let key = '';
const K = () => ({ 'x-edit-key': key });

beforeAll(async () => {
  const b = await body(
    await create.POST(
      req('POST', '/api/matches', {
        gameId: 'duelette',
        title: '锁',
        players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
        seed: 7,
        firstPlayer: 'p1',
        decks: { p1: { json: DECK }, p2: { json: DECK } },
      }),
    ),
  );
  ({ matchId, lineId, editKey: key } = b);
  await publishMatch(matchId, key);
});

describe('the site while another process holds the write lock', () => {
  it('reader routes answer under 100 ms, the loop keeps turning, an append waits and lands or is ERR_BUSY', async () => {
    const l = await body(
      await legal.GET(
        req('GET', `/api/matches/${matchId}/legal?seat=p1`, undefined, K()),
        ctx({ id: matchId }),
      ),
    );
    const action = l.actions.find((a: { type: string }) => a.type !== 'match.concede');
    const url = `/api/views/window?match=${matchId}&line=${lineId}&view=omniscient&lang=zh&seq=0`;
    expect((await viewWindow.GET(req('GET', url))).status).toBe(200); // warm: the line model is cached

    const holdMs = 2000;
    const holder = startWorker(['hold-lock', file, String(holdMs)]);
    await waitForLine(holder, /^locked$/);
    const lockedAt = performance.now();
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const append = actions.POST(
      req('POST', `/api/matches/${matchId}/actions`, { lineId, expectedSeq: 1, action }, K()),
      ctx({ id: matchId }),
    );
    const times: number[] = [];
    while (performance.now() - lockedAt < holdMs - 300) {
      const t0 = performance.now();
      const res = await viewWindow.GET(req('GET', url));
      times.push(performance.now() - t0);
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
    }
    const res = await append;
    loop.disable();
    if (res.status === 503) expect((await body(res)).error.code).toBe('ERR_BUSY');
    else expect(res.status).toBe(201);
    times.sort((a, b) => a - b);
    console.log(
      `route reads under a held lock: ${times.length}, median ${times[times.length >> 1].toFixed(1)} ms, ` +
        `slowest ${times[times.length - 1].toFixed(1)} ms; append ${res.status}; loop stall ${(loop.max / 1e6).toFixed(1)} ms`,
    );
    // On a loaded machine one read can be slow for reasons of its own: the 90th percentile is asserted.
    expect(times.length).toBeGreaterThan(5);
    expect(times[Math.floor(times.length * 0.9)]).toBeLessThan(100);
    expect(loop.max / 1e6).toBeLessThan(1000);
  });
});
