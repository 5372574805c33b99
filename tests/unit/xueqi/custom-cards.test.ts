/**
 * 血契 custom cards (issue 12, docs/rules/xueqi.md "Custom cards / 自定义卡牌", E45–E49): a custom card of each
 * type (creature, extra-summon creature, rule, value) plays under the rules — summon, attack, activate, trigger,
 * leave play — including the vocabulary no starter card uses (the lpChanged trigger, setAtk, setLife, conditions,
 * discard); every refusal is ERR_BAD_CARD with its field path and creates nothing; decks and replay carry them.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, isRuleError, legalActions, replay, view } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import { CATALOG } from '@/machines/xueqi/catalog';
import { cardProblems } from '@/machines/xueqi/custom-cards';
import { atkOf, lifeOf } from '@/machines/xueqi/rules/field';
import { PLAIN_DECK } from './helpers';
import { creature, customSetup, mainOf, refusedCards, scene, Scene, support } from './custom-cards-helpers';

/** Summoned: its attack becomes 320 (setAtk); destroyed: the opponent loses 30 LP. */
const SWORDSMAN = creature('c-xuehen', 3, 200, 150, [
  { kind: 'triggered', trigger: { on: 'summoned' }, ops: [{ op: 'setAtk', target: 'self', value: 320 }] },
  {
    kind: 'triggered',
    trigger: { on: 'destroyed' },
    ops: [{ op: 'loseLp', player: 'opponent', amount: 30 }],
  },
]);
/** Whenever the opponent loses LP: gain 20. */
const WATCHER = creature('c-yuejian', 2, 100, 120, [
  {
    kind: 'triggered',
    trigger: { on: 'lpChanged', filter: { player: 'opponent', change: 'loss' } },
    ops: [{ op: 'gainLp', player: 'self', amount: 20 }],
  },
]);
/** Whenever any LP changes: the opponent loses 10 (must not chain on its own loss). */
const ECHO = creature('c-huixiang', 2, 90, 90, [
  {
    kind: 'triggered',
    trigger: { on: 'lpChanged' },
    ops: [{ op: 'loseLp', player: 'opponent', amount: 10 }],
  },
]);
/** Value card: an enemy creature's life becomes 0 this turn. */
const WITHER = support('c-kuxue', 'value', 2, {
  kind: 'activated',
  targets: [{ filter: { side: 'enemy' } }],
  ops: [{ op: 'setLife', target: 0, value: 0, duration: 'thisTurn' }],
});
/** Rule card: only while behind on LP, the opponent discards one card at random. */
const SEIZE = support('c-duoxin', 'rule', 1, {
  kind: 'activated',
  condition: { is: 'lpBelowOpponent' },
  targets: [],
  ops: [{ op: 'discard', player: 'opponent', count: 1 }],
});
/** Persistent rule card: combos of four. */
const PACT = support(
  'c-xueyuan',
  'rule',
  2,
  { kind: 'continuous', targets: [], ops: [{ op: 'setRuleParam', param: 'maxComboSize', value: 4 }] },
  true,
);
const WISP = creature('c-xueling', 1, 50, 50, [], { extraOnly: true });
const CALLER = creature('c-linghun', 2, 80, 100, [
  {
    kind: 'activated',
    timing: ['main'],
    limit: { per: 'turn', count: 1 },
    ops: [{ op: 'summonExtra', defId: 'c-xueling' }],
  },
]);
const ALL = [SWORDSMAN, WATCHER, ECHO, WITHER, SEIZE, PACT, WISP, CALLER];

describe('a custom creature plays under the rules', () => {
  it('is summoned for its rank, its summoned trigger sets its attack (setAtk), it attacks and destroys', () => {
    const m = scene(ALL, mainOf({ hand: ['c-xuehen'] }, { creatureSlots: ['tiebi-wei'] }));
    const hand = m.id('p1', 'c-xuehen', 'hand');
    m.act('summon.creature', 'p1', { card: hand });
    expect(m.lp('p1')).toBe(4000 - 15); // rank 3: 3 × 5
    const c = m.creature(hand)!;
    expect(atkOf(m.state, c)).toBe(320);
    expect(m.records('modify')).toEqual([expect.objectContaining({ field: 'atk', amount: 120, set: 320 })]);
    m.act('battle.declare', 'p1');
    const wall = m.id('p2', 'tiebi-wei');
    m.act('battle.attack', 'p1', { lead: hand, supporters: [], target: wall });
    expect(m.state.game.players.p2.graveyard).toContain(wall); // 320 > 200 (铁壁卫's life)
    expect(m.lp('p1')).toBe(4000 - 15 + 5); // R8: destroying a rank-2 creature gains 5
  });

  it('leaves play by destruction: its destroyed trigger resolves', () => {
    const m = scene(ALL, mainOf({ creatureSlots: ['c-xuehen'] }));
    const id = m.id('p1', 'c-xuehen');
    m.act('creature.destroy', 'p1', { creature: id });
    expect(m.state.game.players.p1.graveyard).toEqual([id]);
    expect(m.lp('p2')).toBe(4000 - 30);
    expect(m.lp('p1')).toBe(4000 + 10); // R9/R8: rank 3 pays back 10
  });

  it('a custom extra-summon creature is made by a custom summoner, once per turn (R19, E8)', () => {
    const m = scene(ALL, mainOf({ creatureSlots: ['c-linghun'] }));
    const caller = m.id('p1', 'c-linghun');
    m.act('effect.activate', 'p1', { creature: caller, effect: 0, targets: [] });
    const made = m.state.game.players.p1.extraCreatures;
    expect(made.map((c) => m.state.cards[c.id].cardId)).toEqual(['c-xueling']);
    expect(made[0]).toMatchObject({ extra: true, occupiesSlot: false });
    expect(m.refusal('effect.activate', 'p1', { creature: caller, effect: 0, targets: [] })).toBe(
      'ERR_EFFECT_LIMIT',
    );
  });
});

