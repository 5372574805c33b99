/**
 * Child process for the concurrency tests (run with `node --import tsx`). Modes:
 *   append <db> <lineId> <rounds> <startAtMs> <name>: until the line holds 1 + rounds events, read its length
 *     and append one event there; print the seqs this process won and lost (ERR_CONFLICT) as JSON.
 *   open <db> <startAtMs>: open (and so migrate) the database at the same moment as its siblings.
 */
import { randomInt } from 'node:crypto';
import { closeDatabase, openDatabase } from '../../db/client';
import { isStoreError } from '../../db/errors';
import { appendEvents, lineLength } from '../../db/event-store';

const [mode, dbPath, ...rest] = process.argv.slice(2);

function waitUntil(at: number): void {
  while (Date.now() < at) {
    /* spin so both processes start together */
  }
}

if (mode === 'open') {
  waitUntil(Number(rest[0]));
  const h = openDatabase(dbPath);
  closeDatabase(h);
  process.stdout.write(JSON.stringify({ ok: true }));
} else {
  const [lineId, roundsArg, startAt, name] = rest;
  const h = openDatabase(dbPath);
  const target = 1 + Number(roundsArg);
  const won: number[] = [];
  const lost: number[] = [];
  waitUntil(Number(startAt));
  // Like a real client: read the line's length, append there; on conflict reload and try again.
  for (let seq = lineLength(h, lineId); seq < target; seq = lineLength(h, lineId)) {
    try {
      appendEvents(h, lineId, seq, [
        { type: 'race.step', actor: 'author', payload: { seq, by: name }, v: 1 },
      ]);
      won.push(seq);
    } catch (e) {
      if (!isStoreError(e) || e.code !== 'ERR_CONFLICT') throw e;
      lost.push(seq);
    }
    // A client's think time (0–2 ms). Without it the process holding the write lock re-takes it at once and
    // SQLite's sleeping busy handler starves the other, so the two would rarely meet at the same seq.
    const until = performance.now() + randomInt(0, 2000) / 1000;
    while (performance.now() < until) {
      /* spin */
    }
  }
  closeDatabase(h);
  process.stdout.write(JSON.stringify({ won, lost }));
}
