/**
 * The new-match deck builder's model (app/ui/studio/deck-model.ts): each game's presets turned into a paste that
 * the server reads back into the same deck, cards added, removed and moved to the top part by part, the part a
 * card of each face goes in, and the create request the form sends with picked card sets.
 */
import { describe, expect, it } from 'vitest';
import { parseDeckPaste as serverParse } from '@/app/server/authoring/decks';
import {
  addCard,
  cardCounts,
  deckModelOf,
  deckPasteOf,
  formatList,
  moveToTop,
  parseDeckPaste,
  partFor,
  partSize,
  removeCard,
} from '@/app/ui/studio/deck-model';
import { createRequestOf, type NewMatchFields } from '@/app/ui/studio/new-match-request';
import { setCardChoices } from '@/app/ui/studio/use-card-sets';
import { GAMES } from '@/machines/registry';

/** The model back as `setup.decks[seat]` takes it. */
const deckOf = (paste: string) => {
  const m = parseDeckPaste(paste);
  return m.length === 1 && m[0].key === null
    ? m[0].value
    : Object.fromEntries(m.map((p) => [p.key, p.value]));
};

describe('preset -> paste -> deck', () => {
  for (const def of Object.values(GAMES)) {
    for (const preset of def.content?.presets ?? []) {
      it(`${def.id} ${preset.id}: the paste reads back as the preset, here and on the server`, () => {
        const paste = deckPasteOf(deckModelOf(preset.deck));
        expect(paste).not.toContain('undefined');
        expect(deckOf(paste)).toEqual(preset.deck);
        expect(serverParse(def.id, 'p1', paste)).toEqual(preset.deck);
      });
    }
  }
});

describe('reading a paste', () => {
  it('joins the lines of one part, skips comments and blanks, reads counts written 3x, 3× and 3*', () => {
    const m = parseDeckPaste('# mine\nrank: 10\ncards: 3x a, b\n\ncards: 2× c, 2*d\n');
    expect(m).toEqual([
      { key: 'rank', value: 10 },
      { key: 'cards', value: ['a', 'a', 'a', 'b', 'c', 'c', 'd', 'd'] },
    ]);
  });
  it('reads a bare list as the one part of a one-list deck', () => {
    expect(parseDeckPaste('2x xue-nu,\n lie-quan')).toEqual([
      { key: null, value: ['xue-nu', 'xue-nu', 'lie-quan'] },
    ]);
  });
  it('writes runs of one card as counts and keeps the order', () => {
    expect(formatList(['a', 'a', 'b', 'a'])).toBe('2x a, b, a');
    expect(deckPasteOf([{ key: null, value: ['a', 'a', 'b'] }])).toBe('2x a, b');
    expect(
      deckPasteOf([
        { key: 'rank', value: 10 },
        { key: 'cards', value: [] },
      ]),
    ).toBe('rank: 10\ncards:');
  });
});

