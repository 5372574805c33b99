/**
 * Described starting positions ("puzzles") for 武魂志: the JSON an author writes in `setup.position` (a duel
 * script's `position:` line) and the function that builds the match state from it. The shape is checked here
 * (zod, strict: a shape error is ERR_BAD_SETUP); the rules a position must keep are checked in
 * rules/position.ts (ERR_BAD_POSITION). Semantics and defaults: docs/rules/wuhunzhi.md, "Starting positions".
 */
import { z } from 'zod';
import type { MatchSetup } from '@/machines/engine/types';
import type { WuhunzhiConfig } from './config';
import { buildPosition } from './rules/position';
import type { WuhunzhiState } from './types';

/** A content card id (content/wuhunzhi/cards.ts), never an instance id. */
const cardId = z.string().min(1).max(80);
const count = z.number().int().min(0).max(1_000_000);

/** A sand-field card: face up, undamaged unless said otherwise. */
const fieldCardSchema = z.union([
  cardId,
  z.object({ card: cardId, faceUp: z.boolean().optional(), damage: count.optional() }).strict(),
]);

/** A soul-yard card: upright unless `tapped`. */
const yardCardSchema = z.union([cardId, z.object({ card: cardId, tapped: z.boolean().optional() }).strict()]);

/** The card summoned into an altar: face up unless said otherwise; `enteredRound` defaults to the previous round. */
const occupantSchema = z.union([
  cardId,
  z.object({ card: cardId, faceUp: z.boolean().optional(), enteredRound: count.optional() }).strict(),
]);

/** An altar slot: face up unless `faceUp: false`; souls bound beneath it; its occupant. */
const altarSchema = z.union([
  cardId,
  z
    .object({
      card: cardId,
      faceUp: z.boolean().optional(),
      destroyed: z.boolean().optional(),
      bound: z.array(cardId).optional(),
      occupant: occupantSchema.optional(),
    })
    .strict(),
]);

/** A timed event in the slot above the general; `activatedRound` defaults to the previous round. */
const eventSchema = z.union([cardId, z.object({ card: cardId, activatedRound: count.optional() }).strict()]);

export const seatPositionSchema = z
  .object({
    hand: z.array(cardId).optional(),
    /** Keys are cells "1".."9" (row-major, row 1 faces the opponent). */
    sandField: z.record(z.string(), fieldCardSchema).optional(),
    /** Slots in order (index 0 = the `altar: 0` of actions); unlisted altars of the deck follow, face down. */
    altars: z.array(altarSchema).optional(),
    soulYard: z.array(yardCardSchema).optional(),
    discardPile: z.array(cardId).optional(),
    banished: z.array(cardId).optional(),
    /** The active general; `null` = none left. Omitted: the first general of the deck list not placed elsewhere. */
    general: cardId.nullable().optional(),
    /** Face-down reserve generals, the next one to flip first; unplaced generals of the deck list follow. */
    reserves: z.array(cardId).optional(),
    event: eventSchema.optional(),
    strategy: cardId.optional(),
  })
  .strict();

export const positionSchema = z
  .object({
    /** The round whose preparation phase play starts from (≥ 1). */
    round: z.number().int(),
    /** Who holds initiative (先攻) this round; default `setup.firstPlayer`, else p1. */
    first: z.enum(['p1', 'p2']).optional(),
    p1: seatPositionSchema.optional(),
    p2: seatPositionSchema.optional(),
  })
  .strict();

export type WuhunzhiPosition = z.infer<typeof positionSchema>;
export type SeatPosition = z.infer<typeof seatPositionSchema>;

/**
 * Build the match state of a new match from a described position (instead of the opening setup). Throws
 * ERR_BAD_POSITION / ERR_ILLEGAL_DECK before the state is usable when the position breaks a rule.
 */
export function initFromPosition(
  draft: WuhunzhiState,
  setup: MatchSetup<WuhunzhiConfig>,
  position: WuhunzhiPosition,
): void {
  buildPosition(draft, setup, position);
}
