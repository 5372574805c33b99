/**
 * Ruling 43 (issue 13.4): every 星阶 graveyard card keeps how it got there and on which turn. One test per how code
 * play can reach, the view's graveyard entries and words, a card leaving the graveyard losing its entry, and the
 * starting-position side: `{ card, how?, turn? }` round-trips through describePosition, a later turn is refused.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, createMatchOrThrow, isRuleError, view } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { describePosition } from '@/machines/xingjie/describe-position';
import { GRAVE_HOWS } from '@/machines/xingjie/rules/provenance';
import type { GraveHow, XingjieState } from '@/machines/xingjie/state';
import type { XingjieBoardView } from '@/machines/xingjie/view';
import { act, def, newMatch, passTo, place, toHand, vanilla } from './helpers';
import { customChar, customEquip, customMagic, customTrap, fx, withCards } from './custom-cards-helpers';

const P = (s: XingjieState, seat: 'p1' | 'p2') => s.game.players[seat];
const how = (s: XingjieState, id: string) => s.game.graveyardHow[id];
const foe0 = [{ seat: 'p2', zone: 'front', slot: 0 }];

/** A normal magic that destroys a target; one that sends a target to the graveyard; one that makes p2 discard. */
const smite = customMagic('g-smite', 'normal', [
  fx({
    kind: 'activated',
    targets: [{ filter: { zone: 'front' }, count: 1 }],
    ops: [{ op: 'destroy', target: 'target0' }],
  }),
]);
const exile = customMagic('g-exile', 'normal', [
  fx({
    kind: 'activated',
    targets: [{ filter: { zone: 'front' }, count: 1 }],
    ops: [{ op: 'sendTo', target: 'target0', to: 'graveyard' }],
  }),
]);
const toss = customMagic('g-toss', 'normal', [fx({ kind: 'activated', ops: [{ op: 'discard', n: 1 }] })]);
const pricey = customMagic('g-pricey', 'normal', [
  fx({ kind: 'activated', cost: [{ op: 'discard', n: 1 }], ops: [{ op: 'draw', n: 1 }] }),
]);
/** A face-up continuous trap negating the opponent's magic. */
const seal = customTrap('g-seal', 'continuous', [
  fx({
    kind: 'triggered',
    trigger: { on: 'cardActivated', filter: { controller: 'opponent', type: 'magic' } },
    ops: [{ op: 'negateActivation' }],
  }),
]);
const blade = customEquip('g-blade', 'character', 1, 1, 0);
const helm = customEquip('g-helm', 'person', 3, 1, 0);
const ground = customMagic('g-ground', 'field', [fx({ kind: 'continuous', ops: [] })]);
const brute = customChar('g-brute', 3, 9, 9);
const ALL = [smite, exile, toss, pricey, seal, blade, helm, ground, brute];

const action = (o: Parameters<typeof withCards>[1] = {}) =>
  passTo(withCards(ALL, { p1: ['farmer', 'farmer', 'farmer'], ...o }), 'turn.action');

