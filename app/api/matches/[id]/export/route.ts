/**
 * GET /api/matches/[id]/export?line= — the duel script of a line (main line by default), text/plain. Edit key
 * required (a script names every hidden card and every pending pin).
 */
import { withEditKey } from '@/app/server/auth/edit-route';
import { exportScript } from '@/app/server/authoring/scripts';

export const dynamic = 'force-dynamic';

export const GET = withEditKey(async ({ req, s, match }) => {
  const text = await exportScript(s, match.id, new URL(req.url).searchParams.get('line'));
  return new Response(text, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `inline; filename="${match.id}.duel.txt"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
