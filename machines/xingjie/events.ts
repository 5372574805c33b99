/**
 * Payload schemas (validated at the edge by the kernel): the game's part of `match.created` (decks, a starting
 * position) and every action's payload; upcasters. Schema version 1.
 */
import { z } from 'zod';
import { CARDS } from './catalog';
import { startingPositionSchema } from './position';

export const SCHEMA_VERSION = 1;

/** One seat's deck in `setup.decks` (§3, R4): rank, an optional life override, the card ids of the deck list. */
export const playerSetupSchema = z
  .object({
    rank: z.number().int().min(1).max(100),
    hpOverride: z.number().int().min(1).max(100000).optional(),
    /** The deck list; a starting position may leave it out (then the position names every card the seat has). */
    cards: z
      .array(z.string().refine((id) => id in CARDS, { message: 'unknown card' }))
      .max(200)
      .default([]),
  })
  .strict();
export type PlayerSetup = z.infer<typeof playerSetupSchema>;

/** `setup.decks` and `setup.position` (a described starting position replaces the opening setup). */
export const setupSchema = z.object({
  decks: z.object({ p1: playerSetupSchema, p2: playerSetupSchema }).strict(),
  position: startingPositionSchema.optional(),
});
/**
 * A match with custom cards: deck lists may name any id here and `deckProblems` refuses an unknown one
 * (ERR_BAD_DECK naming it, ruling 42). Built once: building and compiling a zod schema per match would cost more
 * than replaying it.
 */
const customSetupSchema = z.object({
  decks: z
    .object({
      p1: playerSetupSchema.extend({ cards: z.array(z.string().min(1).max(100)).max(200).default([]) }),
      p2: playerSetupSchema.extend({ cards: z.array(z.string().min(1).max(100)).max(200).default([]) }),
    })
    .strict(),
  position: startingPositionSchema.optional(),
});
export const setupSchemaFor = (custom: Readonly<Record<string, unknown>>) =>
  Object.keys(custom).length === 0 ? setupSchema : customSetupSchema;

const seat = z.enum(['p1', 'p2']);
const slot = z.number().int().min(0).max(11);
const id = z.string().min(1).max(40);
export const refSchema = z.object({ seat, zone: z.enum(['front', 'back', 'avatar']), slot }).strict();
const position = z.enum(['attack', 'defense', 'faceDownDefense']);

const activation = {
  targets: z.array(refSchema).max(4).optional(),
  costCards: z.array(id).max(10).optional(),
};

export const payloadSchemas = {
  'priority.pass': z.object({}).strict(),
  // An attack-position summon omits `position`; `defense` is allowed only when normalSummonPositions says so.
  'summon.normal': z
    .object({ card: id, tributes: z.array(slot).max(12), position: z.literal('defense').optional() })
    .strict(),
  'summon.set': z.object({ card: id, tributes: z.array(slot).max(12) }).strict(),
  'backrow.set': z.object({ card: id }).strict(),
  'magic.activate': z.object({ card: id, ...activation }).strict(),
  'field.activate': z.object({ card: id }).strict(),
  'equip.character': z.object({ card: id, target: refSchema }).strict(),
  'equip.person': z.object({ card: id }).strict(),
  'position.change': z.object({ slot, to: position }).strict(),
  'set.activate': z.object({ slot, ...activation }).strict(),
  'effect.activate': z
    .object({
      source: z.object({ zone: z.enum(['front', 'person']), slot }).strict(),
      effect: z.number().int().min(0).max(9),
      ...activation,
    })
    .strict(),
  'battle.attack': z
    .object({ attacker: z.union([slot, z.literal('avatar')]), target: z.union([slot, z.literal('avatar')]) })
    .strict(),
  'hand.discard': z.object({ card: id }).strict(),
  'choice.pick': z
    .object({ option: z.number().int().min(0).max(200), position: position.optional() })
    .strict(),
} as const;

export type ActionType = keyof typeof payloadSchemas;
export type PayloadOf<T extends ActionType> = z.infer<(typeof payloadSchemas)[T]>;

/** No payload has changed shape yet; upcasters[type][v] would turn version v into v + 1. */
export const upcasters: Record<string, Record<number, (payload: any) => any>> = {};
