/**
 * One normaliser for every text field a person types (names, titles, line names, notes, deck lists, scripts):
 * lone surrogates and bidirectional override/isolate characters are refused, the text is put in Unicode NFC,
 * single-line fields are trimmed, and a required field must keep something visible once whitespace and
 * invisible (zero-width, joiner, BOM, soft-hyphen, filler) characters are removed. Each refusal is a zod issue
 * whose `params` carry the Chinese and English reason. Client-safe.
 */
import { z } from 'zod';

/** In a /u regex a well-formed pair is one code point, so \p{Cs} matches only a lone surrogate. */
const LONE_SURROGATE = /\p{Cs}/u;
/** LRE RLE PDF LRO RLO and LRI RLI FSI PDI: they reorder what a reader sees. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Whitespace and characters that draw nothing. */
const INVISIBLE =
  /[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2060-\u2064\u206A-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

export const TEXT_REASONS = {
  surrogate: { zh: '含有无效的字符（孤立代理项）', en: 'contains an invalid character (a lone surrogate)' },
  bidi: {
    zh: '含有改变文字方向的控制字符',
    en: 'contains a bidirectional override or isolate character',
  },
  empty: {
    zh: '不能为空（去掉不可见字符后）',
    en: 'must not be empty once invisible characters are removed',
  },
  long: (max: number) => ({ zh: `不能超过 ${max} 个字符`, en: `must be at most ${max} characters` }),
} as const;

export interface TextRules {
  /** Longest accepted length after normalising, in UTF-16 units (as String.length counts). */
  max?: number;
  /** May be empty (''); text made only of invisible characters is still refused. Default false. */
  optional?: boolean;
  /** Keep leading and trailing whitespace and line breaks (markdown bodies, scripts). Default false. */
  multiline?: boolean;
}

/** The problem with a string, or null when it may be stored (after `normaliseText`). */
export function textProblem(raw: string, rules: TextRules = {}): { zh: string; en: string } | null {
  if (LONE_SURROGATE.test(raw)) return TEXT_REASONS.surrogate;
  if (BIDI_CONTROL.test(raw)) return TEXT_REASONS.bidi;
  const s = normaliseText(raw, rules);
  if (s.replace(INVISIBLE, '').length === 0) {
    // '' or whitespace alone is "left blank", which an optional field allows; anything else is invisible text
    const blank = s.replace(/\s/g, '') === '';
    if (!(rules.optional && blank)) return TEXT_REASONS.empty;
  }
  if (rules.max !== undefined && s.length > rules.max) return TEXT_REASONS.long(rules.max);
  return null;
}

/** NFC, and trimmed unless multiline. */
export const normaliseText = (raw: string, rules: TextRules = {}): string => {
  const s = raw.normalize('NFC');
  return rules.multiline ? s : s.trim();
};

/** A zod string field under the shared text rules; its output is the normalised text. */
export const text = (rules: TextRules = {}) =>
  z.string().transform((raw, ctx) => {
    const problem = textProblem(raw, rules);
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem.en, params: problem, input: raw });
      return z.NEVER;
    }
    return normaliseText(raw, rules);
  });

/**
 * A JSON value from a person (config, a position, a deck as JSON, an action payload): every string in it is
 * checked like a multiline text field and NFC-normalised; keys too.
 */
export const cleanJson = z.unknown().transform((value, ctx) => {
  let problem: { zh: string; en: string } | null = null;
  const walk = (v: unknown): unknown => {
    if (problem) return v;
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) problem = TEXT_REASONS.surrogate;
      else if (BIDI_CONTROL.test(v)) problem = TEXT_REASONS.bidi;
      return v.normalize('NFC');
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      // defineProperty: a key named __proto__ stays a plain key, as JSON.parse made it
      for (const [k, x] of Object.entries(v))
        Object.defineProperty(out, walk(k) as string, {
          value: walk(x),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return out;
    }
    return v;
  };
  const out = walk(value);
  if (problem) {
    const p: { zh: string; en: string } = problem;
    ctx.issues.push({ code: 'custom', message: p.en, params: p, input: value });
    return z.NEVER;
  }
  return out;
});
