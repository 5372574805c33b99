/**
 * The contract every game implements. The kernel (match.ts, replay.ts, present.ts) does everything that is
 * the same for all games: the event envelope, validation, copy-on-apply, pins, rulings, concession, replay,
 * checkpoints and perspective filtering of the envelope.
 */
import type { z } from 'zod';
import type { Chart } from './chart';
import type { Action, MatchSetup, MatchState, Perspective, Seat, Text } from './types';

export interface ActionSpec<S extends MatchState, P = any> {
  /** Validates the payload at the edge; a failure is ERR_BAD_PAYLOAD. */
  schema: z.ZodType<P>;
  /** Applies a validated action to a draft state in place; throws RuleError when the action is illegal now. */
  apply(draft: S, action: Action<P>): void;
}

export interface RulingSpec<S extends MatchState, R = any> {
  /** The typed change an author ruling may make (move a card, set a number, add a counter …). */
  schema: z.ZodType<R>;
  apply(draft: S, change: R): void;
  describe(state: S, change: R): Text;
}

export interface GameDefinition<S extends MatchState = MatchState, C = any, V = unknown> {
  id: string;
  name: Text;
  /** Pinned by every match at creation; a match is always replayed under the rules version it was played in. */
  rulesVersion: string;
  /** Version of this game's action payloads; older events are upcast on read. */
  schemaVersion: number;
  chart: Chart;
  defaultConfig: C;
  /** Validates a (partial) config override. Unknown keys are refused. */
  configSchema: z.ZodType<Partial<C>>;
  /** Validates `setup.decks` and `setup.position` for this game. */
  setupSchema: z.ZodType<{ decks?: unknown; position?: unknown }>;
  /** Fills `draft.game` and `draft.cards` for a new match (shuffling with `draft.rng` unless stacked). */
  init(draft: S, setup: MatchSetup<C>): void;
  /**
   * Called once when a new match's chart has entered its initial state (after `init`), for what the chart's entry
   * actions left to the game, such as who acts first. Part of `match.created`, so replay runs it too.
   */
  started?(draft: S): void;
  actions: Record<string, ActionSpec<S>>;
  /** Every legal game action for `seat` now (the kernel adds concession). */
  legalActions(state: S, seat: Seat): Action[];
  view(state: S, perspective: Perspective): V;
  /** One sentence for an accepted game action, including the consequences the engine derived. */
  narrate(before: S, action: Action, after: S): Text;
  ruling: RulingSpec<S>;
  /** Instance ids in `seat`'s draw pile, top first; pins are checked against it. */
  deckOf(state: S, seat: Seat): readonly string[];
  /**
   * Instance ids whose identity `seat` cannot see (its opponent's hand and face-down cards, both decks …).
   * The property tests check that `view(state, seat)` names none of them and does not change when their
   * identities are permuted.
   */
  hiddenFrom(state: S, seat: Seat): readonly string[];
  /** Every zone of the match with the instance ids in it, for the conservation invariant. */
  zonesOf(state: S): Record<string, readonly string[]>;
  cardName(cardId: string): Text;
  /** payload upcasters: upcasters[type][v] turns a payload of version v into version v + 1. */
  upcasters?: Record<string, Record<number, (payload: any) => any>>;
}

export type AnyGameDefinition = GameDefinition<any, any, any>;
