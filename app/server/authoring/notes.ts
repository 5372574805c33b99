/**
 * The author's notes: add a note or a revision (bodies are stored as markdown text and rendered inert for
 * readers; a body over NOTE_MAX characters is 413), list them with spoilers, and a note's revision history.
 */
import 'server-only';
import { NOTE_MAX, type noteRequest } from '@/app/contracts/authoring';
import type { z } from 'zod';
import type { MatchRecord, Store } from '../db';
import { fail } from '../http/errors';
import { lineOf } from '../lines/lookup';

export async function addNote(s: Store, match: MatchRecord, note: z.infer<typeof noteRequest>) {
  if (note.body !== undefined && note.body.length > NOTE_MAX) {
    fail(
      'ERR_TOO_LARGE',
      `笔记过长（${note.body.length} 字符，上限 ${NOTE_MAX}）`,
      `The note is too long (${note.body.length} characters, limit ${NOTE_MAX})`,
      413,
      { limit: NOTE_MAX },
    );
  }
  if ('lineId' in note) await lineOf(s, match, note.lineId);
  return s.addNoteRevision({ matchId: match.id, ...note });
}

export async function notesOn(s: Store, match: MatchRecord, lineId?: string | null) {
  return s.listNotes(match.id, await lineOf(s, match, lineId));
}

export async function historyOf(s: Store, match: MatchRecord, noteId: string) {
  return (await s.noteHistory(noteId)).filter((r) => r.matchId === match.id);
}
