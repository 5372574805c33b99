/**
 * A custom card is named by its own name wherever the author reads about it: in an author ruling's words
 * (describeRuling), in the studio's card names and in the deck pins, never by its id.
 */
import { describe, expect, it } from 'vitest';
import { customSoul, withCards } from './custom-cards-helpers';
import { def } from './helpers';

describe('武魂志: a custom card in words', () => {
  const hero = customSoul('c-hero', 1500);
  const s = withCards([hero], {
    round: 3,
    first: 'p1',
    p1: { altars: ['a-kunlun'], general: null, deck: ['c-hero'], sandField: { '5': 'c-hero' } },
    p2: { altars: ['a-lingtai'], general: null, deck: [] },
    at: { phase: 'summoning' },
  });
  const onField = Object.entries(s.cards).find(
    ([id, c]) => c.cardId === 'c-hero' && !def.deckOf(s, 'p1').includes(id),
  )![0];

  it('a ruling on it names it', () => {
    const words = def.ruling.describe(s, { op: 'setSoulDamage', card: onField, value: 300 });
    const text = 'zh' in words ? words : null;
    expect(text?.zh).toContain('「c-hero之魂」');
    expect(text?.en).toContain('Soul c-hero');
    expect(JSON.stringify(words)).not.toMatch(/「c-hero」|"c-hero "/);
  });

  it('the engine names it, and tells its face, given the match', () => {
    expect(def.cardName('c-hero', s)).toEqual({ zh: 'c-hero之魂', en: 'Soul c-hero' });
    expect(def.cardInfo?.('c-hero', s).text.zh).toBe('作者写的卡。');
  });
});
