/**
 * Requests and responses of the authoring API (app/api/matches/…). Client-safe. Every text a person types goes
 * through the shared text rules (./text.ts); JSON a person writes through `cleanJson`.
 */
import { z } from 'zod';
import { actor, bilingual, id, noteKind, seat, step } from './common';
import { cardSetRef, MAX_CARDS_PER_SET } from './card-sets';
import { cleanJson, text } from './text';

const name = text({ max: 40 });
export const lineName = text({ max: 80 });
/** Longest note body in characters (a longer one is 413 ERR_TOO_LARGE, like an oversized body). */
export { NOTE_MAX } from './steps';

export const deckInput = z.union([
  z.object({ preset: z.string().min(1).max(80) }).strict(),
  z.object({ list: text({ max: 64 * 1024, optional: true, multiline: true }) }).strict(),
  z.object({ json: cleanJson }).strict(),
]);
export type DeckInput = z.infer<typeof deckInput>;

/** POST /api/matches */
export const createMatchRequest = z
  .object({
    gameId: z.string().min(1).max(40),
    title: text({ max: 200, optional: true }).optional(),
    players: z.object({ p1: z.object({ name }), p2: z.object({ name }) }),
    decks: z.object({ p1: deckInput, p2: deckInput }).optional(),
    seed: z.number().int().min(0).max(4294967295).optional(),
    firstPlayer: seat.optional(),
    stacked: z.array(seat).max(2).optional(),
    config: cleanJson.pipe(z.record(z.string(), z.unknown())).optional(),
    position: cleanJson.optional(),
    /** Custom cards from the author's card sets (the request carries each set's key: cookie or header). */
    cardSets: z.array(cardSetRef).max(20).optional(),
    /** Custom card definitions given inline (the game's card shape), with the sets' cards: no id twice. */
    cards: z.array(z.unknown()).max(MAX_CARDS_PER_SET).optional(),
  })
  .strict();
export type CreateMatchRequest = z.input<typeof createMatchRequest>;

export const createMatchResponse = z.object({
  matchId: z.string(),
  lineId: z.string(),
  editKey: z.string(),
  editUrl: z.string(),
  studioUrl: z.string(),
  viewUrl: z.string(),
});
export type CreateMatchResponse = z.infer<typeof createMatchResponse>;

/** POST /api/matches/import: a text/plain body, or this JSON. */
export const importRequest = z.object({ script: z.string().min(1) }).strict();
export const importResponse = z.object({
  matchId: z.string(),
  lineId: z.string(),
  editKey: z.string(),
  editUrl: z.string(),
  steps: z.number(),
  notes: z.number(),
});
export type ImportResponse = z.infer<typeof importResponse>;

export const action = z.object({ type: z.string().min(1).max(64), actor, payload: z.unknown() });
export type Action = z.infer<typeof action>;

/** POST /api/matches/[id]/actions */
export const appendRequest = z
  .object({
    lineId: id.optional(),
    expectedSeq: z.number().int().min(1).max(1_000_000),
    action: z.object({
      type: z.string().min(1).max(64),
      actor: z.enum(['p1', 'p2', 'author']),
      payload: cleanJson.optional(),
    }),
    /** Answer with the refreshed studio snapshot too (saves the client its reload). */
    snapshot: z.boolean().optional(),
  })
  .strict();
export type AppendRequest = z.input<typeof appendRequest>;

export const appendResult = z.object({
  lineId: z.string(),
  seq: z.number(),
  next: z.number(),
  /** The new step told in words (omniscient). */
  text: bilingual,
});
export type AppendResult = z.infer<typeof appendResult>;

/** GET /api/matches/[id]/legal?line=&seat= */
export const legalQuery = z.object({ line: id.optional(), seat });
export const legalResponse = z.object({
  lineId: z.string(),
  seq: z.number(),
  phase: z.string(),
  actions: z.array(action),
});

/** POST /api/matches/[id]/undo */
export const undoRequest = z.object({ lineId: id.optional(), expectedSeq: z.number().int().min(1) }).strict();
export const undoResponse = z.object({ lineId: z.string(), main: z.boolean(), length: z.number() });
export type UndoResponse = z.infer<typeof undoResponse>;

/** POST /api/matches/[id]/lines: a variation sharing `fromLineId` up to `atSeq`. */
export const forkRequest = z.object({ fromLineId: id, atSeq: step, name: lineName }).strict();
/** PATCH /api/matches/[id]/lines/[lineId] */
export const renameRequest = z.object({ name: lineName }).strict();
export const renameResponse = z.object({ lineId: z.string(), name: z.string() });
export type RenameResponse = z.infer<typeof renameResponse>;
/** POST /api/matches/[id]/lines/[lineId]/promote (no body) */
export const promoteResponse = z.object({ mainLineId: z.string() });
export type PromoteResponse = z.infer<typeof promoteResponse>;

export const lineSummary = z.object({
  id: z.string(),
  matchId: z.string().optional(),
  name: z.string(),
  parentLineId: z.string().nullable(),
  forkSeq: z.number().nullable(),
  createdAt: z.string().optional(),
  length: z.number(),
  isMain: z.boolean(),
  /** Who sees it: shown (readers), hidden (the author only), archived (put away, restorable). */
  visibility: z.enum(['shown', 'hidden', 'archived']).optional(),
});
export type LineSummary = z.infer<typeof lineSummary>;
/** GET /api/matches/[id]/lines */
export const linesResponse = z.object({ lines: z.array(lineSummary) });
/** POST /api/matches/[id]/lines answers the new line. */
export const forkResponse = z.object({
  id: z.string(),
  matchId: z.string(),
  parentLineId: z.string().nullable(),
  forkSeq: z.number().nullable(),
  name: z.string(),
  createdAt: z.string(),
});
export type ForkResponse = z.infer<typeof forkResponse>;

const noteBody = text({ max: Number.MAX_SAFE_INTEGER, multiline: true });
/** POST /api/matches/[id]/notes: a new note, or a revision of one. */
export const noteRequest = z.union([
  z
    .object({ lineId: id, seq: step, kind: noteKind, body: noteBody, spoiler: z.boolean().optional() })
    .strict(),
  z
    .object({
      noteId: id,
      expectedRevision: z.number().int().min(0).optional(),
      kind: noteKind.optional(),
      body: noteBody.optional(),
      spoiler: z.boolean().optional(),
      deleted: z.boolean().optional(),
    })
    .strict(),
]);
export type NoteRequest = z.input<typeof noteRequest>;

export const studioNote = z.object({
  noteId: z.string(),
  lineId: z.string(),
  seq: z.number(),
  revision: z.number(),
  kind: noteKind,
  body: z.string(),
  spoiler: z.boolean(),
  createdAt: z.string(),
});
export type StudioNote = z.infer<typeof studioNote>;
export const notesResponse = z.object({ notes: z.array(studioNote) });
export const noteHistoryResponse = z.object({ revisions: z.array(studioNote) });
