/**
 * Notes: an append-only stream of markdown revisions per match, anchored to (lineId, seq). The latest revision
 * of a note wins; a revision can mark it deleted (and a later one restore it).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkStep, idSchema, parseInput } from '../../inputs';
import { nextNoteRevision, parseNoteInput } from '../../note-revision';
import type { NoteKind } from '../../schema';
import type { NoteRevision, NoteRevisionInput } from '../contract';
import type { SqlEngine, Tx } from '../engine';
import { nextSeqOf, requireLine, segmentsOf } from './tree';

const NOTE_COLUMNS = sql.raw(
  `id, note_id AS "noteId", match_id AS "matchId", line_id AS "lineId", seq, revision, kind, body, spoiler, deleted,
   created_at AS "createdAt"`,
);

type NoteRow = Omit<NoteRevision, 'spoiler' | 'deleted'> & { spoiler: unknown; deleted: unknown };

const toNote = (r: NoteRow): NoteRevision => ({
  ...r,
  id: Number(r.id),
  seq: Number(r.seq),
  revision: Number(r.revision),
  kind: r.kind as NoteKind,
  spoiler: Boolean(r.spoiler),
  deleted: Boolean(r.deleted),
});

async function latestOf(tx: Tx, noteId: string): Promise<NoteRevision | undefined> {
  const r = await tx.get<NoteRow>(
    sql`SELECT ${NOTE_COLUMNS} FROM note_revisions WHERE note_id = ${noteId} ORDER BY revision DESC LIMIT 1`,
  );
  return r && toNote(r);
}

/** Append a revision inside a write transaction (see EventStore.addNoteRevision). */
export async function insertNoteRevision(
  e: SqlEngine,
  tx: Tx,
  input: NoteRevisionInput,
): Promise<NoteRevision> {
  const n = parseNoteInput(input);
  const row = nextNoteRevision(n, n.noteId ? await latestOf(tx, n.noteId) : undefined);
  checkStep(row.seq, await nextSeqOf(tx, await requireLine(tx, row.lineId, n.matchId)));
  const r = await tx.get<{ id: number }>(sql`
    INSERT INTO note_revisions (note_id, match_id, line_id, seq, revision, kind, body, spoiler, deleted, created_at)
    VALUES (${row.noteId}, ${row.matchId}, ${row.lineId}, ${row.seq}, ${row.revision}, ${row.kind}, ${row.body},
            ${e.bool(row.spoiler)}, ${e.bool(row.deleted)}, ${row.createdAt})
    RETURNING id`);
  return { id: Number(r!.id), ...row };
}

export const addNoteRevision = (e: SqlEngine, input: NoteRevisionInput) =>
  e.write((tx) => insertNoteRevision(e, tx, input));

export async function listNotes(e: SqlEngine, matchId: string, lineId?: string): Promise<NoteRevision[]> {
  const a = parseInput(
    z.object({ matchId: idSchema, lineId: idSchema.optional() }),
    { matchId, lineId },
    'notes',
  );
  return e.read(async (tx) => {
    let visible: Map<string, number> | null = null;
    if (a.lineId !== undefined) {
      await requireLine(tx, a.lineId, a.matchId);
      visible = new Map((await segmentsOf(tx, a.lineId)).map((s) => [s.lineId, s.upTo]));
    }
    const rows = await tx.all<NoteRow>(sql`
      SELECT ${NOTE_COLUMNS} FROM note_revisions r
       WHERE r.match_id = ${a.matchId}
         AND r.revision = (SELECT max(r2.revision) FROM note_revisions r2 WHERE r2.note_id = r.note_id)
       ORDER BY r.seq, r.id`);
    return rows.map(toNote).filter((n) => {
      if (n.deleted) return false;
      if (!visible) return true;
      const upTo = visible.get(n.lineId);
      return upTo !== undefined && n.seq <= upTo;
    });
  });
}

export async function noteHistory(e: SqlEngine, noteId: string): Promise<NoteRevision[]> {
  const id = parseInput(idSchema, noteId, 'noteId');
  const rows = await e.read((tx) =>
    tx.all<NoteRow>(sql`SELECT ${NOTE_COLUMNS} FROM note_revisions WHERE note_id = ${id} ORDER BY revision`),
  );
  return rows.map(toNote);
}
