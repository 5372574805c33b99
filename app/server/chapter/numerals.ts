/**
 * Numbers as a Chinese novel writes them: 一百七十点, 第三回合, 两张牌. The engine's sentences carry Arabic digits;
 * the Chinese draft tells them in words (up to 99,999,999; larger numbers and decimals stay as digits).
 */
import 'server-only';
const DIGITS = '零一二三四五六七八九';
const SMALL = ['', '十', '百', '千'];

function below10k(n: number): string {
  let out = '';
  let zero = false;
  for (let p = 3; p >= 0; p--) {
    const d = Math.floor(n / 10 ** p) % 10;
    if (d === 0) {
      if (out) zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[d] + SMALL[p];
  }
  return out;
}

/** 0 -> 零, 12 -> 十二, 170 -> 一百七十, 1005 -> 一千零五, 20000 -> 两万. */
export function zhNumber(n: number): string {
  if (!Number.isInteger(n) || Math.abs(n) > 99_999_999) return String(n);
  if (n < 0) return `负${zhNumber(-n)}`;
  if (n === 0) return '零';
  const high = Math.floor(n / 10_000);
  const low = n % 10_000;
  let out = high > 0 ? `${below10k(high).replace(/^二$/, '两')}万` : '';
  if (high > 0 && low > 0 && low < 1000) out += '零';
  if (low > 0) out += below10k(low);
  // 一十二 is read 十二 at the start of a number
  return out.replace(/^一十/, '十');
}

/** Measure words after which a bare 2 is 两 (两张牌, 两点), not 二 (第二回合, 二阶). */
const MEASURE = /^(张|只|点|个|次|名|位|枚|头|条|件)/u;

/** Every whole number in a Chinese sentence in words; 第2 stays an ordinal, 2张 becomes 两张. */
export function zhNumerals(text: string): string {
  return text.replace(/(-?)(\d+)(?![\d.])/gu, (m, minus: string, digits: string, at: number, s: string) => {
    if (s[at - 1] === '.' || /\d/.test(s[at - 1] ?? '')) return m;
    const n = Number(digits) * (minus ? -1 : 1);
    const word = zhNumber(n);
    if (n === 2 && s[at - 1] !== '第' && MEASURE.test(s.slice(at + m.length))) return '两';
    return word;
  });
}

/**
 * Life below zero as a novel tells it: a count under zero means nothing to a reader (剩负一百二十六), so the
 * count becomes the fact that it fell through zero. Applied to the engine's clauses before numbers are spelt.
 */
export function belowZero(text: string, lang: 'zh' | 'en'): string {
  if (lang === 'zh')
    return text.replace(/剩余?\s*-\d+/gu, '生命值跌破零').replace(/(降到|降至|跌到|变为)\s*-\d+/gu, '跌破零');
  return text.replace(/\bnow -\d+/gu, 'below zero').replace(/\bto -\d+/gu, 'to below zero');
}
