/**
 * The security headers of every response, as data. proxy.ts (the project root) calls `securityHeaders` for
 * each request but the API's with a fresh nonce; Next.js reads the nonce back out of the request's
 * Content-Security-Policy and puts it on its own inline and bundle scripts, so no script runs without it. API
 * answers get the fixed API_HEADERS (below) from next.config.mjs.
 *
 * - Scripts: only those carrying this response's nonce, and what they load ('strict-dynamic'); no
 *   'unsafe-eval' and no 'unsafe-inline' outside `next dev` (React's dev build needs eval for its error stacks,
 *   its style hot-reloading inline styles). A note's markdown or a player name can therefore never run script.
 * - Styles: our stylesheets and Next's nonce-carrying style tags; no inline style attributes (server-rendered
 *   `style={…}` would be refused, so components use classes or CSS from stylesheets).
 * - Framing: refused (`frame-ancestors 'none'` plus X-Frame-Options for old browsers), except the pages meant
 *   to be embedded in other sites, listed in EMBEDDABLE: those send neither, so any site may frame them.
 * - `nosniff`, and a referrer policy that tells other sites nothing (share and edit links are secrets in
 *   their path) while same-origin requests keep their Origin header (the studio's writes check it). The edit
 *   link itself (`/studio/<id>/enter?key=…`, listed in SECRET_URLS) sends no referrer at all.
 */
import apiHeaders from './api-headers.json';

/** Path prefixes of pages meant for an iframe on any site (the embed player). Add a prefix, nothing else. */
export const EMBEDDABLE: readonly string[] = ['/e/'];

export const isEmbeddable = (pathname: string) => EMBEDDABLE.some((prefix) => pathname.startsWith(prefix));

/** Pages whose own URL carries a secret (the edit key): they send no referrer, even to this site. */
export const SECRET_URLS: readonly RegExp[] = [/^\/studio\/[^/]+\/enter\/?$/];

export interface PolicyOptions {
  /** A fresh unguessable value per request (base64). */
  nonce: string;
  /** `next dev`: React needs eval and inline styles there. Never true in a production build. */
  dev?: boolean;
}

export function contentSecurityPolicy(pathname: string, { nonce, dev = false }: PolicyOptions): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", ...(dev ? ["'unsafe-inline'"] : [`'nonce-${nonce}'`])],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ];
  if (!isEmbeddable(pathname)) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Every security header of the response to a request for `pathname`. */
export function securityHeaders(pathname: string, opts: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(pathname, opts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': SECRET_URLS.some((re) => re.test(pathname)) ? 'no-referrer' : 'same-origin',
    ...(isEmbeddable(pathname) ? {} : { 'X-Frame-Options': 'DENY' }),
  };
}

/**
 * The headers of every API answer (`/api/…`), as data in api-headers.json, which next.config.mjs reads and sets.
 * An API answer is data, never a document: nothing in it may load or run, so its policy is the strictest there
 * is, the same for every request, and the proxy (which builds a page's nonce policy) skips the API altogether
 * (proxy.ts): one pass less per append or lookup.
 */
export const API_HEADERS: Readonly<Record<string, string>> = apiHeaders;
