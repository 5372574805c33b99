/** GET /api/matches/[id]/notes/[noteId] — every revision of a note, oldest first. */
import { noteHistory } from '@/db/event-store';
import { requireMatch } from '@/app/lib/studio';
import { db, handle, json, type RouteContext } from '@/app/lib/studio-http';

export const dynamic = 'force-dynamic';

export async function GET(_req: Request, ctx: RouteContext<{ id: string; noteId: string }>) {
  return handle(async () => {
    const { id, noteId } = await ctx.params;
    const h = db();
    requireMatch(h, id);
    return json({ revisions: noteHistory(h, noteId).filter((r) => r.matchId === id) });
  });
}
