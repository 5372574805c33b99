/**
 * GET /api/views/window?match=&line=&view=&lang=&seq= — the aligned window of perspective views holding `seq`
 * (keyframe + diffs + redacted narration + names of the cards those views show). Filtered on the server.
 * A published match's window has a strong ETag and may be kept by a shared cache; If-None-Match is answered
 * 304 before any replay (app/server/viewing/cache.ts). A draft: 404 without its key, `private, no-store` with it.
 */
import { WINDOW, windowQuery, windowStart } from '@/app/contracts/viewer';
import { store } from '@/app/server/db';
import { notFound } from '@/app/server/http/errors';
import { readQuery } from '@/app/server/http/body';
import { handle, json } from '@/app/server/http/respond';
import { findMatch } from '@/app/server/lines/lookup';
import { resolveMoment, windowFor } from '@/app/server/viewing/moments';
import { readAccess, requestKeys, visibleLines } from '@/app/server/viewing/access';
import { cacheControl, etagMatches, notModified, strongEtag } from '@/app/server/viewing/cache';

const missing = () => notFound('没有这个对局或分支', 'No such match or line');

export function GET(req: Request) {
  return handle(async () => {
    const q = readQuery(req, windowQuery);
    const s = await store();
    const keys = requestKeys(req);
    const match = await findMatch(s, q.match);
    const access = match ? readAccess(match, keys) : null;
    if (!match || !access) return missing();
    const line = (await visibleLines(s, match, access)).find((l) => l.id === q.line);
    if (!line) return missing();
    // The window's bounds from the line's length alone (no replay): what names the answer.
    const at = Math.min(Math.max(0, q.seq), line.length - 1);
    const from = windowStart(at);
    const to = Math.min(from + WINDOW - 1, line.length - 1);
    const etag = strongEtag(match, [line.id, from, to, q.view, q.lang]);
    const cache = cacheControl(match, access);
    if (etagMatches(req, etag)) return notModified(etag, cache);
    const r = await resolveMoment(s, q.match, { line: q.line, at: String(q.seq), view: q.view }, keys);
    if (!r || r.lineId !== q.line) return missing();
    const w = windowFor(r.model, q.view, q.lang, r.at);
    // The line may have grown since its length was read: name exactly the window sent.
    const sent = w.to === to ? etag : strongEtag(match, [line.id, w.from, w.to, q.view, q.lang]);
    return json(w, 200, { 'Cache-Control': cache, ETag: sent });
  });
}
