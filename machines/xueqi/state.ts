/** The 血契 game state (the `game` part of MatchState) and its pieces. Plain JSON. */
import type { MatchState, Seat } from '@/machines/engine';
import type { XueqiConfig } from './config';

export interface CreatureInstance {
  /** The card instance id (`creatureId` of actions and targets). */
  id: string;
  extra: boolean;
  occupiesSlot: boolean;
  /** How it arrived: 'hand' | 'rule' | 'value' | 'effect' | 'battle' (a battle summon joins the fight). */
  via: 'hand' | 'rule' | 'value' | 'effect' | 'battle';
  enteredTurn: number;
  expiresAtEndOfTurn: number | null;
  attacksUsed: number;
  extraAttacks: number;
  directAttackThisTurn: boolean;
  cannotAttackUntilTurn: number;
  atkMod: number;
  lifeMod: number;
  tempAtk: number;
  tempLife: number;
}

/** How a card reached the graveyard (E44, rules/provenance.ts). */
export type GraveHow =
  'battle' | 'effect' | 'voluntary' | 'discarded' | 'expired' | 'sentOff' | 'resolved' | 'other';

export interface SupportInstance {
  id: string;
  kind: 'rule' | 'value';
  enteredTurn: number;
}

export interface PlayerState {
  lp: number;
  deck: string[];
  hand: string[];
  graveyard: string[];
  creatureSlots: CreatureInstance[];
  extraCreatures: CreatureInstance[];
  supportArea: SupportInstance[];
  ownTurnCount: number;
  fateDrawUsed: boolean;
  /** R25 latched variant: the deck has been empty at some point. */
  deckEmptied: boolean;
}

/** A choice the rules give mid-resolution; nothing else may happen until it is answered. */
export type PendingChoice =
  { kind: 'bottomOne'; seat: Seat } | { kind: 'discardForLimit'; seat: Seat; count: number };

export interface FirstPlayerReveal {
  p1: string[];
  p2: string[];
  /** Compared ranks, one entry per comparison. */
  comparisons: Array<{ p1: number | null; p2: number | null }>;
  coin: boolean;
  byAuthor: boolean;
}

export interface XueqiGame {
  round: number;
  turnNumber: number;
  firstPlayer: Seat;
  activePlayer: Seat;
  players: Record<Seat, PlayerState>;
  fateDrawsUsedInGame: number;
  lifeline: { protectedPlayer: Seat; sourcePlayer: Seat; expiresAtEndOfTurn: number | null } | null;
  freeSummonTurn: { player: Seat; turnNumber: number } | null;
  inBattle: boolean;
  /** The draw step's draw (or fate draw / skip) has been made this turn. */
  drew: boolean;
  /** `skipEndAfterBattle` was used this turn: ending the battle returns to main. */
  battleReturnsToMain: boolean;
  /** A battle was already fought this turn (no second declaration). */
  battleFought: boolean;
  pending: PendingChoice | null;
  /** R3: the round-1 bottom-one choice still follows a hand-limit discard made first. */
  bottomOwed: boolean;
  /** Use counts of limited effects: key `${instanceId}#${effectIndex}`. */
  usage: Record<string, { turn: number; count: number; game: number }>;
  nextExtraId: number;
  reveal: FirstPlayerReveal;
  /** How each graveyard card got there and on which turn (E44), by instance id. */
  graveyardHow: Record<string, { how: GraveHow; turn: number }>;
  /**
   * Set only when the match started from a described position (rules/start-position.ts): the chart's
   * `startsFromPosition` guard reads it to skip the opening. Absent in matches played from the opening.
   */
  fromPosition?: true;
}

export type XueqiState = MatchState<XueqiGame, XueqiConfig>;

/** LP accounting record (§8.4), pushed to `state.effects` for every LP change. */
export type LpCause =
  | 'summonCost'
  | 'activationCost'
  | 'effectCost'
  | 'upkeep'
  | 'battle'
  | 'effect'
  | 'destroyGain'
  | 'discardRefund'
  | 'ruling';
