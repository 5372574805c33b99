/**
 * GET /api/card-sets/[id]/export (?revision=N) — the set as a card set file, an attachment named
 * `<name>.cards.json` (RFC 5987 for names beyond ASCII). POST …/import reads it back with the same cards.
 */
import { openCardSet } from '@/app/server/card-sets/access';
import { cardSetFileOf, exportDisposition, revisionQuery } from '@/app/server/card-sets/read';
import { store } from '@/app/server/db';
import { readQuery } from '@/app/server/http/body';
import { handle, type RouteContext } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const { revision } = readQuery(req, revisionQuery);
    const set = await openCardSet(await store(), req, id, { revision });
    return new Response(`${JSON.stringify(cardSetFileOf(set), null, 2)}\n`, {
      status: 200,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': exportDisposition(set),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      },
    });
  });
}
