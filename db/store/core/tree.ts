/**
 * Line lookups shared by the store's modules: the current line (line_current view), its ancestry and its length.
 * A line is its parent's events up to `fork_seq`, then its own (seqs fork_seq+1, …).
 */
import { sql } from 'drizzle-orm';
import { storeFail } from '../../errors';
import { failNoLine } from '../../inputs';
import type { LineRecord, LineVisibility } from '../contract';
import type { Tx } from '../engine';

export const LINE_COLUMNS = sql.raw(
  `id, match_id AS "matchId", parent_line_id AS "parentLineId", fork_seq AS "forkSeq", name, visibility,
   created_at AS "createdAt"`,
);

export interface LineRow {
  id: string;
  matchId: string;
  parentLineId: string | null;
  forkSeq: number | null;
  name: string;
  visibility: LineVisibility;
  createdAt: string;
}

export const toLine = (r: LineRow): LineRecord => ({
  id: r.id,
  matchId: r.matchId,
  parentLineId: r.parentLineId,
  forkSeq: r.forkSeq === null ? null : Number(r.forkSeq),
  name: r.name,
  visibility: r.visibility,
  createdAt: r.createdAt,
});

export async function findLine(tx: Tx, lineId: string): Promise<LineRecord | undefined> {
  const r = await tx.get<LineRow>(sql`SELECT ${LINE_COLUMNS} FROM line_current WHERE id = ${lineId}`);
  return r && toLine(r);
}

export async function requireLine(tx: Tx, lineId: string, matchId?: string): Promise<LineRecord> {
  const line = await findLine(tx, lineId);
  if (!line || (matchId !== undefined && line.matchId !== matchId)) {
    failNoLine(lineId, matchId);
  }
  return line;
}

export async function requireMatchExists(tx: Tx, matchId: string): Promise<void> {
  const r = await tx.get(sql`SELECT 1 AS one FROM matches WHERE id = ${matchId}`);
  if (!r) storeFail('ERR_NOT_FOUND', `没有对局 ${matchId}`, `No match ${matchId}`, { matchId });
}

/** One stretch of a line's history: the events of `lineId` with seq ≤ `upTo`. */
export interface Segment {
  lineId: string;
  upTo: number;
}

export const UNBOUNDED = 2_147_483_647;

/** The stretches that make up a line as seen from it, root first (one recursive query). */
export async function segmentsOf(tx: Tx, lineId: string): Promise<Segment[]> {
  const rows = await tx.all<{ id: string; forkSeq: number | null; depth: number }>(sql`
    WITH RECURSIVE anc(id, parent_line_id, fork_seq, depth) AS (
      SELECT id, parent_line_id, fork_seq, 0 FROM lines WHERE id = ${lineId}
      UNION ALL
      SELECT l.id, l.parent_line_id, l.fork_seq, a.depth + 1
        FROM lines l JOIN anc a ON l.id = a.parent_line_id
       WHERE a.depth < 100000
    )
    SELECT id, fork_seq AS "forkSeq", depth FROM anc ORDER BY depth`);
  const out: Segment[] = [];
  let upTo = UNBOUNDED;
  for (const r of rows) {
    out.push({ lineId: r.id, upTo });
    if (r.forkSeq !== null) upTo = Math.min(upTo, Number(r.forkSeq));
  }
  return out.reverse();
}

/** The seq the next event of this line gets = the number of events the line has, parent prefix included. */
export async function nextSeqOf(tx: Tx, line: Pick<LineRecord, 'id' | 'forkSeq'>): Promise<number> {
  const r = await tx.get<{ m: number | null }>(
    sql`SELECT max(seq) AS m FROM events WHERE line_id = ${line.id}`,
  );
  if (r && r.m !== null) return Number(r.m) + 1;
  return line.forkSeq === null ? 0 : line.forkSeq + 1;
}

/** A line's length (nextSeqOf) in one query, or undefined when there is no such line. */
export async function lengthOf(tx: Tx, lineId: string): Promise<number | undefined> {
  const r = await tx.get<{ forkSeq: number | null; m: number | null }>(sql`
    SELECT l.fork_seq AS "forkSeq", (SELECT max(e.seq) FROM events e WHERE e.line_id = l.id) AS m
      FROM lines l WHERE l.id = ${lineId}`);
  if (!r) return undefined;
  if (r.m !== null) return Number(r.m) + 1;
  return r.forkSeq === null ? 0 : Number(r.forkSeq) + 1;
}

export async function insertLineState(
  tx: Tx,
  s: { lineId: string; matchId: string; name: string; visibility: LineVisibility; createdAt: string },
): Promise<number> {
  const r = await tx.get<{ id: number }>(sql`
    INSERT INTO line_states (line_id, match_id, name, visibility, created_at)
    VALUES (${s.lineId}, ${s.matchId}, ${s.name}, ${s.visibility}, ${s.createdAt}) RETURNING id`);
  return Number(r!.id);
}

export async function insertMainLine(tx: Tx, matchId: string, lineId: string, at: string): Promise<void> {
  await tx.run(
    sql`INSERT INTO main_lines (match_id, line_id, created_at) VALUES (${matchId}, ${lineId}, ${at})`,
  );
}

export async function currentMainLine(tx: Tx, matchId: string): Promise<string | undefined> {
  const r = await tx.get<{ lineId: string }>(
    sql`SELECT line_id AS "lineId" FROM main_lines WHERE match_id = ${matchId} ORDER BY id DESC LIMIT 1`,
  );
  return r?.lineId;
}
