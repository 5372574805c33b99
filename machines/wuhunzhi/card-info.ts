/**
 * A 武魂志 card as its printed face tells it (GameDefinition.cardInfo): type in the game's words (spec §1.2),
 * printed numbers (§1.3: 魂度, 战力, 属性, 时效性) and rules text. Custom cards are read from the match; where an
 * author left a language's text empty, the text generated from the card's effects is shown (card-text.ts, W54).
 */
import { unknownCardInfo, type CardInfo, type CardStat } from '@/machines/engine/definition';
import type { Text } from '@/machines/engine/types';
import type { CardDef } from '@/content/wuhunzhi/types';
import { ATTRIBUTE_WORDS as ATTRIBUTE } from './card-text-words';
import { shownText } from './card-text';
import { cardDef, cardName, type CardSource } from './catalog';

const TYPE: Record<CardDef['type'], { type: Text; mark: Text }> = {
  general: { type: { zh: '主将卡', en: 'General' }, mark: { zh: '将', en: 'G' } },
  altar: { type: { zh: '祭坛卡', en: 'Altar' }, mark: { zh: '坛', en: 'A' } },
  soul: { type: { zh: '灵魂卡', en: 'Soul' }, mark: { zh: '魂', en: 'S' } },
  trap: { type: { zh: '陷阱卡', en: 'Trap' }, mark: { zh: '陷', en: 'T' } },
  event: { type: { zh: '事件卡', en: 'Event' }, mark: { zh: '事', en: 'E' } },
  strategy: { type: { zh: '战略卡', en: 'Strategy' }, mark: { zh: '策', en: 'St' } },
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
  return {
    name,
    face: d.type,
    type: typeOf(d),
    mark: TYPE[d.type].mark,
    stats: statsOf(d),
    text: shownText(d, (id) => cardName(id, s)),
  };
}
