/**
 * Positions inside a turn, by hand (E36–E41): exact decks with no deck list (E37), a battle in progress that
 * plays on from the named statuses, and every contradiction refused with ERR_BAD_POSITION naming the field path.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, isRuleError } from '@/machines/engine';
import type { MatchSetup, RuleError } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import type { XueqiPosition } from '@/machines/xueqi/position';
import { act, code } from './position-helpers';

function setup(
  position: unknown,
  o: { decks?: MatchSetup['decks']; seed?: number; config?: object } = {},
): MatchSetup {
  return {
    gameId: 'xueqi',
    rulesVersion: '1',
    players: { p1: { name: '林焰' }, p2: { name: '苏冥' } },
    seed: o.seed ?? 3,
    ...(o.decks ? { decks: o.decks } : {}),
    ...(o.config ? { config: o.config } : {}),
    position,
  };
}
const start = (p: unknown, o = {}) => {
  const r = createMatch<XueqiState>(xueqi, setup(p, o));
  if (isRuleError(r)) throw new Error(r.text.en);
  return r;
};
function bad(p: unknown, field: string, o = {}): RuleError {
  const r = createMatch(xueqi, setup(p, o));
  expect(isRuleError(r), 'refused').toBe(true);
  const e = r as RuleError;
  expect(e.code, e.text.en).toBe('ERR_BAD_POSITION');
  expect(e.details.field).toBe(field);
  expect(e.text.zh).toContain(field);
  expect(e.text.en).toContain(field);
  return e;
}

/** A battle under way on turn 7: 狂战士 has attacked once; 血奴 has not. */
const BATTLE: XueqiPosition = {
  turn: 7,
  active: 'p1',
  phase: 'battle',
  p1: {
    lp: 500,
    creatureSlots: [{ card: 'kuang-zhanshi', attacks: 1 }, 'xue-nu'],
    deck: ['ye-ya', 'xue-nu'],
  },
  p2: { lp: 300, creatureSlots: ['xue-qishi'], deck: ['tiegu'] },
};

describe('E37 exact decks, no padding', () => {
  it('a seat gives its remaining deck top first; cards are made from the position alone', () => {
    const s = start({
      turn: 3,
      active: 'p1',
      p1: { hand: ['xue-nu'], deck: ['ye-ya', 'kuang-zhanshi'] },
      p2: { deck: ['tiegu'] },
    });
    expect(s.game.players.p1.deck.map((id) => s.cards[id].cardId)).toEqual(['ye-ya', 'kuang-zhanshi']);
    expect(s.phase).toBe('playing.draw');
    const after = act(s, 'draw.normal', 'p1');
    expect(after.game.players.p1.hand.map((id) => after.cards[id].cardId)).toEqual(['xue-nu', 'ye-ya']);
    expect(Object.keys(s.cards)).toHaveLength(4);
  });
  it('shuffleDeck shuffles the given deck with the seed (same seed, same order)', () => {
    const deck = ['ye-ya', 'kuang-zhanshi', 'xue-nu', 'tiegu', 'lie-quan', 'xue-jianke'];
    const p = { turn: 3, active: 'p1', p1: { deck, shuffleDeck: true }, p2: { deck: ['tiegu'] } };
    const order = (seed: number) => {
      const s = start(p, { seed });
      return s.game.players.p1.deck.map((id) => s.cards[id].cardId);
    };
    expect(order(1)).toEqual(order(1));
    expect([...order(1)].sort()).toEqual([...deck].sort());
    expect([1, 2, 3, 4].some((seed) => order(seed).join() !== deck.join())).toBe(true);
  });
  it('construction rules still apply to a match from the opening: a short list is refused', () => {
    const r = createMatch(xueqi, { ...setup(undefined), decks: { p1: ['xue-nu'], p2: ['xue-nu'] } });
    expect((r as RuleError).code).toBe('ERR_BAD_DECK');
    const none = createMatch(xueqi, setup(undefined));
    expect((none as RuleError).code).toBe('ERR_BAD_DECK');
  });
  it('an exact deck replaces a deck list given next to it; a seat with neither is refused', () => {
    const s = start(
      { turn: 3, active: 'p1', p1: { deck: ['xue-nu'] }, p2: { deck: ['tiegu'] } },
      {
        decks: { p1: Array(40).fill('ye-ya') },
      },
    );
    expect(s.game.players.p1.deck.map((id) => s.cards[id].cardId)).toEqual(['xue-nu']);
    expect(Object.values(s.cards).filter((c) => c.cardId === 'ye-ya')).toHaveLength(0);
    bad({ turn: 3, active: 'p1', p2: { deck: ['tiegu'] } }, 'p1.deck');
  });
});

