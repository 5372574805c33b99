/**
 * The SQLite engine of the store (better-sqlite3). Never blocks the event loop for long (issue 16 point 4):
 * - a write runs as one BEGIN IMMEDIATE transaction on the writer connection; SQLite waits for another process's
 *   write lock at most `busyTimeoutMs` (default 10 ms) at a time, then the store waits asynchronously (backoff
 *   5 ms doubling to 100 ms, with jitter) and tries again until `busyDeadlineMs` (default 3 s) → ERR_BUSY;
 * - writes of this process go one at a time (an in-process queue), so a transaction never interleaves another;
 * - reads use a second, query-only connection: in WAL mode they never wait for writers and only ever see
 *   committed rows.
 * Opening checks the path (path-check.ts), applies the committed migrations (db/migrations) and sets the
 * pragmas: WAL, foreign keys, synchronous=FULL (an acknowledged append survives a crash).
 */
import Database from 'better-sqlite3';
import { type SQL, sql } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { closeDatabase, openDatabase, resolveDbPath } from '../client';
import { storeFail } from '../errors';
import { translateSqliteError } from '../inputs';
import type { SqlEngine, Tx } from './engine';
import { checkDatabasePath } from '../path-check';

export interface SqliteOptions {
  /** File path; default DUELSCRIBE_DB, else data/duelscribe.db. */
  path?: string;
  /** How long SQLite itself may wait for a lock (blocking). Default 10 ms, at most 50. */
  busyTimeoutMs?: number;
  /** How long the store keeps retrying a locked database before ERR_BUSY. Default 3000 ms. */
  busyDeadlineMs?: number;
}

export const DEFAULT_BUSY_TIMEOUT_MS = 10;
export const DEFAULT_BUSY_DEADLINE_MS = 3000;

const isBusy = (e: unknown) => {
  const code = (e as { code?: string })?.code ?? '';
  return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Statement cache and a Tx over one connection. */
function txOver(conn: Database.Database): Tx {
  const dialect = new SQLiteSyncDialect();
  const cache = new Map<string, Database.Statement>();
  const prepare = (q: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(q);
    let s = cache.get(text);
    if (!s) {
      s = conn.prepare(text);
      cache.set(text, s);
    }
    return { s, params: params as unknown[] };
  };
  return {
    all: async <T>(q: SQL) => {
      const { s, params } = prepare(q);
      return s.all(...params) as T[];
    },
    get: async <T>(q: SQL) => {
      const { s, params } = prepare(q);
      return (s.reader ? s.get(...params) : s.run(...params)) as T | undefined;
    },
    run: async (q: SQL) => {
      const { s, params } = prepare(q);
      s.run(...params);
    },
  };
}

export function openSqliteEngine(options: SqliteOptions = {}): SqlEngine & { path: string } {
  const file = resolveDbPath(options.path);
  checkDatabasePath(file);
  const busyTimeout = Math.min(options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS, 50);
  const deadlineMs = options.busyDeadlineMs ?? DEFAULT_BUSY_DEADLINE_MS;
  // Opening migrates with the old client (its long busy timeout only matters while several processes migrate a
  // fresh file at once, before anything is served); then the short timeout applies.
  const writerHandle = openDatabase(file);
  const writer = writerHandle.sqlite;
  writer.pragma(`busy_timeout = ${busyTimeout}`);
  const reader = file === ':memory:' ? writer : new Database(file, { timeout: busyTimeout });
  if (reader !== writer) {
    reader.pragma(`busy_timeout = ${busyTimeout}`);
    reader.pragma('query_only = ON');
  }
  const writeTx = txOver(writer);
  const readTx = txOver(reader);
  let queue: Promise<unknown> = Promise.resolve();

  /** Run `attempt` until it does not hit a lock, waiting asynchronously between tries. */
  async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + deadlineMs;
    for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
      try {
        return await attempt();
      } catch (e) {
        if (!isBusy(e)) translateSqliteError(e);
        if (Date.now() >= deadline) {
          storeFail(
            'ERR_BUSY',
            `数据库繁忙：另一个进程占用写锁超过 ${deadlineMs} 毫秒，请稍后再试`,
            `Database busy: another process held the write lock for more than ${deadlineMs} ms; try again shortly`,
            { deadlineMs },
          );
        }
        await sleep(wait / 2 + Math.random() * wait);
      }
    }
  }

  async function writeOnce<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    writer.exec('BEGIN IMMEDIATE');
    try {
      const out = await fn(writeTx);
      writer.exec('COMMIT');
      return out;
    } catch (e) {
      if (writer.inTransaction) writer.exec('ROLLBACK');
      throw e;
    }
  }

  return {
    dialect: 'sqlite',
    path: file,
    read: (fn) => withRetry(() => fn(readTx)),
    write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      // One transaction at a time on the writer; a failed one does not stop the queue.
      const run = queue.then(() => withRetry(() => writeOnce(fn)));
      queue = run.catch(() => undefined);
      return run;
    },
    lockMatch: async () => undefined,
    lockLine: async () => undefined,
    bool: (b) => (b ? 1 : 0),
    jsonHas: (column, key) => sql`json_extract(${column}, ${`$.${key}`}) IS NOT NULL`,
    close: async () => {
      await queue;
      if (reader !== writer && reader.open) reader.close();
      closeDatabase(writerHandle);
    },
  };
}
