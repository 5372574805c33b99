/**
 * Notes: an append-only stream of markdown revisions per match, each anchored to (lineId, seq). A note keeps a
 * stable `noteId` across revisions; the latest revision wins, and a revision can mark the note deleted.
 * A note anchored on a line at seq ≤ a child's fork step shows on the child too.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbHandle } from './client';
import { storeFail } from './errors';
import { newId, nowIso } from './ids';
import {
  MAX_NOTE_BODY,
  idSchema,
  noteKindSchema,
  parseInput,
  seqSchema,
  translateSqliteError,
} from './inputs';
import { nextSeqOf, requireLine, segmentsOf, stmt } from './line-tree';
import { type NoteKind, noteRevisions } from './schema';

export interface NoteRevision {
  id: number;
  noteId: string;
  matchId: string;
  lineId: string;
  seq: number;
  revision: number;
  kind: NoteKind;
  body: string;
  spoiler: boolean;
  deleted: boolean;
  createdAt: string;
}

const noteInput = z.object({
  matchId: idSchema,
  /** Omit to start a new note (revision 1); give it to add a revision of an existing note. */
  noteId: idSchema.optional(),
  /** Optimistic concurrency: the revision the author edited; ERR_CONFLICT when the note has moved on. */
  expectedRevision: z.number().int().min(0).optional(),
  lineId: idSchema.optional(),
  seq: seqSchema.optional(),
  kind: noteKindSchema.optional(),
  body: z.string().max(MAX_NOTE_BODY).optional(),
  spoiler: z.boolean().optional(),
  deleted: z.boolean().optional(),
});
export type NoteRevisionInput = z.input<typeof noteInput>;

const latestOf = (h: DbHandle, noteId: string): NoteRevision | undefined => {
  const r = stmt(h, 'SELECT * FROM note_revisions WHERE note_id = ? ORDER BY revision DESC LIMIT 1').get(
    noteId,
  ) as Record<string, unknown> | undefined;
  return r ? toRevision(r) : undefined;
};

function toRevision(r: Record<string, unknown>): NoteRevision {
  return {
    id: r.id as number,
    noteId: r.note_id as string,
    matchId: r.match_id as string,
    lineId: r.line_id as string,
    seq: r.seq as number,
    revision: r.revision as number,
    kind: r.kind as NoteKind,
    body: r.body as string,
    spoiler: r.spoiler === 1,
    deleted: r.deleted === 1,
    createdAt: r.created_at as string,
  };
}

/**
 * Append a revision. A new note needs lineId, seq, kind and body; a revision of an existing note carries over
 * any field it omits from the latest revision (so `{ matchId, noteId, deleted: true }` deletes a note).
 * The anchor must be an existing step of the line (0 ≤ seq < line length).
 */
export function addNoteRevision(h: DbHandle, input: NoteRevisionInput): NoteRevision {
  const n = parseInput(noteInput, input, 'note');
  try {
    return h.sqlite
      .transaction(() => {
        const prev = n.noteId ? latestOf(h, n.noteId) : undefined;
        if (n.noteId && !prev)
          storeFail('ERR_NOT_FOUND', `没有笔记 ${n.noteId}`, `No note ${n.noteId}`, { noteId: n.noteId });
        if (prev && prev.matchId !== n.matchId) {
          storeFail(
            'ERR_NOT_FOUND',
            `对局 ${n.matchId} 中没有笔记 ${n.noteId}`,
            `Match ${n.matchId} has no note ${n.noteId}`,
          );
        }
        const current = prev?.revision ?? 0;
        if (n.expectedRevision !== undefined && n.expectedRevision !== current) {
          storeFail(
            'ERR_CONFLICT',
            `笔记已被修改（当前修订 ${current}），请重新加载`,
            `The note has changed (now revision ${current}); reload and retry`,
            {
              expectedRevision: n.expectedRevision,
              actualRevision: current,
            },
          );
        }
        const lineId = n.lineId ?? prev?.lineId;
        const seq = n.seq ?? prev?.seq;
        const kind = n.kind ?? prev?.kind;
        const body = n.body ?? prev?.body;
        const deleted = n.deleted ?? false;
        if (lineId === undefined || seq === undefined || kind === undefined || body === undefined) {
          storeFail(
            'ERR_BAD_INPUT',
            '新笔记需要分支、步数、类型和正文',
            'A new note needs lineId, seq, kind and body',
          );
        }
        if (!deleted && body.trim() === '')
          storeFail('ERR_BAD_INPUT', '笔记正文不能为空', 'A note body cannot be empty');
        const line = requireLine(h, lineId, n.matchId);
        const length = nextSeqOf(h, line);
        if (seq >= length) {
          storeFail(
            'ERR_BAD_SEQ',
            `步数 ${seq} 不在 0–${length - 1} 之内`,
            `Step ${seq} is not within 0–${length - 1}`,
            { seq, length },
          );
        }
        const row = {
          noteId: n.noteId ?? newId('n'),
          matchId: n.matchId,
          lineId,
          seq,
          revision: current + 1,
          kind,
          body,
          spoiler: n.spoiler ?? prev?.spoiler ?? false,
          deleted,
          createdAt: nowIso(),
        };
        const inserted = h.db.insert(noteRevisions).values(row).returning({ id: noteRevisions.id }).get();
        return { id: inserted.id, ...row };
      })
      .immediate();
  } catch (e) {
    translateSqliteError(e);
  }
}

/**
 * The latest revision of every live (not deleted) note of a match, ordered by seq. With `lineId`, only the
 * notes visible from that line: its own, and its ancestors' up to each fork step.
 */
export function listNotes(h: DbHandle, matchId: string, lineId?: string): NoteRevision[] {
  const a = parseInput(
    z.object({ matchId: idSchema, lineId: idSchema.optional() }),
    { matchId, lineId },
    'notes',
  );
  let visible: Map<string, number> | null = null;
  if (a.lineId !== undefined) {
    const line = requireLine(h, a.lineId, a.matchId);
    visible = new Map(segmentsOf(h, line).map((s) => [s.lineId, s.upTo]));
  }
  const rows = stmt(
    h,
    `SELECT r.* FROM note_revisions r
      WHERE r.match_id = ? AND r.revision = (SELECT max(r2.revision) FROM note_revisions r2 WHERE r2.note_id = r.note_id)
      ORDER BY r.seq, r.id`,
  ).all(a.matchId) as Record<string, unknown>[];
  return rows.map(toRevision).filter((n) => {
    if (n.deleted) return false;
    if (!visible) return true;
    const upTo = visible.get(n.lineId);
    return upTo !== undefined && n.seq <= upTo;
  });
}

/** Every revision of one note, oldest first. */
export function noteHistory(h: DbHandle, noteId: string): NoteRevision[] {
  const id = parseInput(idSchema, noteId, 'noteId');
  return h.db
    .select()
    .from(noteRevisions)
    .where(eq(noteRevisions.noteId, id))
    .orderBy(noteRevisions.revision)
    .all();
}
