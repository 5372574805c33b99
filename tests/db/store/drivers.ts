/**
 * One suite, two databases: every store test runs against SQLite (a fresh temp file) and, when a PostgreSQL server
 * is available, against PostgreSQL (a fresh database per store). The server comes from DUELSCRIBE_TEST_PG (or a
 * postgres:// DATABASE_URL); `npm run test:pg` starts a throw-away cluster and sets it. Without one, outside CI,
 * the PostgreSQL half is skipped with one line saying how to run it; in CI a missing server is a failure.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll } from 'vitest';
import { StoreError } from '../../../db/errors';
import type { EventStore } from '../../../db/store/contract';
import { isPostgresUrl, openStore } from '../../../db/store/open';

export const PG_URL = [process.env.DUELSCRIBE_TEST_PG, process.env.DATABASE_URL].find(isPostgresUrl);

export const PG_HOWTO =
  "PostgreSQL store tests skipped: no server. Run `npm run test:pg` (starts a throw-away cluster; needs Debian's postgresql package) or set DUELSCRIBE_TEST_PG=postgres://…";

if (!PG_URL && process.env.CI !== 'true') {
  // One line per test run, not per test file: the first worker to get here prints it.
  try {
    fs.writeFileSync(path.join(os.tmpdir(), `duelscribe-pg-skip-${process.ppid}`), '', { flag: 'wx' });
    console.log(PG_HOWTO);
  } catch {
    /* already said */
  }
}

/** A store plus raw SQL on the same database (for the trigger tests) and what reopening it needs. */
export interface TestDb {
  store: EventStore;
  /** Run one raw SQL statement outside the store. */
  raw(text: string): Promise<unknown[]>;
  /** What openStore needs to reach the same database from another store or process. */
  target: { databaseUrl?: string; path?: string };
}

export interface Driver {
  name: 'sqlite' | 'postgres' | 'sqlite (writer thread)';
  available: boolean;
  open(): Promise<TestDb>;
}

const cleanups: (() => Promise<void> | void)[] = [];

export async function cleanupAll(): Promise<void> {
  for (const c of cleanups.splice(0).reverse()) await c();
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'duelscribe-store-'));
}

const sqliteOf = (writerThread: boolean): Driver => ({
  name: writerThread ? 'sqlite (writer thread)' : 'sqlite',
  available: true,
  async open() {
    const dir = tempDir();
    const file = path.join(dir, 'test.db');
    const store = await openStore({ path: file, databaseUrl: '', writerThread });
    const conn = new Database(file);
    cleanups.push(async () => {
      await store.close();
      conn.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    return {
      store,
      target: { path: file, databaseUrl: '', writerThread },
      raw: async (text) => {
        const s = conn.prepare(text);
        return s.reader ? s.all() : (s.run(), []);
      },
    };
  },
});
const sqliteDriver = sqliteOf(false);
/** SQLite with its writer connection in a worker thread (ruling S9, opt-in): the write tests run on it too. */
export const sqliteThreadDriver = sqliteOf(true);

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const urlOf = (name: string) => {
  const u = new URL(PG_URL!);
  u.pathname = `/${name}`;
  return u.toString();
};

/** One migrated template database per test worker, so a fresh database is a quick copy, not a migration. */
let template: Promise<string> | undefined;
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = `ds_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const store = await openStore({ databaseUrl: urlOf(name) });
    await store.close();
    return name;
  })();
  return template;
}

// Each test file drops its worker's template when it is done (registered on the file's root suite).
afterAll(async () => {
  if (!template) return;
  const name = await template.catch(() => null);
  template = undefined;
  if (name) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

/** A fresh, migrated database on the test server; dropped by cleanupAll. */
export async function freshPgUrl(options: { migrated?: boolean } = {}): Promise<string> {
  const name = `ds_test_${randomBytes(6).toString('hex')}`;
  const from = options.migrated === false ? '' : ` TEMPLATE ${await migratedTemplate()}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}${from}`));
  cleanups.push(() =>
    admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  );
  return urlOf(name);
}

const postgresDriver: Driver = {
  name: 'postgres',
  available: !!PG_URL,
  async open() {
    if (!PG_URL)
      throw new Error(`CI runs the store tests on PostgreSQL too, but there is no server. ${PG_HOWTO}`);
    const url = await freshPgUrl();
    const store = await openStore({ databaseUrl: url });
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    cleanups.push(async () => {
      await store.close();
      await pool.end();
    });
    return { store, target: { databaseUrl: url }, raw: async (text) => (await pool.query(text)).rows };
  },
};

/** The drivers to run; the PostgreSQL one only with a server (in CI it must have one). */
export const DRIVERS: Driver[] = [
  sqliteDriver,
  { ...postgresDriver, available: postgresDriver.available || process.env.CI === 'true' },
];

export const players = { p1: { name: '林动' }, p2: { name: 'Ada' } };

export const createdEvent = {
  seq: 0,
  type: 'match.created',
  actor: 'system' as const,
  payload: { gameId: 'duelette', rulesVersion: '1', players, seed: 42 },
  v: 1,
};

export function newMatch(store: EventStore, title = '第一章', extra: { editKeyHash?: string } = {}) {
  return store.createMatch({ gameId: 'duelette', rulesVersion: '1', title, players, createdEvent, ...extra });
}

export const ev = (n: number, actor: 'p1' | 'p2' | 'author' = 'p1') => ({
  type: 'turn.play',
  actor,
  payload: { n },
  v: 1,
});
export const evs = (from: number, count: number) => Array.from({ length: count }, (_, i) => ev(from + i));

/** The ERR_* code a promise rejects with (checking it is a StoreError with zh/en words), or undefined. */
export async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (e) {
    if (!(e instanceof StoreError)) throw e;
    const json = e.toJSON();
    if (!json.message.zh || !json.message.en) throw new Error(`${json.code} without zh/en words`);
    return json.code;
  }
  return undefined;
}
