/** Call the authoring API's route handlers directly with Request objects against a temp database. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function useTempDb(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'duelscribe-api-'));
  const file = path.join(dir, 'api.db');
  process.env.DUELSCRIBE_DB = file;
  return file;
}

export const BASE = 'http://127.0.0.1:3000';

export function req(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Request {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??=
      typeof body === 'string' ? 'text/plain' : 'application/json';
  }
  return new Request(BASE + url, init);
}

export const ctx = <P extends Record<string, string>>(params: P) => ({ params: Promise.resolve(params) });

export async function body<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Publish a match through its route (tests that read a match without its key must publish it first). */
export async function publishMatch(
  matchId: string,
  editKey: string,
  visibility: 'unlisted' | 'listed' | 'draft' = 'unlisted',
): Promise<void> {
  const route = await import('@/app/api/matches/[id]/publication/route');
  const res = await route.POST(
    req('POST', `/api/matches/${matchId}/publication`, { visibility }, { 'x-edit-key': editKey }),
    ctx({ id: matchId }),
  );
  if (res.status !== 200) throw new Error(`publish: ${res.status} ${await res.text()}`);
}
