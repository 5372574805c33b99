/**
 * GET /api/views/moves?match=&line=&view=&lang=&seq= — the move list's words of the aligned window holding `seq`
 * (each step's sentence told for the perspective, who acts, which steps are quiet; no views). The player asks
 * only for the windows up to the current step (every one once the reader opted in to see everything). Cached
 * like the window route: a strong ETag for a published match, 304 before any replay; a draft's only with its key.
 */
import { WINDOW, movesQuery, windowStart } from '@/app/contracts/viewer';
import { store } from '@/app/server/db';
import { notFound } from '@/app/server/http/errors';
import { readQuery } from '@/app/server/http/body';
import { handle, json } from '@/app/server/http/respond';
import { findMatch } from '@/app/server/lines/lookup';
import { resolveMoment } from '@/app/server/viewing/moments';
import { movesFor } from '@/app/server/viewing/moves';
import { readAccess, requestKeys, visibleLines } from '@/app/server/viewing/access';
import { cacheControl, etagMatches, notModified, strongEtag } from '@/app/server/viewing/cache';

const missing = () => notFound('没有这个对局或分支', 'No such match or line');

export function GET(req: Request) {
  return handle(async () => {
    const q = readQuery(req, movesQuery);
    const s = await store();
    const keys = requestKeys(req);
    const match = await findMatch(s, q.match);
    const access = match ? readAccess(match, keys) : null;
    if (!match || !access) return missing();
    const line = (await visibleLines(s, match, access)).find((l) => l.id === q.line);
    if (!line) return missing();
    const at = Math.min(Math.max(0, q.seq), line.length - 1);
    const from = windowStart(at);
    const to = Math.min(from + WINDOW - 1, line.length - 1);
    const etag = strongEtag(match, ['moves', line.id, from, to, q.view, q.lang]);
    const cache = cacheControl(match, access);
    if (etagMatches(req, etag)) return notModified(etag, cache);
    const r = await resolveMoment(s, q.match, { line: q.line, at: String(q.seq), view: q.view }, keys);
    if (!r || r.lineId !== q.line) return missing();
    const m = movesFor(r.model, q.view, q.lang, r.at);
    const sent = m.to === to ? etag : strongEtag(match, ['moves', line.id, m.from, m.to, q.view, q.lang]);
    return json(m, 200, { 'Cache-Control': cache, ETag: sent });
  });
}
