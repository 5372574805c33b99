/**
 * 星阶 starting positions (起始局面): the JSON shape an author writes in `match.created`'s `position` (a duel
 * script's `position: {…}` line) to begin a match at the start of a named turn instead of the opening setup.
 * The schema catches shape errors (the kernel reports them as ERR_BAD_SETUP); `initFromPosition` checks the
 * rules (ERR_BAD_POSITION) and builds the state. Reference: docs/rules/xingjie.md "Starting positions / 起始局面".
 *
 * Not to be confused with `Position` in state.ts, a character's battle position (attack / defense / face-down).
 */
import { z } from 'zod';

export { initFromPosition, startsFromPosition } from './rules/starting-position';

/** A content card id (content/xingjie/cards.ts); whether it exists and is in the deck list is a rules check. */
const cardId = z.string().min(1).max(100);
const int = z.number().int();

/** A timed stat modifier still running at the start of the turn (e.g. 金钟罩's +5 HP "until the end of next turn"). */
const modSchema = z
  .object({
    atk: int.min(-1000).max(1000).optional(),
    hp: int.min(-1000).max(1000).optional(),
    /** `endOfTurn`: it expires at the end of the named turn; `leavesField` (default): while the card stays. */
    until: z.enum(['endOfTurn', 'leavesField']).optional(),
  })
  .strict();

/** A front-row character: a bare card id is a face-up attack-position character with no damage. */
const characterSchema = z.union([
  cardId,
  z
    .object({
      card: cardId,
      /** Front-row slot (0-based); omitted: the lowest slot left free, in the order written. */
      slot: int.optional(),
      position: z.enum(['attack', 'defense', 'faceDownDefense']).optional(),
      damage: int.optional(),
      mods: z.array(modSchema).max(20).optional(),
      /** Indexes of its once-per-game effects already used (one entry per use). */
      effectsUsed: z.array(int.min(0).max(20)).max(20).optional(),
    })
    .strict(),
]);

/** A back-row card: a bare card id is a set (face-down) magic or trap. */
const backRowSchema = z.union([
  cardId,
  z
    .object({
      card: cardId,
      /** Back-row slot (0-based); omitted: the lowest slot left free, in the order written. */
      slot: int.optional(),
      /** Magic and traps: false (default) = set; true = a face-up continuous magic or trap. */
      faceUp: z.boolean().optional(),
      /** Character equipment: the front-row slot of the character it is equipped to (required). */
      equippedTo: int.optional(),
      /** Character equipment: durability left (default: the printed durability). */
      durability: int.max(1000).optional(),
    })
    .strict(),
]);

/** Person equipment (a weapon): a bare card id has its printed durability. */
const personEquipSchema = z.union([
  cardId,
  z.object({ card: cardId, durability: int.max(1000).optional() }).strict(),
]);

const pile = z.array(cardId).max(200);

export const seatPositionSchema = z
  .object({
    /** Avatar HP now (default: full, the R40 cap: starting HP plus the person equipment's hpBonus). */
    hp: int.max(100_000).optional(),
    hand: pile.optional(),
    graveyard: pile.optional(),
    banished: pile.optional(),
    front: z.array(characterSchema).max(20).optional(),
    back: z.array(backRowSchema).max(20).optional(),
    /** The field magic zone: a field magic card id, or null / omitted for none. */
    field: cardId.nullable().optional(),
    personEquips: z.array(personEquipSchema).max(10).optional(),
  })
  .strict();

export const startingPositionSchema = z
  .object({
    /** The turn number (1-based, global: turn 1 is the first player's first turn). */
    turn: int.max(100_000),
    /** Whose turn it is; default: from the setup's firstPlayer and the turn's parity, else p1. */
    turnPlayer: z.enum(['p1', 'p2']).optional(),
    p1: seatPositionSchema.optional(),
    p2: seatPositionSchema.optional(),
  })
  .strict();

export type StartingPosition = z.infer<typeof startingPositionSchema>;
export type SeatPosition = z.infer<typeof seatPositionSchema>;
export type CharacterEntry = z.infer<typeof characterSchema>;
export type BackRowEntry = z.infer<typeof backRowSchema>;
export type PersonEquipEntry = z.infer<typeof personEquipSchema>;
