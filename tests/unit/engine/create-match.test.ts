import { describe, it, expect } from 'vitest';
import { createMatch, isRuleError } from '@/machines/engine';
import type { MatchSetup, RuleError } from '@/machines/engine';
import { DECK, baseSetup, clone, deepFreeze, duelette, stackedSetup } from './helpers';
import type { DueletteState } from './helpers';

const ok = (setup: MatchSetup): DueletteState => {
  const s = createMatch<DueletteState>(duelette, setup);
  if (isRuleError(s)) throw new Error(`refused: ${s.code} ${s.text.en}`);
  return s;
};
const refusal = (setup: unknown): RuleError => {
  const s = createMatch(duelette, setup as MatchSetup);
  if (!isRuleError(s)) throw new Error('setup accepted unexpectedly');
  return s;
};
/** The full deck order of a seat as created: what it drew (top first), then the rest. */
const order = (s: DueletteState, seat: 'p1' | 'p2') => [
  ...s.game.zones[seat].hand,
  ...s.game.zones[seat].deck,
];

describe('createMatch: a valid setup', () => {
  it('starts at seq 1 in playing.main with an active seat who has drawn', () => {
    const s = ok(baseSetup());
    expect(s.seq).toBe(1);
    expect(s.phase).toBe('playing.main');
    expect(s.turn).toBe(1);
    expect(['p1', 'p2']).toContain(s.active);
    expect(s.result).toBeNull();
    expect(s.pins).toEqual([]);
    expect(s.gameId).toBe('duelette');
    expect(s.rulesVersion).toBe('1');
    expect(s.players).toEqual({ p1: { name: 'Ann' }, p2: { name: 'Bo' } });
    const active = s.active!;
    const other = active === 'p1' ? 'p2' : 'p1';
    expect(s.game.zones[active].hand).toHaveLength(1);
    expect(s.game.zones[other].hand).toHaveLength(0);
    expect(s.game.playsLeft).toBe(2);
    expect(s.effects).toEqual([{ type: 'draw', seat: active, card: s.game.zones[active].hand[0] }]);
    expect(Object.keys(s.cards)).toHaveLength(20);
    expect(s.cards['p1-2']).toEqual({ cardId: DECK[2], owner: 'p1' });
  });

  it('shuffles decks by the seed: same seed, same order', () => {
    const a = ok(baseSetup({ seed: 99 }));
    const b = ok(baseSetup({ seed: 99 }));
    expect(a).toEqual(b);
    for (const seat of ['p1', 'p2'] as const) {
      const o = order(a, seat);
      expect([...o].sort()).toEqual(DECK.map((_, i) => `${seat}-${i}`).sort());
    }
  });

  it('different seeds give different orders', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) orders.add(JSON.stringify(order(ok(baseSetup({ seed })), 'p1')));
    expect(orders.size).toBeGreaterThanOrEqual(7);
    const identity = JSON.stringify(DECK.map((_, i) => `p1-${i}`));
    expect(orders.has(identity)).toBe(false);
    // the two seats are shuffled independently
    const s = ok(baseSetup({ seed: 3 }));
    expect(order(s, 'p1').map((id) => id.slice(3))).not.toEqual(order(s, 'p2').map((id) => id.slice(3)));
  });

  it('stacked seats keep the given order; others are still shuffled', () => {
    const s = ok(baseSetup({ stacked: ['p1'], firstPlayer: 'p1' }));
    expect(order(s, 'p1')).toEqual(DECK.map((_, i) => `p1-${i}`));
    expect(s.game.zones.p1.hand).toEqual(['p1-0']);
    expect(order(s, 'p2')).not.toEqual(DECK.map((_, i) => `p2-${i}`));
    const both = ok(stackedSetup());
    expect(order(both, 'p2')).toEqual(DECK.map((_, i) => `p2-${i}`));
  });

  it('honours firstPlayer', () => {
    for (const seat of ['p1', 'p2'] as const) {
      for (const seed of [1, 2, 3, 4]) {
        const s = ok(baseSetup({ seed, firstPlayer: seat }));
        expect(s.active).toBe(seat);
        expect(s.game.zones[seat].hand).toHaveLength(1);
      }
    }
  });

  it('without firstPlayer a seeded coin decides, deterministically, and both seats can win it', () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const a = ok(baseSetup({ seed }));
      expect(ok(baseSetup({ seed })).active).toBe(a.active);
      firsts.add(a.active!);
    }
    expect(firsts).toEqual(new Set(['p1', 'p2']));
  });

  it('merges config defaults with overrides', () => {
    expect(ok(baseSetup()).config).toEqual({ targetScore: 10, playsPerTurn: 2 });
    expect(ok(baseSetup({ config: { playsPerTurn: 3 } })).config).toEqual({
      targetScore: 10,
      playsPerTurn: 3,
    });
    const s = ok(baseSetup({ config: { targetScore: 4, playsPerTurn: 1 } }));
    expect(s.config).toEqual({ targetScore: 4, playsPerTurn: 1 });
    expect(s.game.playsLeft).toBe(1);
    expect(duelette.defaultConfig).toEqual({ targetScore: 10, playsPerTurn: 2 });
  });

  it('honours a described starting position (hands and scores)', () => {
    const s = ok(stackedSetup({ position: { hands: { p1: 3, p2: 2 }, scores: { p1: 4, p2: 7 } } }));
    expect(s.game.score).toEqual({ p1: 4, p2: 7 });
    // p1 got 3 cards from the position, then drew its turn card
    expect(s.game.zones.p1.hand).toEqual(['p1-0', 'p1-1', 'p1-2', 'p1-3']);
    expect(s.game.zones.p2.hand).toEqual(['p2-0', 'p2-1']);
    expect(s.game.zones.p1.deck).toHaveLength(6);
    expect(s.game.zones.p2.deck).toHaveLength(8);
    expect(s.phase).toBe('playing.main');
  });

  it('trims player names and does not mutate a frozen setup', () => {
    const setup = deepFreeze(baseSetup({ players: { p1: { name: '  甲  ' }, p2: { name: '乙' } } }));
    const before = clone(setup);
    const s = ok(setup);
    expect(s.players.p1.name).toBe('甲');
    expect(setup).toEqual(before);
  });

  it('accepts a 40-character name', () => {
    expect(
      ok(baseSetup({ players: { p1: { name: 'x'.repeat(40) }, p2: { name: '乙' } } })).players.p1.name,
    ).toHaveLength(40);
  });
});

