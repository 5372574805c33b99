/** GET /api/card-sets/[id]/history — every revision of a set, oldest first (needs the set's key). */
import { openCardSet } from '@/app/server/card-sets/access';
import { cardSetHistoryOf } from '@/app/server/card-sets/read';
import { store } from '@/app/server/db';
import { handle, json, type RouteContext } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const s = await store();
    const set = await openCardSet(s, req, id);
    return json(cardSetHistoryOf(await s.cardSetHistory(set.setId)));
  });
}
