/**
 * Described starting positions ("puzzles" and scenes) for 武魂志: the JSON an author writes in `setup.position` (a
 * duel script's `position:` line), as a zod schema and its types. The shape is checked here (strict; the kernel
 * refuses a shape error with ERR_BAD_POSITION naming the field path); rules/start-position*.ts build the state and
 * check the rules a position must keep (ERR_BAD_POSITION naming the field). A position stands at the start of a round unless `at` names the moment of
 * the round where play resumes (a phase and its step, e.g. the battle at cell 4); then it may also say every status
 * the rules track inside a round. Semantics and defaults: docs/rules/wuhunzhi.md, "Starting positions".
 */
import { z } from 'zod';
import { PILE_HOWS } from './rules/provenance';
import type { PileHow } from './state';
import { ROUND_PHASES } from './words';

/** A content card id (content/wuhunzhi/cards.ts) or a custom card id, never an instance id. */
const cardId = z.string().min(1).max(80);
const count = z.number().int().min(0).max(1_000_000);
const seat = z.enum(['p1', 'p2']);
const cell = z.number().int().min(1).max(9);

/** A power modifier from an effect, still applying (`until` the battle or the round ends). */
const boostSchema = z.object({ amount: z.number().int(), until: z.enum(['battle', 'round']) }).strict();
/** Limited effects already used: the effect's `id` (or its index in the card's list) -> times used this period. */
const usedSchema = z.record(z.string(), z.number().int().min(1).max(1000));

/** A sand-field card: face up, upright and undamaged unless said otherwise. */
const fieldCardSchema = z.union([
  cardId,
  z
    .object({
      card: cardId,
      faceUp: z.boolean().optional(),
      damage: count.optional(),
      /** Mid-round only (`at`): tapped (横置) this round. */
      tapped: z.boolean().optional(),
      /** Mid-round only: this soul has attacked in this battle (A13 reached). */
      attacked: z.boolean().optional(),
      /** The round it was summoned (matters only if it returns to an altar); default 0. */
      enteredRound: count.optional(),
      boosts: z.array(boostSchema).optional(),
      used: usedSchema.optional(),
    })
    .strict(),
]);

/** A soul-yard card: upright unless `tapped`. */
/** How a pile card got there (W52) and the round; default `other`, the round before the position's. */
const pileHow = z.enum(PILE_HOWS as [PileHow, ...PileHow[]]);
const provenance = { how: pileHow.optional(), turn: z.number().int().min(1).max(1_000_000).optional() };
const yardCardSchema = z.union([
  cardId,
  z.object({ card: cardId, tapped: z.boolean().optional(), ...provenance }).strict(),
]);
/** A discard-pile or banished card: its id, or the id with how it got there. */
const pileCardSchema = z.union([cardId, z.object({ card: cardId, ...provenance }).strict()]);

/** The card summoned into an altar: face up unless said otherwise; `enteredRound` defaults to the previous round. */
const occupantSchema = z.union([
  cardId,
  z
    .object({
      card: cardId,
      faceUp: z.boolean().optional(),
      enteredRound: count.optional(),
      /** Mid-round only: damage on an occupant (a destroyed altar's occupant, variant B.3). */
      damage: count.optional(),
      /** Never true: nothing taps an occupant (W20, W29); written only to be refused with the reason. */
      tapped: z.boolean().optional(),
      boosts: z.array(boostSchema).optional(),
      used: usedSchema.optional(),
    })
    .strict(),
]);

/** An altar slot: face up unless `faceUp: false`; souls bound beneath it; its occupant. */
const altarSchema = z.union([
  cardId,
  z
    .object({
      card: cardId,
      faceUp: z.boolean().optional(),
      destroyed: z.boolean().optional(),
      /** Mid-round only: damage an undestroyed altar has taken this round. */
      damage: count.optional(),
      bound: z.array(cardId).optional(),
      occupant: occupantSchema.optional(),
    })
    .strict(),
]);

/** A timed event in the slot above the general; `activatedRound` defaults to the previous round. */
const eventSchema = z.union([cardId, z.object({ card: cardId, activatedRound: count.optional() }).strict()]);

/** The strategy in the zone: set last round (face up), or `setThisRound` (face down until the battle begins). */
const strategySchema = z.union([
  cardId,
  z.object({ card: cardId, setThisRound: z.boolean().optional() }).strict(),
]);

/** The active general; `used` counts its limited effects. */
const generalSchema = z.union([cardId, z.object({ card: cardId, used: usedSchema.optional() }).strict()]);

