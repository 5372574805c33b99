/**
 * Perspective windows and single moments of a line model (../lines/line-model.ts): keyframe + per-step diffs +
 * narration told for the perspective + each step's consequences as sub-steps. No I/O. Only
 * `view(def, state, perspective)` output and narration told for that perspective come out of here.
 *
 * Narration is rendered from the games' segments (machines/engine/narration.ts): a card instance the perspective
 * may not know reads as a hidden card, a player is always told by name (a player called like a card keeps the
 * name). Only a sentence told in plain text (a fate pin, which names a card in the deck; a game still on plain
 * Text) falls back to masking hidden card names (./redact.ts).
 */
import 'server-only';
import {
  type AnyGameDefinition,
  type EngineEvent,
  type MatchSetup,
  type MatchState,
  applyInPlaceWithStops,
  cloneState,
  createMatchOrThrow,
  KERNEL_ACTIONS,
  renderContext,
  renderNarration,
  stepConsequences,
  stepNarration as tellStep,
  stopSubStep,
  toldInSegments,
  upcastEvent,
  view,
  type ReaderStop,
} from '@/machines/engine';
import type { Lang, Perspective, Seat } from '@/app/contracts/common';
import type { CardFaces, ViewEnvelope, ViewWindow } from '@/app/contracts/viewer';
import { diff } from '@/app/lib/viewer-diff';
import { stateAfter, type LineModel } from '../lines/line-model';
import { kindMask, maskKinds } from './kind-mask';
import { cardFacesOf } from './card-faces';
import { collectCardIds, redactNames } from './redact';

const seatOf = (p: Perspective): Seat | null => (p === 'omniscient' ? null : p);

function namesOf(def: AnyGameDefinition, state: MatchState, ids: Iterable<string>, lang: Lang): string[] {
  const out: string[] = [];
  for (const id of ids) {
    const c = state.cards[id];
    if (c) out.push(def.cardName(c.cardId, state)[lang]);
  }
  return out;
}

function cardIdNames(
  def: AnyGameDefinition,
  state: MatchState,
  cardIds: Iterable<string>,
  lang: Lang,
): string[] {
  return [...cardIds].map((c) => def.cardName(c, state)[lang]);
}

/** A step told for a perspective: its sentence and, where it has several, its consequences (sub-steps). */
interface Told {
  text: string;
  subs: string[];
}

/** Narration of one step for a perspective, and its consequences as sub-steps. */
function stepNarration(
  def: AnyGameDefinition,
  before: MatchState,
  event: EngineEvent,
  after: MatchState,
  perspective: Perspective,
  lang: Lang,
  viewBefore: ViewEnvelope,
  viewAfter: ViewEnvelope,
): Told {
  const ctx = renderContext(def, before, after, perspective);
  const seat = seatOf(perspective);
  const mask = seat ? kindMask(def, before, after, seat, [viewBefore.board, viewAfter.board]) : null;
  const sentence = tellStep(def, before, event, after);
  const told = renderNarration(mask ? maskKinds(sentence, mask) : sentence, ctx)[lang];
  const cs = stepConsequences(def, before, event, after);
  const subs =
    cs.length > 1 ? cs.map((c) => renderNarration(mask ? maskKinds(c.text, mask) : c.text, ctx)[lang]) : [];
  const segmented = event.type !== KERNEL_ACTIONS.pin && toldInSegments(def, before, event, after);
  if (!seat || segmented) return { text: told, subs };
  const hidden = [
    ...namesOf(def, before, def.hiddenFrom(before, seat), lang),
    ...namesOf(def, after, def.hiddenFrom(after, seat), lang),
  ];
  const visible = cardIdNames(
    def,
    after,
    collectCardIds(viewAfter.board, collectCardIds(viewBefore.board)),
    lang,
  );
  return { text: redactNames(told, hidden, visible, lang), subs };
}

/** The perspective view, detached from the working state (views may share objects with the state, which the
 * next step mutates in place). */
const envelope = (def: AnyGameDefinition, s: MatchState, p: Perspective) =>
  JSON.parse(JSON.stringify(view(def, s, p))) as ViewEnvelope;

type Stop = NonNullable<ViewWindow['stops']>[number];

/**
 * The reader stops of one step, each as a patch against the step's view and the sub-step it belongs to (only for
 * a step the reader can step through, i.e. one with sub-steps). Their card ids join `cardIds` for naming.
 */
function stopsOf(
  def: AnyGameDefinition,
  step: { seq: number; before: MatchState; event: EngineEvent; after: MatchState; subs: number },
  stops: readonly ReaderStop[],
  perspective: Perspective,
  stepView: ViewEnvelope,
  cardIds: Set<string>,
): Stop[] {
  if (stops.length === 0 || step.subs < 2) return [];
  const ev = upcastEvent(def, step.event);
  return stops.map((s) => {
    const at = envelope(def, s.state, perspective);
    collectCardIds(at.board, cardIds);
    const sub = stopSubStep(def, step.before, ev, s.state, step.after);
    return { seq: step.seq, sub, patch: diff(stepView, at) };
  });
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
  let firstStops: ReaderStop[] = [];
  if (from === 0) {
    state = createMatchOrThrow(def, upcastEvent(def, events[0]).payload as MatchSetup);
    before = state;
    prevView = envelope(def, state, perspective);
  } else {
    before = stateAfter(model, from - 1);
    prevView = envelope(def, before, perspective);
    state = cloneState(before);
    firstStops = applyInPlaceWithStops(def, state, upcastEvent(def, events[from])).stops;
  }
  const keyframe = envelope(def, state, perspective);
  const first = stepNarration(def, before, events[from], state, perspective, lang, prevView, keyframe);
  const narration = [first.text];
  const subs = [first.subs];
  const patches = [];
  const cardIds = collectCardIds(keyframe.board);
  const step = { seq: from, before, event: events[from], after: state, subs: first.subs.length };
  const stops = stopsOf(def, step, firstStops, perspective, keyframe, cardIds);
  let cur = keyframe;
  for (let seq = from + 1; seq <= to; seq++) {
    before = cloneState(state);
    const ev = upcastEvent(def, events[seq]);
    const passed = applyInPlaceWithStops(def, state, ev).stops;
    const next = envelope(def, state, perspective);
    const told = stepNarration(def, before, events[seq], state, perspective, lang, cur, next);
    narration.push(told.text);
    subs.push(told.subs);
    patches.push(diff(cur, next));
    collectCardIds(next.board, cardIds);
    const at = { seq, before, event: events[seq], after: state, subs: told.subs.length };
    stops.push(...stopsOf(def, at, passed, perspective, next, cardIds));
    cur = next;
  }
  // named from the state: a match's own cards (a custom card of a position) are known only there
  const names: Record<string, string> = {};
  for (const c of cardIds) names[c] = def.cardName(c, state)[lang];
  const cards = cardFacesOf(def, cardIds, state, lang);
  const window: ViewWindow = { from, to, keyframe, patches, narration, subs, names, cards };
  if (stops.length > 0) window.stops = stops;
  return window;
}

/** One moment on its own (share links, link previews): the view, its narration and card names. */
export function computeMoment(
  model: LineModel,
  perspective: Perspective,
  lang: Lang,
  seq: number,
): { view: ViewEnvelope; narration: string; names: Record<string, string>; cards: CardFaces } {
  const w = computeWindow(model, perspective, lang, seq, seq);
  return { view: w.keyframe, narration: w.narration[0], names: w.names, cards: w.cards };
}
