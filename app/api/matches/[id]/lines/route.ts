/** GET /api/matches/[id]/lines — the tree of lines. POST — branch: a new line sharing `fromLineId` up to `atSeq`. */
import { forkLine, listLines } from '@/db/event-store';
import { lineOf, requireMatch } from '@/app/lib/studio';
import { authorize, db, handle, json, readJson, type RouteContext } from '@/app/lib/studio-http';
import { forkSchema } from '@/app/lib/studio-schemas';

export const dynamic = 'force-dynamic';

export async function GET(_req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const h = db();
    requireMatch(h, id);
    return json({ lines: listLines(h, id) });
  });
}

export async function POST(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const h = db();
    const match = authorize(h, req, id);
    const body = await readJson(req, forkSchema);
    return json(forkLine(h, id, lineOf(h, match, body.fromLineId), body.atSeq, body.name), 201);
  });
}
