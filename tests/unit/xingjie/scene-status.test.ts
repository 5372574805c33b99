/**
 * 星阶 scenes inside a turn (issue 13.1/13.2, docs/rules/xingjie.md rulings 31–36): for every status a position
 * can hold, a state reached by play that carries it is described (describePosition), the description holds the
 * status, the described match plays exactly as the played one (legal actions, views, consequences, results),
 * and the same description without the status does not — the status is what makes the difference.
 */
import { describe, expect, it } from 'vitest';
import { createMatchOrThrow } from '@/machines/engine';
import { applyAction } from '@/machines/engine';
import type { Action, MatchSetup } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import { describePosition } from '@/machines/xingjie/describe-position';
import type { StartingPosition } from '@/machines/xingjie/position';
import type { XingjieState } from '@/machines/xingjie/state';
import { testRng } from '../../support/property';
import { describedSetup, expectSamePlay, idMap, observe, rename } from '../../support/xingjie-scenes';
import { act, passTo, register } from './helpers';

/** A test character whose activated effects (once per turn each) make the statuses play can reach. */
const ADEPT = register({
  id: 'scene-adept',
  type: 'character',
  name: { zh: '试阵者', en: 'Scene Adept' },
  stars: 3,
  atk: 4,
  hp: 9,
  rarity: 'common',
  text: { zh: '', en: '' },
  effects: [
    {
      kind: 'activated',
      limit: { per: 'turn', count: 1 },
      ops: [{ op: 'grantExtraAttacks', target: 'self', n: 1 }],
      text: { zh: '', en: '' },
    },
    {
      kind: 'activated',
      limit: { per: 'turn', count: 1 },
      duration: 'thisTurn',
      ops: [{ op: 'modifyAtk', target: 'ownAvatar', n: 3 }],
      text: { zh: '', en: '' },
    },
    {
      kind: 'activated',
      limit: { per: 'turn', count: 1 },
      duration: 'thisTurn',
      ops: [{ op: 'modifySummonLimit', player: 'self', n: 3 }],
      text: { zh: '', en: '' },
    },
    {
      kind: 'activated',
      limit: { per: 'turn', count: 1 },
      duration: 'untilEndOfNextTurn',
      ops: [{ op: 'modifyHp', target: 'self', n: 5 }],
      text: { zh: '', en: '' },
    },
  ],
});

/** A sturdy 3★ defender: combat with the adept leaves both standing (no star modifier between equals). */
const WALL = register({
  id: 'scene-wall',
  type: 'character',
  name: { zh: '试阵之墙', en: 'Scene Wall' },
  stars: 3,
  atk: 2,
  hp: 20,
  rarity: 'common',
  text: { zh: '', en: '' },
});

/** A match from a position whose seats have no deck list: exactly the cards named. */
function scene(position: StartingPosition, over: Partial<MatchSetup> = {}): XingjieState {
  return createMatchOrThrow<XingjieState>(xingjie, {
    gameId: 'xingjie',
    rulesVersion: '1',
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed: 5,
    decks: { p1: { rank: 10 }, p2: { rank: 10 } },
    position,
    ...over,
  } as MatchSetup);
}

const BASE: StartingPosition = {
  turn: 3,
  p1: { front: [ADEPT], hand: ['footman', 'farmer'], deck: ['farmer', 'footman', 'farmer'] },
  p2: { front: [{ card: WALL, slot: 2 }], deck: ['farmer', 'farmer'] },
};
const pass = (seat: 'p1' | 'p2'): Action => ({ type: 'priority.pass', actor: seat, payload: {} });
/** The passes (by whoever holds priority) that take `s` to the first state where `until` holds. */
function passesTo(s: XingjieState, until: (s: XingjieState) => boolean): Action[] {
  const out: Action[] = [];
  for (let cur = s; !until(cur) && out.length < 60;) {
    const a = pass(cur.game.priority!.holder);
    out.push(a);
    cur = act(cur, a.type, a.actor as 'p1', {});
  }
  return out;
}
const effect = (s: XingjieState, effect: number) =>
  act(s, 'effect.activate', 'p1', { source: { zone: 'front', slot: 0 }, effect });

/** Whether two matches (ids mapped) part ways now or along `probe` (actions in played ids, as far as they go). */
function diverges(played: XingjieState, other: XingjieState, probe: Action[]): boolean {
  const map = idMap(played, other);
  let [a, b] = [played, other];
  for (let i = 0; ; i++) {
    if (JSON.stringify(observe(b)) !== JSON.stringify(rename(observe(a), map))) return true;
    if (i >= probe.length) return false;
    const ra = applyAction<XingjieState>(xingjie, a, probe[i]);
    const rb = applyAction<XingjieState>(xingjie, b, rename(probe[i], map));
    if (ra.ok !== rb.ok) return true;
    if (!ra.ok || !rb.ok) return false;
    [a, b] = [ra.state, rb.state];
  }
}

