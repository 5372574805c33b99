/**
 * POST /api/matches/[id]/actions — append one action (a seat's move, `fate.pin` or `author.ruling` by the author,
 * `match.concede`) at `expectedSeq`. Refused by the rules: 422 with the RuleError; stale seq: 409 ERR_CONFLICT.
 */
import { appendAction, lineOf } from '@/app/lib/studio';
import { authorize, db, handle, json, readJson, type RouteContext } from '@/app/lib/studio-http';
import { appendSchema } from '@/app/lib/studio-schemas';

export const dynamic = 'force-dynamic';

export async function POST(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const h = db();
    const match = authorize(h, req, id);
    const body = await readJson(req, appendSchema);
    const lineId = lineOf(h, match, body.lineId);
    const r = appendAction(h, id, lineId, body.expectedSeq, {
      ...body.action,
      payload: body.action.payload ?? {},
    });
    return json(r, 201);
  });
}
