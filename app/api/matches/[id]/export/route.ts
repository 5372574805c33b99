/** GET /api/matches/[id]/export?line= — the duel script of a line (main line by default), text/plain. Edit key required (a script names
 * every hidden card and every pending pin). */
import { exportScript } from '@/app/lib/studio';
import { authorize, db, handle, type RouteContext } from '@/app/lib/studio-http';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const h = db();
    authorize(h, req, id);
    const text = exportScript(h, id, new URL(req.url).searchParams.get('line'));
    return new Response(text, {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': `inline; filename="${id}.duel.txt"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
