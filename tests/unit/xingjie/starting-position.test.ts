/**
 * 星阶 starting positions (起始局面, docs/rules/xingjie.md): a match may begin from a described board at the
 * start of a named turn. The examples of content/xingjie/positions.ts create matches holding exactly what they
 * describe, play proceeds from the turn's start phase by the rules (the draw included), every rules violation
 * is refused with ERR_BAD_POSITION (shape errors with ERR_BAD_SETUP), the unplaced cards form the deck, and
 * replay, seek, views, pins and duel scripts work from a position as from the opening setup.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createMatch,
  createMatchOrThrow,
  isRuleError,
  legalActions,
  matchCreatedEvent,
  replay,
  schemas,
  seek,
  view,
} from '@/machines/engine';
import type { Action, MatchSetup, Seat } from '@/machines/engine';
import { checkDuelScript, duelFileFromLine, serializeDuelScript } from '@/machines/engine/duel-script';
import { GAMES } from '@/machines/registry';
import { xingjie } from '@/machines/xingjie';
import { startingPositionSchema } from '@/machines/xingjie/starting-position';
import type { StartingPosition } from '@/machines/xingjie/starting-position';
import type { XingjieState } from '@/machines/xingjie/state';
import type { XingjieBoardView } from '@/machines/xingjie/view';
import { DECKS, QIN_HAN, SANGUO_TANG } from '@/content/xingjie/decks';
import { EXAMPLE_POSITIONS } from '@/content/xingjie/positions';
import {
  expectCardsConserved,
  expectNothingNegative,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
} from '../../support/property';
import { act, isLegal, passTo } from './helpers';

const deckOf = (id: string) => {
  const d = DECKS.find((x) => x.id === id)!;
  return { rank: d.rank, cards: d.cards };
};

function setupWith(position: unknown, over: Partial<MatchSetup> = {}): MatchSetup {
  return {
    gameId: 'xingjie',
    rulesVersion: '1',
    players: { p1: { name: '韩信' }, p2: { name: '张飞' } },
    seed: 9,
    decks: { p1: deckOf('qin-han'), p2: deckOf('sanguo-tang') },
    position,
    ...over,
  };
}
const create = (position: unknown, over: Partial<MatchSetup> = {}) =>
  createMatchOrThrow<XingjieState>(xingjie, setupWith(position, over));

function refusal(position: unknown, over: Partial<MatchSetup> = {}) {
  const r = createMatch(xingjie, setupWith(position, over));
  if (!isRuleError(r)) throw new Error('expected a refusal, the match was created');
  return r;
}
const refusedWith = (position: unknown, over: Partial<MatchSetup> = {}) => refusal(position, over).code;

const cid = (s: XingjieState, id: string | null | undefined) => (id ? s.cards[id].cardId : null);
const P = (s: XingjieState, seat: Seat) => s.game.players[seat];

/** Apply an action that must be among the legal actions offered. */
function play(s: XingjieState, type: string, actor: Seat, payload: object = {}): XingjieState {
  const a: Action = { type, actor, payload };
  expect(isLegal(s, a), `${type} ${JSON.stringify(payload)} offered to ${actor} at ${s.phase}`).toBe(true);
  return act(s, type, actor, payload);
}

const example = (id: string) => EXAMPLE_POSITIONS.find((e) => e.id === id)!;
const fromExample = (id: string, over: Partial<MatchSetup> = {}) => {
  const ex = example(id);
  return create(ex.position, { decks: { p1: deckOf(ex.deck.p1), p2: deckOf(ex.deck.p2) }, ...over });
};

describe('the example positions (content/xingjie/positions.ts)', () => {
  it('every example is valid JSON-shaped data, uses existing decks and creates a match at its turn’s start', () => {
    expect(EXAMPLE_POSITIONS.length).toBeGreaterThanOrEqual(1);
    for (const ex of EXAMPLE_POSITIONS) {
      expect(JSON.parse(JSON.stringify(ex))).toEqual(ex);
      expect(startingPositionSchema.safeParse(ex.position).success).toBe(true);
      expect(DECKS.map((d) => d.id)).toEqual(expect.arrayContaining([ex.deck.p1, ex.deck.p2]));
      expect(ex.name.zh && ex.name.en && ex.description.zh && ex.description.en).toBeTruthy();
      const s = fromExample(ex.id);
      expect(s.phase).toBe('turn.start');
      expect(s.turn).toBe(ex.position.turn);
      expect(s.game.turnPlayer).toBe(ex.position.turnPlayer);
      expect(s.active).toBe(ex.position.turnPlayer);
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
      [`${P(spent, 'p1').front[0]!.id}#0`]: { turn: 2, thisTurn: 1, game: 1 },
    });
  });
});

