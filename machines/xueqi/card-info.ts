/**
 * A 血契 card as its printed face tells it (GameDefinition.cardInfo): type in the game's words (生物卡, 规则卡,
 * 数值卡), printed numbers (等阶, 攻击力, 生命力, 回合持续时间) and rules text. Custom cards come from the match;
 * a language of the text an author left empty is generated from the card's effects (card-text.ts, E50).
 */
import { customCard } from '@/machines/engine';
import { unknownCardInfo, type CardInfo, type CardStat, type MatchState, type Text } from '@/machines/engine';
import { CATALOG, cardNameOf, findCard, type XueqiCardData } from './catalog';
import { shownText } from './card-text';

const L = {
  rank: { zh: '等阶', en: 'Rank' },
  atk: { zh: '攻击力', en: 'ATK' },
  life: { zh: '生命力', en: 'Life' },
  duration: { zh: '回合持续时间', en: 'Lasts' },
  stays: { zh: '持续', en: 'Stays' },
};

const TYPE: Record<XueqiCardData['kind'], { type: Text; mark: Text }> = {
  creature: { type: { zh: '生物卡', en: 'Creature' }, mark: { zh: '生', en: 'C' } },
  rule: { type: { zh: '规则卡', en: 'Rule card' }, mark: { zh: '规', en: 'R' } },
  value: { type: { zh: '数值卡', en: 'Value card' }, mark: { zh: '数', en: 'V' } },
};

function statsOf(c: XueqiCardData): CardStat[] {
  const out: CardStat[] = [{ key: 'rank', label: L.rank, value: c.rank }];
  if (c.kind === 'creature') {
    out.push({ key: 'atk', label: L.atk, value: c.atk }, { key: 'life', label: L.life, value: c.life });
    const n = c.durationTurns;
    if (n !== undefined)
      out.push({
        key: 'duration',
        label: L.duration,
        value: { zh: `${n} 回合`, en: `${n} turn${n === 1 ? '' : 's'}` },
      });
  } else {
    out.push({
      key: 'persistent',
      label: L.stays,
      value: c.persistent
        ? { zh: '留在场上', en: 'on the field' }
        : { zh: '用后进墓地', en: 'to the graveyard' },
    });
  }
  return out;
}

export function cardInfo(cardId: string, s?: MatchState): CardInfo {
  const c = CATALOG[cardId] ?? (s ? customCard<XueqiCardData>(s, cardId) : undefined);
  const name = c?.name ?? cardNameOf(cardId);
  if (!c) return unknownCardInfo(name);
  const t = TYPE[c.kind];
  const text = shownText(c, (id) => findCard(s, id)?.name);
  return { name, face: c.kind, type: t.type, mark: t.mark, stats: statsOf(c), text };
}
