/**
 * GET /api/matches/[id]?line= — the studio's snapshot of one line: the omniscient view, both seats' legal
 * actions, every step told in words, the tree of lines, notes, the fate track's choices and the ruling form.
 * Client-safe.
 */
import { z } from 'zod';
import { action, lineSummary, studioNote } from './authoring';
import { bilingual, players, seat } from './common';
import { viewEnvelope } from './viewer';

export const rulingField = z.object({
  name: z.string(),
  kind: z.enum(['enum', 'integer', 'number', 'string', 'boolean']),
  options: z.array(z.string()).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  required: z.boolean(),
  /** The field's name in words, when the game explains its ruling kinds. */
  label: bilingual.optional(),
  /** What to pick for it (a card, a zone, a seat …), when the game says. */
  pick: z.enum(['card', 'zone', 'seat', 'slot', 'number', 'text', 'option']).optional(),
  /** The words for each allowed value, when the game gives them. */
  optionLabels: z.array(z.object({ value: z.union([z.string(), z.number()]), label: bilingual })).optional(),
});
export type RulingField = z.infer<typeof rulingField>;

export const rulingOp = z.object({
  op: z.string(),
  /** The kind of ruling in words and a one-sentence explanation, when the game gives them. */
  label: bilingual.optional(),
  help: bilingual.optional(),
  fields: z.array(rulingField),
});
export type RulingOp = z.infer<typeof rulingOp>;

/** One step of the line as the steps list shows it (the payload stays on the server: the words tell it). */
export const studioStep = z.object({
  seq: z.number(),
  type: z.string(),
  actor: z.string(),
  text: bilingual,
});
export type StudioStep = z.infer<typeof studioStep>;

/** Where on the board an action starts or aims: a card instance, a slot (ZoneRef, index from 0), or a player. */
export const boardRef = z.union([
  z.object({ card: z.string() }),
  z.object({ slot: z.object({ seat, zone: z.string(), index: z.number().optional() }) }),
  z.object({ seat }),
]);
export type BoardRefJson = z.infer<typeof boardRef>;

/** A legal action with its words: the sentence for its button, its intent, where it starts and aims. */
export const legalAction = action.extend({
  words: z.object({
    text: bilingual,
    intent: z.enum(['summon', 'attack', 'activate', 'move', 'choose', 'draw', 'pass', 'other']),
    subject: boardRef.optional(),
    target: boardRef.optional(),
  }),
});
export type LegalAction = z.infer<typeof legalAction>;

const deckChoice = z.object({ cardId: z.string(), name: bilingual, count: z.number() });

export const studioSnapshot = z.object({
  matchId: z.string(),
  gameId: z.string(),
  gameName: bilingual,
  title: z.string(),
  players,
  lineId: z.string(),
  mainLineId: z.string(),
  /** Who may read the match: `draft` (edit-key holders only), `unlisted` (anyone with a link), `listed`. */
  publication: z.enum(['draft', 'unlisted', 'listed']),
  length: z.number(),
  events: z.array(studioStep),
  view: viewEnvelope,
  /** The current phase in words (from the game's chart). */
  phaseLabel: bilingual,
  /** Both seats' legal actions, each in the author's words. */
  legal: z.object({ p1: z.array(legalAction), p2: z.array(legalAction) }),
  lines: z.array(lineSummary),
  notes: z.array(studioNote),
  deckCards: z.record(seat, z.array(deckChoice)),
  /** instance id -> content card id, and content card id -> { zh, en } name, for labels and the board. */
  instances: z.record(z.string(), z.string()),
  cardNames: z.record(z.string(), bilingual),
  rulingHint: z.string(),
  rulingForm: z.array(rulingOp),
});
export type StudioSnapshot = z.infer<typeof studioSnapshot>;

/** POST /api/matches/[id]/actions with `snapshot: true` answers this. */
export const appendWithSnapshot = z.object({ snapshot: studioSnapshot });
