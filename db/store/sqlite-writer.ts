/**
 * The SQLite writer connection of the store (db/store/sqlite.ts), with its COMMIT off the event loop (issue 17:
 * appends ≤ 5 ms p50 through the route). With `synchronous=FULL` every COMMIT waits for an fsync of the WAL;
 * better-sqlite3 is synchronous, so on the server's own thread that wait stalls every request of the process,
 * and the writes that should queue up meanwhile for the next group commit cannot even be read off their sockets.
 * So the writer connection lives in a worker thread:
 * - the statements of a transaction (BEGIN, each write's SAVEPOINT, its queries, RELEASE, ROLLBACK) are sent to
 *   it and waited for synchronously (Atomics.wait, microseconds each, as long as better-sqlite3 itself would
 *   take), so a transaction never waits behind the event loop's other work and holds the lock only briefly;
 * - the COMMIT — the fsync — is waited for asynchronously: meanwhile this thread serves requests and queues
 *   their writes for the next transaction.
 * Same pragmas, same durability: a write resolves only after its COMMIT returned, i.e. after the fsync
 * (ruling S9 in db/README.md).
 *
 * The worker's source is a string (no file to find inside a Next.js bundle); it loads better-sqlite3 from the
 * working directory (as the migrations are found) or from beside the migrations folder. Where it cannot start,
 * or for `:memory:` (a second connection would be another database), the writer stays on this thread.
 */
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { SQL } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { storeFail } from '../errors';
import type { Tx } from './engine';

/** A writer connection: statements by SQL text; only the COMMIT is asynchronous. */
export interface Writer {
  /** Run statements without results (BEGIN, SAVEPOINT, RELEASE, ROLLBACK, …), synchronously. */
  exec(text: string): void;
  /**
   * Run statements without results just before the next statement (or COMMIT) goes out, in the same message;
   * an error of theirs is that statement's error (BEGIN IMMEDIATE's lock wait, above all).
   */
  execBefore(text: string): void;
  /** Send what execBefore holds now (its error is thrown here). */
  flush(): void;
  /** Forget what execBefore holds (before a ROLLBACK). */
  discard(): void;
  /** Queries inside the transaction (answered at once). */
  tx: Tx;
  /** COMMIT, resolved once it is durable (the fsync done), without blocking this thread. */
  commit(): Promise<void>;
  /** Is the connection inside a transaction (as of its last answer)? */
  inTransaction(): boolean;
  /** Where the writes run, for messages and tests. */
  readonly thread: 'worker' | 'main';
  close(): Promise<void>;
}

type Mode = 'all' | 'get' | 'run';

/** A Tx over a synchronous function that runs one statement (text, parameters, what to return). */
function txOf(run: (mode: Mode, text: string, params: unknown[]) => unknown): Tx {
  const dialect = new SQLiteSyncDialect();
  const q = (mode: Mode, query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return run(mode, text, params as unknown[]);
  };
  return {
    all: async <T>(query: SQL) => q('all', query) as T[],
    get: async <T>(query: SQL) => q('get', query) as T | undefined,
    run: async (query: SQL) => {
      q('run', query);
    },
  };
}

/** Run one statement on a connection, with its prepared statements cached by text. */
function statementRunner(conn: Database.Database) {
  const cache = new Map<string, Database.Statement>();
  return (mode: Mode, text: string, params: unknown[]): unknown => {
    let s = cache.get(text);
    if (!s) cache.set(text, (s = conn.prepare(text)));
    if (mode === 'all') return s.all(...params);
    if (mode === 'get') return s.reader ? s.get(...params) : s.run(...params);
    s.run(...params);
    return undefined;
  };
}

/** A Tx over a connection of this thread (the store's query-only reader). */
export const readerTx = (conn: Database.Database): Tx => txOf(statementRunner(conn));

/**
 * The writer on this thread (the connection that opened and migrated the database). With `durable`, the
 * connection runs `synchronous=NORMAL` and a COMMIT resolves once `durable()` has put the WAL on disk
 * (wal-sync.ts, ruling S11); without it (`:memory:`), the COMMIT is all.
 */
