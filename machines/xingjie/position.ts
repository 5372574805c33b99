/**
 * 星阶 starting positions (起始局面): the JSON shape an author writes in `match.created`'s `position` (a duel
 * script's `position: {…}` line) to begin a match at the start of a named turn instead of the opening setup.
 * The schema catches shape errors (the kernel reports them as ERR_BAD_SETUP); `initFromPosition`
 * (rules/start-position.ts) checks the rules (ERR_BAD_POSITION) and builds the state. Reference: docs/rules/xingjie.md "Starting positions / 起始局面".
 *
 * Not to be confused with `Position` in state.ts, a character's battle position (attack / defense / face-down).
 */
import { z } from 'zod';
import { GRAVE_HOWS } from './rules/provenance';
import type { GraveHow } from './state';

/** A content card id (content/xingjie/cards.ts); whether it exists and is in the deck list is a rules check. */
const cardId = z.string().min(1).max(100);
const int = z.number().int();

/**
 * When a timed modifier ends: `endOfTurn` at the end of the named turn, `endOfNextTurn` at the end of the turn
 * after it (made this turn "until the end of next turn"), `leavesField` (default) while the card stays.
 */
const until = z.enum(['endOfTurn', 'endOfNextTurn', 'leavesField']).optional();
/** A timed stat modifier still running (e.g. 金钟罩's +5 HP "until the end of next turn"). */
const modSchema = z
  .object({
    atk: int.min(-1000).max(1000).optional(),
    hp: int.min(-1000).max(1000).optional(),
    until,
  })
  .strict();

/** A change of the summon limit still running (modifySummonLimit): `n` stars more (or fewer), or `ignore`. */
const summonLimitModSchema = z
  .object({ n: int.min(-100).max(100).optional(), ignore: z.boolean().optional(), until })
  .strict();

/** Uses of limited effects, by effect index, one entry per use: before this turn / this turn. */
const uses = {
  effectsUsed: z.array(int.min(0).max(20)).max(20).optional(),
  effectsUsedThisTurn: z.array(int.min(0).max(20)).max(20).optional(),
};
const turnNo = int.min(0).max(100_000);

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
      /** Once-per-game uses before this turn; uses of limited effects this turn (by effect index, one per use). */
      ...uses,
      /** The turn it entered the front row (default: the turn before); a set one's set turn (default: entered). */
      enteredTurn: turnNo.optional(),
      setTurn: turnNo.optional(),
      /** The turn its battle position was last changed by its controller (R20), if it was. */
      positionChangedTurn: turnNo.optional(),
      /** Attacks declared this turn and extra attacks granted this turn (R32). */
      attacksUsed: int.min(0).max(100).optional(),
      extraAttacks: int.min(0).max(100).optional(),
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
      /** A set card: the turn it was set (default: the turn before). */
      setTurn: turnNo.optional(),
      ...uses,
    })
    .strict(),
]);

/** Person equipment (a weapon): a bare card id has its printed durability. */
const personEquipSchema = z.union([
  cardId,
  z.object({ card: cardId, durability: int.max(1000).optional(), ...uses }).strict(),
]);

/** A card in a pile (hand, graveyard, banished, deck): a bare id, or with the limited-effect uses it carries. */
const pileCard = z.union([cardId, z.object({ card: cardId, ...uses }).strict()]);
const pile = z.array(pileCard).max(200);
/**
 * A graveyard card may also say how it got there and on which turn (ruling 43); default `other`, the turn before
 * the position's (at least 1), never a later turn than the position's.
 */
const graveCard = z.union([
  cardId,
  z
    .object({
      card: cardId,
      ...uses,
      how: z.enum(GRAVE_HOWS as [GraveHow, ...GraveHow[]]).optional(),
      turn: int.min(1).max(100_000).optional(),
    })
    .strict(),
]);

