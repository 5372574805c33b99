/**
 * Who may read and change a card set: each set has its own secret key (32 random bytes, base64url, like a
 * match's edit key); the store keeps only its sha256. A request carries keys in the `cs_<setId>` cookies
 * (HttpOnly, SameSite=Strict, set when the set is created or imported) or in the `x-card-set-key` header (several
 * keys comma-separated). To anyone without its key a set does not exist: 404 ERR_NOT_FOUND, never 403, so a set
 * id reveals nothing (like a draft match). A cookie sent from another site may not write: 403 ERR_FORBIDDEN.
 */
import 'server-only';
import { CARD_SET_KEY_HEADER, cardSetCookieName } from '@/app/contracts/card-sets';
import type { CardSetRevision } from '@/db/store/contract';
import { keyMatches, newEditKey } from '../auth/edit-key';
import { sameOrigin } from '../auth/authorize';
import type { Store } from '../db';
import { fail, notFound } from '../http/errors';

const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const MAX_KEYS = 200;
const COOKIE_PREFIX = cardSetCookieName('');

export const newCardSetKey = newEditKey;

function cookies(req: Request): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    try {
      out.push([part.slice(0, i).trim(), decodeURIComponent(part.slice(i + 1).trim())]);
    } catch {
      // a cookie value that is not percent-encoded text opens nothing
    }
  }
  return out;
}

const headerKeys = (req: Request): string[] =>
  (req.headers.get(CARD_SET_KEY_HEADER) ?? '').split(',').map((k) => k.trim());

const wellFormed = (keys: Iterable<string>): string[] =>
  [...new Set(keys)].filter((k) => KEY_SHAPE.test(k)).slice(0, MAX_KEYS);

/** Every card-set key a request carries: all `cs_*` cookies and the header's keys (the library list). */
export function cardSetKeysOf(req: Request): string[] {
  const fromCookies = cookies(req)
    .filter(([n]) => n.startsWith(COOKIE_PREFIX))
    .map(([, v]) => v);
  return wellFormed([...headerKeys(req), ...fromCookies]);
}

/** The keys a request carries for one set: the header's keys and that set's cookie. */
function keysFor(req: Request, setId: string): { keys: string[]; viaHeader: Set<string> } {
  const viaHeader = new Set(wellFormed(headerKeys(req)));
  const name = cardSetCookieName(setId);
  const fromCookie = cookies(req)
    .filter(([n]) => n === name)
    .map(([, v]) => v);
  return { keys: wellFormed([...viaHeader, ...fromCookie]), viaHeader };
}

const noSet = (setId: string): never =>
  notFound(
    `没有卡组 ${JSON.stringify(setId.slice(0, 64))}`,
    `No card set ${JSON.stringify(setId.slice(0, 64))}`,
  );

/**
 * Does the request hold the key of this stored set? Reads need only the key; a write (`write`) made with a
 * cookie must also come from this site (a header key is never sent by a browser on its own).
 */
export function checkCardSetKey(
  req: Request,
  set: Pick<CardSetRevision, 'setId' | 'editKeyHash'>,
  write: boolean,
): void {
  const { keys, viaHeader } = keysFor(req, set.setId);
  const key = keys.find((k) => keyMatches(k, set.editKeyHash));
  if (!key) noSet(set.setId);
  if (write && !viaHeader.has(key!) && !sameOrigin(req)) {
    fail(
      'ERR_FORBIDDEN',
      '只能在本站修改卡组（需要卡组的密钥）',
      'A card set can only be changed from this site (it needs the set key)',
      403,
    );
  }
}

/** A stored set (its latest revision, or `revision`) that the request holds the key of; 404 otherwise. */
export async function openCardSet(
  s: Store,
  req: Request,
  setId: string,
  o: { revision?: number; write?: boolean } = {},
): Promise<CardSetRevision> {
  const set =
    o.revision === undefined ? await s.getCardSet(setId) : await s.getCardSetRevision(setId, o.revision);
  if (!set) {
    // Without the key, an unknown revision of a real set is as unknown as the set.
    return noSet(setId);
  }
  checkCardSetKey(req, set, o.write ?? false);
  return set;
}

/** Set-Cookie values that keep a set's key in this browser for the library, the editor and the new-match form. */
export function cardSetCookies(setId: string, key: string, req: Request): string[] {
  const url = new URL(req.url);
  const secure = url.protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
  const base = `${cardSetCookieName(setId)}=${key}; HttpOnly; SameSite=Strict; Max-Age=31536000${secure ? '; Secure' : ''}`;
  return ['/cards', '/api/card-sets', '/api/matches', '/new'].map((p) => `${base}; Path=${p}`);
}
