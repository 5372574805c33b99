/**
 * The browser's side of the site's JSON API: one fetch wrapper that sends JSON and reads either the answer or
 * the one error envelope `{ error: { code, message: { zh, en } } }` (app/contracts/errors.ts).
 */
import type { ApiError, ErrorEnvelope } from '@/app/contracts/errors';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** The refusal a failed answer carries, or one naming the HTTP status when it carries none. */
export function errorOf(status: number, data: unknown): ApiError {
  const e = (data as Partial<ErrorEnvelope> | null)?.error;
  if (e && typeof e.code === 'string' && e.message) return e;
  return {
    code: `ERR_HTTP_${status}`,
    message: { zh: `请求失败（${status}）`, en: `Request failed (${status})` },
  };
}

export async function call<T>(url: string, method: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return {
      ok: false,
      error: { code: 'ERR_NETWORK', message: { zh: '无法连接服务器', en: 'Could not reach the server' } },
    };
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  return res.ok ? { ok: true, data: data as T } : { ok: false, error: errorOf(res.status, data) };
}
