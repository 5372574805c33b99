/**
 * The rules of a note revision, shared by the old synchronous functions (notes.ts) and the store
 * (store/core/notes.ts): input shape, carrying omitted fields over from the latest revision, the optimistic
 * `expectedRevision` check. The caller then checks the anchor against the line and inserts the row.
 */
import { z } from 'zod';
import { storeFail } from './errors';
import { newId, nowIso } from './ids';
import { MAX_NOTE_BODY, idSchema, noteKindSchema, parseInput, seqSchema } from './inputs';
import type { NoteRevision, NoteRevisionInput } from './store/contract';

const noteInput = z.object({
  matchId: idSchema,
  noteId: idSchema.optional(),
  expectedRevision: z.number().int().min(0).optional(),
  lineId: idSchema.optional(),
  seq: seqSchema.optional(),
  kind: noteKindSchema.optional(),
  body: z.string().max(MAX_NOTE_BODY).optional(),
  spoiler: z.boolean().optional(),
  deleted: z.boolean().optional(),
});

export const parseNoteInput = (input: NoteRevisionInput) => parseInput(noteInput, input, 'note');

/**
 * The next revision of a note (without its row id): a new note needs lineId, seq, kind and body; a revision of an
 * existing note (`prev`, its latest) carries over every field it omits, so `{ matchId, noteId, deleted: true }`
 * deletes it. Refuses an unknown note, a note of another match and a stale `expectedRevision`.
 */
export function nextNoteRevision(
  n: ReturnType<typeof parseNoteInput>,
  prev: NoteRevision | undefined,
): Omit<NoteRevision, 'id'> {
  if (n.noteId && (!prev || prev.matchId !== n.matchId)) {
    storeFail(
      'ERR_NOT_FOUND',
      `对局 ${n.matchId} 中没有笔记 ${n.noteId}`,
      `Match ${n.matchId} has no note ${n.noteId}`,
      { noteId: n.noteId },
    );
  }
  const current = prev?.revision ?? 0;
  if (n.expectedRevision !== undefined && n.expectedRevision !== current) {
    storeFail(
      'ERR_CONFLICT',
      `笔记已被修改（当前修订 ${current}），请重新加载`,
      `The note has changed (now revision ${current}); reload and retry`,
      { expectedRevision: n.expectedRevision, actualRevision: current },
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
  return {
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
}
