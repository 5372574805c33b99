/** POST /api/matches/[id]/lines/[lineId]/promote — make a variation the main line. */
import { setMainLine } from '@/db/event-store';
import { lineOf } from '@/app/lib/studio';
import { authorize, db, handle, json, type RouteContext } from '@/app/lib/studio-http';

export const dynamic = 'force-dynamic';

export async function POST(req: Request, ctx: RouteContext<{ id: string; lineId: string }>) {
  return handle(async () => {
    const { id, lineId } = await ctx.params;
    const h = db();
    const match = authorize(h, req, id);
    setMainLine(h, id, lineOf(h, match, lineId));
    return json({ mainLineId: lineId });
  });
}
