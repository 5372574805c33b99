/** PATCH /api/matches/[id]/lines/[lineId] — rename a line. */
import { renameLine } from '@/db/event-store';
import { lineOf } from '@/app/lib/studio';
import { authorize, db, handle, json, readJson, type RouteContext } from '@/app/lib/studio-http';
import { renameSchema } from '@/app/lib/studio-schemas';

export const dynamic = 'force-dynamic';

export async function PATCH(req: Request, ctx: RouteContext<{ id: string; lineId: string }>) {
  return handle(async () => {
    const { id, lineId } = await ctx.params;
    const h = db();
    const match = authorize(h, req, id);
    const body = await readJson(req, renameSchema);
    renameLine(h, lineOf(h, match, lineId), body.name);
    return json({ lineId, name: body.name });
  });
}
