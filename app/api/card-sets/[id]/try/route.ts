/**
 * POST /api/card-sets/[id]/try {cardId} — a scratch match (a draft) with the set's cards and this card in the
 * first player's opening hand; open its editUrl (the secret edit link). Needs the set's key.
 */
import { tryCardRequest } from '@/app/contracts/card-sets';
import { tryCard } from '@/app/server/card-sets/try';
import { store } from '@/app/server/db';
import { readJson } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { handle, json, type RouteContext } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export async function POST(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const body = await readJson(req, tryCardRequest, BODY_LIMITS.tryCard);
    return json(await tryCard(await store(), req, id, body.cardId), 201);
  });
}