export const seatPositionSchema = z
  .object({
    hand: z.array(cardId).optional(),
    /** Keys are cells "1".."9" (row-major, row 1 faces the opponent). */
    sandField: z.record(z.string(), fieldCardSchema).optional(),
    /** Slots in order (index 0 = the `altar: 0` of actions); unlisted altars of the deck follow, face down. */
    altars: z.array(altarSchema).optional(),
    soulYard: z.array(yardCardSchema).optional(),
    discardPile: z.array(pileCardSchema).optional(),
    banished: z.array(pileCardSchema).optional(),
    /** The active general; `null` = none left. Omitted: the first general of the deck list not placed elsewhere. */
    general: generalSchema.nullable().optional(),
    /** Face-down reserve generals, the next one to flip first; unplaced generals of the deck list follow. */
    reserves: z.array(cardId).optional(),
    event: eventSchema.optional(),
    strategy: strategySchema.optional(),
    /**
     * The seat's deck exactly, top first: the seat's cards are then exactly the cards the position names (no deck
     * list is consulted and none is needed). `shuffle: true` shuffles it with the match seed.
     */
    deck: z.array(cardId).max(500).optional(),
    shuffle: z.boolean().optional(),
    /** Mid-round only: what the seat has done this round. */
    thisRound: z
      .object({
        altarDamage: count.optional(),
        eventActivated: z.boolean().optional(),
        scouted: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** A queued simultaneous trigger: the source's place (a cell, or the general) and the effect's index. */
const triggerSchema = z
  .object({ seat, source: z.union([cell, z.literal('general')]), effect: z.number().int().min(0).max(50) })
  .strict();

const attackSchema = z
  .object({
    target: z.union([
      z.object({ cell }).strict(),
      z.object({ altar: z.number().int().min(0).max(9) }).strict(),
      z.object({ occupant: z.number().int().min(0).max(9) }).strict(),
    ]),
    /** The declared card's cell now, if it moved after the declaration (default: the target cell; null: gone). */
    declaredAt: cell.nullable().optional(),
    /** The attacker's cell now, if it moved during the attack (default: the acting cell). */
    attackerAt: cell.optional(),
    stage: z.enum(['awaitRedirect', 'awaitCounter', 'awaitExcess']).optional(),
    excess: count.optional(),
    cancelled: z.boolean().optional(),
  })
  .strict();

/** The phases a position may name: the round's phases (words.ts). */
export const PHASES = ROUND_PHASES;
export const STEPS = [
  'window',
  'draw',
  'build',
  'strategies',
  'start',
  'declare',
  'targetWindow',
  'resolve',
  'afterWindow',
  'end',
  'triggers',
  'discard',
] as const;

/** Where play resumes inside the round (docs/rules/wuhunzhi.md, "Positions inside a round"). */
export const atSchema = z
  .object({
    phase: z.enum(PHASES),
    step: z.enum(STEPS).optional(),
    /** The seat whose step it is (two-step phases, construction, the acting seat in battle); default first. */
    seat: seat.optional(),
    /** Battle: the cell being acted. */
    cell: cell.optional(),
    /** An open response window: the seats still to be offered priority, the head holds it. */
    window: z.array(seat).max(2).optional(),
    /** Summoning: the seat to act, consecutive passes, seats that have passed (later: the record it left). */
    summon: z
      .object({
        toAct: seat.nullable(),
        passes: z.number().int().min(0).max(2),
        passed: z.array(seat).max(2).optional(),
      })
      .strict()
      .optional(),
    attack: attackSchema.optional(),
    triggers: z.array(triggerSchema).max(40).optional(),
  })
  .strict();

export const positionSchema = z
  .object({
    /** The round (≥ 1). */
    round: z.number().int(),
    /** Who holds initiative (先攻) this round; default `setup.firstPlayer`, else p1. */
    first: seat.optional(),
    /** The moment of the round play resumes at; omitted: the start of the round (before preparation). */
    at: atSchema.optional(),
    p1: seatPositionSchema.optional(),
    p2: seatPositionSchema.optional(),
  })
  .strict();

export type WuhunzhiPosition = z.infer<typeof positionSchema>;
export type SeatPosition = z.infer<typeof seatPositionSchema>;
export type PositionAt = z.infer<typeof atSchema>;
export type Phase = (typeof PHASES)[number];
export type Step = (typeof STEPS)[number];