/**
 * The state's description holds `expected` (a partial position), plays as the state, and without the part
 * `strip` removes it would not (now or along `probe`).
 */
function expectStatus(
  played: XingjieState,
  expected: Record<string, unknown>,
  strip: (p: StartingPosition) => void,
  probe: Action[] = [],
  seed = 1,
): void {
  const setup = describedSetup(played)!;
  expect(setup).not.toBeNull();
  expect(setup.position).toMatchObject(expected);
  const described = createMatchOrThrow<XingjieState>(xingjie, setup);
  expectSamePlay(played, described, { pick: testRng(seed), steps: 25 });
  const position = JSON.parse(JSON.stringify(setup.position)) as StartingPosition;
  strip(position);
  const without = createMatchOrThrow<XingjieState>(xingjie, { ...setup, position });
  expect(diverges(played, without, probe)).toBe(true);
}

describe('a position resumes inside a turn with each status as play leaves it', () => {
  it('the start window after the turn player passed: priority (holder, passes)', () => {
    const s = act(scene(BASE), 'priority.pass', 'p1');
    expect(s.game.priority).toEqual({ holder: 'p2', passes: 1 });
    expectStatus(s, { phase: 'start', priority: { holder: 'p2', passes: 1 } }, (p) => delete p.priority);
  });

  it('the draw phase: its draw is done (the described match does not draw again)', () => {
    const s = passTo(scene(BASE), 'turn.draw');
    expect(describePosition(s)!.position.p1!.hand).toEqual(['footman', 'farmer', 'farmer']);
    expectStatus(s, { phase: 'draw' }, (p) => {
      delete p.phase;
      delete p.priority;
    });
  });

  it('the action phase after a normal summon: normalSummonUsed, enteredTurn, the responder holding priority', () => {
    let s = passTo(scene(BASE), 'turn.action');
    s = act(s, 'summon.normal', 'p1', { card: s.game.players.p1.hand[0], tributes: [] });
    expect(s.game.priority).toEqual({ holder: 'p2', passes: 0 });
    expectStatus(
      s,
      {
        phase: 'action',
        priority: { holder: 'p2', passes: 0 },
        p1: { normalSummonUsed: true, front: [{}, { card: 'footman', enteredTurn: 3 }] },
      },
      (p) => delete p.p1!.normalSummonUsed,
    );
    expectStatus(s, {}, (p) => delete (p.p1!.front![1] as { enteredTurn?: number }).enteredTurn);
  });

  it('a position changed this turn: positionChangedTurn', () => {
    let s = passTo(scene(BASE), 'turn.action');
    s = act(s, 'position.change', 'p1', { slot: 0, to: 'defense' });
    expectStatus(
      s,
      { p1: { front: [{ position: 'defense', positionChangedTurn: 3 }] } },
      (p) => delete (p.p1!.front![0] as { positionChangedTurn?: number }).positionChangedTurn,
      [pass('p2')],
    );
  });

  it('a card set this turn: the back row setTurn', () => {
    let s = passTo(scene({ ...BASE, p1: { ...BASE.p1, hand: ['ambush'] } }), 'turn.action');
    s = act(s, 'backrow.set', 'p1', { card: s.game.players.p1.hand[0] });
    expectStatus(
      s,
      { p1: { back: [{ card: 'ambush', slot: 0, setTurn: 3 }] } },
      (p) => delete (p.p1!.back![0] as { setTurn?: number }).setTurn,
    );
  });

  it('effects used this turn, extra attacks, avatar and summon-limit modifiers, an "until the end of next turn" modifier', () => {
    // Rank 1: the summon limit is 3★ (R5), 6★ with the adept's +3 this turn; 蒙恬 (5★) waits in hand.
    const base = { ...BASE, p1: { ...BASE.p1, hand: ['meng-tian'] } };
    let s = passTo(scene(base, { decks: { p1: { rank: 1 }, p2: { rank: 10 } } } as never), 'turn.action');
    s = effect(effect(effect(effect(s, 0), 1), 2), 3);
    const attack: Action = { type: 'battle.attack', actor: 'p1', payload: { attacker: 0, target: 2 } };
    const twoAttacks = [pass('p1'), pass('p2'), attack, pass('p2'), pass('p1'), attack];
    expectStatus(
      s,
      {
        p1: {
          front: [
            { extraAttacks: 1, effectsUsedThisTurn: [0, 1, 2, 3], mods: [{ hp: 5, until: 'endOfNextTurn' }] },
          ],
          avatarMods: [{ atk: 3, until: 'endOfTurn' }],
          summonLimitMods: [{ n: 3, until: 'endOfTurn' }],
        },
      },
      (p) => delete (p.p1!.front![0] as { effectsUsedThisTurn?: number[] }).effectsUsedThisTurn,
    );
    expectStatus(
      s,
      {},
      (p) => delete (p.p1!.front![0] as { extraAttacks?: number }).extraAttacks,
      twoAttacks,
    );
    expectStatus(s, {}, (p) => delete p.p1!.avatarMods);
    const summon: Action = {
      type: 'summon.normal',
      actor: 'p1',
      payload: { card: s.game.players.p1.hand[0], tributes: [] },
    };
    expectStatus(s, {}, (p) => delete p.p1!.summonLimitMods, [summon]);
    // Two turns on: endOfNextTurn outlives this turn and expires at the end of the next; leavesField does not.
    expectStatus(
      s,
      {},
      (p) => delete (p.p1!.front![0] as { mods?: Array<{ until?: string }> }).mods![0].until,
      passesTo(s, (x) => x.turn === 5),
    );
  });

  it('an attack waiting for responses, then the battle after it: attack, attacksUsed, damage', () => {
    let s = passTo(scene(BASE), 'turn.battle.idle');
    s = act(s, 'battle.attack', 'p1', { attacker: 0, target: 2 });
    expect(s.phase).toBe('turn.battle.attack');
    expectStatus(
      s,
      {
        phase: 'battle',
        step: 'attack',
        attack: { attacker: 0, target: 2 },
        priority: { holder: 'p2', passes: 0 },
      },
      (p) => {
        p.attack = { attacker: 0, target: 2, targetLeft: true };
      },
      [pass('p2'), pass('p1')],
    );
    s = act(act(s, 'priority.pass', 'p2'), 'priority.pass', 'p1');
    expect(s.phase).toBe('turn.battle.idle');
    expectStatus(
      s,
      { phase: 'battle', p1: { front: [{ attacksUsed: 1, damage: 2 }] }, p2: { front: [{ damage: 4 }] } },
      (p) => delete (p.p1!.front![0] as { attacksUsed?: number }).attacksUsed,
    );
    expectStatus(s, {}, (p) => delete (p.p1!.front![0] as { damage?: number }).damage);
  });

  it("the avatar's attack this turn: avatarAttacks", () => {
    let s = passTo(
      scene({
        turn: 4,
        p1: { personEquips: ['taie-sword'], deck: ['farmer'] },
        p2: { hand: ['farmer'], deck: ['farmer'] },
      }),
      'turn.battle.idle',
    );
    s = act(
      act(act(s, 'battle.attack', 'p1', { attacker: 'avatar', target: 'avatar' }), 'priority.pass', 'p2'),
      'priority.pass',
      'p1',
    );
    expectStatus(
      s,
      { p1: { avatarAttacks: 1, personEquips: [{ card: 'taie-sword', durability: 2 }] } },
      (p) => delete p.p1!.avatarAttacks,
    );
  });

  it('the end phase discard: the turn player over the hand limit', () => {
    const hand = Array.from({ length: 12 }, () => 'farmer');
    const s = passTo(
      scene({ turn: 2, p1: { deck: ['farmer'] }, p2: { hand, deck: ['farmer'] } }),
      'turn.end.discard',
    );
    expectStatus(s, { phase: 'end', step: 'discard' }, (p) => delete p.step);
  });
});

