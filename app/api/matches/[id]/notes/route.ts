/**
 * GET /api/matches/[id]/notes?line= — the live notes visible from a line, spoilers included (edit key required;
 * readers get notes through the viewer, which holds spoilers back).
 * POST — add a note `{ lineId, seq, kind, body, spoiler }` or a revision `{ noteId, expectedRevision, … }`.
 * Bodies are stored as text (markdown source); the viewer renders them inert. Body ≤ 20,000 characters (413).
 */
import { noteRequest } from '@/app/contracts/authoring';
import { withEditKey } from '@/app/server/auth/edit-route';
import { addNote, notesOn } from '@/app/server/authoring/notes';
import { readJson } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export const GET = withEditKey(async ({ req, s, match }) =>
  json({ notes: await notesOn(s, match, new URL(req.url).searchParams.get('line')) }),
);

export const POST = withEditKey(async ({ req, s, match }) => {
  const body = await readJson(req, noteRequest, BODY_LIMITS.note);
  return json(await addNote(s, match, body), 201);
});
