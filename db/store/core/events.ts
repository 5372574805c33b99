/** Events: append with `expectedSeq` (exactly one winner, no gaps), read a line, a line's length. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { EngineEvent } from '../../../machines/engine/types';
import { nowIso } from '../../ids';
import {
  type PreparedEvent,
  failConflict,
  failNoLine,
  idSchema,
  parseInput,
  prepareEvents,
  seqSchema,
} from '../../inputs';
import type { EventInput } from '../contract';
import type { SqlEngine, Tx } from '../engine';
import { UNBOUNDED, lengthOf, requireLine } from './tree';

const appendArgs = z.object({ lineId: idSchema, expectedSeq: seqSchema, events: z.array(z.unknown()) });

/** Insert prepared events at the line's end inside a write transaction (the line is locked first). */
export async function insertEvents(
  e: SqlEngine,
  tx: Tx,
  lineId: string,
  expectedSeq: number,
  rows: readonly PreparedEvent[],
): Promise<number> {
  await e.lockLine(tx, lineId);
  // Read after the lock (PostgreSQL: a statement sees what committed before it began).
  const next = (await lengthOf(tx, lineId)) ?? failNoLine(lineId);
  if (next !== expectedSeq) failConflict(lineId, expectedSeq, next);
  const now = nowIso();
  // One multi-row INSERT per 100 events keeps the statement's parameter count small on both databases.
  for (let i = 0; i < rows.length; i += 100) {
    const values = rows
      .slice(i, i + 100)
      .map((r) => sql`(${lineId}, ${r.seq}, ${r.type}, ${r.actor}, ${r.payload}, ${r.v}, ${now})`);
    await tx.run(
      sql`INSERT INTO events (line_id, seq, type, actor, payload, v, created_at) VALUES ${sql.join(values, sql`, `)}`,
    );
  }
  return expectedSeq + rows.length;
}

export async function appendEvents(
  e: SqlEngine,
  lineId: string,
  expectedSeq: number,
  events: readonly EventInput[],
): Promise<number> {
  const a = parseInput(appendArgs, { lineId, expectedSeq, events }, 'append');
  const rows = prepareEvents(a.expectedSeq, a.events);
  return e.write((tx) => insertEvents(e, tx, a.lineId, a.expectedSeq, rows));
}

type EventRow = { seq: number; type: string; actor: EngineEvent['actor']; payload: string; v: number };

/**
 * The line as seen from it, in one query: a recursive walk up the ancestors carries each one's last visible step
 * (the smallest fork step below it), and the events of every ancestor up to that step come back in seq order.
 */
export async function readLine(e: SqlEngine, lineId: string): Promise<EngineEvent[]> {
  const id = parseInput(idSchema, lineId, 'lineId');
  return e.read(async (tx) => {
    const rows = await tx.all<EventRow>(sql`
      WITH RECURSIVE anc(id, parent_line_id, fork_seq, up_to, depth) AS (
        SELECT id, parent_line_id, fork_seq, ${sql.raw(String(UNBOUNDED))}, 0 FROM lines WHERE id = ${id}
        UNION ALL
        SELECT l.id, l.parent_line_id, l.fork_seq,
               CASE WHEN a.fork_seq < a.up_to THEN a.fork_seq ELSE a.up_to END, a.depth + 1
          FROM lines l JOIN anc a ON l.id = a.parent_line_id
         WHERE a.depth < 100000
      )
      SELECT ev.seq, ev.type, ev.actor, ev.payload, ev.v
        FROM anc JOIN events ev ON ev.line_id = anc.id AND ev.seq <= anc.up_to
       ORDER BY ev.seq`);
    // Every line sees at least event 0 of its root, so nothing at all means no such line.
    if (rows.length === 0) await requireLine(tx, id);
    return rows.map((r) => ({
      seq: Number(r.seq),
      type: r.type,
      actor: r.actor,
      payload: JSON.parse(r.payload),
      v: Number(r.v),
    }));
  });
}

export async function lineLength(e: SqlEngine, lineId: string): Promise<number> {
  const id = parseInput(idSchema, lineId, 'lineId');
  return e.read(async (tx) => (await lengthOf(tx, id)) ?? failNoLine(id));
}
