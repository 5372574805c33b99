/**
 * The contract every game implements. The kernel (match.ts, replay.ts, present.ts) does everything that is
 * the same for all games: the event envelope, validation, copy-on-apply, pins, rulings, concession, replay,
 * checkpoints and perspective filtering of the envelope.
 */
import type { z } from 'zod';
import type { CardEditorSpec } from './card-editor';
import type { Chart } from './chart';
import type { Consequence, ZoneRef } from './consequences';
import type { Narration } from './narration';
import type { Action, MatchSetup, MatchState, Perspective, Seat, Text } from './types';

/** What a studio button or board click is for: actions are grouped by intent, not by action type. */
export type Intent = 'summon' | 'attack' | 'activate' | 'move' | 'choose' | 'draw' | 'pass' | 'other';

/** Where on the board an action starts or aims: a card instance, a slot, or a player. */
export type BoardRef = { card: string } | { slot: ZoneRef } | { seat: Seat };

/**
 * An action in the author's words (for the studio's buttons, its lines panel, duel-script comments): card names,
 * the board's own 1-based numbering, no engine identifier; its intent; and where it starts and aims on the board.
 */
export interface ActionWords {
  text: Text;
  intent: Intent;
  subject?: BoardRef;
  target?: BoardRef;
}

/** One kind of author ruling, explained: the form's title and a one-sentence explanation, and its fields' labels. */
export interface RulingKind {
  op: string;
  label: Text;
  help: Text;
  /** Field name -> label and, where a picker fits, what to pick (a card by name, a zone, a seat, a number). */
  fields: Record<
    string,
    {
      label: Text;
      /** What to pick: a card by name, a zone, a seat, a slot (stored from 0, shown from 1), a number … */
      pick?: 'card' | 'zone' | 'seat' | 'slot' | 'number' | 'text' | 'option';
      /** For a field with a fixed set of values (an option or a zone): each value in words. */
      options?: ReadonlyArray<{ value: string | number; label: Text }>;
    }
  >;
}

/**
 * How a game takes an author's own cards: the zod schema of one card in the game's declarative shape (the shape
 * the starter cards use, with bilingual name and text), which ids are the game's own (never shadowed), and
 * checks beyond the schema (impossible targets …) that throw RuleError ERR_BAD_CARD.
 */
export interface CustomCardSpec {
  schema: z.ZodType<{ id: string }>;
  isStarter(id: string): boolean;
  check?(card: any, all: Readonly<Record<string, unknown>>): void;
  /**
   * What a card must pass to be written now (saved in a card set, put in a new match, a duel script), beyond
   * `check`: declarations the engine would silently ignore. Never run on replay, so a stored match holding such a
   * card still replays as it was played. Throws ERR_BAD_CARD like `check`.
   */
  checkNew?(card: any): void;
  /** How the studio's card editor offers these cards: types with templates, and the common fields. */
  editor?: CardEditorSpec;
  /**
   * For "try it": a starting position in which p1 has `card` in play, its other cards taken from `deck` (p1's deck
   * list), or null. Only for a card no deck list may hold (血契's extra-summon creatures); absent: every card goes
   * in a deck.
   */
  tryPosition?(card: any, deck: unknown): unknown | null;
}

/** A deck a new match can start with, as the value `setup.decks[seat]` takes for this game. */
export interface DeckPreset {
  id: string;
  name: Text;
  deck: unknown;
}

/**
 * An example starting position, offered on the new-match page. A position that takes its other cards from deck
 * lists names the deck presets it was written for (`decks`); a scene gives every seat's remaining deck exactly and
 * needs no deck list: no `decks`, and `sceneDecks` is `setup.decks` as it then stands (星阶: each avatar's rank).
 */
export interface PositionPreset {
  id: string;
  name: Text;
  description: Text;
  decks?: { p1: string; p2: string };
  sceneDecks?: { p1: unknown; p2: unknown };
  position: unknown;
}

/** The game's content as the site offers it: presets, example positions, how a pasted deck is written. */
export interface GameContent {
  presets: readonly DeckPreset[];
  positions: readonly PositionPreset[];
  /** How a pasted deck is written for this game (shown in the new-match form). */
  pasteHint: Text;
  /** How the rules decide who goes first when the author does not say (for the new-match form). */
  firstPlayerRule?: Text;
  /** Every card id of the game's own card set (starter cards). */
  cardIds: readonly string[];
  /**
   * The parts of a deck list (`mainDeck`, `altars` …) in the game's words, with the card faces (`CardInfo.face`)
   * each part takes, for the new-match form's deck builder; absent: a deck is one list of cards.
   */
  deckParts?: readonly DeckPartInfo[];
}

/** The `deckSizes` key of a deck list that is one list (a game without `deckParts`). */
export const DECK_WHOLE = 'deck';

/** How many cards a deck part must hold (min = max: exactly that many). */
export interface DeckSize {
  min: number;
  max: number;
}

/** One part of a game's deck list: its key in `setup.decks[seat]`, its name, the faces it takes (none: a number). */
export interface DeckPartInfo {
  key: string;
  name: Text;
  faces?: readonly string[];
}

