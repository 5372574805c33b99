import { describe, it, expect } from 'vitest';
import { flipCoin, isRuleError, pickIndex, view } from '@/machines/engine';
import type { RuleError } from '@/machines/engine';
import { DECK, Play, clone, duelette, stackedSetup } from './helpers';

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return isRuleError(e) ? (e as RuleError).code : `not a RuleError: ${String(e)}`;
  }
  return undefined;
};

describe('draw pins', () => {
  it("make that seat's next draw the pinned card and are consumed", () => {
    const p = new Play(stackedSetup());
    const e = p.do('fate.pin', 'author', { kind: 'draw', seat: 'p2', cardId: 'blaze' });
    expect(e.payload).toEqual({ kind: 'draw', seat: 'p2', cardId: 'blaze' });
    expect(p.state.pins).toEqual([{ kind: 'draw', seat: 'p2', cardId: 'blaze' }]);
    p.do('phase.pass', 'p1');
    expect(p.hand('p2')).toEqual(['p2-2']);
    expect(p.state.cards['p2-2'].cardId).toBe('blaze');
    expect(p.deck('p2')).not.toContain('p2-2');
    expect(p.state.pins).toEqual([]);
    // the unpinned draws continue from the top
    p.do('phase.pass', 'p2');
    expect(p.hand('p1')).toEqual(['p1-0', 'p1-1']);
    p.do('phase.pass', 'p1');
    expect(p.hand('p2')).toEqual(['p2-2', 'p2-0']);
  });

  it("a pin for one seat does not affect the other seat's draws", () => {
    const p = new Play(stackedSetup());
    p.do('fate.pin', 'author', { kind: 'draw', seat: 'p1', cardId: 'ash' });
    p.do('phase.pass', 'p1');
    expect(p.hand('p2')).toEqual(['p2-0']);
    expect(p.state.pins).toHaveLength(1);
    p.do('phase.pass', 'p2');
    expect(p.hand('p1')).toEqual(['p1-0', 'p1-3']);
    expect(p.state.pins).toEqual([]);
  });

  it('several pins are consumed in the order they were made', () => {
    const p = new Play(stackedSetup());
    p.do('fate.pin', 'author', { kind: 'draw', seat: 'p2', cardId: 'ash' });
    p.do('fate.pin', 'author', { kind: 'draw', seat: 'p2', cardId: 'blaze' });
    p.do('fate.pin', 'author', { kind: 'draw', seat: 'p2', cardId: 'ash' });
    p.do('phase.pass', 'p1');
    expect(p.hand('p2')).toEqual(['p2-3']);
    p.do('phase.pass', 'p2');
    p.do('phase.pass', 'p1');
    expect(p.hand('p2')).toEqual(['p2-3', 'p2-2']);
    p.do('phase.pass', 'p2');
    p.do('phase.pass', 'p1');
    expect(p.hand('p2')).toEqual(['p2-3', 'p2-2', 'p2-7']);
    expect(p.state.pins).toEqual([]);
  });

  it('refuses a card that is not in that deck with ERR_PIN_NOT_IN_DECK and changes nothing', () => {
    const p = new Play(stackedSetup({ decks: { p1: ['blaze', 'ash', 'ash'], p2: [...DECK] } }));
    expect(p.refuse('fate.pin', 'author', { kind: 'draw', seat: 'p2', cardId: 'dragon' }).code).toBe(
      'ERR_PIN_NOT_IN_DECK',
    );
    // blaze is in p1's hand, not in p1's deck
    const e = p.refuse('fate.pin', 'author', { kind: 'draw', seat: 'p1', cardId: 'blaze' });
    expect(e.code).toBe('ERR_PIN_NOT_IN_DECK');
    expect(e.details).toEqual({ pin: { kind: 'draw', seat: 'p1', cardId: 'blaze' } });
    expect(e.text.zh).toContain('烈焰');
    expect(e.text.en).toContain('Blaze');
    expect(p.state.pins).toEqual([]);
    expect(p.state.seq).toBe(1);
  });

  it('refuses pinning more copies than the deck holds', () => {
    const p = new Play(stackedSetup());
    // p2's deck holds two blazes
    p.do('fate.pin', 'author', { kind: 'draw', seat: 'p2', cardId: 'blaze' });
    p.do('fate.pin', 'author', { kind: 'draw', seat: 'p2', cardId: 'blaze' });
    expect(p.refuse('fate.pin', 'author', { kind: 'draw', seat: 'p2', cardId: 'blaze' }).code).toBe(
      'ERR_PIN_NOT_IN_DECK',
    );
    // p1's copies are counted separately
    p.do('fate.pin', 'author', { kind: 'draw', seat: 'p1', cardId: 'blaze' });
    expect(p.state.pins).toHaveLength(3);
    // once one pinned blaze is drawn, the remaining copy is still pinned: a new pin is still refused
    p.do('phase.pass', 'p1');
    expect(p.refuse('fate.pin', 'author', { kind: 'draw', seat: 'p2', cardId: 'blaze' }).code).toBe(
      'ERR_PIN_NOT_IN_DECK',
    );
  });

  it('only the author may pin: ERR_NOT_AUTHOR for a seat or the system', () => {
    const p = new Play(stackedSetup());
    expect(p.refuse('fate.pin', 'p1', { kind: 'draw', seat: 'p1', cardId: 'ash' }).code).toBe(
      'ERR_NOT_AUTHOR',
    );
    expect(p.refuse('fate.pin', 'p2', { kind: 'coin', winner: 'p2' }).code).toBe('ERR_NOT_AUTHOR');
    expect(p.refuse('fate.pin', 'system', { kind: 'pick', index: 0 }).code).toBe('ERR_NOT_AUTHOR');
  });

  it('a pinned card moved out of the deck by a ruling makes the draw fail with ERR_PIN_UNAVAILABLE, changing nothing', () => {
    const p = new Play(stackedSetup({ decks: { p1: [...DECK], p2: ['spark', 'spark', 'blaze', 'spark'] } }));
    p.do('fate.pin', 'author', { kind: 'draw', seat: 'p2', cardId: 'blaze' });
    p.do('author.ruling', 'author', {
      change: { op: 'move', card: 'p2-2', to: 'discard' },
      reason: 'burned in chapter 3',
    });
    const before = clone(p.state);
    const e = p.refuse('phase.pass', 'p1');
    expect(e.code).toBe('ERR_PIN_UNAVAILABLE');
    expect(e.details).toEqual({ pin: { kind: 'draw', seat: 'p2', cardId: 'blaze' } });
    expect(p.state).toEqual(before);
    expect(p.state.phase).toBe('playing.main');
    expect(p.state.active).toBe('p1');
  });
});

