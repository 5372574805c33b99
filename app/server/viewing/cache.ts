/**
 * Cacheable reads (issue 17 point 4). A published moment never changes: a window of steps [from, to] of a line
 * is fixed once the line holds step `to` (the store is append-only; undo and branches make new lines). So its
 * strong ETag is derived from what names it — without reading or replaying the line — and a conditional
 * request is answered 304 before any replay. Published answers may be kept by a shared cache (short, then
 * revalidated, since the author may unpublish); drafts answer `private, no-store`.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import type { Access } from './access';
import type { MatchRecord } from '../db';

/** Bump when the rendered form of a window changes, so cached copies are not reused across such a change. */
const RENDER_VERSION = '1';

export function strongEtag(match: MatchRecord, parts: readonly (string | number)[]): string {
  const h = createHash('sha256')
    .update([RENDER_VERSION, match.gameId, match.rulesVersion, ...parts].join('\u0000'))
    .digest('base64url')
    .slice(0, 27);
  return `"${h}"`;
}

/** Does If-None-Match name this ETag (or `*`)? */
export function etagMatches(req: Request | string | null, etag: string): boolean {
  const inm = typeof req === 'string' || req === null ? req : req.headers.get('if-none-match');
  if (!inm) return false;
  return inm.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === etag;
  });
}

/** Cache-Control for a read: a shared cache may keep a published answer; a draft's stays private. */
export function cacheControl(match: MatchRecord, access: Access): string {
  if (match.publication === 'draft' || access === 'author')
    return match.publication === 'draft' ? 'private, no-store' : 'private, max-age=60';
  return 'public, max-age=60, s-maxage=300, stale-while-revalidate=60';
}

export function notModified(etag: string, cache: string): Response {
  return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': cache } });
}
