/**
 * GET /api/card-sets?game=<gameId> — the card sets this browser holds keys for (its `cs_*` cookies and the
 * `x-card-set-key` header), newest first. POST /api/card-sets — a new set: every card validated by the game's
 * rules first (400 ERR_BAD_CARD naming the card and field; nothing stored); answers the set and its key once and
 * sets the `cs_<setId>` cookies.
 */
import { z } from 'zod';
import { createCardSetRequest, type CardSetListResponse } from '@/app/contracts/card-sets';
import { cardSetKeysOf } from '@/app/server/card-sets/access';
import { createdWithCookies } from '@/app/server/card-sets/respond';
import { createCardSet } from '@/app/server/card-sets/write';
import { store } from '@/app/server/db';
import { readJson, readQuery } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { handle, json } from '@/app/server/http/respond';
import { gameOf } from '@/app/server/games/lookup';

export const dynamic = 'force-dynamic';

const listQuery = z.object({ game: z.string().min(1).max(40).optional() });

export async function GET(req: Request) {
  return handle(async () => {
    const q = readQuery(req, listQuery);
    const gameId = q.game === undefined ? undefined : gameOf(q.game).id;
    const keys = cardSetKeysOf(req);
    const sets = keys.length ? await (await store()).listCardSets(keys, gameId ? { gameId } : {}) : [];
    const out: CardSetListResponse = { sets };
    return json(out);
  });
}

export async function POST(req: Request) {
  return handle(async () => {
    const body = await readJson(req, createCardSetRequest, BODY_LIMITS.cardSet);
    return createdWithCookies(await createCardSet(await store(), body), req);
  });
}
