/** How a card reached the graveyard (E44), in the game's words. */
import type { Text } from '@/machines/engine/types';
import type { GraveHow } from './state';

export const GRAVE_HOW_WORDS: Readonly<Record<GraveHow, Text>> = {
  battle: { zh: '被战斗破坏', en: 'destroyed in battle' },
  effect: { zh: '被效果破坏', en: 'destroyed by an effect' },
  voluntary: { zh: '被自己主动破坏', en: 'destroyed by its own controller' },
  discarded: { zh: '被丢弃', en: 'discarded' },
  expired: { zh: '持续回合结束', en: 'expired' },
  sentOff: { zh: '额外召唤的生物离场', en: 'an extra-summoned creature sent off the field' },
  resolved: { zh: '发动完毕', en: 'resolved' },
  other: { zh: '其他（未说明）', en: 'other (not stated)' },
};
