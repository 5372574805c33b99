import type { NextRequest } from 'next/server';
import { LANG_COOKIE, parseLang } from '@/app/lib/i18n';

/**
 * GET /api/lang?to=en&next=/path — remember the language and go back (works without JavaScript). The redirect
 * is relative, so it stays on whatever host the reader used; `next` must be a local path.
 */
export function GET(req: NextRequest) {
  const to = parseLang(req.nextUrl.searchParams.get('to')) ?? 'zh';
  const next = req.nextUrl.searchParams.get('next') ?? '/';
  const safeNext = next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : '/';
  return new Response(null, {
    status: 303,
    headers: {
      Location: safeNext,
      'Set-Cookie': `${LANG_COOKIE}=${to}; Path=/; Max-Age=31536000; SameSite=Lax`,
    },
  });
}
