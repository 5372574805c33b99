/**
 * What the window route and the move-list route share: a GET for the aligned window of a line holding `seq`, told
 * for a perspective. Access first (a draft only with its key); the window's bounds from the line's length alone, so
 * a published match's answer gets its strong ETag and a conditional request its 304 before any replay; then the
 * answer built from the line model, named by exactly the window it holds (the line may have grown meanwhile).
 */
import 'server-only';
import type { z } from 'zod';
import { WINDOW, windowQuery, windowStart } from '@/app/contracts/viewer';
import type { Lang, Perspective } from '@/app/contracts/common';
import { store } from '../db';
import { notFound } from '../http/errors';
import { readQuery } from '../http/body';
import { handle, json } from '../http/respond';
import { findMatch } from '../lines/lookup';
import type { LineModel } from '../lines/line-model';
import { resolveMoment } from './moments';
import { readAccess, requestKeys, visibleLines } from './access';
import { cacheControl, etagMatches, notModified, strongEtag } from './cache';

const missing = () => notFound('没有这个对局或分支', 'No such match or line');

/** `tag`: what kind of answer it is, part of its ETag (two routes never share a validator). */
export function windowedGet<T extends { from: number; to: number }>(
  req: Request,
  tag: readonly string[],
  build: (model: LineModel, perspective: Perspective, lang: Lang, at: number) => T,
): Promise<Response> {
  return handle(async () => {
    const q: z.infer<typeof windowQuery> = readQuery(req, windowQuery);
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
    const etag = strongEtag(match, [...tag, line.id, from, to, q.view, q.lang]);
    const cache = cacheControl(match, access);
    if (etagMatches(req, etag)) return notModified(etag, cache);
    const r = await resolveMoment(s, q.match, { line: q.line, at: String(q.seq), view: q.view }, keys);
    if (!r || r.lineId !== q.line) return missing();
    const out = build(r.model, q.view, q.lang, r.at);
    const sent =
      out.to === to ? etag : strongEtag(match, [...tag, line.id, out.from, out.to, q.view, q.lang]);
    return json(out, 200, { 'Cache-Control': cache, ETag: sent });
  });
}
