/**
 * The parts every game's seat side ends with: the pile its used cards go to beside its deck, and its hand.
 * Each game names them in its own words (牌库 or 卡组, 墓地 or 废弃场).
 */
import type { Lang } from '@/app/contracts/common';
import type { CardFaces, HowWords, Names, PileCard } from './card';
import { DeckCount, Pile } from './card';
import { Hand } from './hand';
import { slotKey } from './refs';
import type { SeatSideProps } from './two-seat-board';

/** A seat's used-card pile (its top `max` cards shown) and then its deck count. */
export function PileAndDeck({
  seat,
  names,
  cards,
  frames,
  lang,
  pile,
  deck,
}: {
  seat: string;
  names: Names;
  cards?: CardFaces;
  /** The game's frame class per card type. */
  frames?: Readonly<Record<string, string>>;
  lang?: Lang;
  /** `slot`: the view's name for the pile (its pick key). */
  pile: { label: string; cards: PileCard[]; slot: string; max?: number; howWords?: HowWords };
  deck: { label: string; count: number };
}) {
  return (
    <>
      <Pile
        label={pile.label}
        cards={pile.cards}
        names={names}
        faces={cards}
        frames={frames}
        lang={lang}
        max={pile.max}
        howWords={pile.howWords}
        pick={slotKey(seat, pile.slot)}
      />
      <DeckCount label={deck.label} count={deck.count} pick={slotKey(seat, 'deck')} />
    </>
  );
}

type WithHand = { hand: Array<{ cardId: string; id?: string }> | null; handCount: number };

/** The hand row of a seat's side, from its view's `hand` and `handCount`. */
export const handRow = (
  { seat, s, names, cards }: SeatSideProps<WithHand>,
  label: string,
  frames?: Readonly<Record<string, string>>,
) => (
  <Hand
    key="hand"
    label={label}
    cards={s.hand}
    count={s.handCount}
    names={names}
    faces={cards}
    frames={frames}
    seat={seat}
  />
);
