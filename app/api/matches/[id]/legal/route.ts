/** GET /api/matches/[id]/legal?line=&seat=p1 — every legal action of a seat now (edit key required: it names hidden cards). */
import { legalActions } from '@/machines/engine';
import { loadLine, studioFail } from '@/app/lib/studio';
import { authorize, db, handle, json, type RouteContext } from '@/app/lib/studio-http';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const h = db();
    authorize(h, req, id);
    const sp = new URL(req.url).searchParams;
    const seat = sp.get('seat');
    if (seat !== 'p1' && seat !== 'p2')
      studioFail('ERR_BAD_REQUEST', 'seat 必须是 p1 或 p2', 'seat must be p1 or p2', 400);
    const ls = loadLine(h, id, sp.get('line'));
    return json({
      lineId: ls.lineId,
      seq: ls.events.length,
      phase: ls.state.phase,
      actions: legalActions(ls.def, ls.state, seat as 'p1' | 'p2'),
    });
  });
}
