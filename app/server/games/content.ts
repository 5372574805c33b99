/**
 * A game's content as the site offers it — deck presets, example starting positions, how a pasted deck is
 * written, every card id — read from its definition (`def.content`).
 */
import 'server-only';
import type { AnyGameDefinition, DeckPreset, GameContent, PositionPreset, Text } from '@/machines/engine';
import { getGame } from '@/machines/registry';

const NONE: GameContent = {
  presets: [],
  positions: [],
  pasteHint: { zh: '3x 卡牌, 卡牌, …', en: '3x card, card, …' },
  cardIds: [],
};
const cache = new WeakMap<AnyGameDefinition, GameContent>();

export function gameContent(def: AnyGameDefinition): GameContent {
  let c = cache.get(def);
  if (!c) {
    c = def.content ?? NONE;
    cache.set(def, c);
  }
  return c;
}

const contentOf = (gameId: string): GameContent | null => {
  const def = getGame(gameId);
  return def ? gameContent(def) : null;
};

/** Every card id of the game (duel scripts and pasted lists may name a card by id or name). */
export const studioCardIds = (gameId: string): readonly string[] | undefined => {
  const c = contentOf(gameId);
  return c && c.cardIds.length ? c.cardIds : undefined;
};
export const deckPresets = (gameId: string): readonly DeckPreset[] => contentOf(gameId)?.presets ?? [];
export const positionPresets = (gameId: string): readonly PositionPreset[] =>
  contentOf(gameId)?.positions ?? [];
export const pasteHint = (gameId: string): Text => (contentOf(gameId) ?? NONE).pasteHint;
