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

export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE, ...headers },
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