export const seatPositionSchema = z
  .object({
    /** Avatar HP now (default: full, the R40 cap: starting HP plus the person equipment's hpBonus). */
    hp: int.max(100_000).optional(),
    hand: pile.optional(),
    graveyard: z.array(graveCard).max(200).optional(),
    banished: pile.optional(),
    front: z.array(characterSchema).max(20).optional(),
    back: z.array(backRowSchema).max(20).optional(),
    /** The field magic zone: a field magic card id, or null / omitted for none. */
    field: cardId.nullable().optional(),
    personEquips: z.array(personEquipSchema).max(10).optional(),
    /**
     * The deck exactly, top first (shuffled with the seed when `shuffleDeck`). Only for a seat with no deck list:
     * such a seat's cards are exactly the ones the position names (no padding, no construction rules).
     */
    deck: pile.optional(),
    shuffleDeck: z.boolean().optional(),
    /** This turn's bookkeeping: the normal summon used (turn player), the avatar's attacks declared. */
    normalSummonUsed: z.boolean().optional(),
    avatarAttacks: int.min(0).max(100).optional(),
    /** The avatar's timed attack/HP modifiers and summon-limit changes still running. */
    avatarMods: z.array(modSchema).max(20).optional(),
    summonLimitMods: z.array(summonLimitModSchema).max(20).optional(),
  })
  .strict();

/** A combatant in a declared attack: a front-row slot or the avatar. */
const combatant = z.union([int, z.literal('avatar')]);

/** A priority window's state (§4.3): who holds priority and how many passes in succession so far. */
const prioritySchema = z.object({ holder: z.enum(['p1', 'p2']), passes: int.min(0).max(1) }).strict();

export const startingPositionSchema = z
  .object({
    /** The turn number (1-based, global: turn 1 is the first player's first turn). */
    turn: int.max(100_000),
    /** Whose turn it is; default: from the setup's firstPlayer and the turn's parity, else p1. */
    turnPlayer: z.enum(['p1', 'p2']).optional(),
    /**
     * Where play resumes inside the turn (omitted: before the start phase, ruling 20). The phase's entry (the
     * draw, phase-start triggers) has already happened. `step`: in battle `idle` (default) or `attack` (an
     * attack declared, its response window open); in the end phase `window` (default) or `discard`.
     */
    phase: z.enum(['start', 'draw', 'action', 'battle', 'end']).optional(),
    step: z.enum(['window', 'idle', 'attack', 'discard']).optional(),
    /** The window's priority (default: the turn player, or the defender in an attack window; no passes yet). */
    priority: prioritySchema.optional(),
    /** The declared attack of an `attack` step: turn player's attacker, opponent's target (slot or avatar). */
    attack: z
      .object({
        attacker: combatant,
        target: combatant,
        /** Negated by an effect (negateAttack); it will fizzle. */
        negated: z.boolean().optional(),
        /** The declared attacker / target has left (or been replaced) since: the attack will fizzle (R34). */
        attackerLeft: z.boolean().optional(),
        targetLeft: z.boolean().optional(),
      })
      .strict()
      .optional(),
    p1: seatPositionSchema.optional(),
    p2: seatPositionSchema.optional(),
  })
  .strict();

export type StartingPosition = z.infer<typeof startingPositionSchema>;
export type SeatPosition = z.infer<typeof seatPositionSchema>;
export type CharacterEntry = z.infer<typeof characterSchema>;
export type BackRowEntry = z.infer<typeof backRowSchema>;
export type PersonEquipEntry = z.infer<typeof personEquipSchema>;

/** The object forms of the zone entries (a bare card id is read as `{ card }` with every default). */
export type CharObj = Exclude<CharacterEntry, string>;
export type BackObj = Exclude<BackRowEntry, string>;
export type EquipObj = Exclude<PersonEquipEntry, string>;
export type PileEntry = z.infer<typeof pileCard>;
export type PileObj = Exclude<PileEntry, string>;
export type GraveEntry = z.infer<typeof graveCard>;
export type GraveObj = Exclude<GraveEntry, string>;
export type LimitUses = { effectsUsed?: number[]; effectsUsedThisTurn?: number[] };