describe('lpChanged (E45)', () => {
  it("fires after the step that changed LP, with its filter: the opponent's summon cost, not one's own", () => {
    const m = scene(
      ALL,
      mainOf({ creatureSlots: ['c-yuejian'], hand: ['xue-nu'] }, { creatureSlots: ['xue-nu'] }),
    );
    m.act('summon.creature', 'p1', { card: m.id('p1', 'xue-nu', 'hand') });
    expect(m.records('trigger')).toEqual([]); // p1's own loss: the filter says opponent
    m.act('turn.end', 'p1'); // upkeep: p1 pays, and p2 pays for its 血奴 at every turn end (R5)
    expect(m.lp('p1')).toBe(4000 - 5 - 10 + 20); // summon 5, upkeep 5 + 5; p2's upkeep loss: +20
    expect(m.records('trigger')).toEqual([
      expect.objectContaining({ seat: 'p1', card: 'c-yuejian', on: 'lpChanged' }),
    ]);
  });

  it('LP changes made by lpChanged triggers do not fire it again (no chain)', () => {
    const m = scene(ALL, mainOf({ creatureSlots: ['c-huixiang'] }, { creatureSlots: ['c-huixiang'] }));
    const before = { p1: m.lp('p1'), p2: m.lp('p2') };
    m.act('battle.declare', 'p1');
    m.act('battle.end', 'p1'); // turn end: both pay upkeep 5 (two changes), each echo answers each change
    const triggers = m.records('trigger');
    expect(triggers).toHaveLength(4);
    expect(m.lp('p1')).toBe(before.p1 - 5 - 10 - 10);
    expect(m.lp('p2')).toBe(before.p2 - 5 - 10 - 10);
  });

  it('an author ruling that sets LP fires it too', () => {
    const m = scene(ALL, mainOf({ creatureSlots: ['c-yuejian'] }));
    m.act('author.ruling', 'author' as never, {
      change: { op: 'setLp', seat: 'p2', value: 3000 },
      reason: '苏冥失血',
    });
    expect(m.lp('p1')).toBe(4020);
  });
});

describe('custom rule and value cards', () => {
  it('a value card sets a creature\u2019s life to 0 this turn (setLife): a weak attacker destroys it; it lapses at the turn end', () => {
    const m = scene(
      ALL,
      mainOf({ hand: ['c-kuxue'], creatureSlots: ['xue-nu'] }, { creatureSlots: ['xue-qishi', 'gulong-qi'] }),
    );
    const knight = m.id('p2', 'xue-qishi');
    const dragon = m.id('p2', 'gulong-qi');
    m.act('value.activate', 'p1', { card: m.id('p1', 'c-kuxue', 'hand'), targets: [dragon] });
    expect(m.lp('p1')).toBe(4000 - 10);
    expect(lifeOf(m.state, m.creature(dragon)!)).toBe(0);
    expect(m.state.game.players.p1.graveyard.map((i) => m.state.cards[i].cardId)).toEqual(['c-kuxue']);
    m.act('battle.declare', 'p1');
    expect(
      m.refusal('battle.attack', 'p1', { lead: m.id('p1', 'xue-nu'), supporters: [], target: knight }),
    ).toBe('ERR_ATTACK_TOO_WEAK');
    m.act('battle.end', 'p1');
    expect(lifeOf(m.state, m.creature(dragon)!)).toBe(250);
  });

  it('a rule card with a condition (lpBelowOpponent) makes the opponent discard at random', () => {
    const behind = scene(ALL, mainOf({ lp: 3000, hand: ['c-duoxin'] }, { hand: ['ye-ya', 'tiegu'] }));
    behind.act('rule.activate', 'p1', { card: behind.id('p1', 'c-duoxin', 'hand'), targets: [] });
    expect(behind.state.game.players.p2.hand).toHaveLength(1);
    expect(behind.state.game.players.p2.graveyard).toHaveLength(1);
    const level = scene(ALL, mainOf({ hand: ['c-duoxin'] }, { hand: ['ye-ya'] }));
    const card = level.id('p1', 'c-duoxin', 'hand');
    expect(level.refusal('rule.activate', 'p1', { card, targets: [] })).toBe('ERR_CONDITION_UNMET');
    expect(legalActions(xueqi, level.state, 'p1').some((a) => a.type === 'rule.activate')).toBe(false);
  });

  it('a persistent custom rule card stays in the support area and changes a rule parameter', () => {
    const m = scene(ALL, mainOf({ hand: ['c-xueyuan'] }));
    const id = m.id('p1', 'c-xueyuan', 'hand');
    m.act('rule.activate', 'p1', { card: id, targets: [] });
    expect(m.state.game.players.p1.supportArea.map((x) => x.id)).toEqual([id]);
    expect(
      (view(xueqi, m.state, 'p2').board as { seats: Record<string, { supportArea: unknown[] }> }).seats.p1
        .supportArea,
    ).toHaveLength(1);
  });
});

