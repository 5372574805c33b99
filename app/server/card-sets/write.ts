/**
 * Writing card sets: create (also from an imported file) and revise. Every write validates ALL the cards with
 * the game's rules first (checkCards); a refusal stores nothing. Every change is a new revision (db store).
 */
import 'server-only';
import {
  CARD_SET_FILE_FORMAT,
  cardSetFile,
  type CardSetCreated,
  type CardSetDetail,
} from '@/app/contracts/card-sets';
import { hashEditKey } from '@/db/ids';
import type { Store } from '../db';
import { fail } from '../http/errors';
import { parseWith } from '../http/body';
import { gameOf } from '../games/lookup';
import { newCardSetKey, openCardSet } from './access';
import { checkCards } from './cards';
import { cardSetDetailOf } from './read';

/** A new set (revision 1) and its key, shown once. */
export async function createCardSet(
  s: Store,
  input: { gameId: string; name: string; cards?: unknown[] },
): Promise<CardSetCreated> {
  const def = gameOf(input.gameId);
  const { cards } = checkCards(def, input.cards ?? []);
  const key = newCardSetKey();
  const rev = await s.createCardSet({
    gameId: def.id,
    name: input.name,
    cards,
    editKeyHash: hashEditKey(key),
  });
  return { set: cardSetDetailOf(rev), key };
}

/** A new revision of a set the request holds the key of; 409 ERR_CONFLICT when `expectedRevision` is stale. */
export async function reviseCardSet(
  s: Store,
  req: Request,
  setId: string,
  change: { expectedRevision: number; name?: string; cards?: unknown[] },
): Promise<CardSetDetail> {
  const current = await openCardSet(s, req, setId, { write: true });
  const def = gameOf(current.gameId);
  const cards = change.cards === undefined ? undefined : checkCards(def, change.cards).cards;
  const rev = await s.reviseCardSet(current.setId, change.expectedRevision, {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(cards !== undefined ? { cards } : {}),
  });
  return cardSetDetailOf(rev);
}

/**
 * An exported file read back: a clear refusal for something that is not a card set file (ERR_BAD_FILE), a file
 * of another version (ERR_FILE_VERSION) or of an unknown game (ERR_UNKNOWN_GAME), before its fields are checked.
 */
export function readCardSetFile(raw: unknown) {
  const o = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  if (!o || o.format !== CARD_SET_FILE_FORMAT) {
    fail(
      'ERR_BAD_FILE',
      `这不是斗卡录的卡组文件（应有 "format": "${CARD_SET_FILE_FORMAT}"）`,
      `This is not a Duelscribe card set file (expected "format": "${CARD_SET_FILE_FORMAT}")`,
      400,
    );
  }
  if (o!.version !== 1) {
    fail(
      'ERR_FILE_VERSION',
      `不支持的卡组文件版本 ${JSON.stringify(o!.version)}（支持：1）`,
      `Unsupported card set file version ${JSON.stringify(o!.version)} (supported: 1)`,
      400,
      { version: o!.version ?? null },
    );
  }
  gameOf(String(o!.gameId));
  return parseWith(cardSetFile, raw);
}
