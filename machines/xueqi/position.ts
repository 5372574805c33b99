/**
 * Starting positions for 血契: the strict zod schema of `setup.position` and its types. The position is the board
 * at the named moment of a turn: by default before its start step (`phase: 'start'`), or inside its draw step,
 * main phase or a battle in progress (docs/rules/xueqi.md, "Starting positions / 起始局面"); rules/start-position.ts
 * builds the state from it and rules/position-status.ts the statuses a turn in progress tracks.
 */
import { z } from 'zod';

const int = z.number().int();
const cardRef = z.string().min(1).max(100);
const indices = z.array(int.min(0).max(50)).max(50);

/** A creature on the field: its content id, or the id with the state a mid-game creature carries. */
export const creatureSpecSchema = z.union([
  cardRef,
  z
    .object({
      card: cardRef,
      /** Permanent attack / life modifiers (e.g. 嗜血印记 +150, 铁骨 +150). Default 0. */
      atkMod: int.min(-100_000).max(100_000).optional(),
      lifeMod: int.min(-100_000).max(100_000).optional(),
      /** Attack / life modifiers that last until this turn's end (血气增幅 +100 …). Default 0; not at `start`. */
      atkThisTurn: int.min(-100_000).max(100_000).optional(),
      lifeThisTurn: int.min(-100_000).max(100_000).optional(),
      /** Own turns it still stays, this one included if its controller moves now (R43). Default: its full duration. */
      turnsLeft: int.min(1).max(1000).optional(),
      /** Under a `preventAttack` that lasts through this turn (E11). Default false. */
      cannotAttack: z.boolean().optional(),
      /** Under a `preventAttack` made this turn, which lasts through the next turn too. Default false. */
      cannotAttackNextTurn: z.boolean().optional(),
      /** Indices of its once-per-game effects already used (an index twice = used twice). Default none. */
      usedEffects: indices.optional(),
      /** Indices of its once-per-turn effects already used this turn (an index twice = used twice). */
      usedThisTurn: indices.optional(),
      /** The turn it entered the field. Default: the previous turn (no summoning sickness). */
      enteredTurn: int.min(1).max(100_000).optional(),
      /** How it entered: from hand, by a rule or value card, by a creature's effect, or by a battle summon. */
      via: z.enum(['hand', 'rule', 'value', 'effect', 'battle']).optional(),
      /** Attacks declared this turn (as lead or supporter). Default 0. */
      attacks: int.min(0).max(100).optional(),
      /** Extra attacks granted this turn (狂战士 …). Default 0. */
      extraAttacks: int.min(0).max(100).optional(),
      /** May attack the player directly this turn although the opponent has creatures. Default false. */
      directAttack: z.boolean().optional(),
    })
    .strict(),
]);

/** A persistent card in the support area: its content id, or the id with its limited effects' uses. */
export const supportSpecSchema = z.union([
  cardRef,
  z
    .object({
      card: cardRef,
      usedEffects: indices.optional(),
      usedThisTurn: indices.optional(),
    })
    .strict(),
]);

/** A graveyard card: its content id, or the id with how it got there and the turn (default `other`, last turn). */
export const graveSpecSchema = z.union([
  cardRef,
  z
    .object({
      card: cardRef,
      how: z
        .enum(['battle', 'effect', 'voluntary', 'discarded', 'expired', 'sentOff', 'resolved', 'other'])
        .optional(),
      turn: int.min(1).max(100_000).optional(),
    })
    .strict(),
]);

export const seatPositionSchema = z
  .object({
    /** Default: the config's `startingLp`. */
    lp: int.max(1_000_000_000).optional(),
    hand: z.array(cardRef).max(200).optional(),
    /** Newest last; a card may say how it got there and when (E44). */
    graveyard: z.array(graveSpecSchema).max(500).optional(),
    creatureSlots: z.array(creatureSpecSchema).max(50).optional(),
    extraCreatures: z.array(creatureSpecSchema).max(200).optional(),
    supportArea: z.array(supportSpecSchema).max(100).optional(),
    /**
     * The seat's remaining deck exactly, top first (no deck list needed: every card of this seat is then made
     * from the position). Absent: the cards of the deck list not placed elsewhere.
     */
    deck: z.array(cardRef).max(500).optional(),
    /** Shuffle the given `deck` with the match seed instead of keeping its order. */
    shuffleDeck: z.boolean().optional(),
    /** R25 latched variant: the deck has already been empty once this game. */
    deckEmptied: z.boolean().optional(),
    /** The turn on which this seat made its (once-per-game) Fate Draw; absent: not used yet. */
    fateDrawTurn: int.max(100_000).optional(),
    /** Character skills (R34) by index: per-game uses made, and per-turn uses made this turn. */
    usedSkills: indices.optional(),
    usedSkillsThisTurn: indices.optional(),
  })
  .strict();

/** A choice the rules gave mid-resolution, still to be answered by `seat`. */
export const pendingSchema = z.union([
  z.object({ seat: z.enum(['p1', 'p2']), choice: z.literal('bottomOne') }).strict(),
  z.object({ seat: z.enum(['p1', 'p2']), choice: z.literal('discard'), count: int.min(1).max(200) }).strict(),
]);

export const positionSchema = z
  .object({
    /** The global turn number (1-based); odd turns are the first player's. */
    turn: int.max(100_000),
    /** Whose turn it is. */
    active: z.enum(['p1', 'p2']),
    /**
     * Where play resumes: before the turn's start step (default), in its draw step, its main phase, or a battle
     * in progress.
     */
    phase: z.enum(['start', 'draw', 'main', 'battle']).optional(),
    /** In the draw step: the draw has been made (only a pending choice is left). */
    drew: z.boolean().optional(),
    /** A battle was already fought this turn (main phase: the battle returned to main). */
    battleFought: z.boolean().optional(),
    /** `skipEndAfterBattle` was used this turn: ending the battle returns to main. */
    battleReturnsToMain: z.boolean().optional(),
    /** A pending choice (R3 bottom one, R24 hand-limit discard). */
    pending: pendingSchema.optional(),
    /** R3: the bottom-one choice still follows the pending hand-limit discard. */
    bottomOwed: z.boolean().optional(),
    p1: seatPositionSchema.optional(),
    p2: seatPositionSchema.optional(),
  })
  .strict();

export type XueqiPosition = z.infer<typeof positionSchema>;
export type XueqiSeatPosition = z.infer<typeof seatPositionSchema>;
export type XueqiCreatureSpec = z.infer<typeof creatureSpecSchema>;
export type XueqiSupportSpec = z.infer<typeof supportSpecSchema>;
