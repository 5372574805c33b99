import type { NextRequest } from 'next/server';
import { notesFor, resolveMoment } from '@/app/lib/viewer-server';
import { badRequest, notFound, notesQuery } from '../schemas';

/** GET /api/views/notes?match=&line=&upTo= — the line's notes, spoiler bodies only up to step `upTo`. */
export function GET(req: NextRequest) {
  const q = notesQuery.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (!q.success) return badRequest(q.error.issues);
  const r = resolveMoment(q.data.match, { line: q.data.line });
  if (!r || r.lineId !== q.data.line) return notFound();
  return Response.json(notesFor(r.match.id, r.lineId, q.data.upTo));
}
