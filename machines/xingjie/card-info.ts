/**
 * A 星阶 card as its printed face tells it (GameDefinition.cardInfo): type in the game's words (spec §1.2),
 * printed numbers (§1.3: 星级, 攻击力, 血量, 耐久度, equipment values), rarity (§1.8) and rules text: the card's own,
 * or, in a language the author left empty, the text generated from its effects (card-text.ts, ruling 44).
 */
import { unknownCardInfo, type CardInfo, type CardStat, type MatchState, type Text } from '@/machines/engine';
import { cardName, findCard, type XCard } from './catalog';
import { RARITY_WORDS as RARITY } from './card-text-nouns';
import { cardText, namesIn } from './card-text';

const L = {
  stars: { zh: '星级', en: 'Stars' },
  atk: { zh: '攻击力', en: 'ATK' },
  hp: { zh: '血量', en: 'HP' },
  durability: { zh: '耐久度', en: 'Durability' },
  rarity: { zh: '稀有度', en: 'Rarity' },
};

const MARK: Record<XCard['type'], Text> = {
  character: { zh: '角', en: 'C' },
  magic: { zh: '魔', en: 'M' },
  trap: { zh: '陷', en: 'T' },
  equipment: { zh: '装', en: 'E' },
};

function typeOf(c: XCard): Text {
  switch (c.type) {
    case 'character':
      return { zh: '角色卡', en: 'Character' };
    case 'magic':
      return c.magicKind === 'field'
        ? { zh: '场地魔法', en: 'Field magic' }
        : c.magicKind === 'normal'
          ? { zh: '普通魔法', en: 'Normal magic' }
          : { zh: '永续魔法', en: 'Continuous magic' };
    case 'trap':
      return c.trapKind === 'normal'
        ? { zh: '普通陷阱卡', en: 'Normal trap' }
        : { zh: '永续陷阱卡', en: 'Continuous trap' };
    case 'equipment':
      return c.equipKind === 'character'
        ? { zh: '角色装备卡', en: 'Character equipment' }
        : { zh: '人物装备卡', en: 'Person equipment' };
  }
}

const signed = (n: number): Text => ({ zh: `${n >= 0 ? '+' : ''}${n}`, en: `${n >= 0 ? '+' : ''}${n}` });

function statsOf(c: XCard): CardStat[] {
  const out: CardStat[] = [];
  if (c.type === 'character')
    out.push(
      { key: 'stars', label: L.stars, value: c.stars },
      { key: 'atk', label: L.atk, value: c.atk },
      { key: 'hp', label: L.hp, value: c.hp },
    );
  if (c.type === 'equipment') {
    out.push({ key: 'durability', label: L.durability, value: c.durability });
    if (c.atkBonus) out.push({ key: 'atkBonus', label: L.atk, value: signed(c.atkBonus) });
    if (c.hpBonus) out.push({ key: 'hpBonus', label: L.hp, value: signed(c.hpBonus) });
  }
  out.push({ key: 'rarity', label: L.rarity, value: RARITY[c.rarity] });
  return out;
}

/** Generated words per card definition (starter cards and a match's frozen custom cards never change). */
const GENERATED = new WeakMap<XCard, Text>();

/** The card's own rules text, each empty language filled from its effect declaration. */
export function rulesText(c: XCard, s?: MatchState): Text {
  const own = { zh: c.text?.zh ?? '', en: c.text?.en ?? '' };
  if (own.zh.trim() && own.en.trim()) return own;
  let made = GENERATED.get(c);
  if (!made) {
    made = cardText(c, namesIn(s));
    GENERATED.set(c, made);
  }
  return { zh: own.zh.trim() ? own.zh : made.zh, en: own.en.trim() ? own.en : made.en };
}

/** A card of the match (its custom cards first, then the starter set); an unknown id reads as itself. */
export function cardInfo(cardId: string, s?: MatchState): CardInfo {
  const c = findCard(s, cardId);
  const name = cardName(cardId, s);
  if (!c) return unknownCardInfo(name);
  return {
    name,
    face: c.type,
    type: typeOf(c),
    mark: MARK[c.type],
    stats: statsOf(c),
    text: rulesText(c, s),
  };
}
