/**
 * Write access: each match has a secret edit key (32 random bytes, base64url); the store keeps only its sha256
 * (db hashEditKey). A request may write when it carries the key in the `x-edit-key` header or in the studio's
 * cookie for that match (`ek_<matchId>`, HttpOnly, SameSite=Strict, set by /studio/[id]/enter).
 */
import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashEditKey } from '@/db/ids';

export const EDIT_KEY_HEADER = 'x-edit-key';
export const editCookieName = (matchId: string) => `ek_${matchId}`;

export function newEditKey(): string {
  return randomBytes(32).toString('base64url');
}

const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Does `key` open the match whose stored hash is `hash`? Constant-time on the hashes. */
export function keyMatches(key: string | null | undefined, hash: string | null): boolean {
  if (!key || !hash || !KEY_SHAPE.test(key)) return false;
  const a = Buffer.from(hashEditKey(key), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return null;
}

/** The edit key a request carries for `matchId` (header first, then the match's cookie), or null. */
export function requestEditKey(req: Request, matchId: string): string | null {
  return req.headers.get(EDIT_KEY_HEADER) ?? cookieValue(req.headers.get('cookie'), editCookieName(matchId));
}

/**
 * Set-Cookie values that give this browser write access to one match (studio pages and its API routes) and let
 * it read the match while it is a draft (its player /m/<id>, share pages /r, the view API) and list it under
 * "my duels" (/mine, GET /api/matches/mine).
 */
export function editCookies(matchId: string, key: string, secure = false): string[] {
  const base = `${editCookieName(matchId)}=${key}; HttpOnly; SameSite=Strict; Max-Age=31536000${secure ? '; Secure' : ''}`;
  return [
    `${base}; Path=/studio/${matchId}`,
    `${base}; Path=/api/matches/${matchId}`,
    `${base}; Path=/m/${matchId}`,
    `${base}; Path=/r`,
    `${base}; Path=/api/views`,
    `${base}; Path=/api/matches/mine`,
    `${base}; Path=/mine`,
  ];
}

/** The secret link that opens the studio (the key travels once, then lives in the cookie). */
export const editLink = (matchId: string, key: string) =>
  `/studio/${matchId}/enter?key=${encodeURIComponent(key)}`;