/** One printed number (or printed value) of a card, labelled in the game's words. */
export interface CardStat {
  /** What the number is, for a board that sets the number now beside it (`power`, `atk` …); never shown. */
  key: string;
  label: Text;
  value: number | Text;
}

/**
 * A card as its printed face tells it, for a reader's card detail and the board's faces: name, type in the game's
 * own words (a one-glyph mark of it for small faces), the printed numbers and the rules text. The same for every
 * copy of a card: what an instance has now comes from the view.
 */
export interface CardInfo {
  name: Text;
  /** The face a board draws it with (the game's card type, e.g. `soul`, `trap`): a board picks its frame by it. */
  face: string;
  type: Text;
  mark: Text;
  stats: CardStat[];
  text: Text;
}

/** A card id the match does not know (old data, a typo): its name as given, no type, numbers or text. */
export const unknownCardInfo = (name: Text): CardInfo => ({
  name,
  face: 'unknown',
  type: { zh: '卡牌', en: 'Card' },
  mark: { zh: '', en: '' },
  stats: [],
  text: { zh: '', en: '' },
});

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
  /** The ruling in words; as segments (Narration) it names a hidden card only to those who may see it. */
  describe(state: S, change: R): Text | Narration;
  /** Each ruling kind (`op`) explained for the ruling form. */
  kinds?: readonly RulingKind[];
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
  /**
   * How many cards each part of a deck list must hold under `config`, for the deck builder's hint: keyed by the
   * part (`content.deckParts`), or `DECK_WHOLE` for a game whose deck list is one list. Absent: no size rule.
   */
  deckSizes?(config: C): Readonly<Record<string, DeckSize>>;
  /** Validates `setup.decks` and `setup.position` for this game. */
  setupSchema: z.ZodType<{ decks?: unknown; position?: unknown }>;
  /**
   * The setup schema for a match with these (validated) custom cards, so decks and positions may name them; used
   * instead of `setupSchema` when present.
   */
  setupSchemaFor?(
    customCards: Readonly<Record<string, unknown>>,
  ): z.ZodType<{ decks?: unknown; position?: unknown }>;
  /**
   * Fills `draft.game` and `draft.cards` for a new match (shuffling with `draft.rng` unless stacked). For a scene
   * that starts inside a phase, `init` sets `draft.phase` to that atomic chart state: the kernel then resumes the
   * chart there without running any entry action (`resumeChartAt`) instead of starting it from the top.
   */
  init(draft: S, setup: MatchSetup<C>): void;
  /**
   * The game's after-action bookkeeping, run by the kernel after every accepted action (kernel actions
   * included) and once when a new match has started, after the phase events the rules queued have been sent to
   * the chart: state checks, who acts next (`state.active`) and the like. It may queue phase events
   * (`queuePhase`); it must be idempotent, since the kernel runs it again when the chart moves afterwards.
   */
  settle?(draft: S): void;
  actions: Record<string, ActionSpec<S>>;
  /** Every legal game action for `seat` now (the kernel adds concession). */
  legalActions(state: S, seat: Seat): Action[];
  view(state: S, perspective: Perspective): V;
  /**
   * One sentence for an accepted game action, including the consequences the engine derived. As segments
   * (Narration) it is rendered per perspective; plain Text is the older form and is told to everyone alike.
   */
  narrate(before: S, action: Action, after: S): Text | Narration;
  /** The action in the author's words, before it is taken (studio buttons, lines panel). */
  describe?(state: S, action: Action): ActionWords;
  /** The ordered, typed consequences of an accepted game action (sub-steps for readers, prose for drafts). */
  consequences?(before: S, action: Action, after: S): Consequence[];
  /** The words for a card the perspective may not know (default 一张暗置的牌 / a hidden card). */
  hiddenCard?: Text;
  /** The board's names for the zone keys used in ZoneRefs and rulings (`graveyard` -> 墓地 / graveyard). */
  zoneNames?: Record<string, Text>;
  /**
   * Words for the `how` codes the view gives a card in a graveyard-like pile (`{ id, cardId, how, turn }`: how it got
   * there and on which turn or round), Chinese game terms first; for a card detail or a chapter draft.
   */
  graveHowWords?: Readonly<Record<string, Text>>;
  /** Presets, example positions and paste hints for the site. */
  content?: GameContent;
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
  /** A card's name; `state` is given wherever one is at hand, so a match's custom cards are found too. */
  cardName(cardId: string, state?: Pick<MatchState, 'customCards'>): Text;
  /** A card's printed face (custom cards from `state`); absent: the site knows only the card's name. */
  cardInfo?(cardId: string, state?: MatchState): CardInfo;
  /**
   * The setup parts of a scene that resumes exactly where `state` rests (`position`, and `decks` where the game
   * still needs them), or null where no scene can start there. Absent: the game does not describe its states.
   */
  sceneOf?(state: S): { position: unknown; decks?: unknown } | null;
  /** Custom cards: absent for a game that does not take them yet. */
  customCards?: CustomCardSpec;
  /** payload upcasters: upcasters[type][v] turns a payload of version v into version v + 1. */
  upcasters?: Record<string, Record<number, (payload: any) => any>>;
}

export type AnyGameDefinition = GameDefinition<any, any, any>;
