/**
 * Real concurrency on both databases: two OS processes, each with its own store, race to append at the same
 * expectedSeq round after round. Every seq is won by exactly one of them, every loss is ERR_CONFLICT, and the log
 * stays contiguous with each winner's own payload.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DRIVERS, sqliteThreadDriver, cleanupAll, newMatch } from './drivers';
import { runWorker } from './process';

afterEach(cleanupAll);

describe.each([...DRIVERS, sqliteThreadDriver])('two processes appending on $name', (driver) => {
  it.skipIf(!driver.available)('exactly one wins every seq', async () => {
    const { store, target } = await driver.open();
    const { lineId } = await newMatch(store);
    const rounds = 120;
    const startAt = String(Date.now() + 4000); // both children are loaded by then
    const results = await Promise.all(
      ['A', 'B'].map((name) =>
        runWorker(['race', JSON.stringify(target), lineId, String(rounds), startAt, name]),
      ),
    );
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const [a, b] = results.map((r) => JSON.parse(r.stdout) as { won: number[]; lost: number[] });
    console.log(
      `${driver.name} race: A won ${a.won.length}, B won ${b.won.length} of ${rounds}; ${a.lost.length + b.lost.length} conflicts`,
    );
    expect([...a.won, ...b.won].sort((x, y) => x - y)).toEqual(
      Array.from({ length: rounds }, (_, i) => i + 1),
    );
    const events = await store.readLine(lineId);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: rounds + 1 }, (_, i) => i));
    for (const s of a.won) expect(events[s].payload).toEqual({ seq: s, by: 'A' });
    for (const s of b.won) expect(events[s].payload).toEqual({ seq: s, by: 'B' });
  });
});
