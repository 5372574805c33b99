/**
 * Priority (§4.3, R22): who holds it in a window, where it goes after an action, passing it, and who is expected
 * to act (`state.active`, set once per action by the definition's `settle`).
 */
import { check, otherSeat, queuePhase } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { PhaseName, XingjieState } from '../state';

/** Why an action is illegal now ([code, zh, en]), or null when it is legal. */
export type Problem = [string, string, string] | null;

/** §4.3: a window opens with `holder` (the turn player unless said otherwise), no passes yet. */
export function openWindow(s: XingjieState, step: PhaseName, holder?: Seat): void {
  if (s.result) return;
  s.game.step = step;
  s.game.priority = { holder: holder ?? s.game.turnPlayer, passes: 0 };
}

/** After an activation resolves, priority returns to the turn player (§4.3, no chains). */
export function priorityToTurnPlayer(s: XingjieState): void {
  if (!s.game.priority) return;
  s.game.priority = { holder: s.game.turnPlayer, passes: 0 };
}

/** After a main action of the action phase, the opponent gets a response window (§4.1). */
export function priorityToResponder(s: XingjieState): void {
  if (!s.game.priority) return;
  s.game.priority = { holder: otherSeat(s.game.turnPlayer), passes: 0 };
}

/** Who is expected to act: the chooser of a pending choice, the discarding player, else the priority holder. */
export function syncActive(s: XingjieState): void {
  if (s.result) s.active = null;
  else if (s.game.pendingChoice) s.active = s.game.pendingChoice.seat;
  else if (s.phase === 'turn.end.discard') s.active = s.game.turnPlayer;
  else s.active = s.game.priority?.holder ?? null;
}

/** The main-action gate: own action phase, holding priority, no pending choice. */
export function mainProblem(s: XingjieState, seat: Seat): Problem {
  if (s.phase !== 'turn.action' || s.game.turnPlayer !== seat)
    return ['ERR_WRONG_PHASE', '只能在自己的行动阶段进行', 'Only in your own action phase'];
  if (s.game.priority?.holder !== seat || s.game.pendingChoice)
    return ['ERR_NO_PRIORITY', '你现在没有优先权', 'You do not hold priority'];
  return null;
}

/** The activation gate for set cards and effects: holding priority in any window (§4.3). */
export function windowProblem(s: XingjieState, seat: Seat): Problem {
  if (!s.game.priority || s.game.priority.holder !== seat || s.game.pendingChoice)
    return ['ERR_NO_PRIORITY', '你现在没有优先权', 'You do not hold priority'];
  return null;
}

/** passPriority: both passing in succession closes the window; the chart then advances (`window.close`). */
export function passPriority(s: XingjieState, seat: Seat): void {
  check(!windowProblem(s, seat), 'ERR_NO_PRIORITY', '你现在没有优先权', 'You do not hold priority');
  const pr = s.game.priority!;
  pr.passes += 1;
  s.effects.push({ type: 'pass', seat, step: s.game.step, closes: pr.passes >= 2 });
  if (pr.passes >= 2) {
    s.game.priority = null;
    queuePhase(s, 'window.close');
  } else {
    pr.holder = otherSeat(seat);
  }
}
