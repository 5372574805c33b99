/**
 * Writes that queue up together (SQLite: one transaction and one COMMIT for the lot, each in its own SAVEPOINT)
 * keep every write's own outcome: the accepted ones all land, a refused one is rolled back alone and rejected
 * with its own code, and nothing of it is written. Same contract on PostgreSQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DRIVERS, sqliteThreadDriver, cleanupAll, codeOf, ev, evs, newMatch } from './drivers';

afterEach(cleanupAll);

describe.each([...DRIVERS, sqliteThreadDriver])('writes queued together on $name', (driver) => {
  it.skipIf(!driver.available)('each keeps its own outcome; a refused one writes nothing', async () => {
    const { store } = await driver.open();
    const matches = await Promise.all(Array.from({ length: 6 }, (_, i) => newMatch(store, `第${i}章`)));
    const [busy, ...others] = matches;
    // All issued in one tick: besides the first, they share a transaction on SQLite.
    const outcomes = await Promise.allSettled([
      store.appendEvents(busy.lineId, 1, evs(1, 3)),
      store.appendEvents(busy.lineId, 1, [ev(90)]), // stale once the first one is in: refused
      ...others.map((m, i) => store.appendEvents(m.lineId, 1, evs(10 * i, 2))),
      store.appendEvents(busy.lineId, 4, [ev(4)]), // continues the first one: accepted
      store.appendEvents(busy.lineId, 9, [ev(91)]), // a gap: refused
    ]);
    const status = outcomes.map((o) => o.status);
    const [first, stale, ...rest] = status;
    const [continued, gap] = rest.slice(-2);
    expect(rest.slice(0, -2)).toEqual(others.map(() => 'fulfilled'));
    expect(gap).toBe('rejected');
    const busyLine = async () => (await store.readLine(busy.lineId)).slice(1).map((e) => e.payload);
    if (driver.name === 'postgres') {
      // No group commit here: the pool runs the writes side by side, so which of the two writes at seq 1 wins
      // is the database's to decide. Exactly one does, and the line holds exactly what the winners wrote.
      expect([first, stale].filter((x) => x === 'fulfilled')).toHaveLength(1);
      const refused = outcomes[first === 'fulfilled' ? 1 : 0];
      expect(await codeOf(Promise.reject(refused.status === 'rejected' && refused.reason))).toBe(
        'ERR_CONFLICT',
      );
      const won = first === 'fulfilled' ? [{ n: 1 }, { n: 2 }, { n: 3 }] : [{ n: 90 }];
      expect(await busyLine()).toEqual(continued === 'fulfilled' ? [...won, { n: 4 }] : won);
      if (continued === 'fulfilled') expect(first).toBe('fulfilled');
    } else {
      // SQLite: one writer takes the writes in the order they were issued.
      expect([first, stale, continued]).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await codeOf(Promise.reject(outcomes[1].status === 'rejected' && outcomes[1].reason))).toBe(
        'ERR_CONFLICT',
      );
      expect(await busyLine()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    }
    for (const [i, m] of others.entries()) {
      expect((await store.readLine(m.lineId)).map((e) => e.seq)).toEqual([0, 1, 2]);
      expect((await store.readLine(m.lineId))[2].payload).toEqual({ n: 10 * i + 1 });
    }
    // The queue goes on after a refusal.
    const length = await store.lineLength(busy.lineId);
    expect(await codeOf(store.appendEvents(busy.lineId, length, [ev(5)]))).toBeUndefined();
  });
});
