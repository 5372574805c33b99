import type { NextRequest } from 'next/server';
import { LANG_COOKIE, parseLang } from '@/app/lib/i18n';
import { localPath } from './local-path';

/**
 * GET /api/lang?to=en&next=/path — remember the language and go back (works without JavaScript). The redirect
 * is relative, so it stays on whatever host the reader used; `next` must resolve to a path on this site
 * (see localPath), otherwise the reader goes home.
 */
export function GET(req: NextRequest) {
  const to = parseLang(req.nextUrl.searchParams.get('to')) ?? 'zh';
  return new Response(null, {
    status: 303,
    headers: {
      Location: localPath(req.nextUrl.searchParams.get('next')),
      'Set-Cookie': `${LANG_COOKIE}=${to}; Path=/; Max-Age=31536000; SameSite=Lax`,
    },
  });
}
