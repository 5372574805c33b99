/**
 * What the store's logic (db/store/core) needs from a database: run queries written once with drizzle's `sql`
 * template (dialect-neutral SQL: lower-case unquoted identifiers, no dialect functions) in a read or in a write
 * transaction, plus the few fragments that differ between SQLite and PostgreSQL.
 */
import type { SQL } from 'drizzle-orm';
import type { Dialect } from './contract';

export interface Tx {
  all<T>(query: SQL): Promise<T[]>;
  get<T>(query: SQL): Promise<T | undefined>;
  run(query: SQL): Promise<void>;
}

export interface SqlEngine {
  readonly dialect: Dialect;
  /** Run reads. Rows are immutable once written, so a read needs no snapshot across statements. */
  read<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Run `fn` in one write transaction: all or nothing. On SQLite writers are serialised (BEGIN IMMEDIATE); on
   * PostgreSQL `fn` serialises what it must with `lockMatch`/`lockLine`.
   */
  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Hold the match row until commit (PostgreSQL `FOR UPDATE`; nothing on SQLite, where writers are serial). */
  lockMatch(tx: Tx, matchId: string): Promise<void>;
  lockLine(tx: Tx, lineId: string): Promise<void>;
  /** A boolean parameter (SQLite has no boolean type: 0/1). */
  bool(value: boolean): number | boolean;
  /** SQL that is true when the JSON text in `column` has a non-null member `key`. */
  jsonHas(column: SQL, key: string): SQL;
  close(): Promise<void>;
}
