/**
 * A step's narration against its typed consequences: which consequences the sentence tells word for word after
 * its action (they become the step's "what followed", one clause each, typed), which it already told in its own
 * words (a summon's cost and slot, an attack's numbers: not told again), and which it left out (told after it).
 * Each game builds its sentence from its consequences in its own way; this reads the result, so the draft never
 * tells one consequence twice. Decided on the Chinese rendering, applied to either language. Pure.
 */
import 'server-only';
import type { Consequence } from '@/machines/engine';
import type { ChapterLang } from './types';

/** One consequence with its sentence rendered in both languages. */
export interface RenderedConsequence {
  c: Consequence;
  zh: string;
  en: string;
}

export type Fate = 'lead' | 'verbatim' | 'consumed' | 'untold';

const SEP_BEFORE = /[，。；：、,.;:]\s*$|^$/u;
const SEP_AFTER = /^(\s*[，。；：,.;:（(]|\s*$)/u;
const trim = (s: string) => s.replace(/[。；，.;,\s]+$/u, '').trim();

/** Index of `part` in `text` as a whole clause (between separators), searching from `from`; -1 if none. */
export function clauseAt(text: string, part: string, from = 0): number {
  if (!part) return -1;
  for (let i = text.indexOf(part, from); i >= 0; i = text.indexOf(part, i + 1)) {
    if (SEP_BEFORE.test(text.slice(Math.max(0, i - 2), i)) && SEP_AFTER.test(text.slice(i + part.length)))
      return i;
  }
  return -1;
}

/** Numbers a sentence carries that are not ordinals (第1格 is a place, not a measure). */
const measures = (s: string) => [...s.matchAll(/(?<![第\d])(\d+)/gu)].map((m) => m[1]);
const names = (s: string) => [...s.matchAll(/「([^「」]+)」/gu)].map((m) => m[1]);
export const hasNumber = (s: string, n: string | number) => new RegExp(`(?<!\\d)${n}(?!\\d)`, 'u').test(s);

const bigrams = (s: string) => {
  const out = new Set<string>();
  const chars = [...s];
  for (let i = 0; i + 2 <= chars.length; i++)
    if (/^[\p{Script=Han}]{2}$/u.test(chars[i] + chars[i + 1])) out.add(chars[i] + chars[i + 1]);
  return out;
};
const overlap = (part: string, whole: string) => {
  const mine = bigrams(part);
  if (mine.size === 0) return 0;
  const theirs = bigrams(whole);
  return [...mine].filter((b) => theirs.has(b)).length / mine.size;
};

const count = (s: string, part: string) => s.split(part).length - 1;
/** Consequences whose card the action's sentence tells by naming it (a summon tells what entered). */
const NAMED = new Set<string>(['enter', 'reveal', 'draw', 'move']);

/**
 * Whether the action's sentence (zh) already told `rc` in its own words: a life change whose resulting count it
 * gives (林焰支付10点生命值（剩790）, not 得3分); a card's arrival, reveal, draw or move whose cards it names; anything else
 * whose cards and measures (at least one) it names, or most of whose wording it has.
 */
export function toldIn(rc: RenderedConsequence, sentence: string, whole: string): boolean {
  const { c, zh } = rc;
  // a life change is told where the sentence gives the count it came to (剩790, 剩余24, now 790, 降到0)
  if (c.kind === 'life') return new RegExp(`(剩余?|到|→)\\s*${c.after}(?!\\d)`, 'u').test(whole);
  const cards = names(zh);
  const nums = measures(zh);
  const named =
    cards.every((n) => count(sentence, `「${n}」`) >= count(zh, `「${n}」`)) &&
    nums.every((n) => hasNumber(sentence, n));
  if (named && (NAMED.has(c.kind) ? cards.length + nums.length : nums.length) > 0) return true;
  return overlap(zh, sentence) >= 0.6;
}

/** The fate of each consequence in the narration (zh), and the narration in `lang` with the verbatim ones cut. */
export function sortConsequences(
  narration: { zh: string; en: string },
  cs: readonly RenderedConsequence[],
  lang: ChapterLang,
): { fates: Fate[]; rest: string } {
  const headZh = firstSentence(narration.zh);
  let rest = narration[lang];
  const fates = cs.map((rc): Fate => {
    const zh = trim(rc.zh);
    const at = clauseAt(narration.zh, zh);
    if (at === 0) return 'lead';
    if (at > 0) {
      const mine = trim(rc[lang]);
      const i = clauseAt(rest, mine, 1);
      if (i > 0) rest = rest.slice(0, i) + rest.slice(i + mine.length);
      return 'verbatim';
    }
    return toldIn(rc, headZh, narration.zh) ? 'consumed' : 'untold';
  });
  return { fates, rest };
}

const firstSentence = (zh: string) => {
  let depth = 0;
  for (let i = 0; i < zh.length; i++) {
    const ch = zh[i];
    if ('「『（(【'.includes(ch)) depth++;
    else if ('」』）)】'.includes(ch)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && (ch === '。' || ch === '！')) return zh.slice(0, i);
  }
  return zh;
};
