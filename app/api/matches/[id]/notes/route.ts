/**
 * GET /api/matches/[id]/notes?line= — the live notes visible from a line, spoilers included (edit key required;
 * readers get notes through the viewer, which holds spoilers back).
 * POST — add a note `{ lineId, seq, kind, body, spoiler }` or a revision `{ noteId, expectedRevision, … }`.
 * Bodies are stored as text (markdown source); the viewer renders them inert. Body ≤ 20,000 characters (413).
 */
import { addNoteRevision, listNotes } from '@/db/event-store';
import { lineOf, studioFail } from '@/app/lib/studio';
import { authorize, db, handle, json, readJson, type RouteContext } from '@/app/lib/studio-http';
import { NOTE_MAX, noteSchema } from '@/app/lib/studio-schemas';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const h = db();
    const match = authorize(h, req, id);
    return json({ notes: listNotes(h, id, lineOf(h, match, new URL(req.url).searchParams.get('line'))) });
  });
}

export async function POST(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const h = db();
    const match = authorize(h, req, id);
    const body = await readJson(req, noteSchema);
    if (body.body !== undefined && body.body.length > NOTE_MAX) {
      studioFail(
        'ERR_TOO_LARGE',
        `笔记过长（${body.body.length} 字符，上限 ${NOTE_MAX}）`,
        `The note is too long (${body.body.length} characters, limit ${NOTE_MAX})`,
        413,
      );
    }
    if ('lineId' in body) lineOf(h, match, body.lineId);
    return json(addNoteRevision(h, { matchId: id, ...body }), 201);
  });
}
