/**
 * The frame every game's board shares: the far seat on top, a strip of match facts, the near seat below; and
 * the frame of one seat's side (its header with the headline numbers, then its rows, mirrored for the far seat).
 * A game's board gives its seat views, who is to act, its own seat-side component and the facts strip.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Lang, Seat } from '@/app/contracts/common';
import type { CardFaces, Names } from './card';
import type { BoardProps } from './props';
import { SeatHeader } from './seat-header';

/** What a game's seat-side component receives: its seat's part of the board view and how to draw it. */
export interface SeatSideProps<S> {
  seat: Seat;
  s: S;
  name: string;
  active: boolean;
  names: Names;
  cards?: CardFaces;
  lang: Lang;
  /** Drawn at the top: the far seat, whose rows are mirrored. */
  top: boolean;
}

export function TwoSeatBoard<S>({
  game,
  board,
  seats,
  active,
  Side,
  mid,
}: {
  game: string;
  board: BoardProps;
  seats: Record<Seat, S>;
  /** The seat to act (its header is marked), or null. */
  active: Seat | null;
  Side: ComponentType<SeatSideProps<S>>;
  mid: ReactNode;
}) {
  const { view, names, cards, lang, bottom } = board;
  const side = (seat: Seat, top: boolean) => (
    <Side
      seat={seat}
      s={seats[seat]}
      name={view.players[seat].name}
      active={active === seat}
      names={names}
      cards={cards}
      lang={lang}
      top={top}
    />
  );
  const top: Seat = bottom === 'p1' ? 'p2' : 'p1';
  return (
    <div className={`board ${game}-board`} data-game={game}>
      {side(top, true)}
      <div className="board-mid">{mid}</div>
      {side(bottom, false)}
    </div>
  );
}

/** One seat's side: the header with its numbers, then its rows (reversed for the far seat). */
export function SeatFrame({
  seat,
  top,
  name,
  active,
  stats,
  rows,
}: Pick<SeatSideProps<unknown>, 'seat' | 'top' | 'name' | 'active'> & {
  stats: ReactNode;
  rows: ReactNode[];
}) {
  return (
    <div className={`seat-side ${top ? 'top' : 'bottom'}`} data-seat={seat}>
      <SeatHeader name={name} active={active}>
        {stats}
      </SeatHeader>
      {top ? [...rows].reverse() : rows}
    </div>
  );
}
