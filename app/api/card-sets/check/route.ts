/**
 * POST /api/card-sets/check — validate cards without storing them (the editor's live preview): each card's face
 * in Chinese and English, or 400 ERR_BAD_CARD naming the card, the field path and the reason. Needs no key.
 */
import { checkCardsRequest, type CheckCardsResponse } from '@/app/contracts/card-sets';
import { checkCards, facesOf } from '@/app/server/card-sets/cards';
import { readJson } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { handle, json } from '@/app/server/http/respond';
import { gameOf } from '@/app/server/games/lookup';

export const dynamic = 'force-dynamic';

export async function POST(req: Request) {
  return handle(async () => {
    const body = await readJson(req, checkCardsRequest, BODY_LIMITS.cardSet);
    const def = gameOf(body.gameId);
    const out: CheckCardsResponse = { faces: facesOf(def, checkCards(def, body.cards).byId) };
    return json(out);
  });
}
