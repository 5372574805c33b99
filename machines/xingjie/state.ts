/** The game part of a 星阶 match state: plain JSON. Card instances are referred to by instance id. */
import type { MatchState, Seat } from '@/machines/engine';
import type { XingjieConfig } from './config';

export type Position = 'attack' | 'defense' | 'faceDownDefense';
export type Duration = 'instant' | 'thisTurn' | 'untilEndOfNextTurn' | 'whileOnField';
export type PhaseName = 'start' | 'draw' | 'action' | 'battle' | 'end';

/** A stat modifier from modifyAtk / modifyHp; `expires` is the turn at whose end it goes (null: while on field). */
export interface StatMod {
  atk: number;
  hp: number;
  expires: number | null;
  source: string;
}

export interface CharacterInstance {
  id: string;
  position: Position;
  damage: number;
  enteredTurn: number;
  setTurn: number | null;
  positionChangedTurn: number | null;
  attacksUsed: number;
  extraAttacks: number;
  /** Instance ids of its character equipment (kept in the back row). */
  equips: string[];
  mods: StatMod[];
}

export interface BackRowInstance {
  id: string;
  faceUp: boolean;
  setTurn: number | null;
  /** Character equipment: the instance id of the equipped character and durability left. */
  equippedTo: string | null;
  durabilityLeft: number | null;
}

export interface PersonEquip {
  id: string;
  durabilityLeft: number;
}

export interface SummonLimitMod {
  delta: number;
  ignore: boolean;
  expires: number | null;
  source: string;
}

export interface PlayerState {
  rank: number;
  /** Starting HP (15 × rank or the override): the base of the heal cap (R40). */
  hpStart: number;
  hp: number;
  avatarMods: StatMod[];
  avatarAttacks: number;
  deck: string[];
  hand: string[];
  graveyard: string[];
  banished: string[];
  front: (CharacterInstance | null)[];
  back: (BackRowInstance | null)[];
  field: string | null;
  personEquips: PersonEquip[];
  normalSummonUsed: boolean;
  summonLimitMods: SummonLimitMod[];
}

/** A reference to something on the field: a front-row or back-row slot, or the avatar (slot 0). */
export interface Ref {
  seat: Seat;
  zone: 'front' | 'back' | 'avatar';
  slot: number;
}

export interface PendingAttack {
  attacker: Ref;
  target: Ref;
  /** Instance ids at declaration, to see whether a combatant left (R34). */
  attackerId: string | null;
  targetId: string | null;
  negated: boolean;
}

/** A choice the rules wait for (search, special summon, discard, banish). */
export interface PendingChoice {
  kind: 'pick';
  seat: Seat;
  /** Where the options are and where the chosen card goes. */
  from: 'deck' | 'hand' | 'graveyard';
  to: 'hand' | 'graveyard' | 'banished' | 'front';
  /** Whose zone the options are in. */
  owner: Seat;
  options: string[];
  /** Positions the chooser may pick for a special summon (to = 'front'). */
  positions: Position[];
  remaining: number;
  source: string;
}

/**
 * How a card reached the graveyard (ruling 43, rules/provenance.ts): destroyed in battle (R31 in a damage step),
 * destroyed by an effect, sent there by an effect without being destroyed, a normal magic or trap that resolved,
 * an activation negated (ruling 39), equipment whose durability ran out, equipment whose character left (R16),
 * a field magic or person equipment replaced by a new one (R15), discarded from hand (R23 or a discard effect),
 * discarded as an activation's cost, tributed for a summon, an author ruling, anything else (a position's default).
 */
export type GraveHow =
  | 'battle'
  | 'effect'
  | 'sent'
  | 'resolved'
  | 'negated'
  | 'broken'
  | 'hostLeft'
  | 'replaced'
  | 'discarded'
  | 'cost'
  | 'tribute'
  | 'ruling'
  | 'other';

export interface XingjieGame {
  firstPlayer: Seat;
  /** Whose turn it is (state.active is the seat expected to act, e.g. a responder). */
  turnPlayer: Seat;
  /** The chart phase name of the turn (start, draw, action, battle, end). */
  step: PhaseName;
  players: Record<Seat, PlayerState>;
  priority: { holder: Seat; passes: number } | null;
  pendingAttack: PendingAttack | null;
  pendingChoice: PendingChoice | null;
  /** Uses of limited effects: key `${instanceId}#${effectIndex}` -> turn-scoped and game-scoped counts. */
  effectUses: Record<string, { turn: number; thisTurn: number; game: number }>;
  /** How each graveyard card got there and on which turn, by instance id (ruling 43). */
  graveyardHow: Record<string, { how: GraveHow; turn: number }>;
  /**
   * Set (only) when the match began from a described starting position: the chart skips the opening and
   * enters the named turn's start phase. Absent otherwise, so opening-setup states are unchanged.
   */
  fromPosition?: true;
}

export type XingjieState = MatchState<XingjieGame, XingjieConfig>;
