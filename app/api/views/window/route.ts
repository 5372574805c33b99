import type { NextRequest } from 'next/server';
import { resolveMoment, windowFor } from '@/app/lib/viewer-server';
import { badRequest, notFound, windowQuery } from '../schemas';

/**
 * GET /api/views/window?match=&line=&view=&lang=&seq= — the aligned window of perspective views holding `seq`
 * (keyframe + diffs + redacted narration + names of the cards those views show). Filtered on the server.
 */
export function GET(req: NextRequest) {
  const q = windowQuery.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (!q.success) return badRequest(q.error.issues);
  const r = resolveMoment(q.data.match, { line: q.data.line, at: String(q.data.seq), view: q.data.view });
  if (!r || r.lineId !== q.data.line) return notFound();
  const w = windowFor(r.model, r.lineId, q.data.view, q.data.lang, r.at);
  return Response.json(w, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
