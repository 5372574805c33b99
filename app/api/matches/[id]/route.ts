/** GET /api/matches/[id]?line= — the studio's snapshot of a line (omniscient view, legal actions, lines, notes). Edit key required. */
import { studioSnapshot } from '@/app/lib/studio';
import { authorize, db, handle, json, type RouteContext } from '@/app/lib/studio-http';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const h = db();
    authorize(h, req, id);
    return json(studioSnapshot(h, id, new URL(req.url).searchParams.get('line')));
  });
}
