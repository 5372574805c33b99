/**
 * Replay is a fold of the event log over createMatch/applyInPlace. `seek` jumps to any step through
 * checkpoints (a snapshot at each turn start and at least every `every` events), so its cost is bounded by the
 * distance to the nearest checkpoint rather than by the length of the line.
 */
import type { AnyGameDefinition } from './definition';
import { refuse } from './errors';
import { KERNEL_ACTIONS, applyInPlace, cloneState, createMatchOrThrow } from './match';
import type { EngineEvent, MatchSetup, MatchState } from './types';
import { upcastEvent } from './upcast';

function start(def: AnyGameDefinition, events: readonly EngineEvent[]): MatchState {
  const first = events[0];
  if (!first || first.type !== KERNEL_ACTIONS.created) {
    refuse(
      'ERR_NO_MATCH_CREATED',
      '事件流必须以 match.created 开始',
      'An event line must start with match.created',
    );
  }
  if (first.seq !== 0) {
    refuse(
      'ERR_SEQ_GAP',
      `第一个事件的序号必须是 0，而不是 ${first.seq}`,
      `The first event must have seq 0, not ${first.seq}`,
    );
  }
  return createMatchOrThrow(def, upcastEvent(def, first).payload as MatchSetup);
}

function step(def: AnyGameDefinition, state: MatchState, event: EngineEvent): void {
  if (event.seq !== state.seq) {
    refuse(
      'ERR_SEQ_GAP',
      `事件序号不连续：期望 #${state.seq}，得到 #${event.seq}`,
      `Event sequence gap: expected #${state.seq}, got #${event.seq}`,
    );
  }
  applyInPlace(def, state, upcastEvent(def, event));
}

/** The state after the last event. */
export function replay<S extends MatchState>(def: AnyGameDefinition, events: readonly EngineEvent[]): S {
  const state = start(def, events);
  for (let i = 1; i < events.length; i++) step(def, state, events[i]);
  return state as S;
}

/**
 * Yields the state after each event (index 0 = after match.created). The yielded object is the live working
 * state: clone it to keep it.
 */
export function* replaySteps<S extends MatchState>(
  def: AnyGameDefinition,
  events: readonly EngineEvent[],
): Generator<S> {
  const state = start(def, events);
  yield state as S;
  for (let i = 1; i < events.length; i++) {
    step(def, state, events[i]);
    yield state as S;
  }
}

/** Every intermediate state, cloned (design.md's `replay -> GameState[]`); for short lines and tests. */
export const replayAll = <S extends MatchState>(
  def: AnyGameDefinition,
  events: readonly EngineEvent[],
): S[] => Array.from(replaySteps<S>(def, events), (s) => cloneState(s));

export interface Checkpoints {
  /** seq of the last event applied -> serialised state after it. */
  states: Map<number, string>;
  /** How many events the line had when the checkpoints were built. */
  length: number;
}

/**
 * Snapshot the state at turn starts (at most one per `every / 4` events, so short turns do not flood memory)
 * and at least every `every` events.
 */
export function buildCheckpoints(
  def: AnyGameDefinition,
  events: readonly EngineEvent[],
  every = 64,
): Checkpoints {
  const states = new Map<number, string>();
  const minGap = Math.max(1, Math.floor(every / 4));
  let lastTurn = -1;
  let lastAt = -Infinity;
  let i = 0;
  for (const s of replaySteps(def, events)) {
    if ((s.turn !== lastTurn && i - lastAt >= minGap) || i - lastAt >= every) {
      states.set(i, JSON.stringify(s));
      lastTurn = s.turn;
      lastAt = i;
    }
    i++;
  }
  return { states, length: events.length };
}

/** The state after event `seq` (0 = just created), using checkpoints when given. */
export function seek<S extends MatchState>(
  def: AnyGameDefinition,
  events: readonly EngineEvent[],
  seq: number,
  checkpoints?: Checkpoints,
): S {
  if (!Number.isInteger(seq) || seq < 0 || seq >= events.length) {
    refuse(
      'ERR_BAD_SEQ',
      `步数 ${seq} 超出范围（0–${events.length - 1}）`,
      `Step ${seq} is out of range (0–${events.length - 1})`,
    );
  }
  let from = -1;
  if (checkpoints) {
    for (const at of checkpoints.states.keys()) if (at <= seq && at > from) from = at;
  }
  const state = from >= 0 ? (JSON.parse(checkpoints!.states.get(from)!) as MatchState) : start(def, events);
  for (let i = Math.max(from, 0) + 1; i <= seq; i++) step(def, state, events[i]);
  return state as S;
}
