/**
 * The share page's conditional answer, decided in proxy.ts before the page renders (a page cannot answer 304
 * itself): the validator of `/r/<slug>` for this request's language and keys (cookies, as the page reads them),
 * computed without opening any line model (share-cache.ts).
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { LANG_COOKIE, parseLang } from '@/app/lib/i18n';
import { editCookieName } from '../auth/edit-key';
import { store } from '../db';
import { type ShareValidator, shareValidator } from './share-cache';

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
  return shareValidator(
    await store(),
    slug,
    (matchId) => request.cookies.get(editCookieName(matchId))?.value ?? null,
    'page',
    lang,
  );
}
