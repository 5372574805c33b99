/**
 * What the replay viewer's pages and routes send to the browser, and the queries its routes take. Client-safe.
 * Everything here is built from `view(def, state, perspective)` and narration; raw events and raw states never
 * leave the server (match.created holds decklists and the seed, from which hidden cards could be derived).
 */
import { z } from 'zod';
import { bilingual, id, lang, noteKind, perspective, players, seat, stepParam } from './common';

export { ACTORS, WINDOW, windowStart } from './steps';

/** A JSON patch step: set `value` at `path`, or delete the key when the tuple has no value. */
export type PatchOp = [path: (string | number)[], value?: unknown];
export type Patch = PatchOp[];
const patch = z.array(z.custom<PatchOp>((v) => Array.isArray(v) && Array.isArray(v[0])));

/** The kernel's perspective envelope (machines/engine/present.ts EnvelopeView) as it travels to the browser. */
export const viewEnvelope = z.object({
  gameId: z.string(),
  seq: z.number(),
  phase: z.string(),
  turn: z.number(),
  active: seat.nullable(),
  perspective,
  players,
  result: z.object({ winner: seat.nullable(), reason: z.string(), text: bilingual }).nullable(),
  pins: z.array(z.unknown()).nullable(),
  board: z.unknown(),
});
export type ViewEnvelope = z.infer<typeof viewEnvelope>;

/**
 * The whole line, compactly: one entry per step (index = seq). Type and phase are indices into `types`/`phases`;
 * actor: 0 p1, 1 p2, 2 author, 3 system. `phaseLabels[i]` names `phases[i]` in words (from the game's chart).
 * `quiet[i]` is 1 for a step a reader may skip.
 */
export const timeline = z.object({
  length: z.number(),
  types: z.array(z.string()),
  phases: z.array(z.string()),
  phaseLabels: z.array(bilingual),
  type: z.array(z.number()),
  actor: z.array(z.number()),
  turn: z.array(z.number()),
  phase: z.array(z.number()),
  /**
   * 1 where the step is quiet (machines/engine quietStep: a pass that changes nothing a reader sees); the
   * reader's "skip the passes" setting steps over these and the timeline draws them folded.
   */
  quiet: z.array(z.number()),
});
export type Timeline = z.infer<typeof timeline>;

/**
 * A card's printed face told in one language (the engine's `cardInfo`): the board draws its frame and type mark
 * from it, a card detail its type, printed numbers and rules text. Sent only for cards the views show.
 */
export const cardFace = z.object({
  name: z.string(),
  /** The game's card type the board picks a frame by (`soul`, `trap` …); never shown. */
  face: z.string(),
  type: z.string(),
  mark: z.string(),
  stats: z.array(z.object({ key: z.string(), label: z.string(), value: z.union([z.number(), z.string()]) })),
  text: z.string(),
});
export type CardFaceInfo = z.infer<typeof cardFace>;
export type CardFaces = Record<string, CardFaceInfo>;

/** Views and narration for steps `from..to` (inclusive) in one perspective and language. */
export const viewWindow = z.object({
  from: z.number(),
  to: z.number(),
  /** The view after step `from`. */
  keyframe: viewEnvelope,
  /** patches[i] turns the view after step from+i into the view after step from+i+1. */
  patches: z.array(patch),
  /** Narration of each step from..to, already redacted for the perspective. */
  narration: z.array(z.string()),
  /**
   * subs[i]: the consequences of step from+i told one by one for the perspective (the reader's sub-steps), from
   * the engine's typed consequence list; empty where the step has fewer than two.
   */
  subs: z.array(z.array(z.string())),
  /**
   * Reader stops (a state the rules pass through inside one step, such as 武魂志's end of battle): for step `seq`,
   * `patch` turns that step's view into the view at the stop (filtered for the perspective like every view), shown
   * while the reader is at sub-step `sub` or an earlier one. Absent where no step of the window has one.
   */
  stops: z.array(z.object({ seq: z.number(), sub: z.number(), patch })).optional(),
  /** Names (in the window's language) of every card id these views show. */
  names: z.record(z.string(), z.string()),
  /** The printed face (in the window's language) of every card id these views show: the same ids as `names`. */
  cards: z.record(z.string(), cardFace),
});
export type ViewWindow = z.infer<typeof viewWindow>;

