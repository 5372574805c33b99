/**
 * Random steps with the fate track: before drawing, flipping or picking at random, the kernel consumes the
 * first pending pin of that kind, so an author can fix the outcome the story needs. Without a pin the seeded
 * RNG in the state decides.
 */
import { refuse } from './errors';
import { nextInt } from './rng';
import type { MatchState, Seat } from './types';

/**
 * Take the next card from `deck` (top = index 0) for `seat`, honouring a pending draw pin.
 * Returns the instance id, or null when the deck is empty (the game decides what an empty deck means).
 */
export function drawFrom(draft: MatchState, seat: Seat, deck: string[]): string | null {
  const i = draft.pins.findIndex((p) => p.kind === 'draw' && p.seat === seat);
  if (i >= 0) {
    const pin = draft.pins[i] as { kind: 'draw'; seat: Seat; cardId: string };
    const at = deck.findIndex((id) => draft.cards[id].cardId === pin.cardId);
    if (at < 0) {
      refuse(
        'ERR_PIN_UNAVAILABLE',
        `命运锁定的卡「${pin.cardId}」已不在${seat}的牌库中`,
        `The pinned card "${pin.cardId}" is no longer in ${seat}'s deck`,
        { pin },
      );
    }
    draft.pins.splice(i, 1);
    return deck.splice(at, 1)[0];
  }
  return deck.length ? deck.shift()! : null;
}

/** A fair coin between the seats, unless a coin pin names the winner. */
export function flipCoin(draft: MatchState): Seat {
  const i = draft.pins.findIndex((p) => p.kind === 'coin');
  if (i >= 0) return (draft.pins.splice(i, 1)[0] as { winner: Seat }).winner;
  return nextInt(draft, 2) === 0 ? 'p1' : 'p2';
}

/** A uniform index in [0, n), unless a pick pin fixes it (it must be in range). */
export function pickIndex(draft: MatchState, n: number): number {
  const i = draft.pins.findIndex((p) => p.kind === 'pick');
  if (i >= 0) {
    const { index } = draft.pins[i] as { index: number };
    if (index >= n) {
      refuse(
        'ERR_PIN_UNAVAILABLE',
        `命运锁定的选项 ${index} 超出范围（共 ${n} 项）`,
        `Pinned pick ${index} is out of range (${n} options)`,
      );
    }
    draft.pins.splice(i, 1);
    return index;
  }
  return nextInt(draft, n);
}
