/** The frame every game's board shares: the far seat on top, a strip of match facts, the near seat below. */
import type { ReactNode } from 'react';
import type { Seat } from '@/machines/engine/types';

export function TwoSeatBoard({
  game,
  bottom,
  side,
  mid,
}: {
  game: string;
  /** The seat drawn at the bottom (the reader's seat, or p1 when omniscient). */
  bottom: Seat;
  side: (seat: Seat, top: boolean) => ReactNode;
  mid: ReactNode;
}) {
  const top: Seat = bottom === 'p1' ? 'p2' : 'p1';
  return (
    <div className={`board ${game}-board`} data-game={game}>
      {side(top, true)}
      <div className="board-mid">{mid}</div>
      {side(bottom, false)}
    </div>
  );
}
