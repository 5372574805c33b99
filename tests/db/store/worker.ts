/**
 * Child process for the lock, crash, start-up and race tests (run with `node --import tsx`). Modes:
 *   hold-lock <db> <ms>               take SQLite's write lock (BEGIN IMMEDIATE), print "locked", hold it <ms>, commit
 *   append <target-json> <lineId> <n> append n single events one by one, printing "ack <seq>" after each
 *   race <target-json> <lineId> <rounds> <startAtMs> <name>
 *                                     read the line's length and append there until it holds 1 + rounds events;
 *                                     print the seqs won and lost (ERR_CONFLICT) as JSON
 *   open <db>                         open the store; print "ok", or the one start-up line and exit 1
 */
import { randomInt } from 'node:crypto';
import Database from 'better-sqlite3';
import { isStoreError } from '../../../db/errors';
import { openStore } from '../../../db/store/open';
import { startupLine } from '../../../db/path-check';

const [mode, ...args] = process.argv.slice(2);

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

async function main() {
  if (mode === 'hold-lock') {
    const conn = new Database(args[0]);
    conn.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\n');
    sleepSync(Number(args[1]));
    conn.exec('COMMIT');
    conn.close();
    return;
  }
  if (mode === 'open') {
    try {
      const store = await openStore({ path: args[0], databaseUrl: '' });
      await store.close();
      process.stdout.write('ok\n');
    } catch (e) {
      process.stderr.write(`${startupLine(e)}\n`);
      process.exitCode = 1;
    }
    return;
  }
  const store = await openStore(JSON.parse(args[0]));
  const lineId = args[1];
  if (mode === 'append') {
    let seq = await store.lineLength(lineId);
    for (let i = 0; i < Number(args[2]); i++, seq++) {
      await store.appendEvents(lineId, seq, [
        { type: 'crash.step', actor: 'author', payload: { seq }, v: 1 },
      ]);
      process.stdout.write(`ack ${seq}\n`);
    }
  } else if (mode === 'race') {
    const target = 1 + Number(args[2]);
    const won: number[] = [];
    const lost: number[] = [];
    while (Date.now() < Number(args[3])) await new Promise((r) => setTimeout(r, 1));
    for (let seq = await store.lineLength(lineId); seq < target; seq = await store.lineLength(lineId)) {
      try {
        await store.appendEvents(lineId, seq, [
          { type: 'race.step', actor: 'author', payload: { seq, by: args[4] }, v: 1 },
        ]);
        won.push(seq);
      } catch (e) {
        if (!isStoreError(e) || e.code !== 'ERR_CONFLICT') throw e;
        lost.push(seq);
      }
      await new Promise((r) => setTimeout(r, randomInt(0, 3)));
    }
    process.stdout.write(JSON.stringify({ won, lost }));
  }
  await store.close();
}

main().catch((e) => {
  process.stderr.write(String(e?.stack ?? e));
  process.exit(2);
});
