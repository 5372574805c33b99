/**
 * The chapter draft as a document: sections per turn holding paragraphs, dialogue lines, the author's asides,
 * scene breaks and board diagrams. Built once from a line's steps, notes and narration for one perspective and
 * detail level (build.ts), then written as plain text, Markdown or .docx (write-*.ts). Nothing here knows a
 * format; nothing in a writer knows a game.
 */
import 'server-only';
import type { Perspective, Seat } from '@/machines/engine';

/** How much of the mechanics the prose keeps: every number, the decisive ones, or none. */
export type Detail = 'all' | 'decisive' | 'none';
export const DETAILS: readonly Detail[] = ['all', 'decisive', 'none'];

export type ChapterFormat = 'txt' | 'md' | 'docx';
export const FORMATS: readonly ChapterFormat[] = ['txt', 'md', 'docx'];

export type ChapterLang = 'zh' | 'en';

/** Which steps get a board diagram: the author's marks (else each turn's decisive step), a step list, or none. */
export type DiagramChoice = 'auto' | 'none' | number[];

export interface ChapterOptions {
  perspective: Perspective;
  detail: Detail;
  lang: ChapterLang;
  /** First and last step (event seq) told, inclusive. */
  from: number;
  to: number;
  diagrams: DiagramChoice;
}

/** A run of text with its emphasis; `seq` marks text the engine told for that step (the author's has none). */
export interface Run {
  text: string;
  strong?: boolean;
  em?: boolean;
  code?: boolean;
  seq?: number;
}

export interface Diagram {
  /** The step it shows (the board before the step when the step has arrows to draw, else after it). */
  seq: number;
  caption: string;
  width: number;
  height: number;
  svg: string;
  /** The SVG as a PNG of `width` x `height` (may be rasterised on first read). */
  readonly png: Uint8Array;
  /** Rasterises the PNG off the main thread (several at once use both cores); `png` reads it after. */
  pngReady?: () => Promise<Uint8Array>;
}

export type Block =
  | { kind: 'paragraph'; runs: Run[] }
  /** A spoken line; `line` is already in 「」 (zh) or quotes as the author wrote it. */
  | { kind: 'dialogue'; speaker: string | null; runs: Run[] }
  /** The author's commentary on the mechanics, kept apart from the story's prose. */
  | { kind: 'aside'; runs: Run[] }
  | { kind: 'break' }
  | { kind: 'diagram'; diagram: Diagram };

export interface Section {
  /** The turn counter of the engine (1-based); 0 for the prologue before the first turn. */
  turn: number;
  /** The seat whose turn it is, when one seat acted in it first. */
  seat: Seat | null;
  title: string;
  blocks: Block[];
}

export interface Chapter {
  title: string;
  /** Game, players, perspective and detail in words. */
  subtitle: string;
  lang: ChapterLang;
  options: ChapterOptions;
  sections: Section[];
}

export const runsText = (runs: readonly Run[]) => runs.map((r) => r.text).join('');
