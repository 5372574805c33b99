/** §2 deck construction and §3 setup: the first-player procedure (R1), opening hand, LP. */
import { describe, expect, it } from 'vitest';
import { createMatch, isRuleError } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import { BAT_SWARM } from '@/content/xueqi/decks';
import { PLAIN_DECK, duel } from './helpers';

const RULES = Array<string>(20).fill('xue-zhi-xianli');
const mk = (p1: string[], p2: string[], extra: Record<string, unknown> = {}) =>
  createMatch<XueqiState>(xueqi, {
    gameId: 'xueqi',
    rulesVersion: '1',
    players: { p1: { name: 'a' }, p2: { name: 'b' } },
    seed: 3,
    decks: { p1, p2 },
    stacked: ['p1', 'p2'],
    ...extra,
  });

describe('§2 deck construction', () => {
  it('accepts 40 and 50 cards, refuses 39 and 51', () => {
    const fifty = [...PLAIN_DECK, ...PLAIN_DECK.slice(0, 10)];
    expect(isRuleError(mk(PLAIN_DECK, fifty))).toBe(false);
    const e1 = mk(PLAIN_DECK.slice(1), PLAIN_DECK);
    const e2 = mk([...fifty, 'xue-nu'], PLAIN_DECK);
    expect(isRuleError(e1) && e1.code).toBe('ERR_BAD_DECK');
    expect(isRuleError(e2) && e2.code).toBe('ERR_BAD_DECK');
  });
  it('refuses extra-summon definitions in a deck (R19/R20: 「不計入卡組」) and unknown cards', () => {
    const e = mk([...PLAIN_DECK.slice(1), 'xue-bianfu'], PLAIN_DECK);
    expect(isRuleError(e) && e.code).toBe('ERR_BAD_DECK');
    const u = mk([...PLAIN_DECK.slice(1), 'nope'], PLAIN_DECK);
    expect(isRuleError(u) && u.code).toBe('ERR_BAD_SETUP');
  });
  it('R33: no copy limit by default (10 copies are fine); maxCopies refuses more', () => {
    expect(isRuleError(mk(PLAIN_DECK, PLAIN_DECK))).toBe(false);
    const e = mk(PLAIN_DECK, PLAIN_DECK, { config: { maxCopies: 3 } });
    expect(isRuleError(e) && e.code).toBe('ERR_BAD_DECK');
  });
  it('unknown config keys are refused', () => {
    const e = mk(PLAIN_DECK, PLAIN_DECK, { config: { bogus: 1 } });
    expect(isRuleError(e) && e.code).toBe('ERR_BAD_CONFIG');
  });
});

describe('§3 setup and the first player (R1)', () => {
  it('4000 LP each, opening hand of 5, round 1 turn 1', () => {
    const s = duel();
    for (const seat of ['p1', 'p2'] as const) {
      expect(s.game.players[seat].lp).toBe(4000);
      expect(s.game.players[seat].hand).toHaveLength(5);
      expect(s.game.players[seat].deck).toHaveLength(35);
    }
    expect(s.game.round).toBe(1);
    expect(s.game.turnNumber).toBe(1);
    expect(s.phase).toBe('playing.draw');
  });
  it('the higher revealed creature rank goes first; non-creatures are revealed past', () => {
    const p1 = ['xue-zhi-xianli', 'xue-zhi-xianli', 'xue-jianke', ...PLAIN_DECK.slice(3)]; // rank 2 after two rule cards
    const p2 = ['xue-nu', ...PLAIN_DECK.slice(1)]; // rank 1
    const s = duel({ p1, p2, first: null });
    expect(s.game.firstPlayer).toBe('p1');
    expect(s.game.reveal.p1).toEqual(['xue-zhi-xianli', 'xue-zhi-xianli', 'xue-jianke']);
    expect(s.game.reveal.comparisons).toEqual([{ p1: 2, p2: 1 }]);
  });
  it('on a tie, both keep revealing from where they stopped until the comparison succeeds', () => {
    const p1 = ['xue-nu', 'xue-zhi-xianli', 'xue-nu', 'xue-jianke', ...PLAIN_DECK.slice(4)];
    const p2 = ['lie-quan', 'lie-quan', 'xueyu', 'shixue-lang', ...PLAIN_DECK.slice(4)];
    const s = duel({ p1, p2, first: null });
    expect(s.game.reveal.comparisons).toEqual([
      { p1: 1, p2: 1 },
      { p1: 1, p2: 1 },
      { p1: 2, p2: 3 },
    ]);
    expect(s.game.firstPlayer).toBe('p2');
  });
  it('a deck that runs out of creatures loses the comparison; both out → seeded coin (pinnable)', () => {
    const noCreature = [...RULES, ...RULES];
    expect(duel({ p1: noCreature, p2: PLAIN_DECK, first: null }).game.firstPlayer).toBe('p2');
    const both = duel({ p1: noCreature, p2: noCreature, first: null });
    expect(both.game.reveal.coin).toBe(true);
    expect(['p1', 'p2']).toContain(both.game.firstPlayer);
  });
  it('after the comparison both decks are reshuffled (unstacked), so the revealed top need not be the top', () => {
    const a = duel({ p1: BAT_SWARM.cards, p2: BAT_SWARM.cards, first: null, stacked: false, seed: 11 });
    const b = duel({ p1: BAT_SWARM.cards, p2: BAT_SWARM.cards, first: null, stacked: false, seed: 11 });
    expect(a).toEqual(b); // deterministic under the seed
    expect(a.game.reveal.comparisons.length).toBeGreaterThan(0);
  });
  it('an author-given first player skips the reveal', () => {
    const s = duel({ first: 'p2' });
    expect(s.game.firstPlayer).toBe('p2');
    expect(s.game.reveal.byAuthor).toBe(true);
    expect(s.active).toBe('p2');
  });
});

describe('config consistency', () => {
  it('an opening hand above the hand limit is refused at creation (E3)', () => {
    const e = mk(PLAIN_DECK, PLAIN_DECK, { config: { openingHand: 7, handLimit: 6 } });
    expect(isRuleError(e) && e.code).toBe('ERR_BAD_CONFIG');
  });
});