describe('setAtk / setLife (E46)', () => {
  it('a permanent set holds after the turn; later modifiers add to it', () => {
    const set = creature('c-set', 1, 10, 10, [
      {
        kind: 'activated',
        limit: { per: 'turn', count: 1 },
        targets: [{ filter: { side: 'enemy' } }],
        ops: [
          { op: 'setLife', target: 0, value: 40 },
          { op: 'modifyLife', target: 0, amount: 5, duration: 'thisTurn' },
        ],
      },
    ]);
    const m = scene([set], mainOf({ creatureSlots: ['c-set'] }, { creatureSlots: ['xue-qishi'] }));
    const knight = m.id('p2', 'xue-qishi');
    m.act('effect.activate', 'p1', { creature: m.id('p1', 'c-set'), effect: 0, targets: [knight] });
    expect(lifeOf(m.state, m.creature(knight)!)).toBe(45);
    m.act('turn.end', 'p1');
    expect(lifeOf(m.state, m.creature(knight)!)).toBe(40);
  });
});

describe('decks, names and replay', () => {
  const deck = [...PLAIN_DECK.slice(0, 36), 'c-xuehen', 'c-xuehen', 'c-kuxue', 'c-duoxin'];
  it('a deck list may name custom cards; the match records them and replays identically', () => {
    const setup = customSetup(ALL, { decks: { p1: deck, p2: PLAIN_DECK }, seed: 3 });
    const m = new Scene(setup);
    expect(Object.keys(m.state.customCards ?? {})).toHaveLength(ALL.length);
    expect(xueqi.cardName('c-xuehen', m.state)).toEqual({ zh: 'c-xuehen兽', en: 'Beast c-xuehen' });
    let steps = 0;
    while (!m.state.result && steps++ < 60) {
      const seat = (m.state.active ?? 'p1') as 'p1' | 'p2';
      const legal = legalActions(xueqi, m.state, seat).filter((a) => a.type !== 'match.concede');
      const a = legal.find((x) => x.type !== 'turn.end' && x.type !== 'battle.end') ?? legal[0];
      m.act(a.type, seat, a.payload as Record<string, unknown>);
    }
    expect(replay<XueqiState>(xueqi, m.events)).toEqual(m.state);
    // The definitions are in match.created: a later library edit cannot change the replay.
    expect((m.events[0].payload as { cards: unknown[] }).cards).toEqual(ALL);
  });
  it('refuses an unknown card and an extra-summon custom card in a deck', () => {
    const unknown = createMatch(
      xueqi,
      customSetup(ALL, { decks: { p1: [...deck.slice(1), 'c-nope'], p2: PLAIN_DECK } }),
    );
    expect(isRuleError(unknown) && unknown.code).toBe('ERR_BAD_SETUP');
    const extra = createMatch(
      xueqi,
      customSetup(ALL, { decks: { p1: [...deck.slice(1), 'c-xueling'], p2: PLAIN_DECK } }),
    );
    expect(isRuleError(extra) && extra.code).toBe('ERR_BAD_DECK');
  });
  it('every starter card passes the custom-card checks (the checks refuse nothing the rules can play)', () => {
    for (const c of Object.values(CATALOG)) expect(cardProblems(c), c.id).toEqual([]);
  });
});