describe('createMatch: refusals', () => {
  const cases: Array<[string, unknown, string]> = [
    ['missing players', { ...baseSetup(), players: undefined }, 'ERR_BAD_SETUP'],
    ['missing p2', { ...baseSetup(), players: { p1: { name: 'A' } } }, 'ERR_BAD_SETUP'],
    ['empty name', baseSetup({ players: { p1: { name: '' }, p2: { name: 'B' } } }), 'ERR_BAD_SETUP'],
    ['blank name', baseSetup({ players: { p1: { name: '   ' }, p2: { name: 'B' } } }), 'ERR_BAD_SETUP'],
    [
      'name over 40 chars',
      baseSetup({ players: { p1: { name: 'A' }, p2: { name: 'y'.repeat(41) } } }),
      'ERR_BAD_SETUP',
    ],
    ['non-integer seed', baseSetup({ seed: 1.5 }), 'ERR_BAD_SETUP'],
    ['string seed', { ...baseSetup(), seed: '7' }, 'ERR_BAD_SETUP'],
    ['seed out of range', baseSetup({ seed: 2 ** 33 }), 'ERR_BAD_SETUP'],
    ['missing decks', baseSetup({ decks: undefined }), 'ERR_BAD_SETUP'],
    [
      'deck with an unknown card',
      baseSetup({ decks: { p1: [...DECK, 'dragon'], p2: [...DECK] } }),
      'ERR_BAD_SETUP',
    ],
    ['deck too small', baseSetup({ decks: { p1: ['spark', 'ash'], p2: [...DECK] } }), 'ERR_BAD_SETUP'],
    ['bad stacked seat', { ...baseSetup(), stacked: ['p3'] }, 'ERR_BAD_SETUP'],
    ['bad firstPlayer', { ...baseSetup(), firstPlayer: 'author' }, 'ERR_BAD_SETUP'],
    ['wrong game', baseSetup({ gameId: 'xueqi' }), 'ERR_WRONG_GAME'],
    ['other rules version', baseSetup({ rulesVersion: '2' }), 'ERR_RULES_VERSION'],
    ['unknown config key', baseSetup({ config: { targetScore: 5, turbo: true } as never }), 'ERR_BAD_CONFIG'],
    ['config value out of range', baseSetup({ config: { targetScore: 0 } }), 'ERR_BAD_CONFIG'],
    ['config value too large', baseSetup({ config: { playsPerTurn: 6 } }), 'ERR_BAD_CONFIG'],
    [
      'config value of the wrong type',
      baseSetup({ config: { targetScore: '5' } as never }),
      'ERR_BAD_CONFIG',
    ],
  ];
  it.each(cases)('%s', (_name, setup, code) => {
    const e = refusal(setup);
    expect(e.code).toBe(code);
    expect(e.text.zh.length).toBeGreaterThan(0);
    expect(e.text.en.length).toBeGreaterThan(0);
  });

  it('refuses a non-object setup without throwing', () => {
    expect(refusal(null).code).toBe('ERR_BAD_SETUP');
    expect(refusal('hello').code).toBe('ERR_BAD_SETUP');
  });
});
