/**
 * Who may act now, and the common checks every player action starts with (pending choice, turn, phase).
 */
import { sendPhase } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { XueqiState } from '../types';
import { problem } from './problem';
import type { Problem } from './problem';
import { settleLp } from './lp';
import { xueqiChart } from '../chart';

export type Step = 'draw' | 'main' | 'battle';
export const stepOf = (s: XueqiState): string => s.phase.slice(s.phase.lastIndexOf('.') + 1);

/** `state.active`: the seat owing a pending choice, else the turn player (null once over, or when both may act). */
export function syncActive(s: XueqiState): void {
  const g = s.game;
  if (s.result) s.active = null;
  else if (g.pending) s.active = g.pending.seat;
  else if (s.config.opponentTurnActivations && (stepOf(s) === 'main' || stepOf(s) === 'battle'))
    s.active = null;
  else s.active = g.activePlayer;
}

/** The turn player's action in one of `steps`, with no pending choice. */
export function turnProblem(
  s: XueqiState,
  seat: Seat,
  steps: readonly Step[],
  opponentMay = false,
): Problem | null {
  const g = s.game;
  if (g.pending) {
    return problem(
      'ERR_PENDING_CHOICE',
      `须先完成待决选择（${g.pending.kind}）`,
      `A pending choice (${g.pending.kind}) must be answered first`,
    );
  }
  if (seat !== g.activePlayer && !(opponentMay && s.config.opponentTurnActivations)) {
    return problem('ERR_NOT_YOUR_TURN', '现在不是你的回合', 'It is not your turn');
  }
  if (!steps.includes(stepOf(s) as Step)) {
    return problem(
      'ERR_WRONG_PHASE',
      `现在（${stepOf(s)}）不能这样做`,
      `Not allowed in this phase (${stepOf(s)})`,
    );
  }
  return null;
}

/** After every action: the LP check (W1/W2), the move to `over` if the match ended, and `state.active`. */
export function finish(s: XueqiState): void {
  settleLp(s);
  if (s.result && !s.phase.startsWith('over')) sendPhase(xueqiChart, s, { type: 'phase.sync' });
  syncActive(s);
}
