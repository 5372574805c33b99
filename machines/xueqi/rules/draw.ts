/**
 * Drawing (§5.2), the hand limit (§5.7, R24) and deck-bottom placement (R3).
 */
import { drawFrom } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { XueqiState } from '../state';

/** Draw up to `n` cards for `seat` (fate pins honoured). An empty deck draws nothing (no loss here, §7). */
export function drawCards(s: XueqiState, seat: Seat, n: number): string[] {
  const p = s.game.players[seat];
  const got: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = drawFrom(s, seat, p.deck);
    if (id === null) break;
    p.hand.push(id);
    got.push(id);
  }
  if (p.deck.length === 0) p.deckEmptied = true;
  s.effects.push({ type: 'draw', seat, count: got.length, asked: n });
  enforceHandLimit(s, seat);
  return got;
}

/**
 * R24: the arriving cards are added first, then the owner must discard down to the limit, one
 * `hand.discard` at a time, before anything else happens.
 */
export function enforceHandLimit(s: XueqiState, seat: Seat): void {
  const over = s.game.players[seat].hand.length - s.config.handLimit;
  if (over <= 0) return;
  s.game.pending = { kind: 'discardForLimit', seat, count: over };
  s.effects.push({ type: 'handLimit', seat, count: over });
}

/** Move a hand card of `seat` to its graveyard. */
export function discardFromHand(s: XueqiState, seat: Seat, id: string, why: 'limit' | 'effect'): void {
  const p = s.game.players[seat];
  p.hand.splice(p.hand.indexOf(id), 1);
  p.graveyard.push(id);
  s.effects.push({ type: 'discard', seat, id, card: s.cards[id].cardId, why });
}
