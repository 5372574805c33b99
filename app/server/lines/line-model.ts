/**
 * The model of one line, built by one replay and then extended step by step: its events, the compact timeline
 * the viewer sends, seek checkpoints (each turn start, at least every 64 steps), the state after the last step
 * and, filled on demand, each step told in words (omniscient, for the studio). No I/O: it takes a definition
 * and events, so tests and the bench use it without a database; ./store.ts caches one per line.
 *
 * Invariant: a model of n events equals a fresh replay of those n events (tests/unit/api/line-model.test.ts).
 * `latest` is replaced on every extension, never changed in place, so a state handed out stays as it was.
 */
import 'server-only';
import {
  type AnyGameDefinition,
  type Checkpoints,
  type EngineEvent,
  type MatchSetup,
  type MatchState,
  type Text,
  applyInPlace,
  cloneState,
  createMatchOrThrow,
  mayBeQuiet,
  narrateText,
  quietStep,
  seek,
  upcastEvent,
} from '@/machines/engine';
import { ACTORS, type Timeline } from '@/app/contracts/viewer';
import { phaseWords } from '../games/words';

export interface LineModel {
  readonly def: AnyGameDefinition;
  readonly lineId: string;
  readonly events: EngineEvent[];
  readonly timeline: Timeline;
  readonly checkpoints: Checkpoints;
  /** The state after the last event. */
  latest: MatchState;
  /** texts[k]: step k told in words (omniscient); filled up to some k by `tellSteps` and by appends. */
  readonly texts: Text[];
  readonly bookkeeping: {
    types: Map<string, number>;
    phases: Map<string, number>;
    every: number;
    lastTurn: number;
    lastAt: number;
  };
}

function intern(index: Map<string, number>, list: string[], s: string): number {
  let i = index.get(s);
  if (i === undefined) {
    i = list.length;
    list.push(s);
    index.set(s, i);
  }
  return i;
}

/** Add step `i` (whose state is `s`) to the timeline, and a checkpoint when one is due. */
function record(m: LineModel, ev: EngineEvent, s: MatchState, quiet = false): void {
  const t = m.timeline;
  const b = m.bookkeeping;
  const i = t.length;
  t.quiet.push(quiet ? 1 : 0);
  t.type.push(intern(b.types, t.types, ev.type));
  t.actor.push(Math.max(0, ACTORS.indexOf(ev.actor as (typeof ACTORS)[number])));
  t.turn.push(s.turn);
  const before = t.phases.length;
  t.phase.push(intern(b.phases, t.phases, s.phase));
  if (t.phases.length > before) t.phaseLabels.push(phaseWords(m.def, s.phase));
  t.length = i + 1;
  const minGap = Math.max(1, Math.floor(b.every / 4));
  if ((s.turn !== b.lastTurn && i - b.lastAt >= minGap) || i - b.lastAt >= b.every) {
    m.checkpoints.states.set(i, JSON.stringify(s));
    b.lastTurn = s.turn;
    b.lastAt = i;
  }
  m.checkpoints.length = i + 1;
}

/** One replay of the whole line. */
export function buildLineModel(
  def: AnyGameDefinition,
  lineId: string,
  events: readonly EngineEvent[],
  every = 64,
): LineModel {
  const first = upcastEvent(def, events[0]);
  const state = createMatchOrThrow(def, first.payload as MatchSetup);
  const m: LineModel = {
    def,
    lineId,
    events: [],
    timeline: {
      length: 0,
      types: [],
      phases: [],
      phaseLabels: [],
      type: [],
      actor: [],
      turn: [],
      phase: [],
      quiet: [],
    },
    checkpoints: { states: new Map(), length: 0 },
    latest: state,
    texts: [],
    bookkeeping: { types: new Map(), phases: new Map(), every, lastTurn: -1, lastAt: -Infinity },
  };
  m.events.push(events[0]);
  record(m, first, state);
  for (let i = 1; i < events.length; i++) {
    const ev = upcastEvent(def, events[i]);
    applyAndRecord(m, state, ev);
    m.events.push(events[i]);
  }
  return m;
}

/**
 * Apply one event to `state` in place and record it. The state before is copied only for a step that may be
 * quiet (a pass), to tell from its consequences whether a reader sees anything change.
 */
function applyAndRecord(m: LineModel, state: MatchState, ev: EngineEvent): void {
  const before = mayBeQuiet(m.def, state, ev) ? cloneState(state) : null;
  applyInPlace(m.def, state, ev);
  record(m, ev, state, before !== null && quietStep(m.def, before, ev, state));
}

/**
 * Extend the model by events that follow its last one. `after`, when given, is the state after them as live
 * play computed it (one applyAction); otherwise they are applied to a copy of the latest state.
 */
export function extendLineModel(m: LineModel, events: readonly EngineEvent[], after?: MatchState): void {
  if (events.length === 0) return;
  if (after && events.length === 1) {
    const ev = upcastEvent(m.def, events[0]);
    m.events.push(events[0]);
    // `latest` is never changed in place: it is the state before this step
    record(m, ev, after, quietStep(m.def, m.latest, ev, after));
    m.latest = after;
    return;
  }
  const state = cloneState(m.latest);
  for (const raw of events) {
    applyAndRecord(m, state, upcastEvent(m.def, raw));
    m.events.push(raw);
  }
  m.latest = state;
}

/** The state after step `seq` (a fresh object the caller may change). */
export function stateAfter(m: LineModel, seq: number): MatchState {
  if (seq === m.events.length - 1) return cloneState(m.latest);
  return seek(m.def, m.events, seq, m.checkpoints);
}

/** Step `k` told in words from the states around it. */
const tell = (m: LineModel, before: MatchState, k: number, after: MatchState): Text =>
  narrateText(m.def, before, k === 0 ? m.events[0] : upcastEvent(m.def, m.events[k]), after);

/** Every step told in words; only the steps not told before are narrated. */
export function tellSteps(m: LineModel): readonly Text[] {
  const from = m.texts.length;
  if (from >= m.events.length) return m.texts;
  let before: MatchState;
  let k = from;
  if (from === 0) {
    before = createMatchOrThrow(m.def, upcastEvent(m.def, m.events[0]).payload as MatchSetup);
    m.texts.push(tell(m, before, 0, before));
    k = 1;
  } else before = stateAfter(m, from - 1);
  for (; k < m.events.length; k++) {
    const after = cloneState(before);
    applyInPlace(m.def, after, upcastEvent(m.def, m.events[k]));
    m.texts.push(tell(m, before, k, after));
    before = after;
  }
  return m.texts;
}

/** Record the words of the step just appended when every step before it is told already. */
export function tellAppended(m: LineModel, before: MatchState, after: MatchState): Text {
  const k = m.events.length - 1;
  const text = tell(m, before, k, after);
  if (m.texts.length === k) m.texts.push(text);
  return text;
}
