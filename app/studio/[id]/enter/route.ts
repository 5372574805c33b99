/**
 * GET /studio/[id]/enter?key=… — the secret edit link. A right key sets the match's edit cookie (HttpOnly,
 * SameSite=Strict, scoped to /studio/[id] and /api/matches/[id]) and opens the studio without the key in the URL.
 */
import { editCookies, keyMatches } from '@/app/lib/auth';
import { db } from '@/app/lib/studio-http';
import { getMatch } from '@/db/event-store';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const key = new URL(req.url).searchParams.get('key');
  const match = /^[a-z]_[a-z0-9]+$/.test(id) ? getMatch(db(), id) : null;
  if (!match || !keyMatches(key, match.editKeyHash)) {
    return new Response('编辑链接无效 · This edit link is not valid', {
      status: 403,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'no-store',
      },
    });
  }
  const headers = new Headers({
    Location: `/studio/${id}`,
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  const secure = new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
  for (const c of editCookies(id, key!, secure)) headers.append('Set-Cookie', c);
  return new Response(null, { status: 303, headers });
}
