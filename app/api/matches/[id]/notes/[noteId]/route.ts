/** GET /api/matches/[id]/notes/[noteId] — every revision of a note, oldest first (edit key required). */
import { withEditKey } from '@/app/server/auth/edit-route';
import { historyOf } from '@/app/server/authoring/notes';
import { json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export const GET = withEditKey<{ id: string; noteId: string }>(async ({ s, match, params }) =>
  json({ revisions: await historyOf(s, match, params.noteId) }),
);
