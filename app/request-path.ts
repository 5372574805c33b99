/**
 * The proxy (proxy.ts) copies each request's path and query into this request header, for the pages Next.js
 * does not tell their URL — the 404 page, whose language switch comes back to the same address. A header the
 * client sent under this name is overwritten.
 */
export const REQUEST_PATH_HEADER = 'x-duelscribe-path';
