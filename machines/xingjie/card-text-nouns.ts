/**
 * The nouns of generated rules text (card-text.ts): numerals the way the printed starter texts write them, the words
 * for rarities and auras, and a filter (§8.2) told as a noun phrase ("对方一位表侧角色" / "an opposing face-up
 * character"). Words only: nothing here names an engine identifier.
 */
import type { Text } from '@/machines/engine';
import type { Rarity } from '@/content/xingjie/types';
import type { Filter } from './effects/filters';

/** Another card's words by its Chinese name (filters name cards by `name.zh`); undefined when none is known. */
export type NameLookup = (zhName: string) => Text | undefined;

export const RARITY_WORDS: Record<Rarity, Text> = {
  plain: { zh: '平凡', en: 'Plain' },
  common: { zh: '常见', en: 'Common' },
  rare: { zh: '稀有', en: 'Rare' },
  scarce: { zh: '罕见', en: 'Scarce' },
  superRare: { zh: '超稀有', en: 'Super rare' },
  ultraScarce: { zh: '极罕见', en: 'Ultra scarce' },
  legendary: { zh: '传说中', en: 'Legendary' },
  mythic: { zh: '神话里', en: 'Mythic' },
};

/** English for the auras the starter cards print; an author's own aura reads as written. */
const AURA_EN: Record<string, string> = {
  秦: 'Qin',
  汉: 'Han',
  唐: 'Tang',
  宋: 'Song',
  明: 'Ming',
  三国: 'Three Kingdoms',
  王者: 'Sovereign',
  将军: 'General',
  智者: 'Sage',
  神话: 'Myth',
  创世: 'Creation',
  刺客: 'Assassin',
};
const auraEn = (a: string) => (Object.hasOwn(AURA_EN, a) ? AURA_EN[a] : a);

