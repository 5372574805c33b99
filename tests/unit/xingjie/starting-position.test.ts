/**
 * 星阶 starting positions (起始局面, docs/rules/xingjie.md): a match may begin from a described board at the
 * start of a named turn. The examples of content/xingjie/positions.ts create matches holding exactly what they
 * describe, and play proceeds from the turn's start phase by the rules (the draw included). Refusals, the deck,
 * replay, seek, views, pins and duel scripts: starting-position-checks.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createMatchOrThrow, legalActions, view } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import { startingPositionSchema } from '@/machines/xingjie/position';
import type { XingjieState } from '@/machines/xingjie/state';
import type { XingjieBoardView } from '@/machines/xingjie/view';
import { DECKS } from '@/content/xingjie/decks';
import { EXAMPLE_POSITIONS } from '@/content/xingjie/positions';
import { expectCardsConserved, expectNothingNegative, expectViewsLeakNothing } from '../../support/property';
import { passTo } from './helpers';
import { P, cid, create, example, fromExample, play, setupWith } from './position-helpers';

describe('the example positions (content/xingjie/positions.ts)', () => {
  it('every example is valid JSON-shaped data, uses existing decks and creates a match at its turn’s start or its scene', () => {
    expect(EXAMPLE_POSITIONS.length).toBeGreaterThanOrEqual(1);
    for (const ex of EXAMPLE_POSITIONS) {
      expect(JSON.parse(JSON.stringify(ex))).toEqual(ex);
      expect(startingPositionSchema.safeParse(ex.position).success).toBe(true);
      if (ex.deck) expect(DECKS.map((d) => d.id)).toEqual(expect.arrayContaining([ex.deck.p1, ex.deck.p2]));
      else expect([ex.ranks, ex.position.p1?.deck, ex.position.p2?.deck].every(Boolean), ex.id).toBe(true);
      expect(ex.name.zh && ex.name.en && ex.description.zh && ex.description.en).toBeTruthy();
      const s = fromExample(ex.id);
      const scene = ex.position.phase !== undefined;
      expect(s.phase).toEqual(scene ? expect.stringMatching(`^turn\\.${ex.position.phase}`) : 'turn.start');
      expect(s.turn).toBe(ex.position.turn);
      expect(s.game.turnPlayer).toBe(ex.position.turnPlayer);
      expect(s.active).toBe(
        ex.position.priority?.holder ??
          (ex.position.step === 'attack'
            ? ex.position.turnPlayer === 'p1'
              ? 'p2'
              : 'p1'
            : ex.position.turnPlayer),
      );
      expectCardsConserved(xingjie, s);
      expectNothingNegative(s);
    }
  });

  it('背水一战 holds exactly what it describes: zones, slots, positions, damage, equipment, HP', () => {
    const s = fromExample('back-to-the-river');
    const [p1, p2] = [P(s, 'p1'), P(s, 'p2')];
    expect(s.game.firstPlayer).toBe('p1'); // turn 9 is odd: the first player's
    expect(s.game.fromPosition).toBe(true);
    expect([p1.hp, p1.hpStart, p2.hp, p2.hpStart]).toEqual([4, 150, 9, 150]);
    expect(p1.front.map((c) => cid(s, c?.id))).toEqual(['han-xin', 'jing-ke', null, null, null, null, null]);
    expect(p1.front[0]).toMatchObject({
      position: 'attack',
      damage: 0,
      enteredTurn: 8,
      setTurn: null,
      mods: [],
    });
    expect(p1.back.map((b) => cid(s, b?.id))).toEqual(['ambush', null, null, null, null]);
    expect(p1.back[0]).toMatchObject({ faceUp: false, setTurn: 8, equippedTo: null, durabilityLeft: null });
    expect(p1.personEquips.map((e) => [cid(s, e.id), e.durabilityLeft])).toEqual([['taie-sword', 1]]);
    expect(p1.hand.map((id) => cid(s, id))).toEqual(['beacon-fire', 'burn-boats', 'mingguang-armour']);
    expect(p1.graveyard.map((id) => cid(s, id))).toEqual(example('back-to-the-river').position.p1!.graveyard);
    expect(p1.banished).toEqual([]);
    expect(p1.field).toBeNull();
    expect(p2.front.map((c) => cid(s, c?.id))).toEqual([
      'zhang-fei',
      null,
      'bao-zheng',
      null,
      null,
      null,
      null,
    ]);
    expect(p2.front[2]).toMatchObject({ position: 'defense', damage: 1 });
    expect(cid(s, p2.field)).toBe('red-cliffs');
    expect(p2.personEquips.map((e) => [cid(s, e.id), e.durabilityLeft])).toEqual([['heart-mirror', 1]]);
    expect(p2.hand.map((id) => cid(s, id))).toEqual(['zhuge-liang', 'healing-hands', 'fair-trade']);
    expect(p2.banished.map((id) => cid(s, id))).toEqual(['cavalry']);
    expect(p1.deck).toHaveLength(60 - 2 - 1 - 1 - 3 - 8);
    expect(p2.deck).toHaveLength(60 - 2 - 1 - 1 - 3 - 6 - 1);
    // Per-turn bookkeeping starts fresh; the opening setup (coin toss, opening hands) did not happen.
    expect(s.game.effectUses).toEqual({});
    expect([p1.normalSummonUsed, p1.avatarAttacks, p1.front[0]!.attacksUsed]).toEqual([false, 0, 0]);
    expect(s.effects.map((e) => e.type)).toEqual(['turnStart']);
  });

  it('背水一战: the intended line wins — draw, dagger and Beacon Fire remove Bao Zheng, the armour keeps Han Xin alive', () => {
    let s = fromExample('back-to-the-river');
    s = play(s, 'priority.pass', 'p1');
    s = play(s, 'priority.pass', 'p2');
    // Turn 9 is not turn 1: the draw phase draws (R12 skips only turn 1).
    expect(s.phase).toBe('turn.draw');
    expect(s.effects.some((e) => e.type === 'draw' && e.seat === 'p1')).toBe(true);
    expect(P(s, 'p1').hand).toHaveLength(4);
    expect(P(s, 'p1').deck).toHaveLength(44);
    s = passTo(s, 'turn.action');
    const bao = { seat: 'p2', zone: 'front', slot: 2 };
    s = play(s, 'effect.activate', 'p1', { source: { zone: 'front', slot: 1 }, effect: 0, targets: [bao] });
    expect(P(s, 'p2').front[2]!.damage).toBe(4);
    const beacon = P(s, 'p1').hand.find((id) => cid(s, id) === 'beacon-fire')!;
    s = play(s, 'magic.activate', 'p1', { card: beacon, targets: [bao] });
    expect(P(s, 'p2').front[2]).toBeNull();
    expect(P(s, 'p2').graveyard.map((id) => cid(s, id))).toContain('bao-zheng');
    s = play(s, 'priority.pass', 'p2');
    const armour = P(s, 'p1').hand.find((id) => cid(s, id) === 'mingguang-armour')!;
    s = play(s, 'equip.character', 'p1', { card: armour, target: { seat: 'p1', zone: 'front', slot: 0 } });
    s = play(s, 'priority.pass', 'p2');
    s = passTo(s, 'turn.battle.idle');
    // 韩信 12 (11 + 赤壁) vs 张飞 (8 HP): 4 overflow to p2; 张飞 deals 13 to 韩信, whose armour makes 15 HP.
    s = play(s, 'battle.attack', 'p1', { attacker: 0, target: 0 });
    s = passTo(s, 'turn.battle.idle');
    expect(P(s, 'p2').hp).toBe(5);
    expect(P(s, 'p1').hp).toBe(4);
    expect(P(s, 'p1').front[0]).toMatchObject({ damage: 13 });
    // The front row is empty: 荆轲 (6 + 1) strikes the avatar directly.
    s = play(s, 'battle.attack', 'p1', { attacker: 1, target: 'avatar' });
    s = play(s, 'priority.pass', 'p2');
    s = play(s, 'priority.pass', 'p1');
    expect(s.result).toMatchObject({ winner: 'p1', reason: 'hpZero' });
    expect(s.phase).toBe('over');
  });

  it('背水一战: Burn the Boats without the armour only draws — both avatars fall in the same step (R25)', () => {
    let s = passTo(fromExample('back-to-the-river'), 'turn.action');
    const bao = { seat: 'p2', zone: 'front', slot: 2 };
    s = play(s, 'effect.activate', 'p1', { source: { zone: 'front', slot: 1 }, effect: 0, targets: [bao] });
    const beacon = P(s, 'p1').hand.find((id) => cid(s, id) === 'beacon-fire')!;
    s = play(s, 'magic.activate', 'p1', { card: beacon, targets: [bao] });
    s = play(s, 'priority.pass', 'p2');
    const boats = P(s, 'p1').hand.find((id) => cid(s, id) === 'burn-boats')!;
    s = play(s, 'magic.activate', 'p1', { card: boats, targets: [{ seat: 'p1', zone: 'front', slot: 0 }] });
    s = play(s, 'priority.pass', 'p2');
    s = passTo(s, 'turn.battle.idle');
    s = play(s, 'battle.attack', 'p1', { attacker: 0, target: 0 });
    s = play(s, 'priority.pass', 'p2');
    s = play(s, 'priority.pass', 'p1');
    expect(s.result).toMatchObject({ winner: null, reason: 'bothZero' });
  });

  it('背水一战: while Bao Zheng stands, p2 is offered Iron Face against the attack', () => {
    let s = passTo(fromExample('back-to-the-river'), 'turn.battle.idle');
    s = play(s, 'battle.attack', 'p1', { attacker: 0, target: 0 });
    expect(s.active).toBe('p2');
    expect(
      legalActions(xingjie, s, 'p2').some(
        (a) => a.type === 'effect.activate' && (a.payload as { source: { slot: number } }).source.slot === 2,
      ),
    ).toBe(true);
  });

  it('空城计: p2 to move on turn 6; p1’s set cards and face-down defender are hidden from p2 only', () => {
    const s = fromExample('empty-fort');
    expect([s.game.turnPlayer, s.game.firstPlayer]).toEqual(['p2', 'p1']);
    const seen = view<XingjieBoardView>(xingjie, s, 'p2').board;
    expect(seen.seats.p1.front[0]).toMatchObject({ card: null, position: 'faceDownDefense', damage: 2 });
    expect(seen.seats.p1.back.slice(0, 2).map((b) => b && b.card)).toEqual([null, null]);
    expect(seen.seats.p1.hand).toBeNull();
    const own = view<XingjieBoardView>(xingjie, s, 'p1').board;
    expect(own.seats.p1.front[0]!.card!.cardId).toBe('wei-qing');
    expect(own.seats.p1.back.slice(0, 2).map((b) => b!.card!.cardId)).toEqual(['empty-fort', 'ambush']);
    expectViewsLeakNothing(xingjie, s);
  });

  it('空城计: the described plan is playable — 天命所归, then 赵云 + 李白 as tributes for the 14★ 诸葛亮', () => {
    let s = passTo(fromExample('empty-fort'), 'turn.action');
    expect(P(s, 'p2').hand).toHaveLength(4); // three described + the turn's draw
    const mandate = P(s, 'p2').hand.find((id) => cid(s, id) === 'mandate-heaven')!;
    s = play(s, 'magic.activate', 'p2', { card: mandate });
    s = play(s, 'priority.pass', 'p1');
    const zhuge = P(s, 'p2').hand.find((id) => cid(s, id) === 'zhuge-liang')!;
    s = play(s, 'summon.normal', 'p2', { card: zhuge, tributes: [1, 2] });
    expect(s.result).toBeNull();
    expect(
      P(s, 'p2')
        .front.map((c) => cid(s, c?.id))
        .filter(Boolean),
    ).toEqual(['guan-yu', 'zhuge-liang']);
    s = play(s, 'priority.pass', 'p1');
    const slot = P(s, 'p2').front.findIndex((c) => cid(s, c?.id) === 'zhuge-liang');
    s = play(s, 'effect.activate', 'p2', {
      source: { zone: 'front', slot },
      effect: 0,
      targets: [{ seat: 'p1', zone: 'back', slot: 0 }],
    });
    expect(P(s, 'p1').back[0]).toBeNull();
    expect(P(s, 'p1').graveyard.map((id) => cid(s, id))).toContain('empty-fort');
  });
});

describe('semantics: the board at the start of the named turn, before its first phase', () => {
  it('the chart takes the startsFromPosition branch: no opening hands, no coin toss, straight to turn.start', () => {
    const s = create({ turn: 4, turnPlayer: 'p2', p1: { hand: ['farmer'] } });
    expect(s.phase).toBe('turn.start');
    expect([s.turn, s.game.turnPlayer, s.game.firstPlayer, s.active]).toEqual([4, 'p2', 'p1', 'p2']);
    expect(P(s, 'p1').hand.map((id) => cid(s, id))).toEqual(['farmer']);
    expect(P(s, 'p2').hand).toEqual([]);
    expect(s.effects.some((e) => e.type === 'coinToss')).toBe(false);
  });

  it('without a position the opening setup is unchanged: opening hands dealt, no fromPosition flag', () => {
    const s = createMatchOrThrow<XingjieState>(xingjie, { ...setupWith(undefined), position: undefined });
    expect(s.phase).toBe('turn.start');
    expect(P(s, 'p1').hand).toHaveLength(5);
    expect(P(s, 'p2').hand).toHaveLength(5);
    expect('fromPosition' in s.game).toBe(false);
    expect(s.effects.map((e) => e.type)).toEqual(['coinToss', 'turnStart']);
  });

  it('turn 1 is the first player’s first turn: R12 still skips the draw and forbids attacks', () => {
    let s = create({ turn: 1, turnPlayer: 'p2', p2: { front: ['zhang-fei'] } });
    expect(s.game.firstPlayer).toBe('p2');
    s = passTo(s, 'turn.action');
    expect(P(s, 'p2').hand).toEqual([]);
    s = passTo(s, 'turn.battle.idle');
    expect(legalActions(xingjie, s, 'p2').some((a) => a.type === 'battle.attack')).toBe(false);
  });

  it('a later turn draws in its draw phase, and the next turn follows with the other seat', () => {
    let s = create({ turn: 2, turnPlayer: 'p1' });
    s = passTo(s, 'turn.action');
    expect(P(s, 'p1').hand).toHaveLength(1);
    s = passTo(s, 'turn.end.window');
    s = passTo(s, 'turn.start');
    expect([s.turn, s.game.turnPlayer]).toEqual([3, 'p2']);
  });

  it('cards on the board arrived before this turn: positions may change and set cards may be used now', () => {
    let s = create({
      turn: 3,
      turnPlayer: 'p1',
      p1: { front: [{ card: 'meng-tian', position: 'faceDownDefense' }], back: ['borrowed-arrows'] },
    });
    expect(P(s, 'p1').front[0]).toMatchObject({ enteredTurn: 2, setTurn: 2, positionChangedTurn: null });
    s = play(s, 'set.activate', 'p1', { slot: 0 }); // 草船借箭 set "last turn": usable in this start phase
    expect(P(s, 'p1').hand).toHaveLength(2);
    s = passTo(s, 'turn.action');
    s = play(s, 'position.change', 'p1', { slot: 0, to: 'attack' });
    expect(P(s, 'p1').front[0]!.position).toBe('attack');
  });

  it('defaults: bare ids, full HP (the R40 cap with the weapon’s hpBonus), printed durability, lowest free slots', () => {
    const s = create({
      turn: 5,
      p1: {
        front: ['footman', { card: 'meng-tian', slot: 0 }, 'cavalry'],
        back: [
          { card: 'zhanlu-sword', equippedTo: 1 },
          { card: 'great-wall', faceUp: true, slot: 4 },
          'ambush',
        ],
        personEquips: ['taie-sword'],
      },
    });
    const p1 = P(s, 'p1');
    expect(s.game.turnPlayer).toBe('p1');
    expect(p1.front.slice(0, 3).map((c) => cid(s, c?.id))).toEqual(['meng-tian', 'footman', 'cavalry']);
    expect(p1.front[1]).toMatchObject({ position: 'attack', damage: 0 });
    expect(p1.back.map((b) => cid(s, b?.id))).toEqual(['zhanlu-sword', 'ambush', null, null, 'great-wall']);
    expect(p1.back[0]).toMatchObject({ faceUp: true, equippedTo: p1.front[1]!.id, durabilityLeft: 2 });
    expect(p1.front[1]!.equips).toEqual([p1.back[0]!.id]);
    expect(p1.back[4]).toMatchObject({ faceUp: true, setTurn: null });
    expect(p1.personEquips[0].durabilityLeft).toBe(3);
    expect(p1.hp).toBe(155);
    expect(P(s, 'p2').hp).toBe(150);
  });

  it('turnPlayer defaults from the setup’s firstPlayer and the parity of the turn, else p1', () => {
    expect(create({ turn: 4 }, { firstPlayer: 'p2' }).game.turnPlayer).toBe('p1');
    expect(create({ turn: 7 }, { firstPlayer: 'p2' }).game.turnPlayer).toBe('p2');
    expect(create({ turn: 7 }).game).toMatchObject({ turnPlayer: 'p1', firstPlayer: 'p1' });
    expect(create({ turn: 4, turnPlayer: 'p1' }, { firstPlayer: 'p2' }).game.firstPlayer).toBe('p2');
  });

  it('timed modifiers: endOfTurn ones expire at the end of the named turn, leavesField ones stay', () => {
    let s = create({
      turn: 3,
      p1: {
        front: [
          {
            card: 'meng-tian',
            damage: 9,
            mods: [{ hp: 5, until: 'endOfTurn' }, { atk: 2 }],
          },
        ],
      },
    });
    expect(P(s, 'p1').front[0]!.mods).toEqual([
      { atk: 0, hp: 5, expires: 3, source: 'position' },
      { atk: 2, hp: 0, expires: null, source: 'position' },
    ]);
    expect(view<XingjieBoardView>(xingjie, s, 'p1').board.seats.p1.front[0]).toMatchObject({ atk: 7, hp: 2 });
    s = passTo(s, 'turn.end.window');
    s = passTo(s, 'turn.start');
    // The +5 HP leaves at the end of turn 3 and takes 5 damage with it (R8 clampNoDeath): 蒙恬 stays at 2 HP.
    expect(P(s, 'p1').front[0]).toMatchObject({ damage: 4, mods: [{ atk: 2, expires: null }] });
  });

  it('effectsUsed marks a once-per-game effect as spent: 荆轲’s dagger is no longer offered', () => {
    const fresh = passTo(
      create({ turn: 3, p1: { front: ['jing-ke'] }, p2: { front: ['footman'] } }),
      'turn.action',
    );
    const spent = passTo(
      create({ turn: 3, p1: { front: [{ card: 'jing-ke', effectsUsed: [0] }] }, p2: { front: ['footman'] } }),
      'turn.action',
    );
    const dagger = (s: XingjieState) =>
      legalActions(xingjie, s, 'p1').some((a) => a.type === 'effect.activate');
    expect(dagger(fresh)).toBe(true);
    expect(dagger(spent)).toBe(false);
    expect(spent.game.effectUses).toEqual({
      [`${P(spent, 'p1').front[0]!.id}#0`]: { turn: 2, thisTurn: 0, game: 1 },
    });
  });
});
