/**
 * A chapter draft from a line: tell the steps in range for the perspective, group them into one section per
 * turn, pick each turn's decisive step, compose the prose with the author's notes, and put a board diagram where
 * the author asked for one (a note with 【图】, or a step list) or, by default, after each turn's decisive step.
 * Diagrams are drawn by the caller's `draw` (the server's satori/resvg renderer), from the perspective's view.
 */
import 'server-only';
import type { AnyGameDefinition, EngineEvent, Seat } from '@/machines/engine';
import { countSameEn, countSameZh, measureWord } from './counts';
import { type ChapterNote, asksForDiagram } from './notes';
import { zhNumerals } from './numerals';
import { type DraftBlock, composeSection } from './prose';
import { type ContextFor, type ToldStep, tellSteps } from './steps';
import type { Block, Chapter, ChapterOptions, Diagram, Section } from './types';
import { caption, sectionTitle, subtitle } from './words';

export interface ChapterSource {
  def: AnyGameDefinition;
  events: readonly EngineEvent[];
  notes: readonly ChapterNote[];
  title: string;
  players: Record<Seat, { name: string }>;
}

/** Draws the diagram of a step (its board from the perspective, with its arrows). */
export type DrawDiagram = (step: ToldStep, caption: string) => Promise<Diagram>;

export interface BuildExtras {
  draw?: DrawDiagram;
  contextFor?: ContextFor;
}

/** The step of each turn that did the most (a destruction, damage, the result), when one did anything. */
function decisiveSteps(steps: readonly ToldStep[]): Set<number> {
  const best = new Map<number, ToldStep>();
  for (const s of steps) {
    if (!s.changed || s.score <= 0 || s.routine) continue;
    const b = best.get(s.turn);
    if (!b || s.score > b.score) best.set(s.turn, s);
  }
  const out = new Set([...best.values()].map((s) => s.seq));
  for (const s of steps) if (s.ends) out.add(s.seq);
  return out;
}

function diagramSteps(
  options: ChapterOptions,
  steps: readonly ToldStep[],
  notes: readonly ChapterNote[],
  decisive: ReadonlySet<number>,
): Set<number> {
  const told = new Set(steps.map((s) => s.seq));
  if (options.diagrams === 'none') return new Set();
  if (Array.isArray(options.diagrams)) return new Set(options.diagrams.filter((s) => told.has(s)));
  const marked = notes.filter((n) => asksForDiagram(n.body) && told.has(n.seq)).map((n) => n.seq);
  if (marked.length > 0) return new Set(marked);
  // by default one per turn: the turn's decisive step (the last one where the match ends)
  const perTurn = new Map<number, ToldStep>();
  for (const s of steps) {
    if (!decisive.has(s.seq)) continue;
    const had = perTurn.get(s.turn);
    // the ending step wins unless it is a mere pass and the turn had a real action
    if (!had || !s.routine || had.routine) perTurn.set(s.turn, s);
  }
  return new Set([...perTurn.values()].map((s) => s.seq));
}

function groupByTurn(steps: readonly ToldStep[]): Array<{ turn: number; steps: ToldStep[] }> {
  const out: Array<{ turn: number; steps: ToldStep[] }> = [];
  for (const s of steps) {
    const last = out[out.length - 1];
    if (last && last.turn === s.turn) last.steps.push(s);
    else out.push({ turn: s.turn, steps: [s] });
  }
  return out;
}

const seatOf = (steps: readonly ToldStep[]): Seat | null => {
  const s = steps.find((x) => x.actor === 'p1' || x.actor === 'p2');
  return s ? (s.actor as Seat) : null;
};

export async function buildChapter(
  src: ChapterSource,
  options: ChapterOptions,
  extras: BuildExtras = {},
): Promise<Chapter> {
  const { def, events, players } = src;
  const { lang, detail, perspective } = options;
  const steps = tellSteps(
    def,
    events,
    { from: Math.max(1, options.from), to: options.to },
    perspective,
    lang,
    extras.contextFor,
  );
  const notes = src.notes.filter((n) => n.seq >= options.from && n.seq <= options.to);
  const bySeq = new Map<number, ChapterNote[]>();
  for (const n of notes) if (n.seq > 0) bySeq.set(n.seq, [...(bySeq.get(n.seq) ?? []), n]);
  const decisive = decisiveSteps(steps);
  const diagrams = extras.draw ? diagramSteps(options, steps, notes, decisive) : new Set<number>();
  const bySeqStep = new Map(steps.map((s) => [s.seq, s]));
  const measure = measureWord(def.id);
  const sections: Section[] = [];
  const prologue = notes.filter((n) => n.seq === 0);
  if (prologue.length > 0) {
    const blocks = composeSection(
      { steps: [], notes: new Map(), detail, lang, players, decisive, diagrams, measure },
      prologue,
    );
    sections.push({
      turn: 0,
      seat: null,
      title: sectionTitle(0, null, players, lang),
      blocks: blocks as Block[],
    });
  }
  for (const group of groupByTurn(steps)) {
    const seat = seatOf(group.steps);
    const title = sectionTitle(group.turn, seat, players, lang);
    const drafted = composeSection({
      steps: group.steps,
      notes: bySeq,
      detail,
      lang,
      players,
      decisive,
      diagrams,
      measure,
    });
    const blocks: Block[] = [];
    for (const b of drafted) {
      if (b.kind !== 'slot') {
        blocks.push(b);
        continue;
      }
      const step = bySeqStep.get(b.seq)!;
      const action = lang === 'zh' ? countSameZh(zhNumerals(step.lead), measure) : countSameEn(step.lead);
      blocks.push({ kind: 'diagram', diagram: await extras.draw!(step, caption(title, action, lang)) });
    }
    if (blocks.length > 0) sections.push({ turn: group.turn, seat, title, blocks });
  }
  return {
    title: src.title,
    subtitle: subtitle(def, players, perspective, detail, lang),
    lang,
    options,
    sections,
  };
}

export type { DraftBlock };
