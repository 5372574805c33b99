/**
 * 星阶 custom cards (issue 12, docs/rules/xingjie.md "Custom cards / 自定义卡牌", rulings 37–42): an author's card
 * of each type plays by the rules (summon, attack, activate, trigger, leave play); the vocabulary no starter card
 * used (damaged, phaseEnd, cardActivated, negateActivation) resolves when the rules say; bad cards are refused with
 * ERR_BAD_CARD naming the card and the field, and no match is created.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkDuelScript,
  duelFileFromLine,
  parseDuelScript,
  ScriptError,
  serializeDuelScript,
} from '@/machines/engine/duel-script';
import { GAMES } from '@/machines/registry';
import { CARDS as STARTERS } from '@/content/xingjie/cards';
import { cardSchema } from '@/machines/xingjie/card-schema';
import { cardProblems } from '@/machines/xingjie/custom-cards';
import { studioCardIds } from '@/app/server/games/content';
import { MAX_CUSTOM_CARDS, view } from '@/machines/engine';
import type { XingjieState } from '@/machines/xingjie/state';
import type { XingjieBoardView } from '@/machines/xingjie/view';
import { effectiveAtk } from '@/machines/xingjie/rules/board';
import { act, def, passTo, place, toHand } from './helpers';
import {
  customChar,
  customEquip,
  customMagic,
  customTrap,
  fx,
  refusedCards,
  withCards,
} from './custom-cards-helpers';

/** 铁衣侠: when damaged and still standing, +3 attack this turn; when destroyed, 4 damage to the opposing avatar. */
const hero = customChar('c-hero', 5, 8, 20, [
  fx({ kind: 'triggered', trigger: { on: 'damaged' }, ops: [{ op: 'modifyAtk', target: 'self', n: 3 }] }),
  fx({
    kind: 'triggered',
    trigger: { on: 'destroyed' },
    ops: [{ op: 'damage', target: 'opponentAvatar', n: 4 }],
  }),
]);
const brute = customChar('c-brute', 5, 4, 10);
/** 焚书术: 6 damage to an opposing front-row character. */
const ember = customMagic('c-ember', 'normal', [
  fx({
    kind: 'activated',
    targets: [{ filter: { zone: 'front', controller: 'opponent' }, count: 1 }],
    ops: [{ op: 'damage', target: 'target0', n: 6 }],
  }),
]);
/** 禁咒阵: flipped, draw 1; while face up, negates the first magic the opponent activates each turn. */
const seal = customTrap('c-seal', 'continuous', [
  fx({
    kind: 'activated',
    timing: ['start', 'draw', 'action', 'battle', 'end'],
    ops: [{ op: 'draw', n: 1 }],
  }),
  fx({
    kind: 'triggered',
    trigger: { on: 'cardActivated', filter: { controller: 'opponent', type: 'magic' } },
    limit: { per: 'turn', count: 1 },
    ops: [{ op: 'negateActivation' }],
  }),
]);
/** 断水剑: +4/+2, one use; when it breaks its owner draws 1. */
const blade = customEquip('c-blade', 'character', 1, 4, 2, [
  fx({ kind: 'triggered', trigger: { on: 'equipBroken' }, ops: [{ op: 'draw', n: 1 }] }),
]);
/** 守夜人: draws 1 as its controller's battle phase ends, heals 2 … as the end phase ends. */
const watch = customChar('c-watch', 2, 1, 4, [
  fx({
    kind: 'triggered',
    trigger: { on: 'phaseEnd', filter: { phase: 'battle' } },
    ops: [{ op: 'draw', n: 1 }],
  }),
  fx({
    kind: 'triggered',
    trigger: { on: 'phaseEnd' },
    ops: [{ op: 'damage', target: 'opponentAvatar', n: 2 }],
  }),
]);
/** 回声: whenever its controller activates a magic card, 1 damage to the opposing avatar. */
const echo = customChar('c-echo', 3, 2, 6, [
  fx({
    kind: 'triggered',
    trigger: { on: 'cardActivated', filter: { controller: 'self', type: 'magic' } },
    ops: [{ op: 'damage', target: 'opponentAvatar', n: 1 }],
  }),
]);
const ALL = [hero, brute, ember, seal, blade, watch, echo];

const board = (s: XingjieState) => view(def, s, 'omniscient').board as XingjieBoardView;
const P = (s: XingjieState, seat: 'p1' | 'p2') => s.game.players[seat];
const ids = (s: XingjieState, list: string[]) => list.map((id) => s.cards[id].cardId);
/** Turn 2 (p2's), action phase. */
const turn2 = (s: XingjieState) => passTo(passTo(s, 'turn.end.window'), 'turn.action');
const resolveAttack = (s: XingjieState, attacker: number | 'avatar', target: number | 'avatar') => {
  let t = act(s, 'battle.attack', s.game.turnPlayer, { attacker, target });
  while (!t.result && t.phase !== 'turn.battle.idle') t = act(t, 'priority.pass', t.game.priority!.holder);
  return t;
};

