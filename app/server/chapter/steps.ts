/**
 * One replay of a line, telling each step for one perspective: its action clause, the clauses that measure it,
 * what followed (the game's typed consequences where it gives them, else the rest of its sentence), whether the
 * step changed anything the perspective sees, how decisive it was, and the arrows a diagram draws for it.
 * Hidden cards are told only as the perspective may know them: segment narration through the kernel's
 * renderContext; older plain-text narration through the viewer's name masking. Pure (no I/O).
 */
import 'server-only';
import {
  KERNEL_ACTIONS,
  applyInPlace,
  cloneState,
  createMatchOrThrow,
  renderContext,
  renderNarration,
  stepConsequences,
  stepNarration,
  toldInSegments,
  upcastEvent,
  view,
} from '@/machines/engine';
import type {
  Actor,
  AnyGameDefinition,
  Consequence,
  EngineEvent,
  MatchSetup,
  MatchState,
  Perspective,
  RenderContext,
  Seat,
  Text,
} from '@/machines/engine';
import { kindMask, maskKinds } from '@/app/server/viewing/kind-mask';
import { collectCardIds, redactNames } from '@/app/server/viewing/redact';
import { diff } from '@/app/lib/viewer-diff';
import { type Clause, clause, isTurnAnnouncement, splitHead, splitTold } from './clauses';
import { endingClauses, endingTold } from './endings';
import { hasNumber, sortConsequences } from './told-parts';
import type { ChapterLang } from './types';

/** One end of a diagram arrow: a card instance or a player. */
export type ArrowEnd = { card: string } | { seat: Seat };
export interface StepArrow {
  from: ArrowEnd;
  to: ArrowEnd;
  kind: 'attack' | 'effect';
}

export interface ToldStep {
  seq: number;
  /** The turn the step belongs to (the turn before it; 0 for match creation). */
  turn: number;
  actor: Actor;
  type: string;
  /**
   * 'draw': the turn's ordinary draw, not told at all; 'pass': a pass, an end or a declaration, whose own clause
   * is not worth a sentence (what followed from it still is); null: an action.
   */
  routine: 'draw' | 'pass' | null;
  /** What kind of moment it is, for paragraphing: the battle, the turn's end, or the rest of the turn. */
  group: 'battle' | 'end' | 'main';
  /** The action sentence in Chinese, for telling whether a note already says it. */
  headZh: string;
  /** The action's own clause in the chapter's language ('' for steps the draft does not tell as an action). */
  lead: string;
  details: Clause[];
  tails: Clause[];
  /** Whether the perspective's view (or the result) changed. */
  changed: boolean;
  /** How decisive the step was (for picking each turn's diagram). */
  score: number;
  arrows: StepArrow[];
  /** The match was decided by this step. */
  ends: boolean;
  /** The match's own cards (never changed after creation), for naming them in diagrams. */
  cards: Pick<MatchState, 'customCards'>;
  /** The perspective's board view before and after the step (JSON), for diagrams. */
  viewBefore: string;
  viewAfter: string;
}

/** Builds the render context of one step; tests swap it to render every instance as a marker. */
export type ContextFor = (
  def: AnyGameDefinition,
  before: MatchState,
  after: MatchState,
  perspective: Perspective,
) => RenderContext;

const ROUTINE_END = /(^|\.)(pass|end|declare|skip)$/;
const KERNEL = new Set<string>(Object.values(KERNEL_ACTIONS));

function routineOf(def: AnyGameDefinition, before: MatchState, ev: EngineEvent): ToldStep['routine'] {
  if (KERNEL.has(ev.type)) return null;
  if (/^draw\.normal$/.test(ev.type)) return 'draw';
  // a bare pass, end or declaration (a declaration with a target is an attack, told as one)
  const bare = !ev.payload || (typeof ev.payload === 'object' && Object.keys(ev.payload).length === 0);
  if (ROUTINE_END.test(ev.type) && bare) return 'pass';
  try {
    return def.describe?.(before, ev).intent === 'pass' ? 'pass' : null;
  } catch {
    return null;
  }
}

function groupOf(type: string): ToldStep['group'] {
  if (/(^|\.)end$/.test(type)) return 'end';
  return /attack|^battle\./.test(type) ? 'battle' : 'main';
}

