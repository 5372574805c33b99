/** The deck headers of a duel script (`p1 deck: …`, `p1 deck <part>: …`, `p1 deck json: …`, `decks json: …`). */
import type { Seat } from '../types';
import { LITERAL, fail, parseCardList, parseJson, type CardResolver } from './common';

interface DeckPart {
  key: string | null;
  json: boolean;
  value: string;
  line: number;
}
type DeckPartValue = string[] | number | boolean | null;

/** The header lines of a script, as read before the first action. */
export interface Header {
  values: Map<string, { value: string; line: number }>;
  deckParts: Record<Seat, DeckPart[]>;
  /** `card json:` (one card) and `cards json:` (a list) lines, in order. */
  cards: Array<{ value: string; line: number; list: boolean }>;
}

export function parseDecks(header: Header, resolve: CardResolver): unknown {
  const whole = header.values.get('decks json');
  if (whole) return parseJson(whole.value, whole.line, 'decks json');
  const out: Partial<Record<Seat, unknown>> = {};
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const parts = header.deckParts[seat];
    if (!parts.length) continue;
    const what = { zh: `${seat} 的牌组`, en: `${seat}'s deck` };
    if (parts.some((p) => p.json)) {
      if (parts.length > 1)
        fail(
          parts[1].line,
          'ERR_SCRIPT_HEADER_TWICE',
          `${what.zh}写成 JSON 时只能有一行`,
          `${what.en} in JSON takes exactly one line`,
        );
      out[seat] = parseJson(parts[0].value, parts[0].line, `${seat} deck json`);
    } else if (parts.every((p) => p.key === null)) {
      out[seat] = parts.flatMap((p) => parseCardList(p.value, p.line, resolve, `${seat} deck`));
    } else if (parts.every((p) => p.key !== null)) {
      out[seat] = parseDeckParts(seat, parts, resolve);
    } else {
      fail(
        parts[parts.length - 1].line,
        'ERR_SCRIPT_SYNTAX',
        `${what.zh}不能同时使用「deck:」和「deck 分区:」`,
        `${what.en} cannot mix "deck:" with "deck <part>:" lines`,
      );
    }
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * A deck written as `p1 deck <part>: …` lines: each part is a card list (lines of one part are joined), or one
 * JSON scalar given on a single line (星阶 `rank: 10`).
 */
function parseDeckParts(seat: Seat, parts: DeckPart[], resolve: CardResolver): Record<string, DeckPartValue> {
  const what = { zh: `${seat} 的牌组`, en: `${seat}'s deck` };
  const obj: Record<string, DeckPartValue> = {};
  for (const p of parts) {
    const key = p.key!;
    const prev = obj[key];
    if (LITERAL.test(p.value.trim())) {
      if (prev !== undefined)
        fail(
          p.line,
          'ERR_SCRIPT_SYNTAX',
          `${what.zh}的「${key}」只能写一个值`,
          `${what.en}: "${key}" takes a single value`,
        );
      obj[key] = JSON.parse(p.value.trim()) as number | boolean | null;
    } else if (prev !== undefined && !Array.isArray(prev)) {
      fail(
        p.line,
        'ERR_SCRIPT_SYNTAX',
        `${what.zh}的「${key}」已经是一个值，不能再接牌表`,
        `${what.en}: "${key}" is already a value and cannot take a card list`,
      );
    } else {
      obj[key] = [...(prev ?? []), ...parseCardList(p.value, p.line, resolve, `${seat} deck ${key}`)];
    }
  }
  return obj;
}
