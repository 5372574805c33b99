/**
 * The SQLite engine of the store (better-sqlite3). Never blocks the event loop for long (issue 16 point 4):
 * - a write runs as one BEGIN IMMEDIATE transaction on the writer connection; SQLite waits for another process's
 *   write lock at most `busyTimeoutMs` (default 10 ms) at a time, then the store waits asynchronously (backoff
 *   5 ms doubling to 100 ms, with jitter) and tries again until `busyDeadlineMs` (default 3 s) → ERR_BUSY;
 * - writes of this process go one at a time (an in-process queue), so a transaction never interleaves another;
 *   the writes that queue up while one transaction commits share the next (group commit: one fsync for all,
 *   each in its own SAVEPOINT, so a refused write is rolled back and rejected alone);
 * - the COMMIT's fsync never stalls the event loop: the writer connection runs `synchronous=NORMAL` and the
 *   store fsyncs the WAL itself on libuv's thread pool before it acknowledges the writes (wal-sync.ts, ruling
 *   S11), so the writes that arrive meanwhile are read off their sockets and queue for the next group commit
 *   (opt-in instead: the writer connection in a worker thread, sqlite-writer.ts, ruling S9);
 * - reads use a second, query-only connection: in WAL mode they never wait for writers and only ever see
 *   committed rows.
 * Opening checks the path (path-check.ts), applies the committed migrations (db/migrations) and sets the
 * pragmas: WAL, foreign keys, and an acknowledged append on disk (it survives a crash or a power cut).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { closeDatabase, openDatabase, resolveDbPath, resolveMigrationsFolder } from '../client';
import { storeFail } from '../errors';
import { translateSqliteError } from '../inputs';
import type { SqlEngine, Tx } from './engine';
import { checkDatabasePath } from '../path-check';
import { type Writer, mainThreadWriter, readerTx, workerWriter } from './sqlite-writer';
import { type SyncFs, walSync } from './wal-sync';

export interface SqliteOptions {
  /** File path; default DUELSCRIBE_DB, else data/duelscribe.db. */
  path?: string;
  /** How long SQLite itself may wait for a lock (blocking). Default 10 ms, at most 50. */
  busyTimeoutMs?: number;
  /** How long the store keeps retrying a locked database before ERR_BUSY. Default 3000 ms. */
  busyDeadlineMs?: number;
  /**
   * Write on a worker thread (a file database only): default from DUELSCRIBE_SQLITE_WRITER_THREAD=1, else off
   * — ruling S9 in db/README.md (measured: better at p99 and throughput, worse at p50 on a loaded machine).
   */
  writerThread?: boolean;
  /** The file operations of the WAL's fsync (wal-sync.ts); tests hold an fsync back with them. */
  syncFs?: SyncFs;
}

export const DEFAULT_BUSY_TIMEOUT_MS = 10;
export const DEFAULT_BUSY_DEADLINE_MS = 3000;

const isBusy = (e: unknown) => {
  const code = (e as { code?: string })?.code ?? '';
  return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A write waiting for its transaction. */
interface Job {
  fn: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** At most this many writes share one transaction. */
const MAX_BATCH = 64;

/** The store's error for a failed statement (translateSqliteError throws it). */
function translated(e: unknown): unknown {
  try {
    translateSqliteError(e);
  } catch (t) {
    return t;
  }
}

/** The folder above db/migrations (where node_modules is), or null when it cannot be found. */
function projectRootOf(): string | null {
  try {
    return path.dirname(path.dirname(resolveMigrationsFolder()));
  } catch {
    return null;
  }
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
  const readTx = readerTx(reader);
  // Only a database in WAL mode has a WAL to sync (`:memory:` has none; one on a file system without shared
  // memory stays in its rollback journal, and keeps synchronous=FULL).
  const inWal = String(writer.pragma('journal_mode', { simple: true })).toLowerCase() === 'wal';
  const wal = inWal ? walSync(file, options.syncFs) : null;
  const onThisThread = () =>
    mainThreadWriter(
      writer,
      () => {
        wal?.close();
        closeDatabase(writerHandle);
      },
      wal ? () => wal.sync() : undefined,
    );
  // The writer thread takes over once it has opened the database; until then writes wait for it.
  const writerReady: Promise<Writer> =
    file === ':memory:' || !(options.writerThread ?? process.env.DUELSCRIBE_SQLITE_WRITER_THREAD === '1')
      ? Promise.resolve(onThisThread())
      : workerWriter(file, busyTimeout, projectRootOf()).then((w) => {
          if (!w) return onThisThread();
          closeDatabase(writerHandle);
          return w;
        });

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

  /**
   * Group commit: the writes queued while a transaction commits run together in the next one, each inside its
   * own SAVEPOINT (a refused write is rolled back alone and rejected; the others go on), and one COMMIT — one
   * fsync — makes them all durable. Every write still resolves only after that COMMIT.
   */
  async function commitBatch(jobs: Job[]): Promise<void> {
    const w = await writerReady;
    let live = jobs;
    while (live.length > 0) {
      const results: { job: Job; ok: boolean; value: unknown }[] = [];
      let lost: Job | null = null;
      try {
        await withRetry(async () => {
          results.length = 0;
          w.execBefore('BEGIN IMMEDIATE');
          try {
            for (const job of live) {
              w.execBefore('SAVEPOINT job');
              try {
                results.push({ job, ok: true, value: await job.fn(w.tx) });
                w.execBefore('RELEASE job');
              } catch (e) {
                // A lock (another process) retries the whole batch; an error that ended the transaction
                // rejects its write and reruns the others.
                if (isBusy(e)) throw e;
                w.flush();
                if (!w.inTransaction()) {
                  lost = job;
                  results.push({ job, ok: false, value: translated(e) });
                  return;
                }
                w.exec('ROLLBACK TO job');
                w.exec('RELEASE job');
                results.push({ job, ok: false, value: translated(e) });
              }
            }
            await w.commit();
          } catch (e) {
            w.discard();
            if (w.inTransaction()) w.exec('ROLLBACK');
            throw e;
          }
        });
      } catch (e) {
        for (const job of live) job.reject(e);
        return;
      }
      if (lost) {
        const failed: Job = lost;
        failed.reject(results[results.length - 1].value);
        live = live.filter((j) => j !== failed);
        continue;
      }
      for (const r of results) (r.ok ? r.job.resolve : r.job.reject)(r.value);
      return;
    }
  }

  let queued: Job[] = [];
  let draining: Promise<void> | null = null;
  async function drain(): Promise<void> {
    while (queued.length > 0) {
      const batch = queued.slice(0, MAX_BATCH);
      queued = queued.slice(batch.length);
      await commitBatch(batch);
    }
    draining = null;
  }

  return {
    dialect: 'sqlite',
    path: file,
    read: (fn) => withRetry(() => fn(readTx)),
    write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      // One transaction at a time on the writer, holding every write queued meanwhile (commitBatch).
      return new Promise<T>((resolve, reject) => {
        queued.push({ fn, resolve: resolve as (v: unknown) => void, reject });
        draining ??= drain();
      });
    },
    lockMatch: async () => undefined,
    lockLine: async () => undefined,
    bool: (b) => (b ? 1 : 0),
    jsonHas: (column, key) => sql`json_extract(${column}, ${`$.${key}`}) IS NOT NULL`,
    close: async () => {
      await draining;
      if (reader !== writer && reader.open) reader.close();
      await (await writerReady).close();
      closeDatabase(writerHandle);
    },
  };
}
