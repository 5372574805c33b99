/**
 * Deck parts in duel scripts: `p1 deck <part>: …` is a card list, or one JSON scalar such as 星阶's
 * `p1 deck rank: 10` (docs/duel-script.md). Scalars read as numbers, export back as the same line, and a
 * scalar part cannot also take a list.
 */
import { describe, expect, it } from 'vitest';
import {
  checkDuelScript,
  parseDuelScript,
  serializeDuelScript,
  ScriptError,
} from '@/machines/engine/duel-script';
import { formatDecks } from '@/machines/engine/duel-script/serialize';
import { GAMES } from '@/machines/registry';
import { studioCardIds } from '@/app/server/games/content';
import { DECKS } from '@/content/xingjie/decks';
import { formatCardList } from '@/machines/engine/duel-script/common';

const opts = { games: GAMES, cardIds: studioCardIds };
const [A, B] = DECKS;
const script = (p1Rank: string, extra = '') => `game: xingjie
p1 name: 甲
p2 name: 乙
seed: 3
p1 deck rank: ${p1Rank}
p1 deck cards: ${formatCardList(A.cards)}
${extra}p2 deck rank: ${B.rank}
p2 deck cards: ${formatCardList(B.cards)}
`;

describe('deck parts', () => {
  it('`rank: 10` is the number 10, and the match is created from it', () => {
    const parsed = parseDuelScript(script(String(A.rank)), opts);
    const decks = parsed.file.setup.decks as Record<string, { rank: unknown; cards: string[] }>;
    expect(decks.p1.rank).toBe(A.rank);
    expect(typeof decks.p1.rank).toBe('number');
    expect(decks.p1.cards).toEqual(A.cards);
    expect(() => checkDuelScript(script(String(A.rank)), opts)).not.toThrow();
  });

  it('exports a scalar part as the same line and imports back identically', () => {
    const parsed = parseDuelScript(script(String(A.rank)), opts);
    const text = serializeDuelScript(parsed.file);
    expect(text).toContain(`p1 deck rank: ${A.rank}\n`);
    expect(text).not.toContain('deck json');
    expect(parseDuelScript(text, opts).file.setup).toEqual(parsed.file.setup);
  });

  it('a one-card list whose id looks like a number falls back to JSON, so it cannot read back as a number', () => {
    expect(formatDecks({ p1: { cards: ['10'] } })).toEqual(['p1 deck json: {"cards":["10"]}']);
    expect(formatDecks({ p1: { rank: 7, cards: ['a', 'b'] } })).toEqual([
      'p1 deck rank: 7',
      'p1 deck cards: a, b',
    ]);
  });

  it('a scalar part given twice, or a scalar then a list, is refused at its line', () => {
    for (const [extra, zh] of [
      ['p1 deck rank: 9\n', '只能写一个值'],
      ['p1 deck rank: footman\n', '不能再接牌表'],
    ] as const) {
      let caught: unknown;
      try {
        parseDuelScript(script(String(A.rank), extra), opts);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(ScriptError);
      expect((caught as ScriptError).details.line).toBe(7);
      expect((caught as ScriptError).text.zh).toContain(zh);
    }
  });
});
