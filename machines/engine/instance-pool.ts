/**
 * The instance bookkeeping of a starting position: a seat's deck list has given every card an instance id, and
 * each card the position names takes the first unused instance of that content card, in list order. What no
 * one took is the seat's deck. Pure counting: the game checks its catalog and zones, and words the refusal.
 */

/** The outcome of one `take`: the instance, or the counts a game needs to explain why there is none. */
export type InstanceTake =
  | { ok: true; id: string }
  | {
      ok: false;
      /** How many instances of the card the deck list holds (0: the card is not in the list at all). */
      listed: number;
      /** How many times the position has now named the card, this time included. */
      named: number;
    };

/** Hands out the instances of one deck list, first unused instance of a content card first. */
export class InstancePool {
  private readonly free = new Map<string, string[]>();
  private readonly listed = new Map<string, number>();
  private readonly named = new Map<string, number>();
  private readonly taken = new Set<string>();

  /** `ids` in deck-list order; `cardIdOf` gives the content card id of an instance. */
  constructor(
    private readonly ids: readonly string[],
    cardIdOf: (id: string) => string,
  ) {
    for (const id of ids) {
      const cardId = cardIdOf(id);
      const free = this.free.get(cardId) ?? [];
      free.push(id);
      this.free.set(cardId, free);
      this.listed.set(cardId, (this.listed.get(cardId) ?? 0) + 1);
    }
  }

  /** Take the first unused instance of `cardId`, or say how many the list holds and the position named. */
  take(cardId: string): InstanceTake {
    const named = (this.named.get(cardId) ?? 0) + 1;
    this.named.set(cardId, named);
    const id = this.free.get(cardId)?.shift();
    if (id === undefined) return { ok: false, listed: this.listed.get(cardId) ?? 0, named };
    this.taken.add(id);
    return { ok: true, id };
  }

  /** The instances not taken, in the order of `order` (default: the whole list, in list order). */
  unclaimed(order: readonly string[] = this.ids): string[] {
    return order.filter((id) => !this.taken.has(id));
  }
}
