/**
 * Next.js proxy (formerly middleware): runs before every request but the API's, static files included, and
 * puts the security headers of app/security/headers.ts on the response. API answers are data, never pages: they
 * need no nonce, so their fixed headers come from next.config.mjs and the proxy skips `/api/` (`config` below),
 * one pass less on every append and lookup (ruling S12 in db/README.md). The Content-Security-Policy also goes on the
 * request, where Next.js finds the per-request nonce and gives it to its scripts (every page renders per
 * request: the root layout reads the language cookie). It also tells the 404 page its own address
 * (app/request-path.ts).
 *
 * A share page (`/r/<slug>`) that may be cached gets its strong ETag and Cache-Control here, and a conditional
 * request naming that ETag is answered 304 here (`Vary: Cookie`: the language cookie and an edit key change
 * the page), before the page opens any line model (ruling S6 in
 * db/README.md). Such a page's nonce is derived from its ETag, not random: a cache that revalidates with a 304
 * refreshes the stored headers, and the refreshed Content-Security-Policy must still match the stored body.
 * The same stable nonce lets a published share page be rendered once per process and then answered from memory
 * here (app/server/viewing/share-html.ts).
 */
import { createHash } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_PATH_HEADER } from '@/app/request-path';
import { securityHeaders } from '@/app/security/headers';
import { etagMatches } from '@/app/server/viewing/cache';
import { isInnerRender, renderedSharePage } from '@/app/server/viewing/share-html';
import { isSharePage, sharePageValidator } from '@/app/server/viewing/share-proxy';

const randomNonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
const nonceOf = (etag: string) => createHash('sha256').update(`nonce:${etag}`).digest('base64').slice(0, 24);

export async function proxy(request: NextRequest) {
  const share = isSharePage(request.nextUrl.pathname) ? await sharePageValidator(request) : null;
  const nonce = share ? nonceOf(share.etag) : randomNonce();
  const headers = securityHeaders(request.nextUrl.pathname, {
    nonce,
    dev: process.env.NODE_ENV === 'development',
  });
  const caching: Record<string, string> = share
    ? { ETag: share.etag, 'Cache-Control': share.cacheControl, Vary: 'Cookie' }
    : {};
  if (share && etagMatches(request.headers.get('if-none-match'), share.etag))
    return new NextResponse(null, { status: 304, headers: { ...headers, ...caching } });
  // A published share page is rendered once per process and then answered from memory (share-html.ts).
  const page = share && !isInnerRender(request) ? await renderedSharePage(request, share) : null;
  if (page) {
    // Next.js compresses the body itself (it ignores a Content-Encoding set here), hence Accept-Encoding.
    const body = request.method === 'HEAD' ? null : page.html;
    return new NextResponse(body, {
      status: 200,
      headers: {
        ...headers,
        ...caching,
        'Content-Type': page.contentType,
        Vary: 'Cookie, Accept-Encoding',
      },
    });
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']);
  requestHeaders.set(REQUEST_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries({ ...headers, ...caching })) response.headers.set(name, value);
  return response;
}

/** Every path but the API's (`/api/…`); `/api` itself is a page path (its 404). */
export const config = { matcher: ['/((?!api/).*)'] };