export const noteView = z.object({
  id: z.string(),
  seq: z.number(),
  kind: noteKind,
  spoiler: z.boolean(),
  /** Sanitised HTML; null for a spoiler note whose step the reader has not reached yet (fetched on arrival). */
  html: z.string().nullable(),
});
export type NoteView = z.infer<typeof noteView>;

/** What a reader is told of the notes after the step they reached: how many, and the step of the next one. */
export const laterNotes = z.object({ count: z.number(), next: z.number().nullable() });
export type LaterNotes = z.infer<typeof laterNotes>;

/** The notes a reader may see now (anchored up to the step reached, or every one when they opted in). */
export const notesPayload = z.object({ notes: z.array(noteView), later: laterNotes });
export type NotesPayload = z.infer<typeof notesPayload>;

export const lineOption = z.object({
  id: z.string(),
  name: z.string(),
  length: z.number(),
  isMain: z.boolean(),
  forkSeq: z.number().nullable(),
  /**
   * Where this line hangs in the tree of variations seen from the line shown (app/lib/line-tree.ts): under that
   * line, after its step `after`. Absent for the line shown and for a line with no step of its own.
   */
  branch: z.object({ under: z.string(), after: z.number() }).optional(),
});
export type LineOption = z.infer<typeof lineOption>;

/** Everything the player needs for its first render. */
export const playerPayload = z.object({
  matchId: z.string(),
  title: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  players,
  lineId: z.string(),
  lines: z.array(lineOption),
  timeline,
  at: z.number(),
  /** The sub-step the URL names (`&sub=`), if any. */
  sub: z.number().optional(),
  perspective,
  lang,
  windows: z.array(viewWindow),
  notes: notesPayload,
});
export type PlayerPayload = z.infer<typeof playerPayload>;

export interface Moment {
  at: number;
  /** The consequence (sub-step) of step `at` the reader is on, from 0; absent: the whole step. */
  sub?: number;
  perspective: z.infer<typeof perspective>;
  lineId: string;
}

/* ------------------------------------------------------------------------------------------- the routes */

/** GET /api/views/window */
export const windowQuery = z.object({
  match: id,
  line: id,
  view: perspective,
  lang: lang.default('zh'),
  seq: stepParam,
  /** The line length the client knows; only part of the URL so that caches never mix two lengths. */
  len: stepParam.optional(),
});
export type WindowQuery = z.infer<typeof windowQuery>;

/** GET /api/views/moves: the move list's words of one aligned window of a line, for a perspective. */
export const movesQuery = windowQuery;

/**
 * The move list's words for steps `from..to` of a line, told for the perspective (the windows' narration, without
 * the views): each step's sentence, the seat to act after it (-1: none) and whether it is quiet.
 */
export const movesChunk = z.object({
  from: z.number(),
  to: z.number(),
  narration: z.array(z.string()),
  /** 0: p1, 1: p2, -1: nobody. */
  active: z.array(z.number()),
  quiet: z.array(z.number()),
});
export type MovesChunk = z.infer<typeof movesChunk>;

/**
 * GET /api/views/notes -> NotesPayload: the notes up to step `upTo` and a count of the later ones; with `all=1`
 * (the reader opted in) every note, spoiler-flagged bodies still only up to `upTo`.
 */
export const notesQuery = z.object({
  match: id,
  line: id,
  upTo: stepParam,
  all: z.enum(['0', '1']).optional(),
});
export const notesResponse = notesPayload;
