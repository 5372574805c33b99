/** Drawing (honouring fate pins). Outside construction an empty deck just stops the draw (R38). */
import { drawFrom } from '@/machines/engine/fate';
import type { Seat } from '@/machines/engine/types';
import type { WuhunzhiState } from '../state';

export function drawCards(s: WuhunzhiState, seat: Seat, n: number): number {
  const b = s.game.boards[seat];
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const id = drawFrom(s, seat, b.deck);
    if (id === null) break;
    b.hand.push(id);
    drawn++;
  }
  if (drawn) s.effects.push({ type: 'draw', seat, count: drawn });
  return drawn;
}
