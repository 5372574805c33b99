/**
 * GET /api/oembed?url=<share or embed link>&format=json[&maxwidth=&maxheight=] — oEmbed 1.0 (type "rich") for a
 * share link of this site: the embed player's iframe (app/server/viewing/oembed.ts). format other than json:
 * 501 ERR_OEMBED_FORMAT; no url or not an http(s) one: 400; another site's link, a path that is no share link,
 * an unknown slug or a draft's: 404. A published moment's answer may be cached like its share page.
 */
import { oembedQuery } from '@/app/contracts/oembed';
import { store } from '@/app/server/db';
import { readQuery } from '@/app/server/http/body';
import { handle, json } from '@/app/server/http/respond';
import { cacheControl } from '@/app/server/viewing/cache';
import { oembedAnswer, oembedMoment, requireJson } from '@/app/server/viewing/oembed';

/** The host this request reached (behind a proxy: the one the client used). */
const hostOf = (req: Request) =>
  req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? new URL(req.url).host;

export function GET(req: Request) {
  return handle(async () => {
    requireJson(new URL(req.url).searchParams.get('format'));
    const q = readQuery(req, oembedQuery);
    const found = await oembedMoment(await store(), q, hostOf(req));
    return json(oembedAnswer(found, q), 200, {
      'Cache-Control': cacheControl(found.r.match, 'reader'),
      // what it answers is public (published moments only): a consumer's script may read it too
      'Access-Control-Allow-Origin': '*',
    });
  });
}
