/**
 * Custom cards: an author's own cards, as plain data in the game's declarative card shape. A match copies the
 * full definitions it uses into `match.created` (`setup.cards`), so it replays identically forever whatever
 * happens to the author's card library later. The kernel validates them with the game's schema (ERR_BAD_CARD
 * naming the card, the field path and the reason in Chinese and English), refuses duplicates and any id of the
 * game's own cards, and keeps them in `state.customCards`, which is never changed after creation (live play
 * shares it between states instead of copying it).
 */
import { z } from 'zod';
import type { AnyGameDefinition } from './definition';
import { RuleError, refuse } from './errors';
import type { MatchState } from './types';

/** At most this many custom cards in one match, each at most this many characters of JSON. */
export const MAX_CUSTOM_CARDS = 300;
export const MAX_CARD_JSON = 20_000;
/** A custom card id: 1–64 letters, digits, CJK, '-', '_' or '.', not starting with '@' (zone references). */
export const CUSTOM_ID = /^[\p{L}\p{N}_][\p{L}\p{N}_.-]{0,63}$/u;
const RESERVED = new Set(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']);

const zhLocale = z.locales.zhCN().localeError;

/** The issues of a failed parse in both languages: "path: reason" lists, Chinese from zod's zh-CN locale. */
export function zodIssuesBilingual(
  schema: z.ZodType,
  value: unknown,
  prefix: (string | number)[] = [],
): { zh: string; en: string; path: string } | null {
  const en = schema.safeParse(value);
  if (en.success) return null;
  const zh = schema.safeParse(value, { error: zhLocale as never });
  const fmt = (issues: z.core.$ZodIssue[]) =>
    issues
      .slice(0, 3)
      .map((i) => `${[...prefix, ...i.path].join('.') || '(root)'}: ${i.message}`)
      .join('; ');
  const first = en.error.issues[0];
  return {
    en: fmt(en.error.issues),
    zh: zh.success ? fmt(en.error.issues) : fmt(zh.error.issues),
    path: [...prefix, ...(first?.path ?? [])].join('.'),
  };
}

/** A card's problem: the field path and the reason in Chinese and English. */
export type CardProblem = readonly [path: string, zh: string, en: string];

/** Refuse a custom card for a problem at a field: ERR_BAD_CARD naming the card and the path (`check`, `checkNew`). */
export const refuseCardAt = (cardId: string, [path, zh, en]: CardProblem): never =>
  badCard(cardId, `${path}：${zh}`, `${path}: ${en}`, { path });

function badCard(id: string, zh: string, en: string, details: Record<string, unknown> = {}): never {
  refuse('ERR_BAD_CARD', `自定义卡牌「${id}」：${zh}`, `Custom card "${id}": ${en}`, {
    card: id,
    ...details,
  });
}

/**
 * Validated card lists by game and content. A match's cards never change, so a line replayed again (another
 * window, a reader's first visit after the author's, another instance) parses them once per process. A pure
 * memo: the same input always gives the same frozen output, so no result depends on it. Bounded in entries and
 * in key size; refusals are never kept (they throw).
 */
const MEMO_ENTRIES = 32;
const MEMO_KEY_CHARS = 512 * 1024;
let memos = new WeakMap<AnyGameDefinition, Map<string, Readonly<Record<string, unknown>>>>();

/** Empty the memo of validated card lists (benchmarks measuring the first replay, tests). */
export function forgetValidatedCards(): void {
  memos = new WeakMap();
}

/**
 * Validate a list of custom card definitions for `def` and return them by id (parsed by the game's schema),
 * deeply frozen. Throws RuleError ERR_BAD_CARD on the first bad card.
 */
export function validateCustomCards(
  def: AnyGameDefinition,
  cards: unknown,
): Readonly<Record<string, unknown>> {
  if (cards === undefined) return {};
  if (!Array.isArray(cards) || cards.length > MAX_CUSTOM_CARDS) return validateUncached(def, cards);
  const key = JSON.stringify(cards);
  let memo = memos.get(def);
  if (!memo) memos.set(def, (memo = new Map()));
  const hit = memo.get(key);
  if (hit) {
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const out = validateUncached(def, cards);
  if (key.length <= MEMO_KEY_CHARS) {
    memo.set(key, out);
    if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  }
  return out;
}

function validateUncached(def: AnyGameDefinition, cards: unknown): Readonly<Record<string, unknown>> {
  const spec = def.customCards;
  if (!spec) {
    refuse(
      'ERR_BAD_CARD',
      `${def.name.zh}暂不支持自定义卡牌`,
      `${def.name.en} does not take custom cards yet`,
    );
  }
  if (!Array.isArray(cards)) refuse('ERR_BAD_CARD', '自定义卡牌必须是列表', 'Custom cards must be a list');
  if (cards.length > MAX_CUSTOM_CARDS) {
    refuse(
      'ERR_BAD_CARD',
      `一局最多 ${MAX_CUSTOM_CARDS} 张自定义卡牌（收到 ${cards.length} 张）`,
      `At most ${MAX_CUSTOM_CARDS} custom cards per match (got ${cards.length})`,
      { limit: MAX_CUSTOM_CARDS },
    );
  }
  const out: Record<string, unknown> = Object.create(null);
  cards.forEach((raw, index) => {
    const id =
      raw && typeof raw === 'object' && typeof (raw as { id?: unknown }).id === 'string'
        ? (raw as { id: string }).id
        : `#${index + 1}`;
    const size = JSON.stringify(raw)?.length ?? 0;
    if (size > MAX_CARD_JSON) {
      badCard(
        id,
        `定义过长（${size} 字符，上限 ${MAX_CARD_JSON}）`,
        `definition too long (${size} characters, limit ${MAX_CARD_JSON})`,
        { limit: MAX_CARD_JSON },
      );
    }
    if (!CUSTOM_ID.test(id) || RESERVED.has(id)) {
      badCard(
        id,
        'id 只能由 1–64 个字母、数字、汉字、“-”“_”“.”组成',
        'the id must be 1–64 letters, digits, CJK characters, "-", "_" or "."',
        { path: 'id' },
      );
    }
    if (spec.isStarter(id)) {
      badCard(id, `与${def.name.zh}自带的卡牌同名（不能覆盖）`, `shadows one of ${def.name.en}'s own cards`, {
        path: 'id',
      });
    }
    if (Object.hasOwn(out, id)) badCard(id, '重复定义', 'defined twice', { path: 'id' });
    // One parse for a good card; the bilingual issue list only for a bad one.
    const parsed = spec.schema.safeParse(raw);
    if (!parsed.success) {
      const problem = zodIssuesBilingual(spec.schema, raw)!;
      badCard(id, problem.zh, problem.en, { path: problem.path });
    }
    out[id] = parsed.data;
  });
  const list = Object.values(out);
  if (spec.check) {
    for (const card of list) {
      try {
        spec.check(card, out);
      } catch (e) {
        if (e instanceof RuleError) throw e;
        throw e;
      }
    }
  }
  return deepFreeze({ ...out });
}

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/**
 * The checks a card must pass to be written now (`CustomCardSpec.checkNew`) for every card of a validated list;
 * run where an author writes cards (card sets, new matches, duel scripts), never on replay. Throws ERR_BAD_CARD.
 */
export function checkNewCustomCards(def: AnyGameDefinition, byId: Readonly<Record<string, unknown>>): void {
  const spec = def.customCards;
  if (spec?.checkNew) for (const card of Object.values(byId)) spec.checkNew(card);
}

/** A custom card definition of this match, or undefined (a starter card, or no such card). */
export function customCard<T = unknown>(state: Pick<MatchState, 'customCards'>, id: string): T | undefined {
  const cards = state.customCards;
  return cards && Object.hasOwn(cards, id) ? (cards[id] as T) : undefined;
}
