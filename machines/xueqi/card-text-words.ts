/**
 * Words for the generated rules text of a 血契 card (card-text.ts): numerals the way the printed starter texts
 * write them (ranks and counts in Chinese numerals, 「二阶以下」「两只」「一张」; LP and stats in digits,
 * 「50点生命值」「攻击力+100」), English numbers and articles, and the noun phrases of a target filter
 * (「对方一只二阶以下的生物」 / "an enemy creature of rank 2 or less") and of a deck pick.
 */
import type { Text } from '@/machines/engine';

export type Filter = Record<string, unknown>;

/** A noun phrase in both languages; `plural` picks the English verb form. */
export interface Noun {
  zh: string;
  en: string;
  plural: boolean;
}

const ZH_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
const EN_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 0–99 in Chinese numerals (「二」「十二」「二十」), digits beyond. */
export function zhNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return String(n);
  if (n <= 10) return ZH_DIGITS[n];
  if (n < 20) return `十${ZH_DIGITS[n - 10]}`;
  return `${ZH_DIGITS[Math.floor(n / 10)]}十${n % 10 ? ZH_DIGITS[n % 10] : ''}`;
}

/** A count before a measure word: 「两只」, not 「二只」. */
export const zhCount = (n: number): string => (n === 2 ? '两' : zhNumber(n));

/** 0–10 in words, digits beyond. */
export const enNumber = (n: number): string =>
  Number.isInteger(n) && n >= 0 && n <= 10 ? EN_WORDS[n] : String(n);

/** 「一次」「两次」 / "once", "twice", "three times". */
export const times = (n: number): Text => ({
  zh: `${zhCount(n)}次`,
  en: n === 1 ? 'once' : n === 2 ? 'twice' : `${enNumber(n)} times`,
});

/** "a" or "an" before a word. */
export const article = (word: string): string => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

/** A name in the plural, for "two Blood Bats"; a name that ends in no Latin letter is left as it is. */
export function pluralName(name: string): string {
  if (/(s|x|z|ch|sh)$/i.test(name)) return `${name}es`;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  return /[a-z]$/i.test(name) ? `${name}s` : name;
}

export const capitalize = (s: string): string => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** A signed change as the starter texts print it: 「+100」「-100」 / "+100", "−100". */
export const signed = (n: number): Text =>
  n < 0 ? { zh: `-${-n}`, en: `−${-n}` } : { zh: `+${n}`, en: `+${n}` };

const int = (v: unknown): number | undefined => (Number.isInteger(v) ? (v as number) : undefined);

/** The rank bounds of a filter: 「二阶以下」 / "of rank 2 or less"; null when it has none. */
export function rankWords(f: Filter): Text | null {
  const min = int(f.minRank);
  const max = int(f.maxRank);
  if (min !== undefined && max !== undefined) {
    if (min === max) return { zh: `${zhNumber(min)}阶`, en: `of rank ${min}` };
    return { zh: `${zhNumber(min)}至${zhNumber(max)}阶`, en: `of rank ${min} to ${max}` };
  }
  if (max !== undefined) return { zh: `${zhNumber(max)}阶以下`, en: `of rank ${max} or less` };
  if (min !== undefined) return { zh: `${zhNumber(min)}阶以上`, en: `of rank ${min} or more` };
  return null;
}

/**
 * Qualifiers of a creature on the field (ranks, current life and attack): 「二阶以下、生命力100以下的」 /
 * " of rank 2 or less with 100 life or less and 200 attack or less".
 */
function creatureQualifiers(f: Filter): Text {
  const zh: string[] = [];
  const withs: string[] = [];
  const rank = rankWords(f);
  if (rank) zh.push(rank.zh);
  const life = int(f.maxLife);
  if (life !== undefined) {
    zh.push(`生命力${life}以下`);
    withs.push(`${life} life or less`);
  }
  const atk = int(f.maxAtk);
  if (atk !== undefined) {
    zh.push(`攻击力${atk}以下`);
    withs.push(`${atk} attack or less`);
  }
  return {
    zh: zh.length ? `${zh.join('、')}的` : '',
    en: `${rank ? ` ${rank.en}` : ''}${withs.length ? ` with ${withs.join(' and ')}` : ''}`,
  };
}

