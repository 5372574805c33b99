/** The test game's card data (kept apart from behaviour, as in content/). */
export const CARDS: Record<string, { name: { zh: string; en: string }; points: number }> = {
  spark: { name: { zh: '火花', en: 'Spark' }, points: 1 },
  flame: { name: { zh: '火焰', en: 'Flame' }, points: 2 },
  blaze: { name: { zh: '烈焰', en: 'Blaze' }, points: 3 },
  ash: { name: { zh: '余烬', en: 'Ash' }, points: 0 },
};

export interface DueletteCard {
  name: { zh: string; en: string };
  points: number;
}

/** A card of this match: one of the match's custom cards, or a starter card (own keys only). */
export function cardOf(
  s: { customCards?: Readonly<Record<string, unknown>> } | undefined,
  cardId: string,
): DueletteCard | undefined {
  if (s?.customCards && Object.hasOwn(s.customCards, cardId)) return s.customCards[cardId] as DueletteCard;
  return Object.hasOwn(CARDS, cardId) ? CARDS[cardId] : undefined;
}