const ZH_DIGITS = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'];
const EN_WORDS = ['no', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count of things in Chinese: 一, 两, 三 … 十, then digits ("抽两张卡"). */
export const zhCount = (n: number) => (Number.isInteger(n) && n >= 0 && n <= 10 ? ZH_DIGITS[n] : String(n));
/** A count of things in English: "a", "two" … "ten", then digits ("draw two cards"). */
export const enCount = (n: number) => (Number.isInteger(n) && n >= 0 && n <= 10 ? EN_WORDS[n] : String(n));
/** How often in Chinese: 一次, 两次 …; in English: once, twice, three times. */
export const zhTimes = (n: number) => `${zhCount(n)}次`;
export const enTimes = (n: number) =>
  n === 1 ? 'once' : n === 2 ? 'twice' : `${n <= 10 ? EN_WORDS[n] : n} times`;
/** "card" / "cards". */
export const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);
/** "a" or "an" before an English word. */
export const article = (w: string) => (/^[aeiou]/i.test(w) ? 'an' : 'a');
/** A signed number as the printed texts write it: "+2" / "-2" (zh), "+2" / "−2" (en, a true minus). */
export const signedZh = (n: number) => `${n >= 0 ? '+' : '-'}${Math.abs(n)}`;
export const signedEn = (n: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n)}`;
/** "Xyz" from "xyz". */
export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How a filter's noun phrase counts: one chosen thing, all of them, or the things a continuous effect touches. */
export type Count = 'one' | 'all' | 'every';

interface Kind {
  zh: string;
  en: string;
  /** The Chinese measure word: 位 for a character, 张 for a card. */
  measure: string;
}

/** The kind noun of a filter: a character on the field, a card in a pile, a magic card of a kind … */
function kindOf(f: Filter, asCard: boolean): Kind {
  const zone = f.zone;
  if (zone === 'avatar') return { zh: '人物', en: 'avatar', measure: '' };
  if (f.type === 'character' || (!f.type && zone === 'front') || f.starsBetween)
    return asCard
      ? { zh: '角色卡', en: 'character', measure: '张' }
      : { zh: '角色', en: 'character', measure: '位' };
  const card = (zh: string, en: string): Kind => ({ zh, en, measure: '张' });
  if (f.type === 'magic' || f.magicKind)
    return f.magicKind === 'field'
      ? card('场地魔法卡', 'field magic card')
      : f.magicKind === 'normal'
        ? card('普通魔法卡', 'normal magic card')
        : f.magicKind === 'continuous'
          ? card('永续魔法卡', 'continuous magic card')
          : card('魔法卡', 'magic card');
  if (f.type === 'trap' || f.trapKind)
    return f.trapKind === 'normal'
      ? card('普通陷阱卡', 'normal trap')
      : f.trapKind === 'continuous'
        ? card('永续陷阱卡', 'continuous trap')
        : card('陷阱卡', 'trap');
  if (f.type === 'equipment' || f.equipKind)
    return f.equipKind === 'character'
      ? card('角色装备卡', 'character equipment card')
      : f.equipKind === 'person'
        ? card('人物装备卡', 'person equipment card')
        : card('装备卡', 'equipment card');
  return card('卡', 'card');
}

/** "6星以下（含6星）" / "of 6 stars or fewer". */
function starsWords([lo, hi]: [number, number]): Text {
  if (lo === hi) return { zh: `${lo}星`, en: `of exactly ${lo} ${plural(lo, 'star')}` };
  if (lo <= 1) return { zh: `${hi}星以下（含${hi}星）`, en: `of ${hi} stars or fewer` };
  if (hi >= 99) return { zh: `${lo}星以上（含${lo}星）`, en: `of ${lo} stars or more` };
  return { zh: `${lo}至${hi}星`, en: `of ${lo} to ${hi} stars` };
}

const POSITION_ADJ: Record<string, Text> = {
  attack: { zh: '攻击表示', en: 'attack-position' },
  defense: { zh: '防守表示', en: 'defence-position' },
  faceDownDefense: { zh: '里侧守备表示', en: 'face-down' },
};

/**
 * The printed-data words of a filter: Chinese attributes (each later followed by 的) and English words after the
 * noun ("of 6 stars or fewer", "with the Qin aura", "marked 交易", "named Guan Yu").
 */
function attributes(f: Filter, lookup: NameLookup): { zh: string[]; en: string[] } {
  const zh: string[] = [];
  const en: string[] = [];
  if (f.starsBetween) {
    const w = starsWords(f.starsBetween);
    zh.push(w.zh);
    en.push(w.en);
  }
  if (f.hasAura) {
    zh.push(`带有${f.hasAura}气息`);
    en.push(`with the ${auraEn(f.hasAura)} aura`);
  }
  if (f.hasMark) {
    zh.push(`带有「${f.hasMark}」字样`);
    en.push(`marked ${f.hasMark}`);
  }
  if (f.nameIs) {
    zh.push(`名为「${f.nameIs}」`);
    en.push(`named ${lookup(f.nameIs)?.en ?? f.nameIs}`);
  }
  if (f.nameContains) {
    zh.push(`名字中带有「${f.nameContains}」`);
    en.push(`whose name contains ${f.nameContains}`);
  }
  if (f.rarityIs && Object.hasOwn(RARITY_WORDS, f.rarityIs)) {
    zh.push(`稀有度为${RARITY_WORDS[f.rarityIs].zh}`);
    en.push(`of ${RARITY_WORDS[f.rarityIs].en} rarity`);
  }
  if (f.position && f.position !== 'faceUp' && Object.hasOwn(POSITION_ADJ, f.position))
    zh.push(POSITION_ADJ[f.position].zh);
  return { zh, en };
}

const ZONE_ZH: Record<string, string> = {
  front: '前场',
  back: '后场',
  hand: '手牌中',
  deck: '卡组中',
  graveyard: '墓地中',
};
const ZONE_EN: Record<string, string> = {
  front: 'front row',
  back: 'back row',
  hand: 'hand',
  deck: 'deck',
  graveyard: 'graveyard',
};

export interface NounOptions {
  count: Count;
}

/** A filter's attributes and kind without owner, place or count: "带有秦气息的角色卡" / "character with the Qin aura". */
export interface KindWords {
  zh: string;
  measure: string;
  /** English, one and many: "face-up character with the Qin aura" / "face-up characters with the Qin aura". */
  one: string;
  many: string;
}
export function kindNoun(f: Filter | undefined, lookup: NameLookup, asCard = true): KindWords {
  const flt: Filter = f ?? {};
  const kind = kindOf(flt, asCard);
  const attr = attributes(flt, lookup);
  const faceUp = flt.position === 'faceUp';
  const attrZh = attr.zh.length ? `${attr.zh.join('、')}的` : '';
  const pos = faceUp
    ? 'face-up '
    : flt.position && POSITION_ADJ[flt.position]
      ? `${POSITION_ADJ[flt.position].en} `
      : '';
  const after = attr.en.length ? ` ${attr.en.join(' ')}` : '';
  return {
    zh: `${attrZh}${faceUp ? '表侧' : ''}${kind.zh}`,
    measure: kind.measure || '张',
    one: `${pos}${kind.en}${after}`,
    many: `${pos}${kind.en}s${after}`,
  };
}

/** n cards of a kind: "两张魔法卡" / "two magic cards", "一位8星以下（含8星）的角色" / "a character of 8 stars or fewer". */
export function cardsNoun(f: Filter | undefined, n: number, lookup: NameLookup, asCard = true): Text {
  const k = kindNoun(f, lookup, asCard);
  return {
    zh: `${zhCount(n)}${k.measure}${k.zh}`,
    en: n === 1 ? `${article(k.one)} ${k.one}` : `${enCount(n)} ${k.many}`,
  };
}

/**
 * A filter as a noun phrase. zh: owner, zone, count, attributes, noun ("对方前场一位角色", "己方一位表侧角色",
 * "对方后场一张卡", "双方带有秦气息的角色"); en: "an opposing character", "one of your face-up characters",
 * "a card in the opposing back row", "characters with the Qin aura".
 */
export function filterNoun(f: Filter | undefined, lookup: NameLookup, o: NounOptions): Text {
  const flt: Filter = f ?? {};
  const kind = kindOf(flt, false);
  const ctl = flt.controller ?? 'any';
  const attr = attributes(flt, lookup);
  const faceUp = flt.position === 'faceUp';
  const many = o.count === 'all' || o.count === 'every';

  // Avatars: one per side.
  if (flt.zone === 'avatar') {
    const zh = ctl === 'self' ? '己方人物' : ctl === 'opponent' ? '对方人物' : many ? '双方人物' : '一方人物';
    const en =
      ctl === 'self'
        ? 'your avatar'
        : ctl === 'opponent'
          ? 'the opposing avatar'
          : many
            ? 'both avatars'
            : 'an avatar';
    return { zh, en };
  }

  // Chinese: 己方/对方/双方, the zone (left out on the front row when a position already says where), the count.
  const owner = ctl === 'self' ? '己方' : ctl === 'opponent' ? '对方' : many ? '双方' : '';
  const zone = flt.zone;
  // The printed texts say "对方前场所有角色" but "己方所有角色", and "对方后场的一张卡".
  const showZone =
    zone !== undefined &&
    o.count !== 'every' &&
    !(zone === 'front' && (flt.position || (o.count === 'all' && ctl !== 'opponent')));
  const zoneZh = showZone ? `${ZONE_ZH[zone] ?? ''}${zone === 'back' && o.count === 'one' ? '的' : ''}` : '';
  const bareEvery = o.count === 'every' && !attr.zh.length && !faceUp;
  const countZh = o.count === 'one' ? `一${kind.measure}` : o.count === 'all' || bareEvery ? '所有' : '';
  const attrZh = attr.zh.length ? `${attr.zh.join('、')}的` : '';
  const zh = `${owner}${zoneZh}${countZh}${attrZh}${faceUp ? '表侧' : ''}${kind.zh}`;

  // English: adjectives before the noun, attributes after, the zone at the end where it is not the front row.
  const onField = zone === undefined || zone === 'front' || o.count === 'every';
  const adj = [
    ctl === 'opponent' && onField ? 'opposing' : '',
    faceUp ? 'face-up' : flt.position && POSITION_ADJ[flt.position] ? POSITION_ADJ[flt.position].en : '',
  ].filter(Boolean);
  const one = [...adj, kind.en].join(' ');
  const several = [...adj, `${kind.en}s`].join(' ');
  const after = attr.en.length ? ` ${attr.en.join(' ')}` : '';
  const place = onField
    ? ''
    : ctl === 'self'
      ? ` in your ${ZONE_EN[zone]}`
      : ctl === 'opponent'
        ? zone === 'back'
          ? ' in the opposing back row'
          : ` in the opponent's ${ZONE_EN[zone]}`
        : many
          ? ` in either player's ${ZONE_EN[zone]}`
          : ` in a ${ZONE_EN[zone]}`;
  switch (o.count) {
    case 'one':
      return {
        zh,
        en:
          ctl === 'self' && !place
            ? `one of your ${several}${after}`
            : `${article(one)} ${one}${after}${place}`,
      };
    case 'all':
      return {
        zh,
        en: ctl === 'self' && !place ? `all your ${several}${after}` : `all ${several}${after}${place}`,
      };
    case 'every':
      return {
        zh,
        en: ctl === 'self' ? `your ${several}${after}` : `${several}${after}`,
      };
  }
}