/** A creature on the field a filter names: 「对方一只二阶以下的生物」 / "an enemy creature of rank 2 or less". */
function creatureNoun(f: Filter, count: number): Noun {
  const qs = creatureQualifiers(f);
  const noun = f.extra === true ? '额外召唤生物' : f.extra === false ? '非额外召唤生物' : '生物';
  const adj = f.extra === true ? 'extra-summoned ' : f.extra === false ? 'non-extra-summoned ' : '';
  const side = f.side === 'own' ? '己方' : f.side === 'enemy' ? '对方' : '场上';
  const plural = count > 1;
  let en: string;
  if (f.side === 'own') en = `${enNumber(count)} of your ${adj}creatures`;
  else {
    const head = `${adj}${f.side === 'enemy' ? 'enemy ' : ''}creature`;
    en = plural ? `${enNumber(count)} ${head}s` : article(head);
  }
  return {
    zh: `${side}${zhCount(count)}只${qs.zh}${noun}${f.notSelf ? '（此卡除外）' : ''}`,
    en: `${en}${qs.en}${f.notSelf ? ' (not this one)' : ''}`,
    plural,
  };
}

/** A card by kind: 「规则卡」 / "rule card"; `fallback` when the filter names no kind. */
function kindNoun(kind: unknown, fallback: Text): Text {
  if (kind === 'rule') return { zh: '规则卡', en: 'rule card' };
  if (kind === 'value') return { zh: '数值卡', en: 'value card' };
  return fallback;
}

/** A card in a support area: 「对方支援区的一张持续卡」 / "a persistent card in the opponent's support area". */
function supportNoun(f: Filter, count: number): Noun {
  const rank = rankWords(f);
  const kind = kindNoun(f.kind, { zh: '持续卡', en: 'persistent card' });
  const plural = count > 1;
  const side = f.side === 'own' ? '己方' : f.side === 'enemy' ? '对方' : '任一方';
  const where =
    f.side === 'own'
      ? 'your support area'
      : f.side === 'enemy'
        ? "the opponent's support area"
        : 'a support area';
  const head = plural ? `${enNumber(count)} ${kind.en}s` : article(kind.en);
  return {
    zh: `${side}支援区的${zhCount(count)}张${rank ? `${rank.zh}的` : ''}${kind.zh}`,
    en: `${head}${rank ? ` ${rank.en}` : ''} in ${where}`,
    plural,
  };
}

/**
 * A card picked from a hand or a deck: 「一只四阶以下的生物」「一张三阶以下的生物卡」 / "a creature of rank 4 or
 * less". `summon` names creatures as 「生物」 (what a summon takes), otherwise by their kind.
 */
export function pickNoun(f: Filter, count: number, summon: boolean): Noun {
  const rank = rankWords(f);
  const kind: Text = summon
    ? { zh: '生物', en: 'creature' }
    : f.kind === 'creature'
      ? { zh: '生物卡', en: 'creature' }
      : kindNoun(f.kind, { zh: '卡', en: 'card' });
  const plural = count > 1;
  return {
    zh: `${zhCount(count)}${summon ? '只' : '张'}${rank ? `${rank.zh}的` : ''}${kind.zh}`,
    en: `${plural ? `${enNumber(count)} ${kind.en}s` : article(kind.en)}${rank ? ` ${rank.en}` : ''}`,
    plural,
  };
}

/** What the i-th chosen target group of an effect is, first mentioned in full. */
export function targetNoun(filter: Filter | undefined, count = 1): Noun {
  const f = filter ?? {};
  const zone = f.zone ?? 'creature';
  if (zone === 'support') return supportNoun(f, count);
  if (zone === 'hand') {
    const n = pickNoun(f, count, f.kind === 'creature');
    return { zh: `手牌中的${n.zh}`, en: `${n.en} from your hand`, plural: n.plural };
  }
  return creatureNoun(f, count);
}

/** A chosen target group mentioned again: 「该生物」 / "that creature". */
export function againNoun(filter: Filter | undefined, count = 1): Noun {
  const zone = filter?.zone ?? 'creature';
  const plural = count > 1;
  if (zone === 'creature')
    return plural
      ? { zh: '这些生物', en: 'those creatures', plural }
      : { zh: '该生物', en: 'that creature', plural };
  return plural ? { zh: '这些卡', en: 'those cards', plural } : { zh: '该卡', en: 'that card', plural };
}