describe('decks as the story has them (13.2)', () => {
  it('a seat without a deck list has exactly the cards named; its deck is drawn top first', () => {
    const s = scene({
      turn: 2,
      turnPlayer: 'p2',
      p1: { deck: ['footman'] },
      p2: { deck: ['han-xin', 'farmer'] },
    });
    expect(Object.keys(s.cards)).toHaveLength(3);
    expect(s.game.players.p2.deck.map((id) => s.cards[id].cardId)).toEqual(['han-xin', 'farmer']);
    const d = passTo(s, 'turn.draw');
    expect(d.game.players.p2.hand.map((id) => d.cards[id].cardId)).toEqual(['han-xin']);
  });

  it('shuffleDeck shuffles the given deck with the seed (the same seed, the same order)', () => {
    const deck = ['farmer', 'footman', 'han-xin', 'jing-ke', 'zhang-fei', 'farmer'];
    const order = (seed: number) => {
      const s = scene({ turn: 2, p1: { deck, shuffleDeck: true } }, { seed });
      return s.game.players.p1.deck.map((id) => s.cards[id].cardId);
    };
    expect(order(1)).toEqual(order(1));
    expect([1, 2, 3, 4].map(order).some((o) => JSON.stringify(o) !== JSON.stringify(deck))).toBe(true);
    expect([...order(2)].sort()).toEqual([...deck].sort());
  });

  it('a match from the opening still needs a legal deck (60 cards, copy limits)', () => {
    expect(() =>
      createMatchOrThrow(xingjie, {
        gameId: 'xingjie',
        rulesVersion: '1',
        players: { p1: { name: '甲' }, p2: { name: '乙' } },
        seed: 1,
        decks: { p1: { rank: 10, cards: ['farmer'] }, p2: { rank: 10 } },
      } as MatchSetup),
    ).toThrow(/ERR_BAD_DECK/);
  });
});