describe('custom cards in a match', () => {
  it('deck lists name them, the opening hand draws them and views name them', () => {
    const s = withCards(ALL, { p1: ['c-hero', 'c-ember', 'farmer'], openingHand: 2 });
    expect(ids(s, P(s, 'p1').hand).sort()).toEqual(['c-ember', 'c-hero']);
    expect(Object.keys(s.customCards!).sort()).toEqual(ALL.map((c) => c.id).sort());
    expect(def.cardName('c-hero', s)).toEqual({ zh: 'c-hero侠', en: 'Hero c-hero' });
  });

  it('the author’s words for an action name the custom card', () => {
    const s = passTo(withCards(ALL), 'turn.action');
    const e = toHand(s, 'p1', 'c-ember');
    place(s, 'p2', 'c-brute', 0);
    const w = def.describe!(s, {
      type: 'magic.activate',
      actor: 'p1',
      payload: { card: e, targets: [{ seat: 'p2', zone: 'front', slot: 0 }] },
    });
    expect(w.text.zh).toContain('c-ember术');
    expect(w.text.en).toContain('Spell c-ember');
  });

  it('a deck naming a card that is neither a starter nor custom is refused, naming it (ruling 42)', () => {
    const r = refusedCards([hero], { p1: ['c-hero', 'c-nobody'] });
    expect(r.code).toBe('ERR_BAD_DECK');
    expect(r.text.zh).toContain('未知的卡「c-nobody」');
  });
});

describe('a custom character: summon, attack, damaged, leave play', () => {
  it('is summoned, fights by its printed numbers and its damaged trigger fires when it survives', () => {
    let s = turn2(withCards(ALL));
    const h = toHand(s, 'p2', 'c-hero');
    place(s, 'p1', 'c-brute', 0);
    s = act(s, 'summon.normal', 'p2', { card: h, tributes: [] });
    expect(P(s, 'p2').front[0]).toMatchObject({ id: h, position: 'attack' });
    expect(board(s).seats.p2.front[0]).toMatchObject({ card: { cardId: 'c-hero' }, atk: 8 });
    s = passTo(s, 'turn.battle.idle');
    s = resolveAttack(s, 0, 0);
    const me = P(s, 'p2').front[0]!;
    expect(me.damage).toBe(4);
    expect(P(s, 'p1').front[0]!.damage).toBe(8);
    // damaged (ruling 38): +3 attack this turn.
    expect(s.effects).toContainEqual(expect.objectContaining({ type: 'trigger', on: 'damaged', card: h }));
    expect(effectiveAtk(s, 'p2', me)).toBe(11);
  });

  it('leaves play through a destroying effect and its destroyed trigger resolves', () => {
    let s = passTo(withCards(ALL, { first: 'p1' }), 'turn.action');
    const e = toHand(s, 'p1', 'c-ember');
    const h = place(s, 'p2', 'c-hero', 0).id;
    P(s, 'p2').front[0]!.damage = 15;
    s = act(s, 'magic.activate', 'p1', { card: e, targets: [{ seat: 'p2', zone: 'front', slot: 0 }] });
    expect(P(s, 'p2').front[0]).toBeNull();
    expect(P(s, 'p2').graveyard).toContain(h);
    expect(P(s, 'p1').hp).toBe(150 - 4);
    // A destroyed character does not fire damaged (it did not survive the damage).
    expect(s.effects.some((x) => x.type === 'trigger' && x.on === 'damaged')).toBe(false);
  });
});

