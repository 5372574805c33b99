/**
 * Custom cards in a duel script's header: `card json: {…}` declares one card, `cards json: […]` a list; both may
 * repeat and keep their order. They become `setup.cards` (validated by the game when the script is played, with
 * the refusal pointing at the card's line), and decks, positions and pins may then name those cards by id or name.
 */
import type { Text } from '../types';
import { fail, parseJson } from './common';
import type { Header } from './decks';

export const CARD_KEYS = ['card json', 'cards json'] as const;

/** The declared cards in order, and the line each card id was declared on. */
export function parseCards(header: Header): { cards: unknown[]; lines: Record<string, number> } | undefined {
  if (header.cards.length === 0) return undefined;
  const cards: unknown[] = [];
  const lines: Record<string, number> = {};
  for (const c of header.cards) {
    const v = parseJson(c.value, c.line, c.list ? 'cards json' : 'card json');
    const list = c.list ? v : [v];
    if (!Array.isArray(list)) {
      fail(
        c.line,
        'ERR_SCRIPT_SYNTAX',
        '「cards json:」后应是卡牌的列表 […]',
        '"cards json:" takes a list […] of cards',
      );
    }
    for (const card of list) {
      const id = card && typeof card === 'object' ? (card as { id?: unknown }).id : undefined;
      if (typeof id !== 'string' || !id) {
        fail(c.line, 'ERR_BAD_CARD', '自定义卡牌需要一个字符串 id', 'A custom card needs a string id');
      }
      lines[id] ??= c.line;
      cards.push(card);
    }
  }
  return { cards, lines };
}

/** The ids and names of declared cards, for name resolution in decks and pins before the game validates them. */
export function declaredNames(cards: readonly unknown[]): Array<{ id: string; name?: Text }> {
  return cards.map((c) => {
    const card = c as { id: string; name?: unknown };
    const n = card.name as Partial<Text> | undefined;
    const ok = n && typeof n.zh === 'string' && typeof n.en === 'string';
    return ok ? { id: card.id, name: { zh: n.zh!, en: n.en! } } : { id: card.id };
  });
}

/** One header line per card, as the serializer writes them (one `card json:` each, compact JSON). */
export const formatCards = (cards: readonly unknown[] | undefined): string[] =>
  (cards ?? []).map((c) => `card json: ${JSON.stringify(c)}`);
