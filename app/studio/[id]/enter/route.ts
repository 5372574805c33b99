/**
 * GET /studio/[id]/enter?key=… — the secret edit link. A right key sets the match's edit cookie (HttpOnly,
 * SameSite=Strict, scoped to /studio/[id] and /api/matches/[id]) and opens the studio without the key in the URL.
 * A wrong key is 403 ERR_FORBIDDEN in the one error envelope.
 */
import { editCookies, keyMatches } from '@/app/server/auth/edit-key';
import { store } from '@/app/server/db';
import { fail } from '@/app/server/http/errors';
import { handle } from '@/app/server/http/respond';
import { findMatch } from '@/app/server/lines/lookup';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, ctx: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const { id } = await ctx.params;
    const url = new URL(req.url);
    const key = url.searchParams.get('key');
    const match = await findMatch(await store(), id);
    if (!match || !keyMatches(key, match.editKeyHash))
      fail('ERR_FORBIDDEN', '编辑链接无效', 'This edit link is not valid', 403);
    const headers = new Headers({
      Location: `/studio/${id}`,
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
    const secure = url.protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
    for (const c of editCookies(id, key!, secure)) headers.append('Set-Cookie', c);
    return new Response(null, { status: 303, headers });
  });
}