const WEIGHT: Partial<Record<Consequence['kind'], number>> = {
  result: 1000,
  destroy: 10,
  attack: 6,
  damage: 4,
  enter: 2,
  reveal: 2,
  move: 1,
  heal: 1,
  life: 1,
};
/** Consequences whose numbers decide the fight; a gain (heal, life) is bookkeeping, like a cost (C6). */
const DECISIVE_KINDS = new Set<string>(['damage', 'destroy', 'attack', 'result']);
/** Consequences a draft never tells: the headings say a new turn or phase. */
const SILENT = new Set<string>(['phase', 'turn']);

/**
 * The arrows of a step: its attacks where it has any (the damage and gains that follow from them are the
 * attack's, and an arrow for each would cross the attack's own), else its effects' sources and targets.
 */
function arrowsOf(cs: readonly Consequence[]): StepArrow[] {
  const out: StepArrow[] = [];
  const attacks = cs.some((c) => c.kind === 'attack');
  for (const c of cs) {
    if (attacks && c.kind !== 'attack') continue;
    if (c.kind === 'attack') out.push({ from: { card: c.attacker }, to: c.target, kind: 'attack' });
    else if ((c.kind === 'damage' || c.kind === 'heal') && c.source)
      out.push({ from: { card: c.source }, to: c.target, kind: 'effect' });
    else if (c.kind === 'destroy' && c.by)
      out.push({ from: { card: c.by }, to: { card: c.card }, kind: 'effect' });
  }
  const seen = new Set<string>();
  return out.filter((a) => {
    const k = JSON.stringify([a.from, a.to]);
    return seen.has(k) ? false : (seen.add(k), true);
  });
}

/** Plain-text narration told to a seat: names of cards hidden from it at the step are masked (as the viewer does). */
function maskPlain(
  def: AnyGameDefinition,
  text: Text,
  before: MatchState,
  after: MatchState,
  seat: Seat,
  views: [unknown, unknown],
): Text {
  const names = (s: MatchState, lang: ChapterLang) =>
    def.hiddenFrom(s, seat).map((id) => def.cardName(s.cards[id]?.cardId ?? id, s)[lang]);
  const visible = [...collectCardIds(views[1], collectCardIds(views[0]))];
  const mask = (lang: ChapterLang) =>
    redactNames(
      text[lang],
      [...names(before, lang), ...names(after, lang)],
      visible.map((c) => def.cardName(c, after)[lang]),
      lang,
    );
  return { zh: mask('zh'), en: mask('en') };
}

function tellOne(
  def: AnyGameDefinition,
  before: MatchState,
  ev: EngineEvent,
  after: MatchState,
  perspective: Perspective,
  lang: ChapterLang,
  contextFor: ContextFor,
  views: [unknown, unknown],
): Pick<ToldStep, 'headZh' | 'lead' | 'details' | 'tails' | 'arrows' | 'score'> {
  const ctx = contextFor(def, before, after, perspective);
  const seat = perspective === 'omniscient' ? null : perspective;
  // V5: a kind named openly (a Fate-Drawn or searched card) is told as a hidden card to a seat that may not know it
  const mask = seat ? kindMask(def, before, after, seat, views) : new Set<string>();
  let text = renderNarration(maskKinds(stepNarration(def, before, ev, after), mask), ctx);
  // a fate pin names the pinned card in plain text, as a game still on plain Text does (as the reader's windows)
  const plain = ev.type === KERNEL_ACTIONS.pin || !toldInSegments(def, before, ev, after);
  if (seat && plain) text = maskPlain(def, text, before, after, seat, views);
  const cs = stepConsequences(def, before, ev, after).map((c) => ({ ...c, text: maskKinds(c.text, mask) }));
  let head: string;
  let headDetails: string[];
  let tails: Clause[];
  let measureOf = (_d: string) => true;
  if (cs.length > 0) {
    // the sentence tells some consequences word for word (cut out, told one by one), some in its own words
    // (not told again), and leaves some out (told after it)
    const rendered = cs.map((c) => ({ c, ...renderNarration(c.text, ctx) }));
    const { fates, rest, texts } = sortConsequences(text, rendered, lang);
    ({ lead: head, details: headDetails } = splitHead(splitTold(rest, lang).head, lang));
    const attack = cs.some((c) => c.kind === 'attack');
    tails = rendered
      .map((r, i) => ({ ...r, ...texts.get(i), i }))
      .filter((r) => (fates[r.i] === 'verbatim' || fates[r.i] === 'untold') && !SILENT.has(r.c.kind))
      // the end of the match is told in the draft's own words (endingTold, below)
      .filter((r) => !(r.c.kind === 'result' && after.result && !before.result))
      .map((r) =>
        clause(
          splitTold(r[lang], lang).head,
          DECISIVE_KINDS.has(r.c.kind) || (attack && r.c.kind === 'other'),
        ),
      );
    // a measure in the sentence is bookkeeping when it only tells a consumed life change (a cost, the LP left)
    const consumed = rendered.filter((_, i) => fates[i] === 'consumed').map((r) => r.c);
    const books = consumed.flatMap((c) => (c.kind === 'life' ? [c.after] : []));
    const decisive = consumed.flatMap((c) => (c.kind === 'damage' ? [c.amount] : []));
    measureOf = (d) => decisive.some((n) => hasNumber(d, n)) || !books.some((n) => hasNumber(d, n));
  } else {
    const { head: h, rest } = splitTold(text[lang], lang);
    ({ lead: head, details: headDetails } = splitHead(h, lang));
    // without typed consequences, damage is what a sentence calls it
    tails = rest.map((t) => clause(t, /伤害|damage/i.test(t)));
  }
  if (after.result && !before.result) {
    // whose life, deck or altars it was, then who won (林焰获胜（生命值归零） names neither)
    const { winner } = after.result;
    const loser = winner ? after.players[winner === 'p1' ? 'p2' : 'p1'].name : null;
    const ending = endingClauses(def.id, after.result, after.players, lang);
    const told = [head, ...headDetails, ...tails.map((t) => t.text)].filter(Boolean);
    const more = endingTold(told, ending, loser);
    // the cause says the count came to zero: a count of zero before it is not said as well (剩余0 … 血量归零)
    if (more.includes(ending.cause))
      for (const t of tails) t.text = t.text.replace(/（剩余?\s*0）|\s*\(now 0\)/gu, '');
    tails.push(...more.map((t) => clause(t, true)));
  }
  return {
    headZh: splitTold(text.zh, 'zh').head,
    lead: head,
    details: headDetails.map((d) => clause(d, measureOf(d))),
    tails: tails.filter((t) => t.text && !isTurnAnnouncement(t.text)),
    arrows: arrowsOf(cs),
    score: cs.length > 0 ? cs.reduce((n, c) => n + (WEIGHT[c.kind] ?? 0), 0) : -1,
  };
}

