/**
 * GET /api/card-sets/[id] (?revision=N) — a set's latest (or stated) revision with its cards and their faces.
 * PUT /api/card-sets/[id] — a new revision (name and/or cards, every card validated first); 409 ERR_CONFLICT when
 * `expectedRevision` is not the latest. Both need the set's key: without it the set does not exist (404).
 */
import { reviseCardSetRequest } from '@/app/contracts/card-sets';
import { openCardSet } from '@/app/server/card-sets/access';
import { cardSetDetailOf, revisionQuery } from '@/app/server/card-sets/read';
import { reviseCardSet } from '@/app/server/card-sets/write';
import { store } from '@/app/server/db';
import { readJson, readQuery } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { handle, json, type RouteContext } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const { revision } = readQuery(req, revisionQuery);
    const set = await openCardSet(await store(), req, id, { revision });
    return json(cardSetDetailOf(set));
  });
}

export async function PUT(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const body = await readJson(req, reviseCardSetRequest, BODY_LIMITS.cardSet);
    return json(await reviseCardSet(await store(), req, id, body));
  });
}
