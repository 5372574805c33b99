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

/** A clause starts after a clause separator (not after 、, which joins the items of one list). */
const SEP_BEFORE = /[，。；：,.;:]\s*$|^$/u;
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

/** The top-level clauses of a sentence (not cut inside 「」 or brackets). */
function topClauses(text: string, seps: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i] ?? '';
    if ('「『（(【'.includes(ch) && ch) depth++;
    else if ('」』）)】'.includes(ch) && ch) depth = Math.max(0, depth - 1);
    else if (i === text.length || (depth === 0 && seps.test(ch))) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return out.filter(Boolean);
}

/** The subject and predicate of a consequence told as one item of `list` (甲、乙被横置), or null. */
function itemOf(zh: string, list: string): { subject: string; predicate: string } | null {
  const z = trim(zh);
  const balanced = (x: string) => count(x, '「') === count(x, '」') && count(x, '（') === count(x, '）');
  for (let j = 1; j < z.length; j++) {
    const predicate = z.slice(j);
    if (!balanced(predicate)) continue;
    if (!list.endsWith(predicate) || list.length === predicate.length) continue;
    const items = list.slice(0, -predicate.length).split('、');
    if (items.length >= 2 && items.includes(z.slice(0, j))) return { subject: z.slice(0, j), predicate };
  }
  return null;
}

/**
 * Consequences a game told together as one list (「惠施」、「荆轲」被横置 / Hui Shi and Jing Ke are tapped): consecutive
 * ones with the same predicate whose subjects a clause of the sentence lists, joined by 、, before it. The first of
 * each list carries the list's clause in both languages; the rest are told by it.
 */
function listsOf(
  narration: { zh: string; en: string },
  cs: readonly RenderedConsequence[],
): { texts: Map<number, { zh: string; en: string }>; inList: Set<number> } {
  const texts = new Map<number, { zh: string; en: string }>();
  const inList = new Set<number>();
  for (const list of topClauses(narration.zh, /[，。；：]/u).filter((c) => c.includes('、'))) {
    for (let i = 0; i < cs.length; i++) {
      const first = inList.has(i) ? null : itemOf(cs[i].zh, list);
      if (!first) continue;
      const items = list.slice(0, -first.predicate.length).split('、');
      const members: number[] = [];
      for (let j = i; j < cs.length && members.length < items.length; j++) {
        const z = trim(cs[j].zh);
        const p = first.predicate;
        if (!z.endsWith(p) || !items.includes(z.slice(0, -p.length)) || inList.has(j)) break;
        members.push(j);
      }
      if (members.length !== items.length) continue;
      // the English list: from the first member's subject to the end of the clause that names the last one
      const ens = members.map((j) => trim(cs[j].en));
      texts.set(members[0], { zh: list, en: listInEnglish(narration.en, ens) ?? ens.join(', ') });
      for (const j of members) inList.add(j);
      break;
    }
  }
  return { texts, inList };
}

/**
 * The clause of the English sentence that lists the clauses `ens` (Hui Shi is tapped, Jing Ke is tapped -> Hui Shi
 * and Jing Ke are tapped): their subjects are the words before an ending they share, tried from the longest.
 */
function listInEnglish(text: string, ens: readonly string[]): string | undefined {
  const words = ens.map((e) => e.split(' '));
  let shared = 0;
  while (
    words.every(
      (w) => w.length - 1 > shared && w[w.length - 1 - shared] === words[0][words[0].length - 1 - shared],
    )
  )
    shared++;
  for (let k = shared; k >= 1; k--) {
    const found = listIn(
      text,
      words.map((w) => w.slice(0, w.length - k).join(' ')),
    );
    if (found) return found;
  }
  return undefined;
}

/** The clause of `text` that lists `subjects` (A, B and C are tapped), or undefined. */
function listIn(text: string, subjects: readonly string[]): string | undefined {
  const last = subjects[subjects.length - 1];
  const head = subjects.slice(0, -1).join(', ');
  for (const joined of [`${head} and ${last}`, `${head}, and ${last}`]) {
    const start = text.indexOf(joined);
    if (start < 0) continue;
    const end = text.slice(start + joined.length).search(/[,.;]/u);
    return text.slice(start, end < 0 ? text.length : start + joined.length + end).trim();
  }
  return undefined;
}

/** The fate of each consequence in the narration (zh), and the narration in `lang` with the verbatim ones cut. */
export function sortConsequences(
  narration: { zh: string; en: string },
  cs: readonly RenderedConsequence[],
  lang: ChapterLang,
): { fates: Fate[]; rest: string; texts: Map<number, { zh: string; en: string }> } {
  const headZh = firstSentence(narration.zh);
  let rest = narration[lang];
  const { texts, inList } = listsOf(narration, cs);
  const fates = cs.map((rc, k): Fate => {
    if (inList.has(k)) {
      const list = texts.get(k);
      if (!list) return 'consumed';
      const i = clauseAt(rest, list[lang], 1);
      if (i > 0) rest = rest.slice(0, i) + rest.slice(i + list[lang].length);
      return 'verbatim';
    }
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
  return { fates, rest, texts };
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
