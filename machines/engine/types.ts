/**
 * Game-independent types of the Duelscribe engine kernel.
 * Everything here is plain JSON so states and events serialise, compare and checkpoint cheaply.
 */
import type { RuleError } from './errors';
import type { Locale, Text } from './text';

export type { Locale, Text };

export type Seat = 'p1' | 'p2';
export const SEATS: readonly Seat[] = ['p1', 'p2'];
export const otherSeat = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');

export type Perspective = 'omniscient' | Seat;
export const PERSPECTIVES: readonly Perspective[] = ['omniscient', 'p1', 'p2'];

/** Who caused an event: a seat, the author (pins, rulings) or the system (match creation). */
export type Actor = Seat | 'author' | 'system';

/** What a caller asks the engine to do. Stored as an event once accepted. */
export interface Action<P = unknown> {
  type: string;
  actor: Actor;
  payload: P;
}

/** A stored event: an accepted action with its position in the line and its schema version. */
export interface EngineEvent<P = unknown> extends Action<P> {
  seq: number;
  v: number;
}

/** One physical card of a match: its content id and its owner. Instance ids are stable for the whole match. */
export interface CardInstance {
  cardId: string;
  owner: Seat;
}

/** An outcome the author fixed in advance (the fate track). Consumed by the next random step of its kind. */
export type Pin =
  | { kind: 'draw'; seat: Seat; cardId: string }
  | { kind: 'coin'; winner: Seat }
  | { kind: 'pick'; index: number };

export interface MatchResult {
  winner: Seat | null;
  reason: string;
  text: Text;
}

/** A consequence the engine derived while applying one action (damage, draw, destruction …), used by narration. */
export interface StepEffect {
  type: string;
  [key: string]: unknown;
}

/**
 * An event for a game's phase statechart. Rules never send it to the chart themselves: they queue it on the
 * draft (`queuePhase`), and the kernel sends the queue to the chart after the action (`settleMatch`).
 */
export interface PhaseEvent {
  type: string;
  [key: string]: unknown;
}

export interface PlayerInfo {
  name: string;
}

/**
 * The payload of `match.created`: everything replay needs. `position` is a game-specific described mid-game
 * position; `stacked` seats keep the deck order given instead of shuffling.
 */
export interface MatchSetup<C = unknown> {
  gameId: string;
  rulesVersion: string;
  players: Record<Seat, PlayerInfo>;
  seed: number;
  config?: Partial<C>;
  decks?: Partial<Record<Seat, unknown>>;
  stacked?: Seat[];
  firstPlayer?: Seat;
  position?: unknown;
  /** Full definitions of the author's custom cards this match uses (validated by the game's card schema). */
  cards?: unknown[];
}

/** The whole state of a match: the kernel envelope plus the game's own part in `game`. */
export interface MatchState<G = unknown, C = unknown> {
  gameId: string;
  rulesVersion: string;
  /** Number of events applied so far; the next event gets this seq. */
  seq: number;
  /** Dotted path of the active atomic state of the game's phase statechart. */
  phase: string;
  /** Round or turn counter, 1-based, used for checkpoints and timeline marks. */
  turn: number;
  /** Seat expected to act now, if exactly one is (null when both or neither). */
  active: Seat | null;
  players: Record<Seat, PlayerInfo>;
  config: C;
  rng: number[];
  pins: Pin[];
  cards: Record<string, CardInstance>;
  result: MatchResult | null;
  /** Consequences of the last applied action, for narration; replaced on every action. */
  effects: StepEffect[];
  game: G;
  /**
   * The match's custom card definitions by id, from `setup.cards`; absent when there are none. Never changed
   * after creation: live play shares it between successive states instead of copying it.
   */
  customCards?: Readonly<Record<string, unknown>>;
  /**
   * Phase events queued by rules during the current action, drained by the kernel before the action returns.
   * Never present between actions, so it is not part of any stored or compared state.
   */
  phaseQueue?: PhaseEvent[];
}

/**
 * A reader stop one action passed through (a chart state with `meta.stop`, such as 武魂志's end of battle): the
 * state as it stood right after the chart entered it, its chart path and the phase's label. Only an apply that
 * asks for stops captures them; replay never does.
 */
export interface ReaderStop<S = MatchState> {
  state: S;
  phase: string;
  label: Text | null;
}

export type ApplyResult<S> =
  { ok: true; state: S; events: EngineEvent[]; stops?: ReaderStop<S>[] } | { ok: false; error: RuleError };