describe('validation: a position that breaks the rules is refused before anything exists', () => {
  const bad = (position: unknown, over: Partial<MatchSetup> = {}) => {
    const e = refusal(position, over);
    expect(e.code).toBe('ERR_BAD_POSITION');
    expect(e.text.zh).toMatch(/^起始局面：/);
    expect(e.text.en).toMatch(/^Starting position: /);
    return e.text;
  };

  it('an unknown card id', () => {
    const t = bad({ turn: 3, p1: { hand: ['no-such-card'] } });
    expect(t.en).toContain('p1 hand: unknown card "no-such-card"');
  });
  it('a card that is not in that seat’s deck list', () => {
    const t = bad({ turn: 3, p1: { hand: ['zhuge-liang'] } }); // a 三国唐宋 card, p1 plays 秦汉风云
    expect(t.zh).toContain('p1 的手牌中的「诸葛亮」(zhuge-liang)不在 p1 的卡组列表中');
    expect(t.en).toContain('p1 hand: "Zhuge Liang" (zhuge-liang) is not in p1\'s deck list');
  });
  it('more copies than the deck list holds, counted over every zone', () => {
    const t = bad({
      turn: 3,
      p1: { hand: ['meng-tian', 'meng-tian'], graveyard: ['meng-tian', 'meng-tian'] },
    });
    expect(t.en).toContain('names "Meng Tian" (meng-tian) 4 times but p1\'s deck list holds 3');
  });
  it('a card type in a zone that cannot hold it', () => {
    expect(bad({ turn: 3, p1: { front: ['beacon-fire'] } }).en).toContain('front row holds characters only');
    expect(bad({ turn: 3, p1: { back: ['meng-tian'] } }).en).toContain('is a character');
    expect(bad({ turn: 3, p1: { back: ['xianyang-palace'] } }).en).toContain('is field magic');
    expect(bad({ turn: 3, p1: { back: ['taie-sword'] } }).en).toContain('is person equipment');
    expect(bad({ turn: 3, p1: { field: 'beacon-fire' } }).en).toContain(
      'field magic zone holds field magic only',
    );
    expect(bad({ turn: 3, p1: { personEquips: ['zhanlu-sword'] } }).en).toContain(
      'person equipment holds person equipment only',
    );
  });
  it('a face-up normal magic or trap in the back row (they go to the graveyard once activated)', () => {
    expect(bad({ turn: 3, p1: { back: [{ card: 'ambush', faceUp: true }] } }).en).toContain(
      'only continuous ones',
    );
  });
  it('a set card of a kind this match’s settableKinds forbid', () => {
    const t = bad({ turn: 3, p1: { back: ['ambush'] } }, { config: { settableKinds: ['normalMagic'] } });
    expect(t.en).toContain('p1 back-row slot 0: "Ambush on All Sides" (ambush)');
  });
  it('more cards than a zone holds: 8 characters, 6 back-row cards, 2 weapons', () => {
    const eight = ['farmer', 'scholar', 'scholar', 'footman', 'footman', 'cavalry', 'archer', 'archer'];
    expect(bad({ turn: 3, p1: { front: eight } }).en).toContain("p1's front row has 7 slots");
    const six = ['ambush', 'abatis', 'empty-fort', 'lure-tiger', 'sow-discord', 'beacon-fire'];
    expect(bad({ turn: 3, p1: { back: six } }).en).toContain("p1's back row has 5 slots");
    expect(bad({ turn: 3, p1: { personEquips: ['taie-sword', 'heart-mirror'] } }).en).toContain('at most 1');
  });
  it('a slot index out of range', () => {
    const t = bad({ turn: 3, p1: { front: [{ card: 'farmer', slot: 7 }] } });
    expect(t.zh).toContain('p1 的前场 slot 7 不存在（共 7 格：slot 0–6）');
    expect(t.en).toContain('p1 front row slot 7 does not exist (7 slots: 0–6)');
    expect(bad({ turn: 3, p2: { back: [{ card: 'empty-fort', slot: -1 }] } }).en).toContain(
      'p2 back row slot -1',
    );
  });
  it('two cards in the same slot', () => {
    const t = bad({
      turn: 3,
      p1: {
        front: [
          { card: 'farmer', slot: 2 },
          { card: 'footman', slot: 2 },
        ],
      },
    });
    expect(t.en).toContain('p1 front row slot 2 is given twice');
  });
  it('avatar HP ≤ 0: the match would already be decided', () => {
    expect(bad({ turn: 3, p2: { hp: 0 } }).en).toContain("p2's avatar HP must be at least 1 (it is 0");
    expect(bad({ turn: 3, p2: { hp: -4 } }).zh).toContain('p2 的人物血量必须至少为 1');
  });
  it('avatar HP over the R40 cap (unless avatarHealCap is none)', () => {
    expect(bad({ turn: 3, p1: { hp: 151 } }).en).toContain("p1's avatar HP 151 is above its cap 150");
    expect(P(create({ turn: 3, p1: { hp: 155, personEquips: ['taie-sword'] } }), 'p1').hp).toBe(155);
    expect(bad({ turn: 3, p1: { hp: 156, personEquips: ['taie-sword'] } }).en).toContain('cap 155');
    const hpOverride = { decks: { p1: { ...deckOf('qin-han'), hpOverride: 40 }, p2: deckOf('sanguo-tang') } };
    expect(bad({ turn: 3, p1: { hp: 41 } }, hpOverride).en).toContain('cap 40 (starting HP 40');
    expect(P(create({ turn: 3, p1: { hp: 999 } }, { config: { avatarHealCap: 'none' } }), 'p1').hp).toBe(999);
  });
  it('character equipment attached to a front-row slot with no character', () => {
    const t = bad({ turn: 3, p1: { front: ['farmer'], back: [{ card: 'zhanlu-sword', equippedTo: 3 }] } });
    expect(t.en).toContain(
      '"Zhanlu Sword" (zhanlu-sword) is equipped to front-row slot 3, where p1 has no character',
    );
  });
  it('character equipment without equippedTo, or turned face down', () => {
    expect(bad({ turn: 3, p1: { back: ['zhanlu-sword'] } }).en).toContain('needs "equippedTo"');
    expect(
      bad({
        turn: 3,
        p1: { front: ['farmer'], back: [{ card: 'zhanlu-sword', equippedTo: 0, faceUp: false }] },
      }).en,
    ).toContain('always face up');
  });
  it('equipment durability 0 (broken equipment is in the graveyard)', () => {
    expect(
      bad({
        turn: 3,
        p1: { front: ['farmer'], back: [{ card: 'zhanlu-sword', equippedTo: 0, durability: 0 }] },
      }).en,
    ).toContain('durability must be at least 1');
    expect(bad({ turn: 3, p1: { personEquips: [{ card: 'taie-sword', durability: 0 }] } }).en).toContain(
      'durability must be at least 1',
    );
  });
  it('equippedTo / durability on a card that is not character equipment', () => {
    expect(
      bad({ turn: 3, p1: { front: ['farmer'], back: [{ card: 'ambush', equippedTo: 0 }] } }).en,
    ).toContain('only character equipment takes');
  });
  it('damage that leaves a character at 0 HP (it would be destroyed, R31), equipment and modifiers counted', () => {
    const t = bad({ turn: 3, p1: { front: [{ card: 'han-xin', damage: 9 }] } });
    expect(t.en).toContain('p1 front-row slot 0: "Han Xin" (han-xin) has 9 damage against 9 HP');
    const armoured = (damage: number) => ({
      turn: 3,
      p1: { front: [{ card: 'han-xin', damage }], back: [{ card: 'mingguang-armour', equippedTo: 0 }] },
    });
    expect(P(create(armoured(14)), 'p1').front[0]!.damage).toBe(14);
    expect(bad(armoured(15)).en).toContain('15 damage against 15 HP');
    expect(
      bad({ turn: 3, p1: { front: [{ card: 'meng-tian', damage: 3, mods: [{ hp: -3 }] }] } }).en,
    ).toContain('3 damage against 3 HP');
  });
  it('negative damage', () => {
    expect(bad({ turn: 3, p2: { front: [{ card: 'farmer', damage: -1 }] } }).en).toContain('negative damage');
  });
  it('turn number < 1', () => {
    expect(bad({ turn: 0 }).en).toContain('turn must be at least 1 (it is 0)');
  });
  it('a turn player that contradicts the setup’s firstPlayer (odd turns belong to the first player)', () => {
    const t = bad({ turn: 4, turnPlayer: 'p2' }, { firstPlayer: 'p2' });
    expect(t.en).toContain("turn 4 is p2's, so p1 went first");
  });
  it('effectsUsed naming no once-per-game effect, or more uses than its limit', () => {
    expect(bad({ turn: 3, p1: { front: [{ card: 'xiao-he', effectsUsed: [0] }] } }).en).toContain(
      'has no once-per-game effect at index 0',
    );
    expect(bad({ turn: 3, p1: { front: [{ card: 'jing-ke', effectsUsed: [0, 0] }] } }).en).toContain(
      'can be used 1 time(s) a game',
    );
  });
  it('two field magic cards when the field magic zone is shared (sharedFieldMagicZone)', () => {
    const both = { turn: 3, p1: { field: 'xianyang-palace' }, p2: { field: 'red-cliffs' } };
    expect(bad(both, { config: { sharedFieldMagicZone: true } }).en).toContain('only one field magic');
    expect(cid(create(both), P(create(both), 'p2').field)).toBe('red-cliffs');
  });
  it('shape errors are the schema’s: ERR_BAD_SETUP (unknown key, missing turn, wrong types)', () => {
    expect(refusedWith({ turn: 3, p1: { lifePoints: 3 } })).toBe('ERR_BAD_SETUP');
    expect(refusedWith({ p1: {} })).toBe('ERR_BAD_SETUP');
    expect(refusedWith({ turn: 2.5 })).toBe('ERR_BAD_SETUP');
    expect(refusedWith({ turn: 3, p1: { front: [{ card: 'farmer', position: 'sideways' }] } })).toBe(
      'ERR_BAD_SETUP',
    );
    expect(refusedWith({ turn: 3, turnPlayer: 'p3' })).toBe('ERR_BAD_SETUP');
    expect(refusedWith('turn 3')).toBe('ERR_BAD_SETUP');
  });
  it('the deck lists themselves are still checked (§2): an illegal deck is ERR_BAD_DECK', () => {
    const decks = { p1: { rank: 10, cards: QIN_HAN.cards.slice(1) }, p2: deckOf('sanguo-tang') };
    expect(refusedWith({ turn: 3 }, { decks })).toBe('ERR_BAD_DECK');
  });
});

