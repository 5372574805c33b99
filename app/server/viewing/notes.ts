/**
 * Notes as readers get them, spoiler-safe by default: the notes anchored up to the step the reader has reached,
 * rendered inert, and of the later ones only how many there are and the step of the next one. A reader who opts
 * in (`all`) gets every note; even then a note the author flagged as a spoiler keeps its body back until the
 * reader has reached its step (ruling V1 in app/ui/viewer/README.md).
 */
import 'server-only';
import type { NotesPayload } from '@/app/contracts/viewer';
import { renderMarkdown } from '@/app/lib/markdown';
import type { Store } from '../db';

export async function notesFor(
  s: Store,
  matchId: string,
  lineId: string,
  reached: number,
  all = false,
): Promise<NotesPayload> {
  const rows = (await s.listNotes(matchId, lineId)).slice().sort((a, b) => a.seq - b.seq);
  const shown = all ? rows : rows.filter((n) => n.seq <= reached);
  const later = rows.filter((n) => n.seq > reached);
  return {
    notes: shown.map((n) => ({
      id: n.noteId,
      seq: n.seq,
      kind: n.kind,
      spoiler: n.spoiler,
      html: n.spoiler && n.seq > reached ? null : renderMarkdown(n.body),
    })),
    later: { count: later.length, next: later.length > 0 ? later[0].seq : null },
  };
}
