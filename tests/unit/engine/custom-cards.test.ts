/** The kernel's part of custom cards: validation with ERR_BAD_CARD, no shadowing, kept in the state, shared. */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  cloneState,
  createMatch,
  customCard,
  isRuleError,
  legalActions,
  MAX_CUSTOM_CARDS,
  type AnyGameDefinition,
  type MatchState,
} from '@/machines/engine';
import { forgetValidatedCards } from '@/machines/engine/custom-cards';
import { duelette, stackedSetup } from './helpers';

const game: AnyGameDefinition = duelette;

const hero = { id: 'hero-blade', name: { zh: '英雄之刃', en: "Hero's Blade" }, points: 7 };

function refusal(cards: unknown) {
  const r = createMatch(game, stackedSetup({ cards } as never));
  expect(isRuleError(r)).toBe(true);
  if (!isRuleError(r)) throw new Error('accepted');
  return r;
}

describe('custom cards in match.created', () => {
  it('are validated and kept, frozen, in the state', () => {
    const s = createMatch<MatchState>(game, stackedSetup({ cards: [hero] } as never));
    if (isRuleError(s)) throw s;
    expect(customCard(s, 'hero-blade')).toEqual(hero);
    expect(Object.isFrozen(s.customCards)).toBe(true);
    expect(customCard(s, 'spark')).toBeUndefined();
    expect(customCard(s, 'constructor')).toBeUndefined();
  });

  it('live play shares them between states and replays equal', () => {
    const s = createMatch<MatchState>(game, stackedSetup({ cards: [hero], firstPlayer: 'p1' } as never));
    if (isRuleError(s)) throw s;
    expect(cloneState(s).customCards).toBe(s.customCards);
    const next = applyAction(game, s, legalActions(game, s, 'p1')[0]);
    expect(next.ok && next.state.customCards).toBe(s.customCards);
  });

  it('a list validated once is found again by its content, the same frozen cards; a refusal every time', () => {
    const a = createMatch<MatchState>(game, stackedSetup({ cards: [hero] } as never));
    const b = createMatch<MatchState>(game, stackedSetup({ cards: [structuredClone(hero)] } as never));
    if (isRuleError(a) || isRuleError(b)) throw new Error('refused');
    expect(b.customCards).toBe(a.customCards);
    forgetValidatedCards();
    const c = createMatch<MatchState>(game, stackedSetup({ cards: [hero] } as never));
    if (isRuleError(c)) throw c;
    expect(c.customCards).not.toBe(a.customCards);
    expect(c.customCards).toEqual(a.customCards);
    const bad = [{ ...hero, points: 'seven' }];
    expect(refusal(bad).code).toBe('ERR_BAD_CARD');
    expect(refusal(bad).code).toBe('ERR_BAD_CARD');
  });

  it('a match without custom cards has no customCards field (old matches unchanged)', () => {
    const s = createMatch<MatchState>(game, stackedSetup());
    expect('customCards' in (s as object)).toBe(false);
  });

  it('refuses a bad field, naming the card, the path and the reason in both languages', () => {
    const e = refusal([{ ...hero, points: 'seven' }]);
    expect(e.code).toBe('ERR_BAD_CARD');
    expect(e.text.en).toContain('hero-blade');
    expect(e.text.en).toContain('points');
    expect(e.text.zh).toContain('「hero-blade」');
    expect(e.text.zh).toMatch(/期望|无效/);
    expect(e.details.path).toBe('points');
  });

  it('refuses unknown fields, duplicates, shadowing, bad ids and oversized lists', () => {
    expect(refusal([{ ...hero, power: 1 }]).text.en).toContain('hero-blade');
    expect(refusal([hero, hero]).text.en).toContain('defined twice');
    expect(refusal([{ ...hero, id: 'spark' }]).text.en).toContain('shadows');
    expect(refusal([{ ...hero, id: '__proto__' }]).code).toBe('ERR_BAD_CARD');
    expect(refusal([{ ...hero, id: '@p1.hand.1' }]).code).toBe('ERR_BAD_CARD');
    const many = Array.from({ length: MAX_CUSTOM_CARDS + 1 }, (_, i) => ({ ...hero, id: `c${i}` }));
    expect(refusal(many).text.en).toContain(`At most ${MAX_CUSTOM_CARDS}`);
    expect(refusal([{ ...hero, name: { zh: 'x'.repeat(30_000), en: 'x' } }]).text.en).toContain('too long');
  });

  it('a custom card in a deck plays under the rules and is named by the game', () => {
    const s = createMatch<MatchState<any>>(
      game,
      stackedSetup({
        cards: [hero],
        decks: { p1: ['hero-blade', 'ash', 'ash', 'ash'], p2: ['ash', 'ash', 'ash'] },
        position: { hands: { p1: 1 } },
      } as never),
    );
    if (isRuleError(s)) throw s;
    const r = applyAction(game, s, { type: 'card.play', actor: 'p1', payload: { card: 'p1-0' } });
    expect(r.ok && r.state.game.score.p1).toBe(7);
    expect(game.cardName('hero-blade', s)).toEqual(hero.name);
  });

  it('a deck naming a card nobody defined is refused', () => {
    const r = createMatch(
      game,
      stackedSetup({ decks: { p1: ['nobody', 'ash', 'ash'], p2: ['ash', 'ash', 'ash'] } }),
    );
    expect(isRuleError(r) && r.code).toBe('ERR_BAD_SETUP');
  });

  it('a game without custom-card support refuses them', () => {
    const r = createMatch({ ...duelette, customCards: undefined }, stackedSetup({ cards: [hero] } as never));
    expect(isRuleError(r) && r.code).toBe('ERR_BAD_CARD');
  });
});
