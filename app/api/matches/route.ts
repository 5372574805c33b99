/**
 * POST /api/matches — create a match: game, players, decks (a content preset, a pasted list validated per line,
 * or JSON), seed, stacked order, first player, config, starting position, custom cards (`cardSets` — the
 * request carries each set's key, cookie or header — and inline `cards`). Returns the match id and the secret
 * edit link (shown once; only the key's hash is stored).
 */
import { createMatchRequest, type CreateMatchResponse } from '@/app/contracts/authoring';
import { createMatchFromRequest } from '@/app/server/authoring/matches';
import { store } from '@/app/server/db';
import { readJson } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { handle, json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export async function POST(req: Request) {
  return handle(async () => {
    const body = await readJson(req, createMatchRequest, BODY_LIMITS.createMatch);
    const created: CreateMatchResponse = await createMatchFromRequest(await store(), body, req);
    return json(created, 201);
  });
}
