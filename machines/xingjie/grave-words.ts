/** How a card reached the graveyard (ruling 43), in the game's words. */
import type { Text } from '@/machines/engine';
import type { GraveHow } from './state';

export const GRAVE_HOW_WORDS: Readonly<Record<GraveHow, Text>> = {
  battle: { zh: '战斗中被击败', en: 'defeated in battle' },
  effect: { zh: '被效果破坏', en: 'destroyed by an effect' },
  sent: { zh: '被效果送入墓地', en: 'sent there by an effect' },
  resolved: { zh: '发动完毕', en: 'resolved' },
  negated: { zh: '发动被无效', en: 'its activation was negated' },
  broken: { zh: '耐久耗尽', en: 'durability spent' },
  hostLeft: { zh: '装备的角色离场', en: 'the character it equipped left the field' },
  replaced: { zh: '被新的场地魔法或人物装备替换', en: 'replaced by a new field magic or person equipment' },
  discarded: { zh: '从手牌弃置', en: 'discarded from hand' },
  cost: { zh: '作为发动的代价弃置', en: 'discarded as an activation cost' },
  tribute: { zh: '作为祭品', en: 'tributed for a summon' },
  ruling: { zh: '作者裁定', en: 'an author ruling' },
  other: { zh: '其他（未说明）', en: 'other (not stated)' },
};
