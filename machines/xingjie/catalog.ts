/** The card catalogue: lookups over content/xingjie/cards.ts that the rules and the words use. */
import type { Text } from '@/machines/engine';
import { CARDS as RAW } from '@/content/xingjie/cards';
import type { CharacterCard, EquipmentCard, MagicCard, TrapCard, XCard } from '@/content/xingjie/types';

export type { CharacterCard, EquipmentCard, MagicCard, TrapCard, XCard };

/** Card id -> card. No prototype: an id such as `constructor` or `__proto__` is an unknown card (issue 16). */
export const CARDS: Record<string, XCard> = Object.assign(
  Object.create(null),
  Object.fromEntries(RAW.map((c) => [c.id, c])),
);
const BASE: Record<string, true> = Object.assign(
  Object.create(null),
  Object.fromEntries(RAW.map((c) => [c.id, true])),
);

export const cardData = (cardId: string): XCard => {
  const c = CARDS[cardId];
  if (!c) throw new Error(`unknown xingjie card ${cardId}`);
  return c;
};

/** A card's name (an unknown id reads as itself, so a bad id in old data still renders). */
export const cardName = (cardId: string): Text => CARDS[cardId]?.name ?? { zh: cardId, en: cardId };

export const isTopRarity = (c: XCard) => c.rarity === 'legendary' || c.rarity === 'mythic';

/** The settable-kind name of a card (R35), or null for field magic, equipment and characters. */
export function settableKind(
  c: XCard,
): 'normalMagic' | 'continuousMagic' | 'normalTrap' | 'continuousTrap' | null {
  if (c.type === 'magic')
    return c.magicKind === 'normal' ? 'normalMagic' : c.magicKind === 'continuous' ? 'continuousMagic' : null;
  if (c.type === 'trap') return c.trapKind === 'normal' ? 'normalTrap' : 'continuousTrap';
  return null;
}

/** Cards with at least one continuous effect / phaseStart trigger (hot-path filters). */
export const HAS_CONTINUOUS = new Set(
  RAW.filter((c) => (c.effects ?? []).some((e) => e.kind === 'continuous')).map((c) => c.id),
);
export const HAS_PHASE_TRIGGER = new Set(
  RAW.filter((c) =>
    (c.effects ?? []).some((e) => e.kind === 'triggered' && e.trigger?.on === 'phaseStart'),
  ).map((c) => c.id),
);
/** Tests may register extra cards; they are checked directly. */
export const hasContinuous = (cardId: string) =>
  HAS_CONTINUOUS.has(cardId) ||
  (!(cardId in BASE) && (CARDS[cardId]?.effects ?? []).some((e) => e.kind === 'continuous'));
export const hasPhaseTrigger = (cardId: string) =>
  HAS_PHASE_TRIGGER.has(cardId) ||
  (!(cardId in BASE) &&
    (CARDS[cardId]?.effects ?? []).some((e) => e.kind === 'triggered' && e.trigger?.on === 'phaseStart'));
