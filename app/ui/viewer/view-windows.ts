/**
 * The player's view windows, as immutable data the player machine keeps in its context: per perspective, the
 * windows received so far (each materialised once from its keyframe plus diffs, with structural sharing) and the
 * card names they show; which windows the current moment wants, in order of need. Pure: no fetch, no React.
 */
import { applyPatch } from '@/app/lib/viewer-diff';
import { prevMark } from '@/app/lib/viewer-nav';
import type { Perspective } from '@/app/contracts/common';
import type { CardFaces, Moment, ViewEnvelope, ViewWindow } from '@/app/contracts/viewer';
import { WINDOW, windowStart } from '@/app/contracts/steps';

/** One window's views and narration, index = seq - from. */
export interface LoadedWindow {
  from: number;
  views: ViewEnvelope[];
  narration: string[];
  /** The consequences of each step as sub-steps (empty where fewer than two). */
  subs: string[][];
  /** Reader stops inside steps: the view at the stop, shown at sub-step `sub` and the ones before it. */
  stops: ReadonlyArray<{ seq: number; sub: number; view: ViewEnvelope }>;
}

export interface PerspectiveStore {
  /** Keyed by the window's first step. */
  windows: Readonly<Record<number, LoadedWindow>>;
  names: Readonly<Record<string, string>>;
  /** The printed faces of the cards the windows show (same ids as `names`). */
  cards: Readonly<CardFaces>;
}

export type Stores = Readonly<Partial<Record<Perspective, PerspectiveStore>>>;

/** A window of one perspective, named by its first step. */
export interface WindowRef {
  perspective: Perspective;
  from: number;
}

/** Near a window's edge by less than this many steps, the neighbouring window is fetched ahead. */
export const PREFETCH_MARGIN = 32;
/** The event list shows the whole turn, but at most this many steps before the current one. */
export const LIST_REACH = 20;

export const sameRef = (a: WindowRef | null, b: WindowRef | null) =>
  a !== null && b !== null && a.perspective === b.perspective && a.from === b.from;

export function materialise(w: ViewWindow): LoadedWindow {
  const views: ViewEnvelope[] = [w.keyframe];
  for (const patch of w.patches) views.push(applyPatch(views[views.length - 1], patch));
  const stops = (w.stops ?? []).map((s) => ({
    seq: s.seq,
    sub: s.sub,
    view: applyPatch(views[s.seq - w.from], s.patch),
  }));
  return { from: w.from, views, narration: w.narration, subs: w.subs, stops };
}

/** The stores with one more window (a new object; every other window and store is shared). */
export function withWindow(stores: Stores, perspective: Perspective, w: ViewWindow): Stores {
  const s = stores[perspective];
  return {
    ...stores,
    [perspective]: {
      windows: { ...s?.windows, [w.from]: materialise(w) },
      names: { ...s?.names, ...w.names },
      cards: { ...s?.cards, ...w.cards },
    },
  };
}

export function storesFrom(perspective: Perspective, windows: readonly ViewWindow[]): Stores {
  let stores: Stores = {};
  for (const w of windows) stores = withWindow(stores, perspective, w);
  return stores;
}

const windowOf = (stores: Stores, p: Perspective, seq: number) => stores[p]?.windows[windowStart(seq)];

export const viewAt = (stores: Stores, p: Perspective, seq: number): ViewEnvelope | undefined => {
  const w = windowOf(stores, p, seq);
  return w?.views[seq - w.from];
};

/**
 * What the board shows at a step and sub-step: inside a step that passed a reader stop, at a sub-step up to the
 * stop's, the view at the first such stop (the board as it stood then); otherwise the step's view.
 */
export const boardAt = (
  stores: Stores,
  p: Perspective,
  seq: number,
  sub: number | undefined,
): ViewEnvelope | undefined => {
  const w = windowOf(stores, p, seq);
  if (!w) return undefined;
  if (sub !== undefined) for (const s of w.stops) if (s.seq === seq && sub <= s.sub) return s.view;
  return w.views[seq - w.from];
};

export const narrationAt = (stores: Stores, p: Perspective, seq: number): string | undefined => {
  const w = windowOf(stores, p, seq);
  return w?.narration[seq - w.from];
};

const NO_SUBS: readonly string[] = Object.freeze([]);
export const subsAt = (stores: Stores, p: Perspective, seq: number): readonly string[] => {
  const w = windowOf(stores, p, seq);
  return w?.subs[seq - w.from] ?? NO_SUBS;
};

export const namesOf = (stores: Stores, p: Perspective): Readonly<Record<string, string>> =>
  stores[p]?.names ?? EMPTY_NAMES;
const EMPTY_NAMES: Readonly<Record<string, string>> = Object.freeze({});

export const cardsOf = (stores: Stores, p: Perspective): Readonly<CardFaces> =>
  stores[p]?.cards ?? EMPTY_CARDS;
const EMPTY_CARDS: Readonly<CardFaces> = Object.freeze({});

/** What the board shows at a moment: its view, and the names and faces of the cards the perspective has seen. */
export interface Shown {
  view: ViewEnvelope;
  names: Readonly<Record<string, string>>;
  cards: Readonly<CardFaces>;
}

export function shownAt(stores: Stores, p: Perspective, seq: number, sub: number | undefined): Shown | null {
  const view = boardAt(stores, p, seq, sub);
  return view ? { view, names: namesOf(stores, p), cards: cardsOf(stores, p) } : null;
}

/**
 * The windows the moment needs and does not have, most needed first: the current step's, the neighbour it is
 * close to (ahead of stepping across the edge), and the one where the current turn's event list begins.
 */
export function wantedWindows(
  stores: Stores,
  moment: Moment,
  turns: readonly number[],
  last: number,
): WindowRef[] {
  const { at, perspective } = moment;
  const w = windowStart(at);
  const seqs = [at];
  if (at - w < PREFETCH_MARGIN) seqs.push(w - 1);
  if (w + WINDOW - 1 - at < PREFETCH_MARGIN) seqs.push(w + WINDOW);
  seqs.push(Math.max(prevMark(turns, at + 1), at - LIST_REACH));
  const out: WindowRef[] = [];
  for (const seq of seqs) {
    if (seq < 0 || seq > last || viewAt(stores, perspective, seq)) continue;
    const ref = { perspective, from: windowStart(seq) };
    if (!out.some((r) => sameRef(r, ref))) out.push(ref);
  }
  return out;
}
