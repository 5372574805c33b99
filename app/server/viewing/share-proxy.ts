/**
 * The share page's conditional answer, decided in proxy.ts before the page renders (a page cannot answer 304
 * itself): the validator of `/r/<slug>` for this request's language and keys (cookies, as the page reads them),
 * computed without opening any line model (share-cache.ts).
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { LANG_COOKIE, parseLang } from '@/app/lib/i18n';
import { editCookieName } from '../auth/edit-key';
import { type Store, store } from '../db';
import { Lru } from '../lines/lru';
import { type ShareValidator, shareValidator } from './share-cache';

/**
 * A reader's validator (a request without any edit-key cookie) is kept per (slug, language) for VALIDATOR_MS,
 * and forgotten as soon as this process writes anything (`store.writes`): an unpublish or a note edited here
 * shows at once; one made on another instance within VALIDATOR_MS (a shared cache may keep the page for
 * minutes anyway: s-maxage). Ruling S6b in db/README.md.
 */
const VALIDATOR_MS = 1000;
type Kept = { at: number; writes: number; validator: ShareValidator | null };
const KEY = Symbol.for('duelscribe.shareValidators');
const g = globalThis as typeof globalThis & { [KEY]?: WeakMap<Store, Lru<string, Kept>> };
const kept = (g[KEY] ??= new WeakMap());
const EDIT_COOKIE = /(?:^|;)\s*ek_/;

/** `/r/<slug>` exactly (its preview image validates itself in its own handler). */
const SHARE_PAGE = /^\/r\/([^/]+)\/?$/;

export const isSharePage = (pathname: string) => SHARE_PAGE.test(pathname);

export async function sharePageValidator(request: NextRequest): Promise<ShareValidator | null> {
  const m = SHARE_PAGE.exec(request.nextUrl.pathname);
  if (!m || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(m[1]);
  } catch {
    return null;
  }
  const lang =
    parseLang(request.nextUrl.searchParams.get('lang')) ??
    parseLang(request.cookies.get(LANG_COOKIE)?.value) ??
    'zh';
  const s = await store();
  const keyFor = (matchId: string) => request.cookies.get(editCookieName(matchId))?.value ?? null;
  if (EDIT_COOKIE.test(request.headers.get('cookie') ?? ''))
    return shareValidator(s, slug, keyFor, 'page', lang);
  let memo = kept.get(s);
  if (!memo) kept.set(s, (memo = new Lru(1024)));
  const key = `${slug}\n${lang}`;
  const hit = memo.get(key);
  if (hit && hit.writes === s.writes && Date.now() - hit.at < VALIDATOR_MS) return hit.validator;
  const writes = s.writes;
  const validator = await shareValidator(s, slug, keyFor, 'page', lang);
  memo.set(key, { at: Date.now(), writes, validator });
  return validator;
}
