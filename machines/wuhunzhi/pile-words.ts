/** How a card reached the soul yard, discard pile or banished zone (W52), in the game's words. */
import type { Text } from '@/machines/engine/types';
import type { PileHow } from './state';

export const PILE_HOW_WORDS: Readonly<Record<PileHow, Text>> = {
  battle: {
    zh: '战斗中落败，于结束阶段横置送入置魂场',
    en: 'fell in battle (to the soul yard at the end phase)',
  },
  tapped: { zh: '被横置，于结束阶段送入置魂场', en: 'tapped, sent to the soul yard at the end phase' },
  effect: { zh: '被卡牌效果破坏或送入', en: 'destroyed or sent there by a card effect' },
  trap: { zh: '陷阱卡发动后或被攻击后送去废弃场', en: 'a trap that fired or was attacked' },
  spent: {
    zh: '准备阶段清理（已用的战略卡或翻开的陷阱卡）',
    en: 'cleared at preparation (a used strategy or face-up trap)',
  },
  resolved: { zh: '事件卡处理完毕', en: 'a one-shot event that resolved' },
  expired: { zh: '事件卡持续回合结束', en: 'an event whose duration ended' },
  replaced: { zh: '被新的事件卡替换', en: 'replaced by a new event' },
  discarded: { zh: '结束阶段从手牌舍弃', en: 'discarded from hand at the end phase' },
  namesake: { zh: '与新上场的武将同名，送去废弃场', en: 'a namesake of the new general' },
  general: { zh: '武将被破坏', en: 'a destroyed general' },
  recovered: { zh: '从废弃场回收', en: 'recovered from the discard pile' },
  ruling: { zh: '作者裁定', en: 'an author ruling' },
  other: { zh: '其他（局面未说明）', en: 'other (not stated)' },
};
