/**
 * A card a perspective may not know (an opponent's hand card, any deck card): 血契 has no face-down cards, only
 * cards not yet revealed, so narration reads 一张未公开的卡牌 / an unrevealed card (the definition's `hiddenCard`).
 */
export const HIDDEN_CARD: Text = { zh: '一张未公开的卡牌', en: 'an unrevealed card' };

/**
 * The board's names for the zone keys 血契 uses in ZoneRefs (describe, consequences) and author rulings
 * (`move.to`): the definition's `zoneNames`. Slots are counted from 1 on the board ("第 2 格"), as the spec's five
 * creature slots are; a ZoneRef's `index` is the 0-based position in the view's list.
 */
import type { Text } from '@/machines/engine';

export type ZoneKey = 'deck' | 'deckTop' | 'deckBottom' | 'hand' | 'graveyard' | 'slot' | 'extra' | 'support';

export const ZONE_NAMES: Record<ZoneKey, Text> = {
  deck: { zh: '卡组', en: 'deck' },
  deckTop: { zh: '卡组顶', en: 'deck top' },
  deckBottom: { zh: '卡组底', en: 'deck bottom' },
  hand: { zh: '手牌', en: 'hand' },
  graveyard: { zh: '墓地', en: 'graveyard' },
  slot: { zh: '生物格位', en: 'creature slot' },
  extra: { zh: '额外区', en: 'extra area' },
  support: { zh: '支援区', en: 'support area' },
};
