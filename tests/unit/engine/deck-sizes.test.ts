/**
 * The deck builder's size hint (`deckSizes`) says what each game's setup check enforces: every deck preset keeps
 * it, and a part one card short of it (or one over) is refused by the engine as an illegal deck.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, DECK_WHOLE, isRuleError, type AnyGameDefinition } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { sizeKept } from '@/app/ui/studio/deck-model';

const presetsOf = (def: AnyGameDefinition) => def.content?.presets ?? [];

/** The list a `deckSizes` key names in a deck value. */
const listAt = (deck: unknown, key: string): string[] =>
  (key === DECK_WHOLE ? deck : (deck as Record<string, unknown>)[key]) as string[];

const withList = (deck: unknown, key: string, list: string[]): unknown =>
  key === DECK_WHOLE ? list : { ...(deck as object), [key]: list };

function setupWith(def: AnyGameDefinition, p1: unknown) {
  const presets = presetsOf(def);
  return {
    gameId: def.id,
    rulesVersion: def.rulesVersion,
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed: 7,
    decks: { p1, p2: (presets[1] ?? presets[0]).deck },
  };
}

describe('deck sizes: the hint and the setup check agree', () => {
  for (const def of Object.values(GAMES)) {
    const sizes = def.deckSizes?.(def.defaultConfig) ?? {};

    it(`${def.id}: every part of every preset keeps its size`, () => {
      expect(Object.keys(sizes).length).toBeGreaterThan(0);
      for (const p of presetsOf(def))
        for (const [key, size] of Object.entries(sizes))
          expect(sizeKept(listAt(p.deck, key).length, size), `${p.id} ${key}`).toBe(true);
    });

    it(`${def.id}: a part one card short of its size, or one over, is refused`, () => {
      const deck = presetsOf(def)[0].deck;
      expect(isRuleError(createMatch(def, setupWith(def, deck)))).toBe(false);
      for (const [key, size] of Object.entries(sizes)) {
        const list = listAt(deck, key);
        const short = Array.from({ length: size.min - 1 }, (_, i) => list[i % list.length]);
        const over = Array.from({ length: size.max + 1 }, (_, i) => list[i % list.length]);
        for (const [what, l] of [
          ['short', short],
          ['over', over],
        ] as const) {
          const r = createMatch(def, setupWith(def, withList(deck, key, l)));
          expect(isRuleError(r) && r.code, `${key} ${what}`).toMatch(/^ERR_(BAD|ILLEGAL)_DECK$/);
        }
      }
    });
  }
});
