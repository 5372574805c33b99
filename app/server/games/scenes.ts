/**
 * The scenes a game offers on the new-match page: its example positions that need no deck list (each seat's
 * remaining deck is given exactly), each with what the author sees before starting it — the phase (and step) play
 * resumes in, who acts, and every card by name, seat by seat and zone by zone. All of it is read from the match
 * the engine creates from the scene, in the game's own words (phase labels, zone names, card names).
 */
import 'server-only';
import {
  SEATS,
  createMatch,
  isRuleError,
  type AnyGameDefinition,
  type PositionPreset,
  type Seat,
  type Text,
} from '@/machines/engine';
import { phaseWords } from './words';

/** One zone of a seat in a scene, with the cards in it by name (as the zone lists them). */
export interface SceneZone {
  zone: Text;
  cards: Text[];
}
export interface SceneSummary {
  /** The phase (and step) the scene starts in. */
  phase: Text;
  /** The seat to act first, if one is. */
  active: Seat | null;
  seats: Record<Seat, SceneZone[]>;
  /** `setup.decks` the scene is created with, when the game needs one without a deck list (星阶: the ranks). */
  decks?: { p1: unknown; p2: unknown };
}

const OTHER: Text = { zh: '其他', en: 'other' };

/**
 * The name of a zone of `zonesOf` (`altar2.bound`, `creatureSlots` …) from the game's `zoneNames`: the key
 * itself, its last part, or else the longest zone name the key contains (`creatureSlots` → `slot`).
 */
export function zoneName(def: AnyGameDefinition, key: string): Text {
  const names = def.zoneNames ?? {};
  const last = key.slice(key.lastIndexOf('.') + 1);
  if (names[key]) return names[key];
  if (names[last]) return names[last];
  const lower = key.toLowerCase();
  const within = Object.keys(names)
    .filter((n) => lower.includes(n.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0];
  return within ? names[within] : OTHER;
}

/** The summary of a scene, or null for a position that takes its cards from deck lists (or is refused). */
export function sceneSummary(def: AnyGameDefinition, preset: PositionPreset): SceneSummary | null {
  if (preset.decks) return null;
  const state = createMatch(def, {
    gameId: def.id,
    rulesVersion: def.rulesVersion,
    players: { p1: { name: 'p1' }, p2: { name: 'p2' } },
    seed: 1,
    ...(preset.sceneDecks ? { decks: preset.sceneDecks } : {}),
    position: preset.position,
  });
  if (isRuleError(state)) return null;
  const zones = def.zonesOf(state);
  const seats = Object.fromEntries(
    SEATS.map((seat) => {
      const out: SceneZone[] = [];
      // The deck last: the board first, then what is left to draw.
      const keys = Object.keys(zones)
        .filter((key) => key.startsWith(`${seat}.`) && zones[key].length > 0)
        .sort((a, b) => Number(a === `${seat}.deck`) - Number(b === `${seat}.deck`));
      for (const key of keys) {
        const ids = zones[key];
        const zone = zoneName(def, key.slice(seat.length + 1));
        const cards = ids.map((id) => def.cardName(state.cards[id].cardId, state));
        const same = out.find((z) => z.zone.zh === zone.zh);
        if (same) same.cards.push(...cards);
        else out.push({ zone, cards });
      }
      return [seat, out];
    }),
  ) as Record<Seat, SceneZone[]>;
  return {
    phase: phaseWords(def, state.phase),
    active: state.active,
    seats,
    ...(preset.sceneDecks ? { decks: preset.sceneDecks } : {}),
  };
}
