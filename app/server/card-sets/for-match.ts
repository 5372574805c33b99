/**
 * The custom cards of a new match (POST /api/matches): the cards of each referenced set (its latest revision
 * unless one is stated; the request must hold the set's key, else the set does not exist: 404) followed by the
 * inline definitions, validated together by the game (the same id twice, from two sets or a set and the request,
 * is 400 ERR_BAD_CARD). The match then carries the full definitions in `setup.cards` and never reads the library
 * again.
 */
import 'server-only';
import type { CardSetRef } from '@/app/contracts/card-sets';
import type { AnyGameDefinition } from '@/machines/engine';
import type { Store } from '../db';
import { fail } from '../http/errors';
import type { MatchCards } from '../authoring/decks';
import { openCardSet } from './access';
import { checkCards } from './cards';

export async function cardsForMatch(
  s: Store,
  req: Request | null,
  def: AnyGameDefinition,
  refs: readonly CardSetRef[] = [],
  inline: readonly unknown[] = [],
): Promise<MatchCards> {
  const cards: unknown[] = [];
  for (const ref of refs) {
    if (!req) fail('ERR_FORBIDDEN', '需要卡组的密钥', 'Card sets need their keys', 403);
    const set = await openCardSet(s, req!, ref.setId, { revision: ref.revision });
    if (set.gameId !== def.id) {
      fail(
        'ERR_CARD_SET_GAME',
        `卡组「${set.name}」属于另一个游戏，不能用于${def.name.zh}`,
        `The card set "${set.name}" belongs to another game, not ${def.name.en}`,
        400,
        { setId: set.setId, gameId: set.gameId },
      );
    }
    cards.push(...set.cards);
  }
  cards.push(...inline);
  return cards.length ? checkCards(def, cards) : { cards: [], byId: {} };
}
