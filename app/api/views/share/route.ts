import { getDatabase } from '@/db/client';
import { createShareLink } from '@/db/share-links';
import { isStoreError } from '@/db/errors';
import { badRequest, shareBody } from '../schemas';

/**
 * POST /api/views/share { matchId, lineId, seq, perspective } -> 201 { slug, path } — a read-only link to one
 * moment. The slug is 128 random bits (db/ids.ts), so links cannot be guessed.
 */
export async function POST(req: Request) {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return badRequest([{ message: 'body is not JSON' }]);
  }
  const b = shareBody.safeParse(body);
  if (!b.success) return badRequest(b.error.issues);
  try {
    const link = createShareLink(
      getDatabase(),
      b.data.matchId,
      b.data.lineId,
      b.data.seq,
      b.data.perspective,
    );
    return Response.json({ slug: link.slug, path: `/r/${link.slug}` }, { status: 201 });
  } catch (e) {
    if (isStoreError(e)) {
      const status = e.code === 'ERR_NOT_FOUND' ? 404 : e.code === 'ERR_BUSY' ? 503 : 400;
      return Response.json({ error: e.toJSON() }, { status });
    }
    throw e;
  }
}