describe('how each graveyard card got there (ruling 43)', () => {
  it('battle: a character defeated in a battle damage step', () => {
    let s = newMatch({ first: 'p1' });
    s = passTo(passTo(s, 'turn.end.window'), 'turn.action', 20);
    place(s, 'p2', vanilla(5, 9, 9), 0);
    const d = place(s, 'p1', vanilla(5, 1, 1), 0).id;
    s = passTo(s, 'turn.battle.idle');
    s = act(s, 'battle.attack', 'p2', { attacker: 0, target: 0 });
    while (s.phase !== 'turn.battle.idle') s = act(s, 'priority.pass', s.game.priority!.holder);
    expect(P(s, 'p1').graveyard).toEqual([d]);
    expect(how(s, d)).toEqual({ how: 'battle', turn: 2 });
  });

  it('effect and resolved: a destroy magic destroys its target, then it has resolved', () => {
    let s = action();
    const m = toHand(s, 'p1', 'g-smite');
    const t = place(s, 'p2', 'g-brute', 0).id;
    s = act(s, 'magic.activate', 'p1', { card: m, targets: foe0 });
    expect(how(s, t)).toEqual({ how: 'effect', turn: 1 });
    expect(how(s, m)).toEqual({ how: 'resolved', turn: 1 });
  });

  it('sent: sendTo graveyard moves a card without destroying it; its equipment follows (hostLeft)', () => {
    let s = action();
    const m = toHand(s, 'p1', 'g-exile');
    const e = toHand(s, 'p2', 'g-blade');
    const t = place(s, 'p2', 'g-brute', 0).id;
    P(s, 'p2').hand.pop();
    P(s, 'p2').back[0] = { id: e, faceUp: true, setTurn: null, equippedTo: t, durabilityLeft: 1 };
    P(s, 'p2').front[0]!.equips.push(e);
    s = act(s, 'magic.activate', 'p1', { card: m, targets: foe0 });
    expect(how(s, t).how).toBe('sent');
    expect(how(s, e).how).toBe('hostLeft');
  });

  it('negated: a magic negated on activation', () => {
    let s = action();
    const m = toHand(s, 'p1', 'g-smite');
    place(s, 'p2', 'g-brute', 0);
    const trap = toHand(s, 'p2', 'g-seal');
    P(s, 'p2').hand.pop();
    P(s, 'p2').back[0] = { id: trap, faceUp: true, setTurn: 0, equippedTo: null, durabilityLeft: null };
    s = act(s, 'magic.activate', 'p1', { card: m, targets: foe0 });
    expect(P(s, 'p2').front[0]).not.toBeNull();
    expect(how(s, m).how).toBe('negated');
  });

  it('broken: character equipment whose last durability an attack spends', () => {
    let s = withCards(ALL, { first: 'p1' });
    s = passTo(passTo(s, 'turn.end.window'), 'turn.action', 20);
    const a = place(s, 'p2', 'g-brute', 0).id;
    const e = toHand(s, 'p2', 'g-blade');
    s = act(s, 'equip.character', 'p2', { card: e, target: { seat: 'p2', zone: 'front', slot: 0 } });
    s = passTo(s, 'turn.battle.idle');
    s = act(s, 'battle.attack', 'p2', { attacker: 0, target: 'avatar' });
    while (s.phase !== 'turn.battle.idle') s = act(s, 'priority.pass', s.game.priority!.holder);
    expect(P(s, 'p2').front[0]!.id).toBe(a);
    expect(how(s, e)).toEqual({ how: 'broken', turn: 2 });
  });

  it('replaced: a person equipment or a field magic replaced by a new one', () => {
    let s = action();
    const h1 = toHand(s, 'p1', 'g-helm');
    const h2 = toHand(s, 'p1', 'g-helm');
    s = act(s, 'equip.person', 'p1', { card: h1 });
    s = act(s, 'priority.pass', 'p2');
    s = act(s, 'equip.person', 'p1', { card: h2 });
    expect(how(s, h1).how).toBe('replaced');
    s = act(s, 'priority.pass', 'p2');
    const f1 = toHand(s, 'p1', 'g-ground');
    const f2 = toHand(s, 'p1', 'g-ground');
    s = act(s, 'field.activate', 'p1', { card: f1 });
    s = act(s, 'priority.pass', 'p2');
    s = act(s, 'field.activate', 'p1', { card: f2 });
    expect(how(s, f1).how).toBe('replaced');
  });

  it('discarded: by a discard effect and by the hand limit (R23); cost: paid for an activation', () => {
    let s = action();
    const m = toHand(s, 'p1', 'g-toss');
    const x = toHand(s, 'p1', 'farmer');
    s = act(s, 'magic.activate', 'p1', { card: m });
    s = act(s, 'choice.pick', 'p1', { option: 0 });
    expect(how(s, x).how).toBe('discarded');
    const c = toHand(s, 'p1', 'g-pricey');
    const y = toHand(s, 'p1', 'farmer');
    s = act(s, 'priority.pass', 'p2');
    s = act(s, 'magic.activate', 'p1', { card: c, costCards: [y] });
    expect(how(s, y).how).toBe('cost');
    for (let i = 0; i < 11; i++) toHand(s, 'p1', 'farmer');
    s = passTo(s, 'turn.end.discard');
    const z = P(s, 'p1').hand[0];
    s = act(s, 'hand.discard', 'p1', { card: z });
    expect(how(s, z)).toEqual({ how: 'discarded', turn: 1 });
  });

  it('tribute: the tributes of a tribute summon', () => {
    let s = action();
    const t1 = place(s, 'p1', vanilla(4, 1, 1), 0).id;
    const t2 = place(s, 'p1', vanilla(4, 1, 2), 1).id;
    const big = toHand(s, 'p1', vanilla(7, 5, 5));
    s = act(s, 'summon.normal', 'p1', { card: big, tributes: [0, 1] });
    expect([how(s, t1).how, how(s, t2).how]).toEqual(['tribute', 'tribute']);
  });

  it('ruling: an author ruling moves a card to the graveyard', () => {
    let s = action();
    const x = toHand(s, 'p1', 'farmer');
    const r = applyAction<XingjieState>(def, s, {
      type: 'author.ruling',
      actor: 'author',
      payload: { change: { op: 'move', card: x, to: 'graveyard' }, reason: '测试' },
    });
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    expect(how(s, x)).toEqual({ how: 'ruling', turn: 1 });
  });

  it('a card that leaves the graveyard loses its entry; the view carries how and turn, the words say it', () => {
    let s = action();
    const m = toHand(s, 'p1', 'g-smite');
    const t = place(s, 'p2', 'g-brute', 0).id;
    s = act(s, 'magic.activate', 'p1', { card: m, targets: foe0 });
    const v = view(def, s, 'p2').board as XingjieBoardView;
    expect(v.seats.p2.graveyard).toEqual([{ id: t, cardId: 'g-brute', how: 'effect', turn: 1 }]);
    const r = applyAction<XingjieState>(def, s, {
      type: 'author.ruling',
      actor: 'author',
      payload: { change: { op: 'move', card: t, to: 'hand' }, reason: '测试' },
    });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.game.graveyardHow[t]).toBeUndefined();
    for (const h of GRAVE_HOWS) {
      expect(def.graveHowWords?.[h]?.zh).toMatch(/\p{Script=Han}/u);
      expect(def.graveHowWords?.[h]?.en).toMatch(/^[a-z]/);
    }
  });
});

