/**
 * Where each navigation control leads from a step: the step before/after, the phase and turn starts, the ends
 * of the line; with "skip the passes" on, the step before/after that is not quiet. Pure; the player machine moves
 * there and the controls link there (for readers without JavaScript).
 */
import { nextMark, prevMark } from '@/app/lib/viewer-nav';

export type NavTarget =
  'first' | 'prevTurn' | 'prevPhase' | 'prev' | 'next' | 'nextPhase' | 'nextTurn' | 'last';

/** The player's navigation events, one per control, and the jump to a step (event list, timeline). */
export type NavEvent =
  | { type: 'go.first' }
  | { type: 'turn.prev' }
  | { type: 'phase.prev' }
  | { type: 'step.prev' }
  | { type: 'step.next' }
  | { type: 'phase.next' }
  | { type: 'turn.next' }
  | { type: 'go.last' }
  | { type: 'go.to'; at: number };

export const NAV_TARGET: Record<Exclude<NavEvent['type'], 'go.to'>, NavTarget> = {
  'go.first': 'first',
  'turn.prev': 'prevTurn',
  'phase.prev': 'prevPhase',
  'step.prev': 'prev',
  'step.next': 'next',
  'phase.next': 'nextPhase',
  'turn.next': 'nextTurn',
  'go.last': 'last',
};

export const NAV_EVENTS = [...Object.keys(NAV_TARGET), 'go.to'] as NavEvent['type'][];

export interface Marks {
  /** Last step of the line. */
  last: number;
  turns: readonly number[];
  phases: readonly number[];
  /** Per step, 1 where it is quiet (Timeline.quiet); stepped over while `skipQuiet` is on. */
  quiet?: readonly number[];
  skipQuiet?: boolean;
}

/** The first step after `at` a reader sees something change in (the last step when none). */
export function nextLoud(at: number, last: number, quiet: readonly number[]): number {
  for (let i = at + 1; i <= last; i++) if (!quiet[i]) return i;
  return last;
}

/** The last step before `at` that is not quiet (step 0 when none). */
export function prevLoud(at: number, quiet: readonly number[]): number {
  for (let i = at - 1; i > 0; i--) if (!quiet[i]) return i;
  return 0;
}

export function navTarget(to: NavTarget, at: number, marks: Marks): number {
  const { last, turns, phases } = marks;
  const skip = marks.skipQuiet && marks.quiet ? marks.quiet : null;
  switch (to) {
    case 'first':
      return 0;
    case 'last':
      return last;
    case 'prev':
      return skip ? prevLoud(at, skip) : Math.max(0, at - 1);
    case 'next':
      return skip ? nextLoud(at, last, skip) : Math.min(last, at + 1);
    case 'prevPhase':
      return prevMark(phases, at);
    case 'nextPhase':
      return nextMark(phases, at, last);
    case 'prevTurn':
      return prevMark(turns, at);
    case 'nextTurn':
      return nextMark(turns, at, last);
  }
}

/** The step a navigation event leads to (clamped to the line). */
export function stepFor(event: NavEvent, at: number, marks: Marks): number {
  const seq = event.type === 'go.to' ? event.at : navTarget(NAV_TARGET[event.type], at, marks);
  if (!Number.isFinite(seq)) return at;
  return Math.min(Math.max(0, Math.trunc(seq)), marks.last);
}