export function mainThreadWriter(
  conn: Database.Database,
  close: () => void,
  durable?: () => Promise<void>,
): Writer {
  if (durable) conn.pragma('synchronous = NORMAL');
  return {
    exec: (text) => {
      conn.exec(text);
    },
    execBefore: (text) => {
      conn.exec(text);
    },
    flush: () => undefined,
    discard: () => undefined,
    tx: txOf(statementRunner(conn)),
    commit: async () => {
      conn.exec('COMMIT');
      if (durable) {
        await durable().catch((e: NodeJS.ErrnoException) =>
          storeFail(
            'ERR_DB',
            '写入已提交，但未能确认已存到磁盘（磁盘出错）；请重新加载，看看这一步是否还在',
            'The write was committed but could not be confirmed on disk (a disk error); reload to see whether it is there',
            { cause: e?.code ?? String(e) },
          ),
        );
      }
    },
    inTransaction: () => conn.inTransaction,
    thread: 'main',
    close: async () => close(),
  };
}

/**
 * The worker thread's program (plain CommonJS, evaluated by `new Worker(…, { eval: true })`). Statements come on
 * `workerData.port` and are answered there, then the shared flag is raised for the waiting caller; COMMIT and
 * close come as ordinary messages and are answered asynchronously.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { port, flag } = workerData;
const raised = new Int32Array(flag);
let Database = null;
let loadError = null;
for (const m of workerData.modules) {
  try { Database = require(m); break; } catch (e) { loadError = e; }
}
let db = null;
try {
  if (!Database) throw loadError;
  db = new Database(workerData.file, { timeout: workerData.busyTimeout });
  db.pragma('busy_timeout = ' + workerData.busyTimeout);
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = FULL');
} catch (e) {
  parentPort.postMessage({ id: 0, ok: false, error: { message: String(e && e.message), code: e && e.code } });
  db = null;
}
const cache = new Map();
function run(m) {
  try {
    let value;
    if (m.before) db.exec(m.before);
    if (m.op === 'exec') db.exec(m.sql);
    else {
      let s = cache.get(m.sql);
      if (!s) cache.set(m.sql, (s = db.prepare(m.sql)));
      if (m.op === 'all') value = s.all(...m.params);
      else if (m.op === 'get') value = s.reader ? s.get(...m.params) : s.run(...m.params);
      else s.run(...m.params);
    }
    return { id: m.id, ok: true, value, inTx: db.inTransaction };
  } catch (e) {
    const error = { message: String(e && e.message), code: e && e.code, name: e && e.name };
    return { id: m.id, ok: false, error, inTx: db.open && db.inTransaction };
  }
}
if (db) {
  port.on('message', (m) => {
    port.postMessage(run(m));
    Atomics.store(raised, 0, 1);
    Atomics.notify(raised, 0);
  });
  parentPort.on('message', (m) => {
    if (m.op === 'close') {
      db.close();
      parentPort.postMessage({ id: m.id, ok: true, inTx: false });
      port.close();
      parentPort.close();
      return;
    }
    parentPort.postMessage(run(m));
  });
  parentPort.postMessage({ id: 0, ok: true });
}
`;

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  inTx?: boolean;
  error?: { message: string; code?: string; name?: string };
}

/** A statement longer than this means the thread is gone (a statement takes at most milliseconds). */
const STATEMENT_TIMEOUT_MS = 30_000;

const errorOf = (e: NonNullable<Reply['error']>) =>
  Object.assign(new Error(e.message), { code: e.code, ...(e.name ? { name: e.name } : {}) });

/**
 * The writer in a worker thread, or null when the worker cannot open the database (then the caller keeps the
 * writer on its own thread). The worker keeps the process alive only while a COMMIT is in flight.
 */
