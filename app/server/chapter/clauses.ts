/**
 * A told step as clauses: the engine's sentence for a step is "what was done, how it measured up; what followed;
 * what followed …". The draft keeps the first clause (the action), and keeps or drops the others by the detail
 * level, so sentences are cut at their top level only (never inside 「」 or brackets).
 */
import 'server-only';
import type { ChapterLang } from './types';

export interface Clause {
  text: string;
  /** Carries a number (a cost, a total, a life count): what the detail level decides on. */
  numeric: boolean;
  /** A number that decides the fight (damage, a destruction's total) rather than bookkeeping (costs, upkeep). */
  decisive?: boolean;
}

const OPEN = '「『（(“[【';
const CLOSE = '」』）)”]】';

/** Split at any of `seps` outside brackets and quotes; empty pieces dropped, pieces trimmed. */
export function splitTop(s: string, seps: readonly string[]): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (OPEN.includes(c)) depth++;
    else if (CLOSE.includes(c)) depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const sep = seps.find((x) => s.startsWith(x, i));
      if (sep) {
        out.push(s.slice(start, i));
        i += sep.length - 1;
        start = i + 1;
      }
    }
  }
  out.push(s.slice(start));
  return out.map((x) => x.trim()).filter((x) => x.length > 0);
}

const SENTENCE: Record<ChapterLang, string[]> = { zh: ['。', '！'], en: ['. '] };
const PART: Record<ChapterLang, string[]> = { zh: ['；'], en: ['; '] };
const CLAUSE: Record<ChapterLang, string[]> = { zh: ['，', '：'], en: [': ', ', '] };

const trimEnd = (s: string, lang: ChapterLang) =>
  s.replace(lang === 'zh' ? /[。；，\s]+$/u : /[.;,\s]+$/u, '');

/** Places are not measures: 第1格, 第3号祭坛, slot 2, cell 4 keep their number at every detail level. */
const ORDINAL = /第\d+|\b(slot|cell|altar|row|turn|round|no\.)\s*\d+/giu;
/** Whether a clause carries a measure (a cost, a total, a life count), not only a place. */
export const hasMeasure = (text: string) => /\d/.test(text.replace(ORDINAL, ''));

export const clause = (text: string, decisive?: boolean): Clause => ({
  text,
  numeric: hasMeasure(text),
  ...(decisive ? { decisive } : {}),
});

/** The first sentence of a told step (its action) and the parts that follow it. */
export function splitTold(text: string, lang: ChapterLang): { head: string; rest: string[] } {
  const sentences = splitTop(trimEnd(text, lang), SENTENCE[lang]).map((s) => trimEnd(s, lang));
  const [head = '', ...more] = sentences;
  return { head, rest: more.flatMap((s) => splitTop(s, PART[lang])) };
}

/** The action's own clause and the clauses that measure it (攻击力170对生命力150). */
export function splitHead(head: string, lang: ChapterLang): { lead: string; details: string[] } {
  const [lead = '', ...details] = splitTop(head, CLAUSE[lang]);
  return { lead, details };
}

/** The card names and terms a zh sentence quotes (「…」, 【…】), for telling whether a note already says it. */
export function quotedNames(zh: string): string[] {
  return [...zh.matchAll(/「([^「」]+)」|【([^【】]+)】/gu)].map((m) => m[1] ?? m[2]);
}

/**
 * Whether a note already tells the action whose zh sentence is `headZh`: it names one of the cards the sentence
 * quotes, or a two-character part of one (「噬天血龙」 is 血龙 in an author's prose).
 */
export function noteCovers(note: string, headZh: string): boolean {
  for (const name of quotedNames(headZh)) {
    if (note.includes(name)) return true;
    const chars = [...name];
    for (let i = 0; i + 2 <= chars.length; i++) {
      const part = chars.slice(i, i + 2).join('');
      if (/^[\p{Script=Han}]{2}$/u.test(part) && note.includes(part)) return true;
    }
  }
  return false;
}

/** Clauses that announce a new turn, round or phase: the section headings already say it. */
export function isTurnAnnouncement(text: string): boolean {
  return /回合开始|轮开始|阶段开始|^第\d+(回合|轮)(结束|开始)$|^第\d+(回合|轮)由.+先攻$|turn begins|round begins|phase begins|'s turn$|^(Round|Turn) \d+ (ends|begins)$/iu.test(
    text,
  );
}

const bigrams = (s: string) => {
  const out = new Set<string>();
  const chars = [...s];
  for (let i = 0; i + 2 <= chars.length; i++) {
    const b = chars[i] + chars[i + 1];
    if (/^[\p{Script=Han}]{2}$/u.test(b)) out.add(b);
  }
  return out;
};

/** Whether the author's words at a step already say what an engine clause says (most of its wording is there). */
export function echoes(clause: string, note: string): boolean {
  const mine = bigrams(clause);
  if (mine.size < 3) return false;
  const theirs = bigrams(note);
  let shared = 0;
  for (const b of mine) if (theirs.has(b)) shared++;
  return shared / mine.size >= 0.6;
}
