/**
 * Opening the database: path, pragmas, migrations. Server-only (Node): never import from machines/ or client code.
 *
 * - Path: the `path` argument, else env `DUELSCRIBE_DB`, else `data/duelscribe.db` under the working directory
 *   (the folder is created). A path that cannot hold a writable database is refused first with ERR_DB_PATH
 *   (path-check.ts: one zh/en line naming the path and the fix).
 * - Pragmas: journal_mode=WAL, foreign_keys=ON, synchronous=FULL (durable appends), busy_timeout=5000.
 * - Migrations: the committed drizzle-kit folder `db/migrations`. Next.js bundles server code, so the folder is
 *   not found relative to this file; it is taken from env `DUELSCRIBE_MIGRATIONS`, else found by walking up from
 *   `process.cwd()` to the first folder holding `db/migrations/meta/_journal.json` (the project root for
 *   `npm start`, scripts, tests and the Next.js server alike).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { checkDatabasePath } from './path-check';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema>;

/** What every store function takes first: the drizzle db and the raw better-sqlite3 connection under it. */
export interface DbHandle {
  db: Db;
  sqlite: Database.Database;
  path: string;
}

export const DEFAULT_DB_PATH = path.join('data', 'duelscribe.db');
export const BUSY_TIMEOUT_MS = 5000;

export function resolveDbPath(explicit?: string): string {
  const chosen = explicit ?? process.env.DUELSCRIBE_DB ?? DEFAULT_DB_PATH;
  return chosen === ':memory:' ? chosen : path.resolve(/*turbopackIgnore: true*/ chosen);
}

export function resolveMigrationsFolder(): string {
  const override = process.env.DUELSCRIBE_MIGRATIONS;
  if (override) return path.resolve(override);
  let dir = process.cwd();
  for (;;) {
    const candidate = path.join(dir, 'db', 'migrations');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new Error(
    `db/migrations not found above ${process.cwd()}; run from the project root or set DUELSCRIBE_MIGRATIONS`,
  );
}

interface JournalEntry {
  when: number;
  tag: string;
}

function pendingMigrations(sqlite: Database.Database, folder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const hasTable = sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get();
  if (!hasTable) return journal.entries.length;
  const last = sqlite.prepare('SELECT max(created_at) AS at FROM __drizzle_migrations').get() as {
    at: number | null;
  };
  const lastAt = last.at == null ? -Infinity : Number(last.at);
  return journal.entries.filter((e) => e.when > lastAt).length;
}

/**
 * Apply pending migrations. drizzle's migrator checks, then opens a deferred transaction, so two processes
 * starting at once can both try; the loser fails on "table exists" after the winner commits. We then look again
 * and accept the database when nothing is pending any more.
 */
export function runMigrations(handle: DbHandle, folder = resolveMigrationsFolder()): void {
  for (let attempt = 0; ; attempt++) {
    if (pendingMigrations(handle.sqlite, folder) === 0) return;
    try {
      migrate(handle.db, { migrationsFolder: folder });
      return;
    } catch (e) {
      if (attempt >= 2 || pendingMigrations(handle.sqlite, folder) > 0) throw e;
    }
  }
}

export interface OpenOptions {
  /** Skip migrations (only for tools that inspect a database as it is). */
  migrate?: boolean;
  readonly?: boolean;
}

export function openDatabase(dbPath?: string, options: OpenOptions = {}): DbHandle {
  const resolved = resolveDbPath(dbPath);
  if (!options.readonly) checkDatabasePath(resolved);
  if (resolved !== ':memory:') fs.mkdirSync(path.dirname(resolved), { recursive: true });
  const sqlite = new Database(resolved, { readonly: options.readonly ?? false, timeout: BUSY_TIMEOUT_MS });
  try {
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    if (!options.readonly) sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = FULL');
    const handle: DbHandle = { db: drizzle({ client: sqlite, schema }), sqlite, path: resolved };
    if (options.migrate ?? !options.readonly) runMigrations(handle);
    return handle;
  } catch (e) {
    sqlite.close();
    throw e;
  }
}

export function closeDatabase(handle: DbHandle): void {
  if (handle.sqlite.open) handle.sqlite.close();
}

const GLOBAL_KEY = Symbol.for('duelscribe.db');
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: DbHandle };

/**
 * One shared connection for the Next.js server process (kept on globalThis so dev-mode reloads reuse it).
 * Store functions never call this themselves: they take the handle as their first argument.
 */
export function getDatabase(): DbHandle {
  const g = globalThis as GlobalWithDb;
  const existing = g[GLOBAL_KEY];
  if (existing && existing.sqlite.open) return existing;
  const handle = openDatabase();
  g[GLOBAL_KEY] = handle;
  return handle;
}