describe('custom magic and the activation vocabulary', () => {
  it('a normal magic is activated from hand with a target, resolves and goes to the graveyard', () => {
    let s = passTo(withCards(ALL), 'turn.action');
    const e = toHand(s, 'p1', 'c-ember');
    const h = place(s, 'p2', 'c-hero', 0).id;
    s = act(s, 'magic.activate', 'p1', { card: e, targets: [{ seat: 'p2', zone: 'front', slot: 0 }] });
    expect(P(s, 'p2').front[0]!.damage).toBe(6);
    expect(P(s, 'p1').graveyard).toEqual([e]);
    // The damage op's target survives: its damaged trigger fires.
    expect(s.effects).toContainEqual(expect.objectContaining({ type: 'trigger', on: 'damaged', card: h }));
  });

  it('cardActivated: a face-up card answers its controller activating a magic card', () => {
    let s = passTo(withCards(ALL), 'turn.action');
    const e = toHand(s, 'p1', 'c-ember');
    place(s, 'p1', 'c-echo', 0);
    place(s, 'p2', 'c-brute', 0);
    s = act(s, 'magic.activate', 'p1', { card: e, targets: [{ seat: 'p2', zone: 'front', slot: 0 }] });
    expect(P(s, 'p2').hp).toBe(149);
    expect(P(s, 'p2').front[0]!.damage).toBe(6);
  });

  it('negateActivation: the opponent’s face-up trap negates the magic; it goes to the graveyard unresolved', () => {
    let s = passTo(withCards(ALL), 'turn.action');
    const e1 = toHand(s, 'p1', 'c-ember');
    const e2 = toHand(s, 'p1', 'c-ember');
    place(s, 'p2', 'c-brute', 0);
    const trapId = toHand(s, 'p2', 'c-seal');
    P(s, 'p2').hand.pop();
    P(s, 'p2').back[0] = { id: trapId, faceUp: true, setTurn: 0, equippedTo: null, durabilityLeft: null };
    const target = [{ seat: 'p2', zone: 'front', slot: 0 }];
    s = act(s, 'magic.activate', 'p1', { card: e1, targets: target });
    expect(P(s, 'p2').front[0]!.damage).toBe(0);
    expect(P(s, 'p1').graveyard).toEqual([e1]);
    expect(s.effects).toContainEqual({ type: 'activationNegated', seat: 'p1', card: e1 });
    // Once per turn: the second one resolves.
    s = passTo(s, 'turn.action');
    s = act(s, 'priority.pass', s.game.priority!.holder);
    s = act(s, 'magic.activate', 'p1', { card: e2, targets: target });
    expect(P(s, 'p2').front[0]!.damage).toBe(6);
  });
});

describe('a custom trap and custom equipment', () => {
  it('a continuous trap is set, activated on a later turn (draw 1) and stays face up', () => {
    let s = passTo(withCards(ALL), 'turn.action');
    const t = toHand(s, 'p1', 'c-seal');
    s = act(s, 'backrow.set', 'p1', { card: t });
    s = turn2(s);
    const hand = P(s, 'p1').hand.length;
    s = act(s, 'priority.pass', 'p2');
    s = act(s, 'set.activate', 'p1', { slot: 0 });
    expect(P(s, 'p1').hand.length).toBe(hand + 1);
    expect(P(s, 'p1').back[0]).toMatchObject({ id: t, faceUp: true });
  });

  it('character equipment adds its bonus, is spent by the attack, breaks and fires equipBroken', () => {
    let s = turn2(withCards(ALL));
    const b = toHand(s, 'p2', 'c-blade');
    place(s, 'p2', 'c-hero', 0);
    s = act(s, 'equip.character', 'p2', { card: b, target: { seat: 'p2', zone: 'front', slot: 0 } });
    expect(effectiveAtk(s, 'p2', P(s, 'p2').front[0]!)).toBe(12);
    s = passTo(s, 'turn.battle.idle');
    const hand = P(s, 'p2').hand.length;
    s = resolveAttack(s, 0, 'avatar');
    expect(P(s, 'p1').hp).toBe(150 - 12);
    expect(P(s, 'p2').graveyard).toContain(b);
    expect(P(s, 'p2').hand.length).toBe(hand + 1);
  });
});

describe('phaseEnd', () => {
  it('fires as the named phase of its controller’s turn ends (end by default), not on the opponent’s turn', () => {
    let s = withCards(ALL);
    place(s, 'p1', 'c-watch', 0);
    s = passTo(s, 'turn.battle.idle');
    const hand = P(s, 'p1').hand.length;
    s = passTo(s, 'turn.end.window');
    expect(P(s, 'p1').hand.length).toBe(hand + 1);
    expect(P(s, 'p2').hp).toBe(150);
    s = passTo(s, 'turn.start');
    expect(P(s, 'p2').hp).toBe(148);
    s = passTo(s, 'turn.end.window');
    expect(P(s, 'p1').hand.length).toBe(hand + 1);
    expect(P(s, 'p2').hp).toBe(148);
  });
});

