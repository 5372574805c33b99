/**
 * The PostgreSQL engine of the store: drizzle's node-postgres driver over a `pg` pool. Writes run in one
 * READ COMMITTED transaction each; an append locks its line row (`FOR NO KEY UPDATE`) before reading the line's
 * length, so of concurrent appenders at the same expectedSeq exactly one wins and the others see its events and
 * answer ERR_CONFLICT; the (line_id, seq) primary key and the contiguity trigger back this up. State records of a
 * match lock the match row the same way. Migrations (db/migrations-pg) run under an advisory lock, so several
 * site instances can start at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { type NodePgDatabase, drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { resolveMigrationsFolder } from '../client';
import { StoreError, storeFail } from '../errors';
import type { SqlEngine, Tx } from './engine';

export interface PostgresOptions {
  url: string;
  /** Pool size per process (default 10). */
  max?: number;
}

/** db/migrations-pg beside the SQLite folder (or DUELSCRIBE_MIGRATIONS_PG). */
export function resolvePgMigrationsFolder(): string {
  const override = process.env.DUELSCRIBE_MIGRATIONS_PG;
  if (override) return path.resolve(override);
  const folder = path.join(path.dirname(resolveMigrationsFolder()), 'migrations-pg');
  if (!fs.existsSync(path.join(folder, 'meta', '_journal.json'))) {
    throw new Error(`${folder} not found; set DUELSCRIBE_MIGRATIONS_PG`);
  }
  return folder;
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/** Map PostgreSQL errors (our triggers, constraint races, lost connections) to StoreErrors. */
function translatePgError(e: unknown, url: string): never {
  if (e instanceof StoreError) throw e;
  const err = e as { code?: string; message?: string; cause?: unknown };
  if (err?.cause && !(err.code && /^[0-9A-Z]{5}$/.test(err.code))) return translatePgError(err.cause, url);
  const msg = err?.message ?? String(e);
  if (msg.includes('ERR_APPEND_ONLY')) storeFail('ERR_APPEND_ONLY', '记录只能追加，不能修改或删除', msg);
  if (msg.includes('ERR_SEQ_GAP')) storeFail('ERR_CONFLICT', '事件序号不连续，写入被拒绝', msg);
  if (msg.includes('ERR_BAD_INPUT')) storeFail('ERR_BAD_INPUT', '数据库拒绝了这条记录', msg);
  if (err?.code === '23505')
    storeFail('ERR_CONFLICT', '并发写入冲突，请重新加载后再试', `Concurrent write conflict: ${msg}`);
  if (err?.code === '40001' || err?.code === '40P01' || err?.code === '55P03') {
    storeFail('ERR_BUSY', '数据库繁忙，请稍后再试', `Database busy: ${msg}`);
  }
  if (
    [
      'ECONNREFUSED',
      'ENOTFOUND',
      'ECONNRESET',
      'ETIMEDOUT',
      '57P01',
      '57P03',
      '3D000',
      '28P01',
      '28000',
    ].includes(err?.code ?? '')
  ) {
    storeFail(
      'ERR_DB_UNAVAILABLE',
      `无法连接 PostgreSQL 数据库 ${redactUrl(url)}（${err.code}）。修正：启动数据库服务器，或检查 DATABASE_URL`,
      `Cannot reach the PostgreSQL database ${redactUrl(url)} (${err.code}). Fix: start the server, or check DATABASE_URL`,
      { code: err.code },
    );
  }
  throw e;
}

function txOver(db: Pick<NodePgDatabase, 'execute'>): Tx {
  const rows = async <T>(q: SQL) => (await db.execute(q)).rows as T[];
  return {
    all: rows,
    get: async <T>(q: SQL) => (await rows<T>(q))[0],
    run: async (q: SQL) => {
      await db.execute(q);
    },
  };
}

const MIGRATION_LOCK = 7_303_001;

export async function openPostgresEngine(options: PostgresOptions): Promise<SqlEngine & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool });
  const fail = (e: unknown): never => translatePgError(e, options.url);
  try {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle({ client }), { migrationsFolder: resolvePgMigrationsFolder() });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (e) {
    await pool.end().catch(() => undefined);
    fail(e);
  }
  const readTx = txOver(db);
  return {
    dialect: 'postgres',
    pool,
    read: (fn) => fn(readTx).catch(fail),
    write: (fn) => db.transaction((t) => fn(txOver(t))).catch(fail),
    lockMatch: async (tx, matchId) => {
      await tx.run(sql`SELECT 1 FROM matches WHERE id = ${matchId} FOR NO KEY UPDATE`);
    },
    lockLine: async (tx, lineId) => {
      await tx.run(sql`SELECT 1 FROM lines WHERE id = ${lineId} FOR NO KEY UPDATE`);
    },
    bool: (b) => b,
    jsonHas: (column, key) => sql`coalesce(jsonb_typeof((${column})::jsonb -> ${key}), 'null') <> 'null'`,
    close: () => pool.end(),
  };
}