const story = (position: unknown): MatchSetup => ({
  gameId: 'xingjie',
  rulesVersion: '1',
  players: { p1: { name: '甲' }, p2: { name: '乙' } },
  seed: 3,
  decks: { p1: { rank: 10, cards: [] }, p2: { rank: 10, cards: [] } },
  position,
});

describe('graveyard provenance in a starting position (ruling 43)', () => {
  const position = {
    turn: 5,
    phase: 'action',
    p1: {
      graveyard: ['farmer', { card: 'farmer', how: 'battle', turn: 3 }, { card: 'farmer', how: 'tribute' }],
    },
  };

  it('gives each card how and turn, by default other on the turn before; describePosition round-trips', () => {
    const s = createMatchOrThrow<XingjieState>(def, story(position));
    const v = view(def, s, 'omniscient').board as XingjieBoardView;
    expect(v.seats.p1.graveyard.map((g) => [g.how, g.turn])).toEqual([
      ['other', 4],
      ['battle', 3],
      ['tribute', 4],
    ]);
    const d = describePosition(s)!;
    expect(d.position.p1!.graveyard).toEqual(position.p1.graveyard);
    const again = createMatchOrThrow<XingjieState>(def, { ...story(d.position), decks: d.decks });
    expect(view(def, again, 'omniscient').board).toEqual(v);
  });

  it('refuses a turn after the position’s with ERR_BAD_POSITION naming the field, and an unknown how', () => {
    const r = createMatch(
      def,
      story({ turn: 5, p2: { graveyard: ['farmer', { card: 'farmer', turn: 6 }] } }),
    );
    expect(isRuleError(r) && r.code).toBe('ERR_BAD_POSITION');
    expect(isRuleError(r) && r.details?.field).toBe('p2.graveyard.1.turn');
    const u = createMatch(def, story({ turn: 5, p1: { graveyard: [{ card: 'farmer', how: 'eaten' }] } }));
    expect(isRuleError(u)).toBe(true);
    expect(isRuleError(u) && JSON.stringify(u.details)).toContain('p1.graveyard.0.how');
  });

  it('is ready for every code', () => {
    const all: GraveHow[] = [...GRAVE_HOWS];
    const s = createMatchOrThrow<XingjieState>(
      def,
      story({
        turn: 9,
        p1: { graveyard: all.map((h, i) => ({ card: 'farmer', how: h, turn: 1 + (i % 9) })) },
      }),
    );
    expect(P(s, 'p1').graveyard.map((id) => how(s, id).how)).toEqual(all);
  });
});