describe('changing a deck a card at a time', () => {
  const start = parseDeckPaste('mainDeck: 2x s-a, s-b\naltars: a-x\ngenerals: g-y');

  it('adds at the bottom or on top, removes the last copy, moves every copy to the top', () => {
    let m = addCard(start, 'mainDeck', 'hero');
    expect(deckPasteOf(m).split('\n')[0]).toBe('mainDeck: 2x s-a, s-b, hero');
    m = addCard(m, 'mainDeck', 'hero', 'top');
    expect(cardCounts(m, 'mainDeck')).toEqual([
      { cardId: 'hero', count: 2 },
      { cardId: 's-a', count: 2 },
      { cardId: 's-b', count: 1 },
    ]);
    m = removeCard(m, 'mainDeck', 's-a');
    expect(partSize(m, 'mainDeck')).toBe(4);
    m = moveToTop(removeCard(m, 'mainDeck', 'hero'), 'mainDeck', 's-b');
    expect(deckPasteOf(m)).toBe('mainDeck: s-b, hero, s-a\naltars: a-x\ngenerals: g-y');
    // the starting model is never changed
    expect(deckPasteOf(start)).toBe('mainDeck: 2x s-a, s-b\naltars: a-x\ngenerals: g-y');
  });

  it('removing a card the part does not hold changes nothing; adding to a missing part makes it', () => {
    expect(removeCard(start, 'altars', 'nope')).toBe(start);
    expect(deckPasteOf(addCard([], null, 'x'))).toBe('x');
    expect(
      deckPasteOf(addCard(start, 'extra', 'x'))
        .split('\n')
        .at(-1),
    ).toBe('extra: x');
  });

  it('puts a card in the part that takes its face (武魂志 parts from the game content)', () => {
    const parts = GAMES.wuhunzhi.content?.deckParts;
    expect(partFor(start, 'general', parts)).toBe('generals');
    expect(partFor(start, 'altar', parts)).toBe('altars');
    expect(partFor(start, 'soul', parts)).toBe('mainDeck');
    expect(partFor(start, undefined, parts)).toBe('mainDeck');
    expect(partFor(parseDeckPaste('rank: 10\ncards: a'), 'magic', GAMES.xingjie.content?.deckParts)).toBe(
      'cards',
    );
    expect(partFor(parseDeckPaste('a, b'), 'creature', undefined)).toBeNull();
  });

  it('every starter card of a game with parts has a part that takes its face', () => {
    for (const def of Object.values(GAMES)) {
      const parts = def.content?.deckParts;
      if (!parts) continue;
      for (const id of def.content!.cardIds) {
        const face = def.cardInfo?.(id).face;
        expect(
          parts.some((p) => face && p.faces?.includes(face)),
          `${def.id} ${id} ${face}`,
        ).toBe(true);
      }
    }
  });
});

describe('what the form sends', () => {
  const fields: NewMatchFields = {
    gameId: 'wuhunzhi',
    title: ' ',
    names: { p1: 'A', p2: 'B' },
    deckMode: { p1: 'paste', p2: 'hulang' },
    pasted: { p1: 'mainDeck: hero', p2: '' },
    seed: '7',
    stacked: { p1: true, p2: false },
    first: 'p1',
    config: '',
    position: '',
    positionMode: 'opening',
    cardSets: ['c_one', 'c_two'],
  };

  it('sends the pasted list, the preset, the stacked seat and the picked card sets', () => {
    const r = createRequestOf(fields);
    expect('ok' in r && r.body).toEqual({
      gameId: 'wuhunzhi',
      players: { p1: { name: 'A' }, p2: { name: 'B' } },
      decks: { p1: { list: 'mainDeck: hero' }, p2: { preset: 'hulang' } },
      seed: 7,
      stacked: ['p1'],
      firstPlayer: 'p1',
      cardSets: [{ setId: 'c_one' }, { setId: 'c_two' }],
    });
    const none = createRequestOf({ ...fields, cardSets: [] });
    expect('ok' in none && 'cardSets' in none.body).toBe(false);
  });

  it('refuses a position that is not JSON before sending anything', () => {
    const r = createRequestOf({ ...fields, positionMode: 'custom', position: '{ nope' });
    expect('code' in r && r.code).toBe('ERR_BAD_JSON');
  });
});

describe('a card set as deck-builder choices', () => {
  it('names each card by its printed name and type in both languages', () => {
    const face = (name: string, type: string) => ({
      name,
      face: 'soul',
      type,
      mark: '',
      stats: [],
      text: '',
    });
    const choices = setCardChoices({
      setId: 'c_a',
      cards: [{ id: 'hero' }, { id: 'plain' }, 'junk'],
      faces: { hero: { zh: face('英雄', '灵魂卡'), en: face('Hero', 'Soul') } },
    });
    expect(choices).toEqual([
      {
        id: 'hero',
        setId: 'c_a',
        name: { zh: '英雄', en: 'Hero' },
        type: { zh: '灵魂卡', en: 'Soul' },
        face: 'soul',
      },
      { id: 'plain', setId: 'c_a', name: { zh: 'plain', en: 'plain' } },
    ]);
  });
});