describe('coin and pick pins', () => {
  it('a coin pin decides flipCoin and is consumed; pins are used in order', () => {
    const p = new Play(stackedSetup());
    p.do('fate.pin', 'author', { kind: 'coin', winner: 'p2' });
    p.do('fate.pin', 'author', { kind: 'coin', winner: 'p1' });
    const draft = clone(p.state);
    const rngBefore = [...draft.rng];
    expect(flipCoin(draft)).toBe('p2');
    expect(flipCoin(draft)).toBe('p1');
    expect(draft.pins).toEqual([]);
    expect(draft.rng).toEqual(rngBefore);
  });

  it('without a coin pin flipCoin follows the seeded rng, deterministically, and other pins are untouched', () => {
    const p = new Play(stackedSetup());
    p.do('fate.pin', 'author', { kind: 'pick', index: 1 });
    const a = clone(p.state);
    const b = clone(p.state);
    const flipsA = Array.from({ length: 30 }, () => flipCoin(a));
    const flipsB = Array.from({ length: 30 }, () => flipCoin(b));
    expect(flipsA).toEqual(flipsB);
    expect(new Set(flipsA)).toEqual(new Set(['p1', 'p2']));
    expect(a.pins).toEqual([{ kind: 'pick', index: 1 }]);
  });

  it('a pick pin decides pickIndex; out of range is ERR_PIN_UNAVAILABLE and keeps the pin', () => {
    const p = new Play(stackedSetup());
    p.do('fate.pin', 'author', { kind: 'pick', index: 3 });
    const draft = clone(p.state);
    expect(pickIndex(draft, 5)).toBe(3);
    expect(draft.pins).toEqual([]);
    const small = clone(p.state);
    expect(codeOf(() => pickIndex(small, 3))).toBe('ERR_PIN_UNAVAILABLE');
    expect(small.pins).toEqual([{ kind: 'pick', index: 3 }]);
    const h = clone(p.state);
    h.pins = [];
    for (let i = 0; i < 50; i++) {
      const x = pickIndex(h, 4);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(4);
    }
  });

  it('refuses a malformed pick or coin pin', () => {
    const p = new Play(stackedSetup());
    expect(p.refuse('fate.pin', 'author', { kind: 'pick', index: -1 }).code).toBe('ERR_BAD_PAYLOAD');
    expect(p.refuse('fate.pin', 'author', { kind: 'pick', index: 1.5 }).code).toBe('ERR_BAD_PAYLOAD');
    expect(p.refuse('fate.pin', 'author', { kind: 'coin', winner: 'author' }).code).toBe('ERR_BAD_PAYLOAD');
  });
});

describe('pins in views', () => {
  it('appear only in the omniscient view', () => {
    const p = new Play(stackedSetup());
    p.do('fate.pin', 'author', { kind: 'draw', seat: 'p2', cardId: 'blaze' });
    p.do('fate.pin', 'author', { kind: 'coin', winner: 'p1' });
    expect(view(duelette, p.state, 'omniscient').pins).toEqual([
      { kind: 'draw', seat: 'p2', cardId: 'blaze' },
      { kind: 'coin', winner: 'p1' },
    ]);
    for (const seat of ['p1', 'p2'] as const) {
      const v = view(duelette, p.state, seat);
      expect(v.pins).toBeNull();
      expect(JSON.stringify(v)).not.toContain('blaze');
    }
  });
});
