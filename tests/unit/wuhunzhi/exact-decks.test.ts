/**
 * 武魂志 decks as the story has them (issue 13.2, W41): a position may give a seat's deck exactly, top first (or
 * shuffled by the seed), with no padding and no deck list; construction rules keep applying to matches that start
 * from the opening.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, createMatchOrThrow } from '@/machines/engine';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { DECK_JIXIA } from '@/content/wuhunzhi/decks';
import { def, setupFor } from './helpers';

const puzzle = (p1: object = {}, seed = 1, extra: object = {}) =>
  createMatchOrThrow<WuhunzhiState>(
    def,
    setupFor(seed, {
      decks: undefined,
      position: {
        round: 2,
        p1: {
          altars: ['a-kunlun', { card: 'a-taishan', faceUp: false }],
          hand: ['s-modi', 's-huishi', 's-xuxing', 's-caogui'],
          deck: ['s-sunbin', 'e-hezong', 's-tiandan'],
          ...p1,
        },
        p2: { altars: ['a-fenghuo'], sandField: { '5': 's-jingke' }, deck: ['s-zhuanzhu'] },
      },
      ...extra,
    }),
  );
const ids = (s: WuhunzhiState, list: string[]) => list.map((id) => s.cards[id].cardId);

describe('exact decks (W41)', () => {
  it('the seat has exactly the named cards: no deck list, no padding, ids numbered as the normal setup does', () => {
    const s = puzzle();
    expect(
      Object.keys(s.cards)
        .filter((id) => id.startsWith('p1-'))
        .sort(),
    ).toEqual(['p1-a0', 'p1-a1', 'p1-m0', 'p1-m1', 'p1-m2', 'p1-m3', 'p1-m4', 'p1-m5', 'p1-m6'].sort());
    expect(Object.keys(s.cards).filter((id) => id.startsWith('p2-'))).toHaveLength(3);
    expect(s.game.boards.p1.altars).toHaveLength(2);
    expect(s.game.boards.p1.general).toBeNull();
  });

  it('top first: the first construction draw takes the first card of `deck`', () => {
    const s = puzzle(); // hand of 4: the first seat draws one at once (R3)
    expect(ids(s, s.game.boards.p1.hand)).toEqual(['s-modi', 's-huishi', 's-xuxing', 's-caogui', 's-sunbin']);
    expect(ids(s, s.game.boards.p1.deck)).toEqual(['e-hezong', 's-tiandan']);
  });

  it('shuffle: true shuffles it with the match seed (same seed, same order)', () => {
    const deck = [
      ...Array.from({ length: 12 }, (_, i) => (i % 2 ? 's-modi' : 's-huishi')),
      'e-hezong',
      'st-yiyi',
    ];
    const order = (seed: number) => {
      const s = puzzle(
        { deck, shuffle: true, hand: ['s-modi', 's-modi', 's-modi', 's-modi', 's-modi'] },
        seed,
      );
      return ids(s, s.game.boards.p1.deck);
    };
    expect(order(4)).toEqual(order(4));
    const orders = new Set([1, 2, 3, 4, 5, 6].map((seed) => order(seed).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('an exact seat ignores a deck list given for it; the other seat may still use its list', () => {
    const s = createMatchOrThrow<WuhunzhiState>(
      def,
      setupFor(1, {
        position: {
          round: 2,
          p1: { altars: ['a-kunlun'], deck: ['s-modi'] },
          p2: { sandField: { '5': 's-jingke' } },
        },
      }),
    );
    expect(Object.keys(s.cards).filter((id) => id.startsWith('p1-'))).toHaveLength(2);
    expect(Object.keys(s.cards).filter((id) => id.startsWith('p2-'))).toHaveLength(57); // the whole 虎狼 list
  });

  it('cards need not come from a constructed list: eight copies of one soul are fine in a position', () => {
    const s = puzzle({ deck: Array(8).fill('s-modi') });
    expect(s.game.boards.p1.deck.length + 1).toBe(8); // one drawn
  });

  it('the same cards may not break zone rules: an altar in the deck is refused', () => {
    const r = createMatch(
      def,
      setupFor(1, {
        decks: undefined,
        position: {
          round: 2,
          p1: { altars: ['a-kunlun'], deck: ['a-taishan'] },
          p2: { altars: ['a-fenghuo'], deck: [] },
        },
      }),
    );
    expect('code' in r && [r.code, r.details?.field]).toEqual(['ERR_BAD_POSITION', 'p1.deck.0']);
  });

  it('an exact seat needs an altar', () => {
    const r = createMatch(
      def,
      setupFor(1, {
        decks: undefined,
        position: { round: 2, p1: { altars: [], deck: [] }, p2: { altars: ['a-fenghuo'], deck: [] } },
      }),
    );
    expect('code' in r && r.code).toBe('ERR_BAD_POSITION');
  });

  it('construction rules still apply from the opening: a short deck list is refused, a missing one too', () => {
    const short = { ...DECK_JIXIA, mainDeck: DECK_JIXIA.mainDeck.slice(0, 3) };
    const r1 = createMatch(def, setupFor(1, { decks: { p1: short, p2: DECK_JIXIA } }));
    expect('code' in r1 && r1.code).toBe('ERR_ILLEGAL_DECK');
    const r2 = createMatch(def, setupFor(1, { decks: undefined }));
    expect('code' in r2 && r2.code).toBe('ERR_ILLEGAL_DECK');
  });

  it('a deck that runs out still loses by the rules (L3a): the puzzle’s three cards are all there is', () => {
    let s = puzzle({ hand: [] }); // hand 0: the first draw takes all three and cannot reach five
    expect([s.result?.winner, s.result?.reason]).toEqual(['p2', 'cannotReachFive']);
    s = puzzle();
    expect(s.result).toBeNull();
  });
});