describe('bad cards are refused with ERR_BAD_CARD, naming card and path; nothing is created', () => {
  const bad = (cards: unknown, path: string, zh: string, en: string) => {
    const e = refusedCards(cards);
    expect(e.code, e.text.en).toBe('ERR_BAD_CARD');
    expect(e.details?.path).toBe(path || undefined);
    expect(e.text.zh).toContain(zh);
    expect(e.text.en).toContain(en);
  };
  it('malformed', () => {
    // A text may be left out (E50: cardInfo generates one), a name may not.
    const { name: _name, ...noName } = SWORDSMAN;
    bad([noName], 'name', '「c-xuehen」', 'Custom card "c-xuehen"');
    bad([{ ...SWORDSMAN, text: { zh: '' } }], 'text.en', 'c-xuehen', 'text');
    bad([{ ...SWORDSMAN, rank: 'three' }], 'rank', 'c-xuehen', 'rank');
    bad([{ ...SWORDSMAN, kind: 'spell' }], 'kind', 'c-xuehen', 'kind');
  });
  it('oversized: more than 300 cards, or one card over 20,000 characters', () => {
    const many = Array.from({ length: 301 }, (_, i) => ({ ...WISP, id: `c-w${i}` }));
    expect(refusedCards(many).code).toBe('ERR_BAD_CARD');
    bad([{ ...SWORDSMAN, text: { zh: '血'.repeat(20_001), en: 'x' } }], '', 'c-xuehen', 'too long');
  });
  it('duplicate id, and shadowing a starter id', () => {
    bad([SWORDSMAN, SWORDSMAN], 'id', '重复', 'defined twice');
    bad([{ ...SWORDSMAN, id: 'xue-nu' }], 'id', '不能覆盖', 'shadows');
  });
  it('unknown op, condition, trigger, timing', () => {
    const op = creature('c-x', 1, 1, 1, [
      { kind: 'triggered', trigger: { on: 'summoned' }, ops: [{ op: 'explode' }] },
    ]);
    bad([op], 'effects.0.ops.0.op', 'explode', 'unknown op "explode"');
    const cond = support('c-y', 'rule', 1, { kind: 'activated', condition: { is: 'moonIsFull' }, ops: [] });
    bad([cond], 'effect.condition', 'moonIsFull', 'unknown condition');
    const trig = creature('c-z', 1, 1, 1, [{ kind: 'triggered', trigger: { on: 'dawn' }, ops: [] }]);
    bad([trig], 'effects.0.trigger.on', 'dawn', 'unknown trigger');
    const timing = creature('c-t', 1, 1, 1, [{ kind: 'activated', timing: ['turnStart'], ops: [] }]);
    bad([timing], 'effects.0.timing.0', 'turnStart', 'unknown timing');
  });
  it('impossible targets', () => {
    const selfOnRule = support('c-s', 'rule', 1, {
      kind: 'activated',
      ops: [{ op: 'modifyAtk', target: 'self', amount: 100 }],
    });
    bad([selfOnRule], 'effect.ops.0.target', '目标不可能', 'impossible target');
    const index = support('c-i', 'value', 1, {
      kind: 'activated',
      targets: [{ filter: { side: 'enemy' } }],
      ops: [{ op: 'destroy', target: 1 }],
    });
    bad([index], 'effect.ops.0.target', '超出', 'target index 1');
    const handBuff = support('c-h', 'value', 1, {
      kind: 'activated',
      targets: [{ filter: { zone: 'hand' } }],
      ops: [{ op: 'modifyAtk', target: 0, amount: 100 }],
    });
    bad([handBuff], 'effect.ops.0.target', '目标不可能', 'needs a creature on the field');
    const triggeredTargets = creature('c-tt', 1, 1, 1, [
      { kind: 'triggered', trigger: { on: 'summoned' }, targets: [{}], ops: [{ op: 'destroy', target: 0 }] },
    ]);
    bad([triggeredTargets], 'effects.0.targets', 'E9', 'chooses no targets');
    const noDef = creature('c-n', 1, 1, 1, [
      { kind: 'activated', limit: { per: 'game', count: 1 }, ops: [{ op: 'summonExtra', defId: 'c-ghost' }] },
    ]);
    bad([noDef], 'effects.0.ops.0.defId', 'c-ghost', 'no extra-summon card');
    const tooHigh = creature('c-low', 1, 1, 1, [
      {
        kind: 'activated',
        limit: { per: 'game', count: 1 },
        ops: [{ op: 'summonExtra', defId: 'c-big' }],
      },
    ]);
    const big = creature('c-big', 4, 1, 1, [], { extraOnly: true });
    bad([tooHigh, big], 'effects.0.ops.0.defId', 'R19', 'R19');
  });
  it('a refused card set creates nothing, whatever else is valid', () => {
    const r = createMatch(xueqi, customSetup([...ALL, { ...WISP, id: 'xue-nu' }], { position: mainOf({}) }));
    expect(isRuleError(r)).toBe(true);
  });
});
