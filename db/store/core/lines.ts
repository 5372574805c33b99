/** Lines (branches): fork, list, state records (name, visibility), the main line, undo. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { newId, nowIso } from '../../ids';
import { checkForkSeq, idSchema, lineNameSchema, parseInput, visibilitySchema } from '../../inputs';
import type { LineRecord, LineStateRecord, LineSummary, LineVisibility } from '../contract';
import type { SqlEngine, Tx } from '../engine';
import {
  type LineRow,
  currentMainLine,
  findLine,
  insertLineState,
  insertMainLine,
  nextSeqOf,
  requireLine,
  requireMatchExists,
  toLine,
} from './tree';

async function insertFork(
  tx: Tx,
  matchId: string,
  parentLineId: string,
  forkSeq: number,
  name: string,
  visibility: LineVisibility,
): Promise<LineRecord> {
  let parent = await requireLine(tx, parentLineId, matchId);
  checkForkSeq(forkSeq, await nextSeqOf(tx, parent));
  // A step inside the parent's inherited prefix belongs to an ancestor: hang the fork there (a minimal tree).
  while (parent.parentLineId !== null && parent.forkSeq !== null && forkSeq <= parent.forkSeq) {
    parent = await requireLine(tx, parent.parentLineId, matchId);
  }
  const rec: LineRecord = {
    id: newId('l'),
    matchId,
    parentLineId: parent.id,
    forkSeq,
    name,
    visibility,
    createdAt: nowIso(),
  };
  await tx.run(sql`
    INSERT INTO lines (id, match_id, parent_line_id, fork_seq, name, created_at)
    VALUES (${rec.id}, ${matchId}, ${parent.id}, ${forkSeq}, ${name}, ${rec.createdAt})`);
  await insertLineState(tx, { lineId: rec.id, matchId, name, visibility, createdAt: rec.createdAt });
  return rec;
}

const forkArgs = z.object({
  matchId: idSchema,
  parentLineId: idSchema,
  forkSeq: z.number(),
  name: lineNameSchema,
  visibility: visibilitySchema,
});

export async function forkLine(
  e: SqlEngine,
  matchId: string,
  parentLineId: string,
  forkSeq: number,
  name: string,
  visibility: LineVisibility = 'hidden',
): Promise<LineRecord> {
  const a = parseInput(forkArgs, { matchId, parentLineId, forkSeq, name, visibility }, 'fork');
  return e.write((tx) => insertFork(tx, a.matchId, a.parentLineId, a.forkSeq, a.name, a.visibility));
}

export async function getLine(e: SqlEngine, lineId: string): Promise<LineRecord | null> {
  if (!idSchema.safeParse(lineId).success) return null;
  return (await e.read((tx) => findLine(tx, lineId))) ?? null;
}

export async function listLines(e: SqlEngine, matchId: string, readersOnly = false): Promise<LineSummary[]> {
  const id = parseInput(idSchema, matchId, 'matchId');
  return e.read(async (tx) => {
    await requireMatchExists(tx, id);
    const main = await currentMainLine(tx, id);
    const rows = await tx.all<LineRow & { maxSeq: number | null }>(sql`
      SELECT l.id, l.match_id AS "matchId", l.parent_line_id AS "parentLineId", l.fork_seq AS "forkSeq", l.name,
             l.visibility, l.created_at AS "createdAt",
             (SELECT max(e.seq) FROM events e WHERE e.line_id = l.id) AS "maxSeq"
        FROM line_current l WHERE l.match_id = ${id} ORDER BY l.created_at, l.ord`);
    return rows
      .map(({ maxSeq, ...r }) => {
        const line = toLine(r);
        const length = maxSeq !== null ? Number(maxSeq) + 1 : line.forkSeq === null ? 0 : line.forkSeq + 1;
        return { ...line, length, isMain: line.id === main };
      })
      .filter((l) => !readersOnly || l.isMain || l.visibility === 'shown');
  });
}

const stateArgs = z.object({
  lineId: idSchema,
  name: lineNameSchema.optional(),
  visibility: visibilitySchema.optional(),
});

export async function setLineState(
  e: SqlEngine,
  lineId: string,
  change: { name?: string; visibility?: LineVisibility },
): Promise<LineStateRecord> {
  const a = parseInput(stateArgs, { lineId, ...change }, 'line state');
  return e.write(async (tx) => {
    const probe = await requireLine(tx, a.lineId);
    await e.lockMatch(tx, probe.matchId);
    const line = await requireLine(tx, a.lineId);
    const rec = {
      lineId: line.id,
      matchId: line.matchId,
      name: a.name ?? line.name,
      visibility: a.visibility ?? line.visibility,
      createdAt: nowIso(),
    };
    return { id: await insertLineState(tx, rec), ...rec };
  });
}

export async function lineStateHistory(e: SqlEngine, lineId: string): Promise<LineStateRecord[]> {
  const id = parseInput(idSchema, lineId, 'lineId');
  return e.read(async (tx) => {
    await requireLine(tx, id);
    const rows = await tx.all<LineStateRecord>(sql`
      SELECT id, line_id AS "lineId", match_id AS "matchId", name, visibility, created_at AS "createdAt"
        FROM line_states WHERE line_id = ${id} ORDER BY id`);
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  });
}

export async function setMainLine(e: SqlEngine, matchId: string, lineId: string): Promise<void> {
  const a = parseInput(z.object({ matchId: idSchema, lineId: idSchema }), { matchId, lineId }, 'main line');
  await e.write(async (tx) => {
    await requireMatchExists(tx, a.matchId);
    await e.lockMatch(tx, a.matchId);
    await requireLine(tx, a.lineId, a.matchId);
    await insertMainLine(tx, a.matchId, a.lineId, nowIso());
  });
}

export async function undoTo(
  e: SqlEngine,
  matchId: string,
  lineId: string,
  atSeq: number,
): Promise<LineRecord> {
  const a = parseInput(
    z.object({ matchId: idSchema, lineId: idSchema, atSeq: z.number() }),
    { matchId, lineId, atSeq },
    'undo',
  );
  return e.write(async (tx) => {
    await requireMatchExists(tx, a.matchId);
    await e.lockMatch(tx, a.matchId);
    const old = await requireLine(tx, a.lineId, a.matchId);
    const fresh = await insertFork(tx, a.matchId, old.id, a.atSeq, old.name, old.visibility);
    const now = nowIso();
    if ((await currentMainLine(tx, a.matchId)) === old.id) await insertMainLine(tx, a.matchId, fresh.id, now);
    await insertLineState(tx, {
      lineId: old.id,
      matchId: a.matchId,
      name: old.name,
      visibility: 'archived',
      createdAt: now,
    });
    return fresh;
  });
}