describe('the deck: every card of the list not placed, with the opening setup’s instance ids', () => {
  const named = {
    turn: 5,
    p1: { hand: ['qin-crossbowman', 'farmer'], front: ['meng-tian'], graveyard: ['meng-tian'] },
  };

  it('named cards take the first unused copies of the list; the rest are the deck; all 60 are conserved', () => {
    const s = create(named);
    const p1 = P(s, 'p1');
    const idx = (cardId: string) => QIN_HAN.cards.flatMap((c, i) => (c === cardId ? [`p1-${i}`] : []));
    expect(p1.hand).toEqual([idx('qin-crossbowman')[0], idx('farmer')[0]]);
    expect(p1.front[0]!.id).toBe(idx('meng-tian')[0]);
    expect(p1.graveyard).toEqual([idx('meng-tian')[1]]);
    expect(Object.keys(s.cards)).toHaveLength(120);
    expect(p1.deck).toHaveLength(56);
    const rest = [...QIN_HAN.cards];
    for (const c of ['qin-crossbowman', 'farmer', 'meng-tian', 'meng-tian']) rest.splice(rest.indexOf(c), 1);
    expect(p1.deck.map((id) => cid(s, id)).sort()).toEqual(rest.sort());
    expect(
      P(s, 'p2')
        .deck.map((id) => cid(s, id))
        .sort(),
    ).toEqual([...SANGUO_TANG.cards].sort());
    expectCardsConserved(xingjie, s);
  });

  it('a stacked seat keeps deck-list order (top = first); the other is shuffled by the seed', () => {
    const s = create(named, { stacked: ['p1'] });
    const order = (ids: string[]) => ids.map((id) => Number(id.split('-')[1]));
    expect(order(P(s, 'p1').deck)).toEqual([...order(P(s, 'p1').deck)].sort((a, b) => a - b));
    expect(order(P(s, 'p2').deck)).not.toEqual([...order(P(s, 'p2').deck)].sort((a, b) => a - b));
    expect(create(named, { stacked: ['p1'] })).toEqual(s);
    expect(P(create(named, { seed: 10 }), 'p2').deck).not.toEqual(P(s, 'p2').deck);
    expect(P(create(named, { seed: 10 }), 'p1').deck).not.toEqual(P(s, 'p1').deck);
  });
});

