/**
 * 武魂志 match state: the game part of the state (boards, marks, the round's bookkeeping). Card definitions are
 * content types (content/wuhunzhi/types.ts). Everything is plain JSON so states checkpoint and compare cheaply.
 */
import type { MatchState, Seat } from '@/machines/engine/types';
import type { WuhunzhiConfig } from './config';

export type CellIndex = number; // 1..9

export interface AltarSlot {
  /** Instance id of the altar card. */
  id: string;
  faceUp: boolean;
  destroyed: boolean;
  damage: number;
  bound: string[];
  occupant: string | null;
}

export interface PlayerBoard {
  deck: string[];
  hand: string[];
  /** index 0..8 = cell 1..9 */
  sandField: (string | null)[];
  soulYard: string[];
  discardPile: string[];
  banished: string[];
  altars: AltarSlot[];
  general: string | null;
  /** Face-down reserve generals, index 0 = the next one to flip. */
  generalStack: string[];
  eventSlot: string | null;
  /** Round in whose preparation phase the event in the slot is discarded (R9). */
  eventExpires: number | null;
  strategy: string | null;
  strategyRevealed: boolean;
}

/**
 * How a card reached the soul yard, discard pile or banished zone (W52, rules/provenance.ts): fell in battle and
 * went to the soul yard at the end phase with damage on it, or tapped otherwise (E4); by a card effect; a trap
 * that fired or was attacked; a strategy or face-up trap cleared at preparation; a one-shot event resolved; an
 * event that expired or was replaced; discarded from hand; a namesake of a new general; a destroyed general; a
 * soul recovered from the discard pile; an author ruling; anything else (a position that does not say).
 */
export type PileHow =
  | 'battle'
  | 'tapped'
  | 'effect'
  | 'trap'
  | 'spent'
  | 'resolved'
  | 'expired'
  | 'replaced'
  | 'discarded'
  | 'namesake'
  | 'general'
  | 'recovered'
  | 'ruling'
  | 'other';

/** Per-instance play state of a card on the board (face, tapped, damage, round it entered an altar). */
export interface CardMark {
  faceUp: boolean;
  tapped: boolean;
  damage: number;
  enteredRound: number;
  /** A trap whose effect has resolved (it is discarded at once, R40) or a scouted ordinary trap (dead, R18). */
  dead?: boolean;
}

export type AttackTarget =
  | { kind: 'card'; cell: number }
  | { kind: 'altar'; altar: number }
  /** Appendix B.3 variant: the occupant of a destroyed altar. */
  | { kind: 'occupant'; altar: number };

export interface AttackState {
  attacker: string;
  attackerSeat: Seat;
  cell: number;
  target: AttackTarget;
  /** The card that was declared (for redirects and selfIsDeclaredTarget). */
  targetCard: string | null;
  stage: 'declared' | 'resolving' | 'awaitRedirect' | 'awaitCounter' | 'awaitExcess' | 'done';
  cancelled: boolean;
  excess: number;
  /** The action reached A13 (the after-attack window opens and the attacker counts as having attacked). */
  completed: boolean;
}

export interface WindowState {
  id: string;
  /** Seats still to be offered priority, the head holds it now. */
  queue: Seat[];
}

export interface PowerMod {
  card: string;
  amount: number;
  until: 'battle' | 'round';
}

export interface WuhunzhiGame {
  round: number;
  first: Seat;
  second: Seat;
  setupDone: Record<Seat, boolean>;
  /**
   * The match began from a described starting position (docs/rules/wuhunzhi.md, "Starting positions"): the
   * opening setup is skipped and the chart goes straight to the named round's preparation phase. Absent otherwise.
   */
  fromPosition?: true;
  boards: Record<Seat, PlayerBoard>;
  marks: Record<string, CardMark>;
  /** How each card in a soul yard, discard pile or banished zone got there, and in which round (W52). */
  pileHow: Record<string, { how: PileHow; turn: number }>;
  altarDamageTakenThisRound: Record<Seat, number>;
  eventActivatedThisRound: Record<Seat, boolean>;
  strategySetThisRound: Record<Seat, boolean>;
  scoutedThisRound: Record<Seat, boolean>;
  processedCells: Record<Seat, number[]>;
  attackedThisBattle: string[];
  /** The sub-step of the current phase is finished (set by a pass/choice, read by the chart's guards). */
  stepDone: boolean;
  /** Seat of the current construction/planning/deployment/reconnaissance sub-step. */
  stepSeat: Seat | null;
  /** Construction draw step: the seat may choose to draw one or none (hand ≥ 5). */
  drawChoice: boolean;
  summonToAct: Seat | null;
  consecutivePasses: number;
  summonPassed: Record<Seat, boolean>;
  cursor: { cell: number; seat: Seat } | null;
  /** Index into the 18-step cell loop of the next act (0..18). */
  cursorIndex: number;
  actEnded: boolean;
  attack: AttackState | null;
  window: WindowState | null;
  effectUses: Record<'battle' | 'round' | 'match', Record<string, number>>;
  powerMods: PowerMod[];
  /** Simultaneous triggers waiting to resolve (present only while some are waiting). */
  triggerQueue?: Array<{ seat: Seat; card: string; effect: number }>;
}

export type WuhunzhiState = MatchState<WuhunzhiGame, WuhunzhiConfig>;
