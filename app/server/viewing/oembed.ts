/**
 * oEmbed for share links (app/contracts/oembed.ts): a link to this site's `/r/<slug>` or `/e/<slug>` becomes the
 * embed player's iframe snippet, sized within the consumer's maximum. The same access as the embed page itself:
 * no edit key (a draft's link is 404, as for an unknown slug), a line the reader may no longer open is 404.
 */
import 'server-only';
import type { OembedQuery, OembedResponse } from '@/app/contracts/oembed';
import { EMBED_SIZE, embedSnippet, sharePath, slugOfPath } from '@/app/lib/embed';
import type { Store } from '../db';
import { fail, notFound } from '../http/errors';
import { noKey } from './access';
import { sharedMoment } from './share';
import type { ResolvedMoment } from './moments';

export const PROVIDER_NAME = '斗卡录 Duelscribe';
/** The preview image's size (app/r/[slug]/opengraph-image.tsx). */
export const THUMBNAIL = { width: 1200, height: 630 } as const;

/** Refuse any format but JSON before reading anything else (501, as oEmbed asks). */
export function requireJson(format: string | null): void {
  if (format !== null && format !== 'json')
    fail(
      'ERR_OEMBED_FORMAT',
      `不支持的 oEmbed 格式「${format.slice(0, 16)}」，只提供 json`,
      `The oEmbed format "${format.slice(0, 16)}" is not supported; only json is`,
      501,
      { format: format.slice(0, 16) },
    );
}

/** The link asked about, if it is an http(s) URL at all (else 400). */
function parseTarget(raw: string): URL {
  let u: URL | null = null;
  try {
    u = new URL(raw);
  } catch {
    u = null;
  }
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:'))
    fail('ERR_OEMBED_URL', 'url 不是一个 http(s) 链接', 'url is not an http(s) link', 400);
  return u!;
}

const notOurs = () =>
  notFound('这个链接不是本站的分享链接或嵌入链接', 'This link is not a share or embed link of this site');

/** The moment the link names, or a refusal: 400 for no URL, 404 for another site's or an unknown link. */
export async function oembedMoment(
  s: Store,
  q: OembedQuery,
  host: string,
): Promise<{ r: ResolvedMoment; slug: string; origin: string }> {
  const target = parseTarget(q.url);
  if (target.host.toLowerCase() !== host.toLowerCase()) notOurs();
  const slug = slugOfPath(target.pathname);
  if (!slug) return notOurs();
  const r = await sharedMoment(s, slug, noKey);
  if (!r) return notFound('没有这个分享链接', 'No such share link', { slug });
  return { r, slug, origin: target.origin };
}

/** The oEmbed answer for a resolved moment: the iframe at the default size, or within the consumer's maximum. */
export function oembedAnswer(
  { r, slug, origin }: { r: ResolvedMoment; slug: string; origin: string },
  q: OembedQuery,
): OembedResponse {
  const width = Math.min(EMBED_SIZE.width, q.maxwidth ?? EMBED_SIZE.width);
  const height = Math.min(EMBED_SIZE.height, q.maxheight ?? EMBED_SIZE.height);
  const title = `${r.match.title} · 第 ${r.at} 步 · Step ${r.at}`;
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: PROVIDER_NAME,
    provider_url: `${origin}/`,
    html: embedSnippet(origin, slug, title, { width, height }),
    width,
    height,
    thumbnail_url: `${origin}${sharePath(slug)}/opengraph-image`,
    thumbnail_width: THUMBNAIL.width,
    thumbnail_height: THUMBNAIL.height,
  };
}
