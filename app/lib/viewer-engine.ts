/**
 * The viewer's engine side: replay a line once into a compact timeline plus seek checkpoints, then build
 * perspective windows (keyframe + per-step diffs + narration) and single moments from them. No I/O: it takes a
 * game definition and the line's events, so unit tests and the bench use it without a database.
 * Only `view(def, state, perspective)` output and (redacted) narration come out of here.
 */
import {
  type AnyGameDefinition,
  type Checkpoints,
  type EngineEvent,
  type MatchSetup,
  type MatchState,
  applyInPlace,
  cloneState,
  createMatchOrThrow,
  narrateText,
  seek,
  upcastEvent,
  view,
} from '@/machines/engine';
import { collectCardIds, redactNames } from './viewer-redact';
import { diff } from './viewer-diff';
import type { Lang, Perspective, Seat, Timeline, ViewEnvelope, ViewWindow } from './viewer-types';
import { ACTORS, WINDOW, windowStart } from './viewer-types';

export { WINDOW, windowStart };

export interface LineModel {
  def: AnyGameDefinition;
  events: readonly EngineEvent[];
  timeline: Timeline;
  checkpoints: Checkpoints;
}

/** One replay of the whole line: the timeline and checkpoints (each turn start, at least every `every` steps). */
export function analyseLine(def: AnyGameDefinition, events: readonly EngineEvent[], every = 64): LineModel {
  const types: string[] = [];
  const phases: string[] = [];
  const typeIdx = new Map<string, number>();
  const phaseIdx = new Map<string, number>();
  const intern = (m: Map<string, number>, list: string[], s: string) => {
    let i = m.get(s);
    if (i === undefined) {
      i = list.length;
      list.push(s);
      m.set(s, i);
    }
    return i;
  };
  const t: Timeline = { length: events.length, types, phases, type: [], actor: [], turn: [], phase: [] };
  const states = new Map<number, string>();
  const minGap = Math.max(1, Math.floor(every / 4));
  let lastTurn = -1;
  let lastAt = -Infinity;
  let state: MatchState | null = null;
  for (let i = 0; i < events.length; i++) {
    const ev = upcastEvent(def, events[i]);
    if (i === 0) state = createMatchOrThrow(def, ev.payload as MatchSetup);
    else applyInPlace(def, state!, ev);
    const s = state!;
    t.type.push(intern(typeIdx, types, ev.type));
    t.actor.push(Math.max(0, ACTORS.indexOf(ev.actor as (typeof ACTORS)[number])));
    t.turn.push(s.turn);
    t.phase.push(intern(phaseIdx, phases, s.phase));
    if ((s.turn !== lastTurn && i - lastAt >= minGap) || i - lastAt >= every) {
      states.set(i, JSON.stringify(s));
      lastTurn = s.turn;
      lastAt = i;
    }
  }
  return { def, events, timeline: t, checkpoints: { states, length: events.length } };
}

const seatOf = (p: Perspective): Seat | null => (p === 'omniscient' ? null : p);

function namesOf(def: AnyGameDefinition, state: MatchState, ids: Iterable<string>, lang: Lang): string[] {
  const out: string[] = [];
  for (const id of ids) {
    const c = state.cards[id];
    if (c) out.push(def.cardName(c.cardId)[lang]);
  }
  return out;
}

function cardIdNames(def: AnyGameDefinition, cardIds: Iterable<string>, lang: Lang): string[] {
  return [...cardIds].map((c) => def.cardName(c)[lang]);
}

/** Narration of one step for a perspective; for a seat, names of cards hidden from it are masked. */
function stepNarration(
  def: AnyGameDefinition,
  before: MatchState,
  event: EngineEvent,
  after: MatchState,
  perspective: Perspective,
  lang: Lang,
  viewBefore: ViewEnvelope,
  viewAfter: ViewEnvelope,
): string {
  const text = narrateText(def, before, event, after)[lang];
  const seat = seatOf(perspective);
  if (!seat) return text;
  const hidden = [
    ...namesOf(def, before, def.hiddenFrom(before, seat), lang),
    ...namesOf(def, after, def.hiddenFrom(after, seat), lang),
  ];
  const visibleIds = collectCardIds(viewAfter.board, collectCardIds(viewBefore.board));
  return redactNames(text, hidden, cardIdNames(def, visibleIds, lang), lang);
}

/** The perspective view, detached from the working state (views may share objects with the state, which the
 * next step mutates in place). */
const envelope = (def: AnyGameDefinition, s: MatchState, p: Perspective) =>
  JSON.parse(JSON.stringify(view(def, s, p))) as ViewEnvelope;

/** The state after step `seq` (a fresh object the caller may mutate). */
export function stateAfter(model: LineModel, seq: number): MatchState {
  return seek(model.def, model.events, seq, model.checkpoints);
}

/** Views, diffs and narration of steps from..to (inclusive) for one perspective and language. */
export function computeWindow(
  model: LineModel,
  perspective: Perspective,
  lang: Lang,
  from: number,
  to: number,
): ViewWindow {
  const { def, events } = model;
  const last = events.length - 1;
  from = Math.max(0, Math.min(from, last));
  to = Math.max(from, Math.min(to, last));
  let state: MatchState;
  let before: MatchState;
  let prevView: ViewEnvelope;
  if (from === 0) {
    state = createMatchOrThrow(def, upcastEvent(def, events[0]).payload as MatchSetup);
    before = state;
    prevView = envelope(def, state, perspective);
  } else {
    before = stateAfter(model, from - 1);
    prevView = envelope(def, before, perspective);
    state = cloneState(before);
    applyInPlace(def, state, upcastEvent(def, events[from]));
  }
  const keyframe = envelope(def, state, perspective);
  const narration = [stepNarration(def, before, events[from], state, perspective, lang, prevView, keyframe)];
  const patches = [];
  const cardIds = collectCardIds(keyframe.board);
  let cur = keyframe;
  for (let seq = from + 1; seq <= to; seq++) {
    before = cloneState(state);
    const ev = upcastEvent(def, events[seq]);
    applyInPlace(def, state, ev);
    const next = envelope(def, state, perspective);
    narration.push(stepNarration(def, before, events[seq], state, perspective, lang, cur, next));
    patches.push(diff(cur, next));
    collectCardIds(next.board, cardIds);
    cur = next;
  }
  const names: Record<string, string> = {};
  for (const c of cardIds) names[c] = def.cardName(c)[lang];
  return { from, to, keyframe, patches, narration, names };
}

/** One moment on its own (share links, link previews): the view, its narration and card names. */
export function computeMoment(
  model: LineModel,
  perspective: Perspective,
  lang: Lang,
  seq: number,
): { view: ViewEnvelope; narration: string; names: Record<string, string> } {
  const w = computeWindow(model, perspective, lang, seq, seq);
  return { view: w.keyframe, narration: w.narration[0], names: w.names };
}
