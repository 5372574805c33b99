/** The card catalogue: content data validated at load, with lookups the rules use. */
import { CARDS as RAW } from '@/content/xingjie/cards';
import type { CharacterCard, EquipmentCard, MagicCard, TrapCard, XCard } from '@/content/xingjie/types';

export type { CharacterCard, EquipmentCard, MagicCard, TrapCard, XCard };

export const CARDS: Record<string, XCard> = Object.fromEntries(RAW.map((c) => [c.id, c]));

export const cardData = (cardId: string): XCard => {
  const c = CARDS[cardId];
  if (!c) throw new Error(`unknown xingjie card ${cardId}`);
  return c;
};

export const isTopRarity = (c: XCard) => c.rarity === 'legendary' || c.rarity === 'mythic';

/** The settable-kind name of a card (R35), or null for field magic, equipment and characters. */
export function settableKind(c: XCard): 'normalMagic' | 'continuousMagic' | 'normalTrap' | 'continuousTrap' | null {
  if (c.type === 'magic') return c.magicKind === 'normal' ? 'normalMagic' : c.magicKind === 'continuous' ? 'continuousMagic' : null;
  if (c.type === 'trap') return c.trapKind === 'normal' ? 'normalTrap' : 'continuousTrap';
  return null;
}
