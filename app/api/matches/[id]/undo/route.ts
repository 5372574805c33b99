/** POST /api/matches/[id]/undo — fork the line at its previous step (the new line becomes main if the old one was). Nothing is deleted. */
import { lineOf, undo } from '@/app/lib/studio';
import { authorize, db, handle, json, readJson, type RouteContext } from '@/app/lib/studio-http';
import { undoSchema } from '@/app/lib/studio-schemas';

export const dynamic = 'force-dynamic';

export async function POST(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const h = db();
    const match = authorize(h, req, id);
    const body = await readJson(req, undoSchema);
    return json(undo(h, id, lineOf(h, match, body.lineId), body.expectedSeq), 201);
  });
}