describe('replay, seek, views, pins and duel scripts from a position', () => {
  it('replay of the events equals live play, seek agrees, and no view leaks a hidden card', () => {
    for (const ex of EXAMPLE_POSITIONS) {
      const setup = setupWith(ex.position, { decks: { p1: deckOf(ex.deck.p1), p2: deckOf(ex.deck.p2) } });
      for (const seed of [1, 2, 3]) {
        const m = randomMatch(
          xingjie,
          { ...setup, seed },
          {
            seed,
            keepStates: true,
            maxSteps: 250,
            onStep: (s) => {
              expectCardsConserved(xingjie, s);
              expectViewsLeakNothing(xingjie, s, seed);
            },
          },
        );
        expect(m.events[0]).toEqual(matchCreatedEvent(xingjie, { ...setup, seed }));
        expectReplayEqualsLive(xingjie, m, seed);
        expect(seek(xingjie, m.events, 0)).toEqual(m.states[0]);
      }
    }
  });

  it('a fate.pin on the next draw is honoured by the turn’s draw', () => {
    let s = create({ turn: 6, turnPlayer: 'p2' });
    const r = applyAction<XingjieState>(xingjie, s, {
      type: 'fate.pin',
      actor: 'author',
      payload: { kind: 'draw', seat: 'p2', cardId: 'lu-bu' },
    });
    expect(r.ok).toBe(true);
    s = r.ok ? r.state : s;
    s = passTo(s, 'turn.draw');
    expect(P(s, 'p2').hand.map((id) => cid(s, id))).toEqual(['lu-bu']);
    expect(s.pins).toEqual([]);
    // A card the position placed is no longer in the deck, so it cannot be pinned.
    const placed = create({ turn: 6, turnPlayer: 'p2', p2: { hand: ['lu-bu'] } });
    const refused = applyAction(xingjie, placed, {
      type: 'fate.pin',
      actor: 'author',
      payload: { kind: 'draw', seat: 'p2', cardId: 'lu-bu' },
    });
    expect(refused.ok ? 'OK' : refused.error.code).toBe('ERR_PIN_NOT_IN_DECK');
  });

  it('a duel script with a position: line round-trips and plays', () => {
    const ex = example('back-to-the-river');
    // The kernel's envelope schema gives the setup its canonical key order, as a stored event has.
    const setup = schemas.setupEnvelopeSchema.parse(
      setupWith(ex.position, { firstPlayer: 'p1', seed: 77, stacked: ['p2'] }),
    ) as MatchSetup;
    const m = randomMatch(xingjie, setup, { seed: 4, maxSteps: 120 });
    const text = serializeDuelScript(duelFileFromLine(xingjie, m.events, [], '背水一战'), { def: xingjie });
    expect(text).toContain(`position: ${JSON.stringify(ex.position)}`);
    const opts = { games: GAMES, cardIds: () => undefined };
    const back = checkDuelScript(text, opts);
    expect(JSON.stringify(back.played.events)).toBe(JSON.stringify(m.events));
    expect(back.played.final).toEqual(m.final);
    expect(replay(xingjie, back.played.events)).toEqual(m.final);
  });

  it('a hand-written script: the position line is read, and a bad position names that line', () => {
    const script = (position: StartingPosition) =>
      [
        'game: xingjie',
        'p1 name: 韩信',
        'p2 name: 张飞',
        'seed: 3',
        `p1 deck json: ${JSON.stringify(deckOf('qin-han'))}`,
        `p2 deck json: ${JSON.stringify(deckOf('sanguo-tang'))}`,
        `position: ${JSON.stringify(position)}`,
        'p1: priority.pass',
        'p2: priority.pass',
        '',
      ].join('\n');
    const opts = { games: GAMES, cardIds: () => undefined };
    const ok = checkDuelScript(script({ turn: 3, p1: { hp: 12, front: ['bai-qi'] } }), opts);
    const s = ok.played.final as XingjieState;
    expect([s.turn, s.phase, P(s, 'p1').hp, cid(s, P(s, 'p1').front[0]!.id)]).toEqual([
      3,
      'turn.draw',
      12,
      'bai-qi',
    ]);
    let caught: unknown;
    try {
      checkDuelScript(script({ turn: 3, p1: { front: [{ card: 'bai-qi', slot: 9 }] } }), opts);
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ code: 'ERR_BAD_POSITION', details: { line: 7 } });
  });
});