describe('E36 a battle in progress plays on from its statuses', () => {
  it('the creature that attacked cannot attack again; the other can; the battle can end', () => {
    const s = start(BATTLE);
    expect(s.phase).toBe('playing.battle');
    expect(s.game.inBattle && s.game.battleFought && s.game.drew).toBe(true);
    expect(s.game.players.p1.ownTurnCount).toBe(4);
    const [berserker, thrall] = s.game.players.p1.creatureSlots.map((c) => c.id);
    const wisp = s.game.players.p2.creatureSlots[0].id;
    expect(code(s, 'battle.attack', 'p1', { lead: berserker, supporters: [], target: wisp })).toMatch(
      /^ERR_/,
    );
    expect(code(s, 'summon.creature', 'p1', { card: 'x' })).toMatch(/^ERR_/);
    const ended = act(s, 'battle.end', 'p1');
    expect(ended.game.activePlayer).toBe('p2');
    void thrall;
  });
  it('a per-turn effect used this turn is used up', () => {
    const s = start({
      ...BATTLE,
      p1: { ...BATTLE.p1, creatureSlots: [{ card: 'kuang-zhanshi', attacks: 1, usedThisTurn: [0] }] },
    });
    const id = s.game.players.p1.creatureSlots[0].id;
    expect(code(s, 'effect.activate', 'p1', { creature: id, effect: 0, targets: [] })).toMatch(/^ERR_/);
    const fresh = start(BATTLE);
    const id2 = fresh.game.players.p1.creatureSlots[0].id;
    expect(
      act(fresh, 'effect.activate', 'p1', { creature: id2, effect: 0, targets: [] }).game.players.p1
        .creatureSlots[0].extraAttacks,
    ).toBe(1);
  });
});

describe('contradictions are refused, naming the field', () => {
  const base = { turn: 7, active: 'p1', p1: { deck: ['xue-nu'] }, p2: { deck: ['tiegu'] } } as const;
  const withCreature = (c: object, extra: object = {}) => ({
    ...base,
    ...extra,
    p1: { ...base.p1, creatureSlots: [{ card: 'kuang-zhanshi', ...c }] },
  });
  it('a this-turn status before the turn starts', () => {
    bad(withCreature({ extraAttacks: 1 }), 'p1.creatureSlots[0].extraAttacks');
    bad(withCreature({ atkThisTurn: 100 }), 'p1.creatureSlots[0].atkThisTurn');
  });
  it('an attack with no battle declared, or by the waiting seat', () => {
    bad(withCreature({ attacks: 1 }, { phase: 'main' }), 'p1.creatureSlots[0].attacks');
    bad(
      {
        ...base,
        phase: 'battle',
        p2: { deck: ['tiegu'], creatureSlots: [{ card: 'xue-qishi', attacks: 1 }] },
      },
      'p2.creatureSlots[0].attacks',
    );
    bad(withCreature({ attacks: 2 }, { phase: 'battle' }), 'p1.creatureSlots[0].attacks');
  });
  it('a phase the game never reaches with that status', () => {
    bad(
      { turn: 1, active: 'p1', phase: 'battle', p1: { deck: ['xue-nu'] }, p2: { deck: ['tiegu'] } },
      'phase',
    );
    bad({ ...base, phase: 'main', battleFought: true }, 'battleFought');
    bad({ ...base, phase: 'battle', battleFought: false }, 'battleFought');
    bad({ ...base, phase: 'main', drew: true }, 'drew');
    bad({ ...base, phase: 'draw', drew: true }, 'drew');
  });
  it('pending choices the rules never give', () => {
    bad(
      {
        ...base,
        phase: 'draw',
        drew: true,
        pending: { seat: 'p1', choice: 'bottomOne' },
        p1: { deck: ['xue-nu'], hand: ['ye-ya'] },
      },
      'pending',
    );
    bad(
      {
        ...base,
        phase: 'main',
        pending: { seat: 'p1', choice: 'discard', count: 2 },
        p1: { deck: ['xue-nu'], hand: ['ye-ya'] },
      },
      'pending.count',
    );
  });
  it('entry turn and way', () => {
    bad(withCreature({ enteredTurn: 9 }, { phase: 'main' }), 'p1.creatureSlots[0].enteredTurn');
    bad(withCreature({ via: 'effect' }, { phase: 'main' }), 'p1.creatureSlots[0].via');
    bad(withCreature({ enteredTurn: 7, via: 'battle' }, { phase: 'main' }), 'p1.creatureSlots[0].via');
    bad(withCreature({ usedThisTurn: [1] }, { phase: 'main' }), 'p1.creatureSlots[0].usedThisTurn');
  });
});
