/**
 * A 武魂志 card as its printed face tells it (GameDefinition.cardInfo): type in the game's words (spec §1.2),
 * printed numbers (§1.3: 魂度, 战力, 属性, 时效性) and rules text. Custom cards are read from the match.
 */
import { unknownCardInfo, type CardInfo, type CardStat } from '@/machines/engine/definition';
import type { Text } from '@/machines/engine/types';
import type { Attribute, CardDef } from '@/content/wuhunzhi/types';
import { cardDef, cardName, type CardSource } from './catalog';

const TYPE: Record<CardDef['type'], { type: Text; mark: Text }> = {
  general: { type: { zh: '主将卡', en: 'General' }, mark: { zh: '将', en: 'G' } },
  altar: { type: { zh: '祭坛卡', en: 'Altar' }, mark: { zh: '坛', en: 'A' } },
  soul: { type: { zh: '灵魂卡', en: 'Soul' }, mark: { zh: '魂', en: 'S' } },
  trap: { type: { zh: '陷阱卡', en: 'Trap' }, mark: { zh: '陷', en: 'T' } },
  event: { type: { zh: '事件卡', en: 'Event' }, mark: { zh: '事', en: 'E' } },
  strategy: { type: { zh: '战略卡', en: 'Strategy' }, mark: { zh: '策', en: 'St' } },
};

/** The five attributes by their one-character names (「智不用暴，暴不用仁…」, §1.5). */
const ATTRIBUTE: Record<Attribute, Text> = {
  wisdom: { zh: '智', en: 'Wisdom' },
  benevolence: { zh: '仁', en: 'Benevolence' },
  courage: { zh: '勇', en: 'Courage' },
  ferocity: { zh: '暴', en: 'Ferocity' },
  discipline: { zh: '严', en: 'Discipline' },
  none: { zh: '无', en: 'None' },
};

const L = {
  grade: { zh: '魂度', en: 'Soul grade' },
  power: { zh: '战力', en: 'Power' },
  attribute: { zh: '属性', en: 'Attribute' },
  identity: { zh: '身份', en: 'Identity' },
  duration: { zh: '时效性', en: 'Duration' },
  once: { zh: '一次性', en: 'one-shot' },
  ordinary: { zh: '一般陷阱卡', en: 'Ordinary trap' },
  special: { zh: '特殊陷阱卡', en: 'Special trap' },
  specialAltar: { zh: '特殊祭坛卡', en: 'Special altar' },
};

function typeOf(d: CardDef): Text {
  if (d.type === 'trap') return L[d.trapKind];
  if (d.type === 'altar' && d.special) return L.specialAltar;
  return TYPE[d.type].type;
}

function statsOf(d: CardDef): CardStat[] {
  switch (d.type) {
    case 'soul':
      return [
        { key: 'grade', label: L.grade, value: d.soulGrade },
        { key: 'power', label: L.power, value: d.basePower },
        { key: 'attribute', label: L.attribute, value: ATTRIBUTE[d.attribute] },
        ...(d.name ? [{ key: 'identity', label: L.identity, value: d.identity }] : []),
      ];
    case 'general':
      return [{ key: 'attribute', label: L.attribute, value: ATTRIBUTE[d.attribute] }];
    case 'trap':
      return [{ key: 'grade', label: L.grade, value: 0 }];
    case 'event': {
      const n = d.durationRounds;
      const value: Text = n === null ? L.once : { zh: `${n} 轮`, en: `${n} round${n === 1 ? '' : 's'}` };
      return [{ key: 'duration', label: L.duration, value }];
    }
    default:
      return [];
  }
}

export function cardInfo(cardId: string, s?: CardSource): CardInfo {
  const name = cardName(cardId, s);
  const d = cardDef(s, cardId);
  if (!d) return unknownCardInfo(name);
  return { name, face: d.type, type: typeOf(d), mark: TYPE[d.type].mark, stats: statsOf(d), text: d.text };
}
