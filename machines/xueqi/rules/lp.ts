/**
 * LP accounting (§8.4). Every LP change goes through `changeLp`, which applies the lifeline (§5.8) and records
 * `{ type: 'lp', player, delta, cause, sourcePlayer }` in `state.effects`, so the log explains every change.
 * The LP-based win/loss checks (§7 W1, W2, R13) are in result.ts.
 */
import type { Seat } from '@/machines/engine';
import type { LpCause, XueqiState } from '../state';

export interface LpRecord {
  type: 'lp';
  player: Seat;
  /** The change actually applied. */
  delta: number;
  /** The change asked for before the lifeline cap. */
  requested: number;
  cause: LpCause;
  sourcePlayer: Seat | null;
  lp: number;
  /** Card (content id) behind the change, when one is. */
  card?: string;
}

/**
 * Change `player`'s LP by `delta`. A reduction to the lifeline's protected player caused by its source player is
 * capped so that the player keeps at least 1 LP (or keeps what it has if already below 1).
 */
export function changeLp(
  s: XueqiState,
  player: Seat,
  delta: number,
  cause: LpCause,
  sourcePlayer: Seat | null,
  card?: string,
): number {
  if (delta === 0) return 0;
  const p = s.game.players[player];
  let applied = delta;
  const ll = s.game.lifeline;
  if (delta < 0 && ll && ll.protectedPlayer === player && sourcePlayer === ll.sourcePlayer) {
    const floor = Math.min(p.lp, 1);
    applied = Math.max(delta, floor - p.lp);
  }
  p.lp += applied;
  const rec: LpRecord = {
    type: 'lp',
    player,
    delta: applied,
    requested: delta,
    cause,
    sourcePlayer,
    lp: p.lp,
  };
  if (card) rec.card = card;
  s.effects.push(rec as unknown as { type: string });
  return applied;
}

/** Can `seat` pay a cost of `cost` LP now (R12)? */
export const canPay = (s: XueqiState, seat: Seat, cost: number): boolean =>
  cost <= 0 || s.config.allowLethalCosts || s.game.players[seat].lp > cost;
