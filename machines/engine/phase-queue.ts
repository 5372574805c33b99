/**
 * How rules change the phase without knowing the chart: they queue a phase event on the draft, and the kernel
 * sends the queue to the game's chart once the action's rules have run (`settleMatch` in match.ts), the way
 * boardgame.io's `events.endPhase()` is queued during a move and processed after it. Rules therefore never
 * import the chart, and the chart's guards and actions call rules: one direction only.
 */
import type { MatchState, PhaseEvent } from './types';

export function queuePhase(draft: MatchState, event: PhaseEvent | string): void {
  (draft.phaseQueue ??= []).push(typeof event === 'string' ? { type: event } : event);
}

/** Whether a phase event is waiting (a rule may want to stop early once it has asked for a phase change). */
export const hasQueuedPhase = (draft: MatchState): boolean => (draft.phaseQueue?.length ?? 0) > 0;
