/**
 * Rendered share pages kept in memory (issue 17: a share page must cost about what a static file costs). A
 * published moment's page is fixed by its strong ETag (share-cache.ts: build, moment, notes, language, access),
 * so this server process renders it once and proxy.ts answers every later request for the same representation
 * from memory — without rendering React or opening a line model.
 *
 * How it is rendered once: on a miss, proxy.ts asks this server itself for the page (its own listening origin,
 * never the request's Host) with a per-process secret header; that inner request passes the proxy untouched and
 * renders normally. The HTML is kept only when the inner answer is a 200 with the very same ETag (so its nonce,
 * derived from the ETag, still matches). Only publicly cacheable answers are kept (a draft or an author's view
 * is never); the key also names the origin the page was asked on (its preview links are absolute) and the whole
 * path and query. Concurrent misses of one key share one render. Bounded: least recently used beyond MAX_PAGES.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { Lru } from '../lines/lru';
import type { ShareValidator } from './share-cache';

/** The header that marks the proxy's own inner render request. */
export const RENDER_HEADER = 'x-duelscribe-render';
const MAX_PAGES = 256;
/** Request headers the page reads (language and key cookies, the origin of absolute links). */
const FORWARDED = ['cookie', 'x-forwarded-host', 'x-forwarded-proto', 'accept-language'];

export interface RenderedPage {
  html: Uint8Array<ArrayBuffer>;
  contentType: string;
}

const KEY = Symbol.for('duelscribe.sharePages');
type WithPages = typeof globalThis & {
  [KEY]?: {
    token: string;
    pages: Lru<string, RenderedPage>;
    pending: Map<string, Promise<RenderedPage | null>>;
  };
};
const g = globalThis as WithPages;
const memo = (g[KEY] ??= {
  token: randomBytes(18).toString('base64url'),
  pages: new Lru<string, RenderedPage>(MAX_PAGES),
  pending: new Map(),
});

/** Is this the proxy's own inner render request (which must render, not be answered from memory)? */
export const isInnerRender = (request: NextRequest): boolean =>
  request.headers.get(RENDER_HEADER) === memo.token;

/**
 * This server's own origin: DUELSCRIBE_SELF_ORIGIN (set by `npm start`, or by whoever starts `next start` another
 * way), else the origin `next start` records once listening (an undocumented Next.js variable, so only a
 * fallback); undefined elsewhere (then no memo: every request renders).
 */
function ownOrigin(): string | undefined {
  return process.env.DUELSCRIBE_SELF_ORIGIN || process.env.__NEXT_PRIVATE_ORIGIN || undefined;
}

/** May this request be answered from memory? A plain GET/HEAD of the HTML (not a client navigation's RSC). */
function memoable(request: NextRequest, share: ShareValidator): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    share.cacheControl.startsWith('public') &&
    !request.headers.has('rsc') &&
    !request.headers.has('next-action') &&
    ownOrigin() !== undefined
  );
}

async function render(
  request: NextRequest,
  etag: string,
  forwardedHost: string,
): Promise<RenderedPage | null> {
  const headers = new Headers({ [RENDER_HEADER]: memo.token, 'accept-encoding': 'identity' });
  for (const name of FORWARDED) {
    const v = request.headers.get(name);
    if (v !== null) headers.set(name, v);
  }
  // The inner request's Host is this server's own address: the page builds its absolute links from this.
  headers.set('x-forwarded-host', forwardedHost);
  try {
    const url = new URL(request.nextUrl.pathname + request.nextUrl.search, ownOrigin());
    const r = await fetch(url, { headers, cache: 'no-store', redirect: 'manual' });
    const html = new Uint8Array(await r.arrayBuffer());
    if (r.status !== 200 || r.headers.get('etag') !== etag) return null;
    return {
      html,
      contentType: r.headers.get('content-type') ?? 'text/html; charset=utf-8',
    };
  } catch {
    return null;
  }
}

/**
 * The page for this request, from memory or rendered once now; null when it may not be kept (then the proxy
 * lets the request render as usual).
 */
export async function renderedSharePage(
  request: NextRequest,
  share: ShareValidator,
): Promise<RenderedPage | null> {
  if (!memoable(request, share)) return null;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '';
  const proto = request.headers.get('x-forwarded-proto') ?? '';
  const key = [share.etag, proto, host, request.nextUrl.pathname + request.nextUrl.search].join('\n');
  const hit = memo.pages.get(key);
  if (hit) return hit;
  let p = memo.pending.get(key);
  if (!p) {
    p = render(request, share.etag, host).then((page) => {
      if (page) memo.pages.set(key, page);
      return page;
    });
    const done = p.finally(() => memo.pending.delete(key));
    memo.pending.set(key, done);
    p = done;
  }
  return p;
}
