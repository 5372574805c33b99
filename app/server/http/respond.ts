/**
 * Answers: JSON with no-store caching, and the one error envelope `{ error: { code, message: { zh, en },
 * details } }` for every refusal of every route. `handle` runs a route body and turns whatever it throws into
 * that envelope (an unexpected error is logged and answered as 500 ERR_INTERNAL without its message).
 */
import 'server-only';
import type { ErrorEnvelope } from '@/app/contracts/errors';
import { toAppError } from './errors';

const NO_STORE = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/**
 * Below this many bytes an answer is not worth compressing: gzip's own header and its set-up (a fresh zlib
 * stream per answer) cost more than they save. It is the threshold of Next.js's compression too, which cannot
 * apply it to a route's answer (it never learns the length: Next.js drops Content-Length), so a 125-byte list
 * of legal actions was gzipped — a tenth of the server's CPU in the append soak. `no-transform` tells it (and
 * any proxy on the way) to leave such an answer as it is.
 */
export const COMPRESS_FROM_BYTES = 1024;

export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  const body = JSON.stringify(data);
  const small = Buffer.byteLength(body) < COMPRESS_FROM_BYTES;
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      ...NO_STORE,
      ...(small ? { 'Cache-Control': 'no-store, no-transform' } : {}),
      ...headers,
    },
  });
}

export function errorResponse(e: unknown): Response {
  const err = toAppError(e);
  // 501 is a deliberate answer (a format the route does not offer), not a server fault
  if (err.status >= 500 && err.status !== 501) console.error(e);
  const body: ErrorEnvelope = { error: { code: err.code, message: err.text, details: err.details } };
  return json(body, err.status);
}

/** Run a route body; any thrown refusal becomes its error envelope. */
export async function handle(fn: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await fn();
  } catch (e) {
    return errorResponse(e);
  }
}

export type RouteContext<P> = { params: Promise<P> };
