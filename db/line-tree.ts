/**
 * Internals shared by the store modules: cached prepared statements, line lookups, a line's ancestry and its
 * length. A line is its parent's events up to `fork_seq`, then its own (seqs fork_seq+1, …).
 */
import type Database from 'better-sqlite3';
import type { DbHandle } from './client';
import { storeFail } from './errors';

const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/** A prepared statement, prepared once per connection. */
export function stmt(h: DbHandle, sql: string): Database.Statement {
  let byConn = cache.get(h.sqlite);
  if (!byConn) {
    byConn = new Map();
    cache.set(h.sqlite, byConn);
  }
  let s = byConn.get(sql);
  if (!s) {
    s = h.sqlite.prepare(sql);
    byConn.set(sql, s);
  }
  return s;
}

export interface LineRow {
  id: string;
  matchId: string;
  parentLineId: string | null;
  forkSeq: number | null;
  name: string;
  createdAt: string;
}

export function findLine(h: DbHandle, lineId: string): LineRow | undefined {
  return stmt(
    h,
    'SELECT id, match_id AS matchId, parent_line_id AS parentLineId, fork_seq AS forkSeq, name, created_at AS createdAt FROM lines WHERE id = ?',
  ).get(lineId) as LineRow | undefined;
}

export function requireLine(h: DbHandle, lineId: string, matchId?: string): LineRow {
  const line = findLine(h, lineId);
  if (!line || (matchId !== undefined && line.matchId !== matchId)) {
    storeFail(
      'ERR_NOT_FOUND',
      matchId ? `对局 ${matchId} 中没有分支 ${lineId}` : `没有分支 ${lineId}`,
      matchId ? `Match ${matchId} has no line ${lineId}` : `No line ${lineId}`,
      { lineId, matchId },
    );
  }
  return line;
}

/** One stretch of a line's history: the events of `lineId` with seq ≤ `upTo`. Root first. */
export interface Segment {
  lineId: string;
  upTo: number;
}

export const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/** The stretches that make up a line as seen from it, root first (one per ancestor). */
export function segmentsOf(h: DbHandle, line: LineRow): Segment[] {
  const out: Segment[] = [{ lineId: line.id, upTo: UNBOUNDED }];
  let upTo = UNBOUNDED;
  let cur = line;
  const seen = new Set([line.id]);
  while (cur.parentLineId !== null) {
    upTo = Math.min(upTo, cur.forkSeq ?? -1);
    const parent = findLine(h, cur.parentLineId);
    if (!parent || seen.has(parent.id)) storeFail('ERR_DB', '分支树已损坏', `Corrupt line tree at ${cur.id}`);
    seen.add(parent.id);
    out.push({ lineId: parent.id, upTo });
    cur = parent;
  }
  return out.reverse();
}

/** The seq the next event of this line gets = the number of events the line has, parent prefix included. */
export function nextSeqOf(h: DbHandle, line: LineRow): number {
  const row = stmt(h, 'SELECT max(seq) AS m FROM events WHERE line_id = ?').get(line.id) as {
    m: number | null;
  };
  if (row.m !== null) return row.m + 1;
  return line.forkSeq === null ? 0 : line.forkSeq + 1;
}
