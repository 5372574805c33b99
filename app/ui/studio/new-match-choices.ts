/**
 * What the new-match page hands its form for each game: deck presets, example positions and scenes (with what a
 * scene holds, in the game's own words, from app/server/games/scenes.ts), every card id. Client-safe data types.
 */
import type { Seat } from '@/app/contracts/common';
import type { Text } from './strings';

export interface GameChoice {
  id: string;
  name: Text;
  /** Deck presets with their deck value (`setup.decks[seat]`), which the deck builder turns into a paste. */
  presets: Array<{ id: string; name: Text; deck: unknown }>;
  pasteHint: Text;
  /** How the rules decide who goes first when the author leaves it to them. */
  firstPlayerRule?: Text;
  config: string;
  /** Example starting positions from content/<game>/positions.ts, with the deck presets they were written for. */
  positions: PositionChoice[];
  /** Every card id of the game with its name and type: positions and pasted lists name cards by id. */
  cards: CardChoice[];
  /** The parts of a deck list in the game's words and the card faces each takes (absent: one list). */
  deckParts?: Array<{ key: string; name: Text; faces?: string[] }>;
  /** How many cards each part must hold under the default rules (key null: a one-list deck); absent: no rule. */
  deckSizes?: Array<{ key: string | null; min: number; max: number }>;
}

/** A card the author may put in a deck: a starter card, or a custom card of a picked card set. */
export interface CardChoice {
  id: string;
  name: Text;
  /** Its type in the game's words, and the face (card type key) that says which deck part takes it. */
  type?: Text;
  face?: string;
  /** The card set it comes from (custom cards only). */
  setId?: string;
}

/** A scene's contents as the author sees them before starting it. */
export interface SceneChoice {
  /** The phase (and step) play resumes in. */
  phase: Text;
  active: Seat | null;
  seats: Record<Seat, Array<{ zone: Text; cards: Text[] }>>;
  /** `setup.decks` the scene is created with when the game needs one without a deck list (星阶: ranks). */
  decks?: { p1: unknown; p2: unknown };
}

export interface PositionChoice {
  id: string;
  name: Text;
  description: Text;
  /** The deck presets a position at a turn's start was written for; absent for a scene. */
  decks?: { p1: string; p2: string };
  /** Present for a scene: a position that gives every seat's deck exactly and needs no deck list. */
  scene?: SceneChoice;
  /** The position, pretty-printed JSON. */
  json: string;
}

/** The `decks` of a create request for a scene: its bare decks as JSON, or none at all. */
export const sceneDecks = (scene: SceneChoice) =>
  scene.decks ? { decks: { p1: { json: scene.decks.p1 }, p2: { json: scene.decks.p2 } } } : {};

/** Where the studio finds the secret edit link of a match a scene just started (shown there once). */
export const newLinkKey = (matchId: string) => `duelscribe.newEditLink.${matchId}`;