/** The perspective's board, detached from the working state (views may share objects with it). */
const boardJson = (def: AnyGameDefinition, s: MatchState, p: Perspective) => JSON.stringify(view(def, s, p));

/** Tell every step of `events` from `from` to `to` (inclusive) for one perspective. */
export function tellSteps(
  def: AnyGameDefinition,
  events: readonly EngineEvent[],
  range: { from: number; to: number },
  perspective: Perspective,
  lang: ChapterLang,
  contextFor: ContextFor = renderContext,
): ToldStep[] {
  const out: ToldStep[] = [];
  const state = createMatchOrThrow(def, upcastEvent(def, events[0]).payload as MatchSetup);
  const cards = { customCards: state.customCards };
  let prevJson = range.from <= 1 ? boardJson(def, state, perspective) : '';
  let prevView: unknown = prevJson ? JSON.parse(prevJson) : null;
  for (let seq = 1; seq <= range.to; seq++) {
    const ev = upcastEvent(def, events[seq]);
    const wanted = seq >= range.from;
    const before = wanted ? cloneState(state) : null;
    applyInPlace(def, state, ev);
    if (!wanted) {
      if (seq === range.from - 1) {
        prevJson = boardJson(def, state, perspective);
        prevView = JSON.parse(prevJson);
      }
      continue;
    }
    const afterJson = boardJson(def, state, perspective);
    const views: [unknown, unknown] = [prevView, JSON.parse(afterJson)];
    const told = tellOne(def, before!, ev, state, perspective, lang, contextFor, [
      (views[0] as { board: unknown }).board,
      (views[1] as { board: unknown }).board,
    ]);
    const ends = !before!.result && state.result !== null;
    const changed = prevJson !== afterJson || ends;
    const routine = routineOf(def, before!, ev);
    // without typed consequences: how much the board changed, an attack or a destruction counting most
    const fallback = () =>
      (diff(views[0], views[1]).length + (ends ? 1000 : 0)) * (/attack|destroy/.test(ev.type) ? 3 : 1);
    const score = (told.score >= 0 ? told.score : fallback()) * (routine ? 0.2 : 1);
    out.push({
      ...told,
      seq,
      turn: before!.turn,
      actor: ev.actor,
      type: ev.type,
      routine,
      group: groupOf(ev.type),
      changed,
      score,
      ends,
      cards,
      viewBefore: prevJson,
      viewAfter: afterJson,
    });
    prevJson = afterJson;
    prevView = views[1];
  }
  return out;
}
