/** POST /api/matches/[id]/share — a read-only share link to one moment `{ lineId, seq, perspective }`. */
import { createShareLink } from '@/db/event-store';
import { lineOf } from '@/app/lib/studio';
import { authorize, db, handle, json, readJson, type RouteContext } from '@/app/lib/studio-http';
import { shareSchema } from '@/app/lib/studio-schemas';

export const dynamic = 'force-dynamic';

export async function POST(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const h = db();
    const match = authorize(h, req, id);
    const body = await readJson(req, shareSchema);
    const link = createShareLink(h, id, lineOf(h, match, body.lineId), body.seq, body.perspective);
    const moment = `/m/${id}?at=${body.seq}&line=${body.lineId}&view=${body.perspective}`;
    return json({ slug: link.slug, url: `/r/${link.slug}`, moment }, 201);
  });
}
