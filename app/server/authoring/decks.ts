/**
 * Deck lists from the new-match form: a preset of the game's content, a pasted list read with the duel-script
 * deck grammar (errors name the line of the paste), or JSON. The engine validates every deck afterwards.
 */
import 'server-only';
import type { Seat } from '@/app/contracts/common';
import type { DeckInput } from '@/app/contracts/authoring';
import { ScriptError, parseDuelScript } from '@/machines/engine/duel-script';
import { formatCards } from '@/machines/engine/duel-script/cards';
import { AppError, fail } from '../http/errors';
import { deckPresets } from '../games/content';
import { gameOf } from '../games/lookup';
import { scriptOptions } from './scripts';

/** The seats as the new-match form names them (who goes first is chosen apart). */
const SEAT_WORDS = {
  p1: { zh: '玩家一', en: "Player one's" },
  p2: { zh: '玩家二', en: "Player two's" },
} as const;

/** The match's custom cards (validated), which a pasted list may name by id or by name like starter cards. */
export interface MatchCards {
  cards: readonly unknown[];
  byId: Readonly<Record<string, unknown>>;
}
const NO_CARDS: MatchCards = { cards: [], byId: {} };

/**
 * A pasted deck list for one seat: each line is either a card list (`3x spark, flame`) or `part: list` for
 * games whose deck has parts (`mainDeck: …`, `altars: …`, `rank: 10`). Custom cards are declared to the script
 * reader as a duel script declares them (`card json:` header lines), so their ids and names read too.
 */
export function parseDeckPaste(
  gameId: string,
  seat: Seat,
  text: string,
  custom: MatchCards = NO_CARDS,
): unknown {
  const def = gameOf(gameId);
  const lines = text.replace(/\r/g, '').split('\n');
  const head = [`game: ${def.id}`, 'p1 name: a', 'p2 name: b', ...formatCards(custom.cards)];
  const seatText = SEAT_WORDS[seat];
  const lineError = (line: number, zh: string, en: string, cause: string): never => {
    throw new AppError(
      'ERR_DECK_LIST',
      { zh: `${seatText.zh}的牌组第 ${line} 行：${zh}`, en: `${seatText.en} deck, line ${line}: ${en}` },
      400,
      { seat, line, cause },
    );
  };
  const parts = lines.map((l) => {
    const t = l.trim();
    if (!t || t.startsWith('#')) return null;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)\s*:(.*)$/.exec(t);
    return m ? { key: m[1], value: m[2].trim() } : { key: null, value: t };
  });
  const body = parts.map((p) =>
    p ? (p.key ? `${seat} deck ${p.key}: ${p.value}` : `${seat} deck: ${p.value}`) : '',
  );
  let deck: unknown;
  try {
    const parsed = parseDuelScript([...head, ...body].join('\n'), scriptOptions);
    deck = (parsed.file.setup.decks as Record<Seat, unknown> | undefined)?.[seat];
  } catch (e) {
    if (!(e instanceof ScriptError)) throw e;
    // The script reader's line number and its own label (`p1 deck cards:`) say what the paste's line already says.
    const strip = (s: string) =>
      s.replace(/^(第 \d+ 行：|Line \d+: )?(p[12] deck(?: [A-Za-z_]+)?(?: json)?[:：] ?)?/, '');
    lineError(Number(e.details.line) - head.length, strip(e.text.zh), strip(e.text.en), e.code);
  }
  if (deck === undefined)
    fail('ERR_DECK_EMPTY', `${seatText.zh}的牌组是空的`, `${seatText.en} deck list is empty`, 400, {
      seat,
    });
  // Per-card problems the game's own deck schema finds (unknown card …), mapped back to the pasted line.
  const setupSchema = def.setupSchemaFor?.(custom.byId) ?? def.setupSchema;
  const check = setupSchema.safeParse({ decks: { p1: deck, p2: deck } });
  if (!check.success) {
    for (const issue of check.error.issues) {
      const [root, s, a, b] = issue.path;
      if (root !== 'decks' || s !== seat) continue;
      const key = typeof a === 'string' ? a : null;
      const index = typeof a === 'number' ? a : typeof b === 'number' ? b : null;
      if (index === null) continue;
      let seen = 0;
      for (let i = 0; i < parts.length; i++) {
        const p = parts[i];
        if (!p || p.key !== key) continue;
        const n = p.value
          ? (
              parseDuelScript([...head, `${seat} deck: ${p.value}`].join('\n'), scriptOptions).file.setup
                .decks as Record<Seat, unknown[]>
            )[seat].length
          : 0;
        if (index < seen + n)
          lineError(
            i + 1,
            `第 ${index - seen + 1} 项无效：${issue.message}`,
            `item ${index - seen + 1} is invalid: ${issue.message}`,
            'ERR_BAD_SETUP',
          );
        seen += n;
      }
    }
  }
  return deck;
}

/** The deck value for one seat from the new-match form. */
export function deckFromInput(
  gameId: string,
  seat: Seat,
  input: DeckInput,
  custom: MatchCards = NO_CARDS,
): unknown {
  if ('preset' in input) {
    const p = deckPresets(gameId).find((d) => d.id === input.preset);
    if (!p)
      fail('ERR_UNKNOWN_DECK', `没有预设牌组「${input.preset}」`, `No preset deck "${input.preset}"`, 400, {
        seat,
      });
    return p!.deck;
  }
  if ('list' in input) return parseDeckPaste(gameId, seat, input.list, custom);
  return input.json;
}
