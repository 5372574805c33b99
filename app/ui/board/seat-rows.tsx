/**
 * The parts every game's seat side ends with: the pile its used cards go to beside its deck, and its hand.
 * Each game names them in its own words (牌库 or 卡组, 墓地 or 废弃场).
 */
import type { Names } from './card';
import { DeckCount, Pile } from './card';
import { Hand } from './hand';
import { slotKey } from './refs';
import type { SeatSideProps } from './two-seat-board';

/** A seat's used-card pile (its top `max` cards shown) and then its deck count. */
export function PileAndDeck({
  seat,
  names,
  pile,
  deck,
}: {
  seat: string;
  names: Names;
  /** `slot`: the view's name for the pile (its pick key). */
  pile: { label: string; cards: Array<{ cardId: string; id?: string }>; slot: string; max?: number };
  deck: { label: string; count: number };
}) {
  return (
    <>
      <Pile
        label={pile.label}
        cards={pile.cards}
        names={names}
        max={pile.max}
        pick={slotKey(seat, pile.slot)}
      />
      <DeckCount label={deck.label} count={deck.count} pick={slotKey(seat, 'deck')} />
    </>
  );
}

type WithHand = { hand: Array<{ cardId: string; id?: string }> | null; handCount: number };

/** The hand row of a seat's side, from its view's `hand` and `handCount`. */
export const handRow = ({ seat, s, names }: SeatSideProps<WithHand>, label: string) => (
  <Hand key="hand" label={label} cards={s.hand} count={s.handCount} names={names} seat={seat} />
);
