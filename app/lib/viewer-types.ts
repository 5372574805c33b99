/**
 * Shapes the replay viewer sends from the server to the browser. Client-safe: types only, no engine or db code.
 * Everything here is built from `view(def, state, perspective)` and narration; raw events and raw states never
 * leave the server (match.created holds decklists and the seed, from which hidden cards could be derived).
 */
export type Perspective = 'omniscient' | 'p1' | 'p2';
export type Seat = 'p1' | 'p2';
export type Lang = 'zh' | 'en';
export type NoteKind = 'narration' | 'commentary' | 'dialogue' | 'beat';

/** A JSON patch step: set `value` at `path`, or delete the key when the tuple has no value. */
export type PatchOp = [path: (string | number)[], value?: unknown];
export type Patch = PatchOp[];

/** The kernel's perspective envelope (machines/engine/present.ts EnvelopeView) as it travels to the browser. */
export interface ViewEnvelope {
  gameId: string;
  seq: number;
  phase: string;
  turn: number;
  active: Seat | null;
  perspective: Perspective;
  players: Record<Seat, { name: string }>;
  result: { winner: Seat | null; reason: string; text: { zh: string; en: string } } | null;
  pins: unknown[] | null;
  board: unknown;
}

/**
 * The whole line, compactly: one entry per step (index = seq). Type and phase are indices into `types`/`phases`;
 * actor: 0 p1, 1 p2, 2 author, 3 system.
 */
export interface Timeline {
  length: number;
  types: string[];
  phases: string[];
  type: number[];
  actor: number[];
  turn: number[];
  phase: number[];
}

export const ACTORS = ['p1', 'p2', 'author', 'system'] as const;

/** Steps per window; windows are aligned to multiples of this so the server caches them well. */
export const WINDOW = 64;
export const windowStart = (seq: number) => Math.floor(seq / WINDOW) * WINDOW;

/** Views and narration for steps `from..to` (inclusive) in one perspective and language. */
export interface ViewWindow {
  from: number;
  to: number;
  /** The view after step `from`. */
  keyframe: ViewEnvelope;
  /** patches[i] turns the view after step from+i into the view after step from+i+1. */
  patches: Patch[];
  /** Narration of each step from..to, already redacted for the perspective. */
  narration: string[];
  /** Names (in the window's language) of every card id these views show. */
  names: Record<string, string>;
}

export interface NoteView {
  id: string;
  seq: number;
  kind: NoteKind;
  spoiler: boolean;
  /** Sanitised HTML; null for a spoiler note whose step the reader has not reached yet (fetched on arrival). */
  html: string | null;
}

export interface LineOption {
  id: string;
  name: string;
  length: number;
  isMain: boolean;
  forkSeq: number | null;
}

/** Everything the player needs for its first render. */
export interface PlayerPayload {
  matchId: string;
  title: string;
  gameId: string;
  gameName: string;
  players: Record<Seat, { name: string }>;
  lineId: string;
  lines: LineOption[];
  /** Length of the line (last step = length - 1). */
  timeline: Timeline;
  at: number;
  perspective: Perspective;
  lang: Lang;
  windows: ViewWindow[];
  notes: NoteView[];
}

export interface Moment {
  at: number;
  perspective: Perspective;
  lineId: string;
}
