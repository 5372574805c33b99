/**
 * Opening the store: `DATABASE_URL=postgres://…` (or `postgresql://`) selects PostgreSQL; anything else the
 * embedded SQLite file (`DUELSCRIBE_DB`, default data/duelscribe.db), which needs no set-up.
 * `getStore()` keeps one store per server process (on globalThis, so dev-mode reloads reuse it).
 */
import type { EventStore } from './contract';
import { createStore } from './core/create-store';
import { openPostgresEngine } from './postgres';
import { type SqliteOptions, openSqliteEngine } from './sqlite';

export interface OpenStoreOptions extends SqliteOptions {
  /** A postgres:// URL; default DATABASE_URL. Ignored unless it is a PostgreSQL URL. */
  databaseUrl?: string;
}

export const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//i.test(url);

export async function openStore(options: OpenStoreOptions = {}): Promise<EventStore> {
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  if (isPostgresUrl(url)) return createStore(await openPostgresEngine({ url }));
  return createStore(openSqliteEngine(options));
}

const GLOBAL_KEY = Symbol.for('duelscribe.store');
type GlobalWithStore = typeof globalThis & { [GLOBAL_KEY]?: Promise<EventStore> };

/** The server process's store (opened once; a failed open is retried on the next call). */
export function getStore(): Promise<EventStore> {
  const g = globalThis as GlobalWithStore;
  let p = g[GLOBAL_KEY];
  if (!p) {
    p = openStore();
    g[GLOBAL_KEY] = p;
    p.catch(() => {
      if (g[GLOBAL_KEY] === p) delete g[GLOBAL_KEY];
    });
  }
  return p;
}
