/**
 * The share page's conditional answer, decided in proxy.ts before the page renders (a page cannot answer 304
 * itself): the validator of `/r/<slug>` for this request's language and keys (cookies, as the page reads them),
 * computed without opening any line model (share-cache.ts).
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import type { Lang } from '@/app/contracts/common';
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
 *
 * Readers never queue on the store for it (issue 17: share-page p99 on PostgreSQL): concurrent requests that
 * need it computed share one computation, and once a kept validator is half its age one request starts the
 * next computation in the background while the kept one still answers (ruling S6c). A validator is never
 * older than VALIDATOR_MS counted from when its reads began.
 */
const VALIDATOR_MS = 1000;
type Kept = { at: number; writes: number; validator: ShareValidator | null };
interface Validators {
  kept: Lru<string, Kept>;
  /** Computations in flight, by key and the store's write count when they began. */
  pending: Map<string, Promise<ShareValidator | null>>;
}
const KEY = Symbol.for('duelscribe.shareValidators');
const g = globalThis as typeof globalThis & { [KEY]?: WeakMap<Store, Validators> };
const perStore = (g[KEY] ??= new WeakMap());
const EDIT_COOKIE = /(?:^|;)\s*ek_/;

/** `/r/<slug>` exactly (its preview image validates itself in its own handler). */
const SHARE_PAGE = /^\/r\/([^/]+)\/?$/;

export const isSharePage = (pathname: string) => SHARE_PAGE.test(pathname);

/** A reader's validator computed now, or the computation of it already in flight; kept once done. */
function computeShared(s: Store, v: Validators, slug: string, lang: Lang): Promise<ShareValidator | null> {
  const key = `${slug}\n${lang}`;
  const writes = s.writes;
  const flight = `${key}\n${writes}`;
  let p = v.pending.get(flight);
  if (!p) {
    const at = Date.now();
    p = shareValidator(s, slug, () => null, 'page', lang).then((validator) => {
      const now = v.kept.get(key);
      if (!now || now.at <= at) v.kept.set(key, { at, writes, validator });
      return validator;
    });
    const done = p.finally(() => v.pending.delete(flight));
    v.pending.set(flight, done);
    p = done;
  }
  return p;
}

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
  if (EDIT_COOKIE.test(request.headers.get('cookie') ?? '')) {
    const keyFor = (matchId: string) => request.cookies.get(editCookieName(matchId))?.value ?? null;
    return shareValidator(s, slug, keyFor, 'page', lang);
  }
  let v = perStore.get(s);
  if (!v) perStore.set(s, (v = { kept: new Lru(1024), pending: new Map() }));
  const hit = v.kept.get(`${slug}\n${lang}`);
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && hit.writes === s.writes && age < VALIDATOR_MS) {
    // Half its age: the next one is computed in the background (an error there waits for a request to see it).
    if (age >= VALIDATOR_MS / 2) computeShared(s, v, slug, lang).catch(() => undefined);
    return hit.validator;
  }
  return computeShared(s, v, slug, lang);
}
