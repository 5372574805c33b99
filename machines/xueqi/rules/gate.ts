/**
 * Who may act now, and the common checks every player action starts with (pending choice, turn, phase).
 */
import type { Seat, Text } from '@/machines/engine';
import { phaseWords } from '../phases';
import type { XueqiState } from '../state';
import { problem } from './problem';
import type { Problem } from './problem';
import { recordProvenance } from './provenance';
import { settleLp } from './result';

export type Step = 'draw' | 'main' | 'battle';

/** What a pending choice asks, in words (for refusals and the studio). */
export const PENDING_WORDS: Record<'bottomOne' | 'discardForLimit', Text> = {
  bottomOne: { zh: '把一张手牌放回卡组最下方', en: 'put a hand card on the bottom of the deck' },
  discardForLimit: { zh: '丢弃手牌直到不超过上限', en: 'discard down to the hand limit' },
};
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
    const what = PENDING_WORDS[g.pending.kind];
    return problem(
      'ERR_PENDING_CHOICE',
      `须先完成待决的选择（${what.zh}）`,
      `A pending choice must be answered first (${what.en})`,
    );
  }
  if (seat !== g.activePlayer && !(opponentMay && s.config.opponentTurnActivations)) {
    return problem('ERR_NOT_YOUR_TURN', '现在不是你的回合', 'It is not your turn');
  }
  if (!steps.includes(stepOf(s) as Step)) {
    const now = phaseWords(s.phase);
    return problem('ERR_WRONG_PHASE', `现在是${now.zh}，不能这样做`, `Not allowed in the ${now.en}`);
  }
  return null;
}

/**
 * The definition's `settle` hook, run by the kernel after every accepted action once the chart has taken the
 * phase events the rules queued: the LP check (W1/W2; the chart's `isOver` guard then moves to `over`) and
 * `state.active`. Idempotent.
 */
export function settleAfterAction(s: XueqiState): void {
  recordProvenance(s);
  settleLp(s);
  syncActive(s);
}
