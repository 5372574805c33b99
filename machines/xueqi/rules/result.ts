/**
 * How a match of 血契 ends (§7): the LP checks W1/W2 (R13), deck-out W3 (R25, set at the turn end) and the result
 * record. The chart's `isOver` guard reads `isOver`; the kernel re-checks it after every action's `settle`.
 */
import { SEATS, otherSeat } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { XueqiState } from '../state';

/** The match has a result (a win by LP or deck-out, or a concession): the chart goes to `over`. */
export const isOver = (s: XueqiState): boolean => s.result !== null;

const REASONS = {
  lpZero: { zh: '生命值归零', en: 'life points reached zero' },
  bothLpZero: {
    zh: '双方生命值同时归零，攻击方获胜',
    en: 'both reached zero at once; the attacking side wins',
  },
  deckOut: { zh: '卡组归零，回合结束时判负', en: 'deck empty at the end of their own turn' },
} as const;

export function setResult(s: XueqiState, winner: Seat, reason: keyof typeof REASONS): void {
  if (s.result) return;
  s.result = { winner, reason, text: { ...REASONS[reason] } };
  s.effects.push({ type: 'gameOver', winner, reason });
}

/**
 * W1/W2: a player at ≤ 0 LP loses; if both are, the active (attacking) player wins. Under `lpCheck: 'endOfTurn'`
 * the check runs only at a turn end (`atTurnEnd`).
 */
export function settleLp(s: XueqiState, atTurnEnd = false): void {
  if (s.result) return;
  if (s.config.lpCheck === 'endOfTurn' && !atTurnEnd) return;
  const dead = SEATS.filter((p) => s.game.players[p].lp <= 0);
  if (dead.length === 2) setResult(s, s.game.activePlayer, 'bothLpZero');
  else if (dead.length === 1) setResult(s, otherSeat(dead[0]), 'lpZero');
}