export async function workerWriter(
  file: string,
  busyTimeout: number,
  projectRoot: string | null,
): Promise<Writer | null> {
  const modules = ['better-sqlite3'];
  if (projectRoot) modules.push(path.join(projectRoot, 'node_modules', 'better-sqlite3'));
  const flag = new SharedArrayBuffer(4);
  const raised = new Int32Array(flag);
  const { port1: port, port2 } = new MessageChannel();
  let worker: Worker;
  try {
    worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file, busyTimeout, modules, flag, port: port2 },
      transferList: [port2],
    });
  } catch {
    return null;
  }
  worker.unref();
  port.unref();
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  let nextId = 1;
  let inTx = false;
  let stopped: Error | null = null;
  let closing: Promise<void> | null = null;
  /** Why the thread did not start, or null once it has opened the database. */
  const started = new Promise<string | null>((resolve) => {
    const onStart = (r: Reply) => {
      if (r.id !== 0) return;
      worker.off('message', onStart);
      resolve(r.ok ? null : (r.error?.message ?? 'unknown error'));
    };
    worker.on('message', onStart);
    worker.once('error', (e) => resolve(e.message));
    worker.once('exit', (code) => resolve(`exit ${code}`));
  });
  const settle = (r: Reply): unknown => {
    inTx = r.inTx ?? inTx;
    if (!r.ok) throw errorOf(r.error!);
    return r.value;
  };
  worker.on('message', (r: Reply) => {
    const p = pending.get(r.id);
    if (!p) return;
    pending.delete(r.id);
    if (pending.size === 0 && !closing) worker.unref();
    try {
      p.resolve(settle(r));
    } catch (e) {
      p.reject(e);
    }
  });
  const fail = (e: unknown) => {
    stopped ??= new Error(`SQLite writer thread stopped: ${e instanceof Error ? e.message : String(e)}`);
    for (const p of pending.values()) p.reject(stopped);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`exit ${code}`)));
  const refused = await started;
  if (refused !== null) {
    // A server log line (not shown to anyone): writes still work, on the main thread.
    console.warn(`SQLite writer thread did not start (${refused}); writing on the main thread`);
    await worker.terminate().catch(() => undefined);
    port.close();
    return null;
  }
  /** Statements to run before the next message's own (execBefore). */
  let before = '';
  const take = () => {
    const b = before;
    before = '';
    return b ? { before: b } : {};
  };
  /** One statement, waited for on this thread. */
  const now = (msg: { op: Mode | 'exec'; sql: string; params?: unknown[] }): unknown => {
    if (stopped) throw stopped;
    const id = nextId++;
    Atomics.store(raised, 0, 0);
    port.postMessage({ id, ...msg, ...take() });
    Atomics.wait(raised, 0, 0, STATEMENT_TIMEOUT_MS);
    const got = receiveMessageOnPort(port) as { message: Reply } | undefined;
    if (!got || got.message.id !== id) {
      fail(new Error(`no answer within ${STATEMENT_TIMEOUT_MS} ms`));
      void worker.terminate();
      throw stopped;
    }
    return settle(got.message);
  };
  /** One message answered asynchronously (COMMIT, close). */
  const later = (msg: { op: string; sql?: string }) =>
    new Promise<unknown>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...msg, ...take() });
    });
  return {
    exec: (text) => {
      now({ op: 'exec', sql: text });
    },
    execBefore: (text) => {
      before += `${text};`;
    },
    flush: () => {
      if (before) now({ op: 'exec', sql: '' });
    },
    discard: () => {
      before = '';
    },
    tx: txOf((op, sql, params) => now({ op, sql, params })),
    commit: async () => {
      await later({ op: 'exec', sql: 'COMMIT' });
    },
    inTransaction: () => inTx,
    thread: 'worker',
    close: () =>
      (closing ??= (async () => {
        if (!stopped) {
          // Held until the thread has closed the database and ended.
          worker.ref();
          const exited = new Promise((r) => worker.once('exit', r));
          await later({ op: 'close' }).catch(() => undefined);
          await exited;
        }
        port.close();
      })()),
  };
}
