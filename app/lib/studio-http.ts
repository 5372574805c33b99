/**
 * HTTP edges of the authoring API: size-capped body reading, zod validation, the error shape
 * `{ code: 'ERR_…', message: { zh, en } }`, and the edit-key check. Server-only.
 */
import type { z } from 'zod';
import { getDatabase } from '@/db/client';
import type { DbHandle } from '@/db/client';
import type { MatchRecord } from '@/db/event-store';
import { zodIssues } from '@/machines/engine/zod-issues';
import { keyMatches, requestEditKey } from './auth';
import { StudioError, requireMatch, studioFail, toStudioError } from './studio';

export const MAX_BODY_BYTES = 256 * 1024;
export const MAX_SCRIPT_BYTES = 1024 * 1024;

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
  const err = toStudioError(e);
  if (err.status >= 500) console.error(e);
  return json({ code: err.code, message: err.text, details: err.details }, err.status);
}

/** Run a handler; any thrown refusal becomes its JSON error response. */
export async function handle(fn: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await fn();
  } catch (e) {
    return errorResponse(e);
  }
}

const tooLarge = (limit: number, bytes?: number): never =>
  studioFail(
    'ERR_TOO_LARGE',
    `请求过大${bytes ? `（${bytes} 字节）` : ''}，上限 ${limit} 字节`,
    `Request too large${bytes ? ` (${bytes} bytes)` : ''}; the limit is ${limit} bytes`,
    413,
    { limit },
  );

/** The body as text, refused with 413 beyond `limit` bytes (checked on the header and on the bytes read). */
export async function readText(req: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) tooLarge(limit, declared);
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      tooLarge(limit, total);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Read and validate a JSON body with zod (400 ERR_BAD_REQUEST naming the fields). */
export async function readJson<T>(req: Request, schema: z.ZodType<T>, limit = MAX_BODY_BYTES): Promise<T> {
  const text = await readText(req, limit);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    studioFail('ERR_BAD_REQUEST', '请求体不是合法的 JSON', 'The request body is not valid JSON', 400);
  }
  const r = schema.safeParse(raw);
  if (!r.success) {
    const why = zodIssues(r.error);
    studioFail('ERR_BAD_REQUEST', `请求无效：${why}`, `Invalid request: ${why}`, 400, {
      issues: r.error.issues,
    });
  }
  return r.data!;
}

export const db = (): DbHandle => getDatabase();

/** A browser request from another site may not use the cookie to write (SameSite=Strict covers most; this the rest). */
function sameOrigin(req: Request): boolean {
  const origin = req.headers.get('origin');
  if (origin === null) return true;
  if (origin === 'null') return false;
  try {
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
    return new URL(origin).host === (host ?? new URL(req.url).host);
  } catch {
    return false;
  }
}

/** The match, when the request carries its edit key; 403 ERR_FORBIDDEN otherwise (404 for an unknown match). */
export function authorize(h: DbHandle, req: Request, matchId: string): MatchRecord {
  const match = requireMatch(h, matchId);
  const key = requestEditKey(req, matchId);
  const viaHeader = req.headers.get('x-edit-key') !== null;
  if (!keyMatches(key, match.editKeyHash) || (!viaHeader && !sameOrigin(req))) {
    throw new StudioError(
      'ERR_FORBIDDEN',
      {
        zh: '需要这个对局的编辑密钥（编辑链接）才能修改',
        en: 'Changing this match needs its edit key (the edit link)',
      },
      403,
    );
  }
  return match;
}

export type RouteContext<P> = { params: Promise<P> };
