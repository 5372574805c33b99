/**
 * Issue 16 point 4: another process holding SQLite's write lock must not stall this process. Reads answer in under
 * 100 ms while the lock is held, a write waits asynchronously (the event loop keeps turning) and either lands once
 * the lock is released or, past its deadline, answers ERR_BUSY.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../../db/store/open';
import { codeOf, evs, newMatch } from './drivers';
import { startWorker, waitForLine } from './process';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('SQLite write lock held by another process', () => {
  it('reads stay under 100 ms, the event loop keeps turning, writes wait then land or answer ERR_BUSY', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duelscribe-lock-'));
    dirs.push(dir);
    const file = path.join(dir, 'lock.db');
    const store = await openStore({ path: file, databaseUrl: '' });
    const impatient = await openStore({ path: file, databaseUrl: '', busyDeadlineMs: 400 });
    try {
      const { matchId, lineId } = await newMatch(store);
      await store.appendEvents(lineId, 1, evs(1, 50));
      const holdMs = 2000;
      const holder = startWorker(['hold-lock', file, String(holdMs)]);
      await waitForLine(holder, /^locked$/);
      const lockedAt = performance.now();
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();

      const waiting = store.appendEvents(lineId, 51, evs(51, 1));
      const busy = codeOf(impatient.appendEvents(lineId, 51, evs(99, 1)));
      const readTimes: number[] = [];
      while (performance.now() - lockedAt < holdMs - 300) {
        const t0 = performance.now();
        const [line, match, list] = await Promise.all([
          store.readLine(lineId),
          store.getMatch(matchId),
          store.listAllMatches(),
        ]);
        readTimes.push(performance.now() - t0);
        expect(line).toHaveLength(51);
        expect(match?.id).toBe(matchId);
        expect(list).toHaveLength(1);
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await busy).toBe('ERR_BUSY');
      expect(await waiting).toBe(52);
      const waitedMs = performance.now() - lockedAt;
      loop.disable();
      const maxLoopMs = loop.max / 1e6;
      console.log(
        `lock held ${holdMs} ms: ${readTimes.length} read rounds, slowest ${Math.max(...readTimes).toFixed(1)} ms; ` +
          `the waiting append landed after ${waitedMs.toFixed(0)} ms; longest event-loop stall ${maxLoopMs.toFixed(1)} ms`,
      );
      // The old synchronous driver held every request of the process for up to its 5 s busy timeout. On a loaded
      // machine (other processes stealing the CPU) a single read can be slow for reasons of its own, so the
      // assertion takes the 90th percentile; the log line above shows the slowest.
      readTimes.sort((a, b) => a - b);
      expect(readTimes.length).toBeGreaterThan(5);
      expect(readTimes[Math.floor(readTimes.length * 0.9)]).toBeLessThan(100);
      expect(maxLoopMs).toBeLessThan(1000);
      expect((await store.readLine(lineId)).map((e) => e.payload)).toContainEqual({ n: 51 });
    } finally {
      await store.close();
      await impatient.close();
    }
  });

  it('one attempt blocks for SQLite busy_timeout at most 50 ms, however long a caller asks for', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duelscribe-lock-'));
    dirs.push(dir);
    const file = path.join(dir, 'lock.db');
    const setup = await openStore({ path: file, databaseUrl: '' });
    const { lineId } = await newMatch(setup);
    await setup.close();
    // asks for the old driver's 5 s blocking wait, and allows a single attempt (deadline 0)
    const greedy = await openStore({ path: file, databaseUrl: '', busyTimeoutMs: 5000, busyDeadlineMs: 0 });
    const holder = startWorker(['hold-lock', file, '4000']);
    try {
      await waitForLine(holder, /^locked$/);
      const t0 = performance.now();
      expect(await codeOf(greedy.appendEvents(lineId, 1, evs(1, 1)))).toBe('ERR_BUSY');
      const blockedMs = performance.now() - t0;
      console.log(`one attempt under a held lock answered ERR_BUSY after ${blockedMs.toFixed(1)} ms`);
      // 50 ms of busy wait plus scheduling on a loaded machine; the unclamped 5 s wait is far above this
      expect(blockedMs).toBeLessThan(1000);
    } finally {
      holder.kill('SIGKILL');
      await greedy.close();
    }
  });
});