describe('bad cards are refused with ERR_BAD_CARD naming the card and the field', () => {
  const bad = (cards: unknown[]) => {
    const r = refusedCards(cards);
    expect(r.code).toBe('ERR_BAD_CARD');
    return r;
  };
  it('malformed: a missing name, a wrong type of number', () => {
    const { name: _n, ...noName } = hero;
    void _n;
    let r = bad([noName]);
    expect(r.details).toMatchObject({ card: 'c-hero', path: 'name' });
    expect(r.text.zh).toContain('自定义卡牌「c-hero」');
    r = bad([{ ...hero, stars: 0 }]);
    expect(r.details.path).toBe('stars');
    r = bad([{ ...hero, extra: 1 }]);
    expect(r.text.en).toContain('c-hero');
  });
  it('oversized: a card over the character limit, a list over the card limit', () => {
    const r = bad([{ ...hero, text: { zh: '长'.repeat(25_000), en: 'x' } }]);
    expect(r.text.en).toContain('too long');
    const many = Array.from({ length: MAX_CUSTOM_CARDS + 1 }, (_, i) => ({ ...brute, id: `c-b${i}` }));
    expect(bad(many).details.limit).toBe(MAX_CUSTOM_CARDS);
  });
  it('a duplicate id and an id shadowing a starter card', () => {
    expect(bad([hero, hero]).text.en).toContain('defined twice');
    expect(bad([{ ...hero, id: 'farmer' }]).text.zh).toContain('不能覆盖');
  });
  it('an unknown op, trigger or condition', () => {
    const op = bad([
      customMagic('c-x', 'normal', [fx({ kind: 'activated', ops: [{ op: 'summonDragon' }] })]),
    ]);
    expect(op.details.path).toBe('effects.0.ops.0.op');
    expect(op.text.en).toContain('unknown op summonDragon');
    const trig = bad([
      customChar('c-y', 1, 1, 1, [fx({ kind: 'triggered', trigger: { on: 'moonrise' }, ops: [] })]),
    ]);
    expect(trig.details.path).toBe('effects.0.trigger.on');
    const cond = bad([
      customMagic('c-z', 'normal', [
        fx({ kind: 'activated', condition: { is: 'fullMoon' }, ops: [{ op: 'draw', n: 1 }] }),
      ]),
    ]);
    expect(cond.text.en).toContain('unknown condition fullMoon');
  });
  it('impossible targets: a target not chosen, an avatar changing position, a hand card as a target', () => {
    const t1 = bad([
      customMagic('c-t1', 'normal', [
        fx({ ...ember.effects![0], ops: [{ op: 'destroy', target: 'target1' }] }),
      ]),
    ]);
    expect(t1.details.path).toBe('effects.0.ops.0.target');
    const av = bad([
      customMagic('c-t2', 'normal', [
        fx({ kind: 'activated', ops: [{ op: 'changePosition', target: 'ownAvatar', to: 'defense' }] }),
      ]),
    ]);
    expect(av.text.zh).toContain('只能作用于角色');
    const hand = bad([
      customMagic('c-t3', 'normal', [
        fx({
          kind: 'activated',
          targets: [{ filter: { zone: 'hand' } }],
          ops: [{ op: 'sendTo', target: 'target0', to: 'graveyard' }],
        }),
      ]),
    ]);
    expect(hand.details.path).toBe('effects.0.targets.0.filter.zone');
    const neg = bad([
      customMagic('c-t4', 'normal', [fx({ kind: 'activated', ops: [{ op: 'negateActivation' }] })]),
    ]);
    expect(neg.text.en).toContain('cardActivated');
  });
});

describe('duel scripts carry 星阶 custom cards', () => {
  const demo = readFileSync(
    fileURLToPath(new URL('../../../content/xingjie/demos/books-in-the-wall.duel', import.meta.url)),
    'utf8',
  );
  const opts = { games: GAMES, cardIds: studioCardIds };
  const lineOf = (needle: string) => demo.split('\n').findIndex((l) => l.includes(needle)) + 1;

  it('export writes the cards the match uses and reads back byte-identical', () => {
    const c = checkDuelScript(demo, opts);
    const text = serializeDuelScript(
      duelFileFromLine(def, c.played.events, c.played.notes, c.file.title.zh),
      {
        def,
      },
    );
    expect(text.split('\n').filter((l) => l.startsWith('card json: '))).toHaveLength(3);
    expect(serializeDuelScript(parseDuelScript(text, opts).file, { def })).toBe(text);
  });

  it('a card naming an op the vocabulary lacks is refused at its own line, with the field path', () => {
    const line = lineOf('"c-fenshuling"');
    let err: ScriptError | undefined;
    try {
      checkDuelScript(demo.replace('"op":"negateActivation"', '"op":"burnEverything"'), opts);
    } catch (e) {
      err = e as ScriptError;
    }
    expect(err).toBeInstanceOf(ScriptError);
    expect(err!.code).toBe('ERR_BAD_CARD');
    expect(err!.details.line).toBe(line);
    expect(err!.text.en).toContain('effects.1.ops.0.op: unknown op burnEverything');
    expect(err!.text.zh).toContain(`第 ${line} 行：自定义卡牌「c-fenshuling」`);
  });
});

describe('the custom-card shape is the starter cards’ shape', () => {
  it('every starter card satisfies the schema and the vocabulary checks', () => {
    for (const c of STARTERS) {
      expect(cardSchema.safeParse(c).success, c.id).toBe(true);
      expect(cardProblems(c), c.id).toEqual([]);
    }
  });
});
