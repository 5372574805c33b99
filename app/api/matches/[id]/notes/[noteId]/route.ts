/** GET /api/matches/[id]/notes/[noteId] — every revision of a note, oldest first (edit key required). */
import { noteHistory } from '@/db/event-store';
import { authorize, db, handle, json, type RouteContext } from '@/app/lib/studio-http';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, ctx: RouteContext<{ id: string; noteId: string }>) {
  return handle(async () => {
    const { id, noteId } = await ctx.params;
    const h = db();
    authorize(h, req, id);
    return json({ revisions: noteHistory(h, noteId).filter((r) => r.matchId === id) });
  });
}
