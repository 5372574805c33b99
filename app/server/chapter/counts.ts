/**
 * Cards of the same name told as a count, as a novel says them: 「夜鸦」、「夜鸦」 -> 两只「夜鸦」 (the measure word of
 * the game's cards: 只 for 血契's creatures, 名 for 星阶's characters, 张 otherwise), Night Crow and Night Crow ->
 * two Night Crows. Only a list (items joined by 、 or "and") is counted; its other items keep their order. Pure.
 */
import 'server-only';
import { zhNumber } from './numerals';

/** The measure word for a game's cards on the field (a draft counts them with it). */
const MEASURE: Record<string, string> = { xueqi: '只', xingjie: '名' };
export const measureWord = (gameId: string) => MEASURE[gameId] ?? '张';

/** Items of a list in first-seen order, each with how often it came. */
function tally(items: readonly string[]): Array<[string, number]> {
  const seen = new Map<string, number>();
  for (const it of items) seen.set(it, (seen.get(it) ?? 0) + 1);
  return [...seen];
}

const ZH_LIST = /「[^「」]+」(?:(?:、|和|与)「[^「」]+」)+/gu;

/** 「夜鸦」、「夜鸦」 -> 两只「夜鸦」; 「齐技击」、「齐技击」、「聂政」 -> 两张「齐技击」、「聂政」. */
export function countSameZh(text: string, measure: string): string {
  return text.replace(ZH_LIST, (list) => {
    const items = list.split(/(?<=」)(?:、|和|与)(?=「)/u);
    const counted = tally(items);
    if (counted.length === items.length) return list;
    const words = counted.map(([it, n]) => (n > 1 ? `${n === 2 ? '两' : zhNumber(n)}${measure}${it}` : it));
    if (words.length === 1) return words[0];
    // a list of two joined by 和 or 与 keeps its word; otherwise 、
    const joiner = /^「[^「」]+」(和|与)/u.exec(list)?.[1];
    return joiner && words.length === 2 ? words.join(joiner) : words.join('、');
  });
}

const EN_NUMBERS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** A card's English name: capitalised words, with "of" or "the" inside (Edict of Ruin). */
const NAME = String.raw`[A-Z][\w'’-]*(?: (?:of |the )?[A-Z][\w'’-]*)*`;
const EN_LIST = new RegExp(String.raw`\b${NAME}(?:(?:, and |, | and )${NAME})+`, 'gu');

/** Night Crow -> Night Crows, Hunting Hound -> Hunting Hounds, Fury -> Furies, Box -> Boxes. */
export function plural(name: string): string {
  if (/[^aeiou]y$/u.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/u.test(name)) return `${name}es`;
  return `${name}s`;
}

/** Night Crow and Night Crow -> two Night Crows; A, A and B -> two As and B. */
export function countSameEn(text: string): string {
  return text.replace(EN_LIST, (list) => {
    const items = list.split(/, and |, | and /u);
    const counted = tally(items);
    if (counted.length === items.length) return list;
    const words = counted.map(([it, n]) => (n > 1 ? `${EN_NUMBERS[n] ?? n} ${plural(it)}` : it));
    if (words.length === 1) return words[0];
    return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
  });
}
