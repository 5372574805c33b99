/**
 * Narration as segments: a sentence is a list of plain text and references to cards, card kinds and seats, so it
 * is rendered for each perspective from what that perspective may know, never redacted by matching names in a
 * finished string (a player called like a card keeps their name; one hidden copy of a card seen elsewhere stays
 * hidden). Games build sentences with the `n` tag; the kernel renders them.
 */
import type { Perspective, Seat, Text } from './types';

/**
 * One piece of a sentence.
 * - a string: plain text;
 * - `{ card }`: a card instance: 「name」 (zh) / name (en) where the perspective may know it, else the game's
 *   word for an unknown card (一张暗置的牌 / a face-down card);
 * - `{ cardId }`: a kind of card named openly (a declared name, a pinned draw told to the author …);
 * - `{ seat }`: a player, always by name.
 */
export type Segment = string | { card: string } | { cardId: string } | { seat: Seat };

/** A sentence in both languages, as segments. */
export interface Narration {
  zh: Segment[];
  en: Segment[];
}

export const card = (instanceId: string): Segment => ({ card: instanceId });
export const cardKind = (cardId: string): Segment => ({ cardId });
export const seat = (s: Seat): Segment => ({ seat: s });

/**
 * Tagged template for one language's segments: n`${seat('p1')}召唤${card(id)}` -> ['', {seat}, '召唤', {card}].
 * Interpolated strings and numbers become text; segments stay references.
 */
export function n(strings: TemplateStringsArray, ...parts: Array<Segment | number>): Segment[] {
  const out: Segment[] = [];
  const push = (x: Segment) => {
    if (typeof x === 'string') {
      if (x === '') return;
      const last = out[out.length - 1];
      if (typeof last === 'string') out[out.length - 1] = last + x;
      else out.push(x);
    } else out.push(x);
  };
  strings.forEach((s, i) => {
    push(s);
    if (i < parts.length) {
      const p = parts[i];
      push(typeof p === 'number' ? String(p) : p);
    }
  });
  return out;
}

/** Plain text as a narration (both languages). */
export const plain = (t: Text): Narration => ({ zh: [t.zh], en: [t.en] });

/** Join sentences: zh with '，' or '。', en with ', ' or '. ' as given. */
export function joinNarrations(parts: readonly Narration[], sep: Text = { zh: '。', en: '. ' }): Narration {
  const out: Narration = { zh: [], en: [] };
  parts.forEach((p, i) => {
    if (i > 0) {
      out.zh.push(sep.zh);
      out.en.push(sep.en);
    }
    out.zh.push(...p.zh);
    out.en.push(...p.en);
  });
  return out;
}

export const isNarration = (x: unknown): x is Narration =>
  typeof x === 'object' &&
  x !== null &&
  Array.isArray((x as Narration).zh) &&
  Array.isArray((x as Narration).en);

/** What rendering needs to know about the step: names, and which instances the perspective may not know. */
export interface RenderContext {
  players: Record<Seat, { name: string }>;
  /** The content id of an instance (undefined for an unknown id). */
  cardIdOf(instanceId: string): string | undefined;
  cardName(cardId: string): Text;
  /** Whether the perspective may not know this instance's identity in this sentence. */
  isHidden(instanceId: string): boolean;
  /** The words for a card the perspective may not know. */
  hiddenCard: Text;
}

/** Render one language of a narration to a string. */
export function renderSegments(segments: readonly Segment[], lang: 'zh' | 'en', ctx: RenderContext): string {
  let out = '';
  for (const s of segments) {
    if (typeof s === 'string') out += s;
    else if ('seat' in s) out += ctx.players[s.seat]?.name ?? s.seat;
    else if ('cardId' in s) out += quoteName(ctx.cardName(s.cardId)[lang], lang);
    else {
      const id = ctx.cardIdOf(s.card);
      out +=
        id === undefined || ctx.isHidden(s.card)
          ? ctx.hiddenCard[lang]
          : quoteName(ctx.cardName(id)[lang], lang);
    }
  }
  return out;
}

const quoteName = (name: string, lang: 'zh' | 'en') => (lang === 'zh' ? `「${name}」` : name);

export function renderNarration(narration: Narration, ctx: RenderContext): Text {
  return { zh: renderSegments(narration.zh, 'zh', ctx), en: renderSegments(narration.en, 'en', ctx) };
}

/** Every card instance a narration refers to (for tests and for highlighting on the board). */
export function cardRefs(narration: Narration): string[] {
  const out = new Set<string>();
  for (const s of [...narration.zh, ...narration.en])
    if (typeof s === 'object' && 'card' in s) out.add(s.card);
  return [...out];
}

export type { Perspective };
