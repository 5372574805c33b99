/**
 * POST /api/card-sets/import — a card set file (CardSetFile, as GET …/[id]/export writes it) as JSON: a new set
 * with the file's name and cards, validated like any write. Not a card set file → 400 ERR_BAD_FILE; another file
 * version → 400 ERR_FILE_VERSION; an unknown game → 400 ERR_UNKNOWN_GAME. Sets the `cs_<setId>` cookies.
 */
import { createdWithCookies } from '@/app/server/card-sets/respond';
import { createCardSet, readCardSetFile } from '@/app/server/card-sets/write';
import { store } from '@/app/server/db';
import { parseJsonText, readText } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { handle } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export async function POST(req: Request) {
  return handle(async () => {
    const file = readCardSetFile(parseJsonText(await readText(req, BODY_LIMITS.cardSet)));
    const created = await createCardSet(await store(), {
      gameId: file.gameId,
      name: file.name,
      cards: file.cards,
    });
    return createdWithCookies(created, req);
  });
}
