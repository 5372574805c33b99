/**
 * Custom card definitions as the card library and the new-match form take them: the shared JSON text rules
 * (NFC, no lone surrogates or direction overrides), the set's size limits, then the game's own validation
 * (`validateCustomCards`: schema, duplicate ids, starter-id shadowing) — a bad card is 400 ERR_BAD_CARD naming the
 * card and the field path; and each card's printed face in both languages.
 */
import 'server-only';
import { cleanJson, textProblem } from '@/app/contracts/text';
import { MAX_CARD_SET_BYTES, MAX_CARDS_PER_SET } from '@/app/contracts/card-sets';
import type { CardFaceInfo } from '@/app/contracts/viewer';
import { isRuleError, type AnyGameDefinition, type MatchState } from '@/machines/engine';
import { checkNewCustomCards, validateCustomCards } from '@/machines/engine/custom-cards';
import { AppError, fail } from '../http/errors';
import { cardFaceOf } from '../viewing/card-faces';

export type CardFaces = Record<string, { zh: CardFaceInfo; en: CardFaceInfo }>;

/** The cards under the shared JSON text rules and the set's limits (count and serialised size). */
function withinLimits(cards: readonly unknown[]): unknown[] {
  if (cards.length > MAX_CARDS_PER_SET) {
    fail(
      'ERR_TOO_LARGE',
      `卡组最多 ${MAX_CARDS_PER_SET} 张卡（收到 ${cards.length} 张）`,
      `A card set holds at most ${MAX_CARDS_PER_SET} cards (got ${cards.length})`,
      413,
      { limit: MAX_CARDS_PER_SET, count: cards.length },
    );
  }
  const bytes = Buffer.byteLength(JSON.stringify(cards), 'utf8');
  if (bytes > MAX_CARD_SET_BYTES) {
    fail(
      'ERR_TOO_LARGE',
      `卡组过大（${bytes} 字节，上限 ${MAX_CARD_SET_BYTES}）`,
      `The card set is too large (${bytes} bytes; the limit is ${MAX_CARD_SET_BYTES})`,
      413,
      { limit: MAX_CARD_SET_BYTES, bytes },
    );
  }
  const clean = cleanJson.safeParse(cards);
  if (!clean.success) {
    const p = (clean.error.issues[0] as { params?: { zh?: string; en?: string } }).params;
    fail(
      'ERR_BAD_CARD',
      `卡牌定义中的文字${p?.zh ?? '无效'}`,
      `A text in the card definitions ${p?.en ?? 'is invalid'}`,
      400,
    );
  }
  const cleaned = clean.data as unknown[];
  cleaned.forEach(namesReadable);
  return cleaned;
}

/** A card's name must show something in both languages (as a duel script's declared cards must). */
function namesReadable(card: unknown, index: number): void {
  const c = card as { id?: unknown; name?: Record<string, unknown> } | null;
  if (!c || typeof c !== 'object' || !c.name || typeof c.name !== 'object') return;
  for (const lang of ['zh', 'en'] as const) {
    const v = c.name[lang];
    const problem = typeof v === 'string' ? textProblem(v, {}) : null;
    if (!problem) continue;
    const id = typeof c.id === 'string' ? c.id : `#${index + 1}`;
    fail(
      'ERR_BAD_CARD',
      `自定义卡牌「${id}」：name.${lang}：${problem.zh}`,
      `Custom card "${id}": name.${lang}: ${problem.en}`,
      400,
      { card: id, path: `name.${lang}` },
    );
  }
}

/**
 * Validate every card for `def` as cards written now (a set saved, a new match): the cleaned definitions as they
 * will be stored, and the game's parsed cards by id. Beyond the game's validation, what the engine would silently
 * ignore is refused too (`checkNew`). Throws 400 ERR_BAD_CARD ({ card, path }) or 413 ERR_TOO_LARGE; nothing is
 * stored by the caller then.
 */
export function checkCards(
  def: AnyGameDefinition,
  cards: readonly unknown[],
): { cards: unknown[]; byId: Readonly<Record<string, unknown>> } {
  return validated(def, cards, true);
}

/**
 * Stored cards as the game reads them (a saved set shown again): the game's validation only, as a replay has it,
 * so a card saved before a `checkNew` rule keeps its face. Throws like checkCards.
 */
export function storedCards(
  def: AnyGameDefinition,
  cards: readonly unknown[],
): { cards: unknown[]; byId: Readonly<Record<string, unknown>> } {
  return validated(def, cards, false);
}

function validated(def: AnyGameDefinition, cards: readonly unknown[], written: boolean) {
  const clean = withinLimits(cards);
  try {
    const byId = validateCustomCards(def, clean);
    if (written) checkNewCustomCards(def, byId);
    return { cards: clean, byId };
  } catch (e) {
    if (isRuleError(e)) throw new AppError(e.code, e.text, 400, e.details);
    throw e;
  }
}

/** Each card's printed face in both languages, drawn by the game's own `cardInfo`. */
export function facesOf(def: AnyGameDefinition, byId: Readonly<Record<string, unknown>>): CardFaces {
  const state = { customCards: byId } as unknown as MatchState;
  const out: CardFaces = {};
  for (const id of Object.keys(byId)) {
    out[id] = { zh: cardFaceOf(def, id, state, 'zh'), en: cardFaceOf(def, id, state, 'en') };
  }
  return out;
}
