/**
 * 武魂志 starting positions (docs/rules/wuhunzhi.md, "Starting positions", W11 and W23–W34): a described board at
 * the start of a round. The examples create matches holding exactly what they describe; play resumes at the
 * round's preparation phase; every rule a position must keep is refused with ERR_BAD_POSITION (shape errors with
 * ERR_BAD_SETUP); unnamed cards form the deck; replay, seek, views, pins and duel scripts work from a position.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, matchCreatedEvent, replay, seek, view } from '@/machines/engine';
import type { MatchSetup, Seat } from '@/machines/engine';
import {
  checkDuelScript,
  duelFileFromLine,
  parseDuelScript,
  serializeDuelScript,
} from '@/machines/engine/duel-script';
import { GAMES } from '@/machines/registry';
import { CATALOG } from '@/machines/wuhunzhi/catalog';
import type { WuhunzhiConfig } from '@/machines/wuhunzhi/config';
import { positionSchema } from '@/machines/wuhunzhi/position';
import type { WuhunzhiState } from '@/machines/wuhunzhi/types';
import type { WuhunzhiBoardView } from '@/machines/wuhunzhi/view';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';
import { EXAMPLE_POSITIONS } from '@/content/wuhunzhi/positions';
import {
  expectCardsConserved,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
} from '../../support/property';
import { act, advance, atDeclare, def, legal, newMatch, setupFor } from './helpers';

const DECKS = { p1: DECK_JIXIA, p2: DECK_HULANG };
const withPosition = (
  position: unknown,
  extra: Partial<MatchSetup<WuhunzhiConfig>> = {},
  seed = 5,
): MatchSetup<WuhunzhiConfig> => setupFor(seed, { position, ...extra });
const fromPosition = (position: unknown, extra: Partial<MatchSetup<WuhunzhiConfig>> = {}, seed = 5) =>
  newMatch(seed, { position, ...extra });
const cid = (s: WuhunzhiState, id: string | null) => (id ? s.cards[id].cardId : null);
const ids = (s: WuhunzhiState, list: readonly (string | null)[]) => list.map((id) => cid(s, id));
const example = (id: string) => EXAMPLE_POSITIONS.find((e) => e.id === id)!;
const boardView = (s: WuhunzhiState, p: 'p1' | 'p2' | 'omniscient') =>
  view(def, s, p).board as WuhunzhiBoardView;

/** Refusal of a position: the code and the zh/en message (nothing is created). */
function refusal(position: unknown, extra: Partial<MatchSetup<WuhunzhiConfig>> = {}) {
  const r = createMatch(def, withPosition(position, extra));
  if (!('code' in r)) throw new Error('the position was accepted');
  return { code: r.code, zh: r.text.zh, en: r.text.en };
}

describe('the example positions (content/wuhunzhi/positions.ts)', () => {
  it('every example passes the schema, uses the starter decks and creates a match', () => {
    expect(EXAMPLE_POSITIONS.length).toBeGreaterThanOrEqual(2);
    for (const ex of EXAMPLE_POSITIONS) {
      expect(positionSchema.safeParse(ex.position).success).toBe(true);
      expect(ex.deck).toEqual({ p1: 'jixia', p2: 'hulang' });
      expect(ex.name.zh).not.toBe(ex.name.en);
      const r = createMatch(def, withPosition(ex.position));
      expect('code' in r ? r.text.en : null).toBeNull();
      const s = r as WuhunzhiState;
      expect(s.game.round).toBe(ex.position.round);
      expect(s.game.first).toBe(ex.position.first);
      expectCardsConserved(def, s);
      expectViewsLeakNothing(def, s);
    }
  });

  describe('孤城背水 (last-citadel): the state holds exactly what was described', () => {
    const s = fromPosition(example('last-citadel').position);
    const [b1, b2] = [s.game.boards.p1, s.game.boards.p2];

    it('round 7, p1 first; the chart ran preparation and stopped at p1’s build action after its draw', () => {
      expect(s.game.round).toBe(7);
      expect(s.turn).toBe(7);
      expect([s.game.first, s.game.second]).toEqual(['p1', 'p2']);
      expect(s.game.fromPosition).toBe(true);
      expect(s.game.setupDone).toEqual({ p1: false, p2: false }); // setup was skipped, not played
      expect(s.phase).toBe('match.round.construction.firstBuild');
      expect(s.result).toBeNull();
      // p1 held 3 cards: the construction draw took it to 5 (§5.2); p2 has not drawn yet.
      expect(s.effects).toEqual([{ type: 'draw', seat: 'p1', count: 2 }]);
      expect(ids(s, b1.hand.slice(0, 3))).toEqual(['s-mengke', 'st-beishui', 't-kongcheng']);
      expect(b1.hand).toHaveLength(5);
      expect(ids(s, b2.hand)).toEqual(['st-pofu', 'e-ciqin', 's-yangzhu', 's-niezheng']);
    });

    it('altars: slots, faces, destruction, bound souls and occupants (instances as the normal setup names them)', () => {
      const altars = (b: typeof b1) =>
        b.altars.map((a) => ({
          id: a.id,
          card: cid(s, a.id),
          faceUp: a.faceUp,
          destroyed: a.destroyed,
          damage: a.damage,
          bound: ids(s, a.bound),
          occupant: cid(s, a.occupant),
        }));
      expect(altars(b1)).toEqual([
        {
          id: 'p1-a0',
          card: 'a-kunlun',
          faceUp: true,
          destroyed: false,
          damage: 0,
          bound: ['s-chugongshou', 's-xiangao'],
          occupant: 's-zhuangzhou',
        },
        {
          id: 'p1-a1',
          card: 'a-taishan',
          faceUp: true,
          destroyed: true,
          damage: 2000,
          bound: [],
          occupant: null,
        },
        {
          id: 'p1-a2',
          card: 'a-sheji',
          faceUp: true,
          destroyed: true,
          damage: 2000,
          bound: [],
          occupant: null,
        },
        {
          id: 'p1-a3',
          card: 'a-zongmiao',
          faceUp: true,
          destroyed: true,
          damage: 2000,
          bound: [],
          occupant: null,
        },
        {
          id: 'p1-a4',
          card: 'a-mingtang',
          faceUp: true,
          destroyed: false,
          damage: 0,
          bound: ['s-qijiji'],
          occupant: 's-sunbin',
        },
      ]);
      expect(altars(b2).map((a) => [a.card, a.faceUp, a.destroyed, a.bound, a.occupant])).toEqual([
        ['a-fenghuo', true, false, ['s-weiwuzu'], 's-pangjuan'],
        ['a-lingtai', true, true, [], null],
        ['a-biyong', true, true, [], null],
        ['a-taishan', true, false, ['s-qinruishi', 's-qinruishi', 's-zouyan'], 's-wangjian'],
        ['a-sheji', false, false, [], null],
      ]);
      // Occupants entered in an earlier round (default: the previous one), so they can be deployed (R11).
      expect(s.game.marks[b1.altars[0].occupant!]).toEqual({
        faceUp: false,
        tapped: false,
        damage: 0,
        enteredRound: 6,
      });
      expect(s.game.marks[b1.altars[4].occupant!]).toEqual({
        faceUp: true,
        tapped: false,
        damage: 0,
        enteredRound: 6,
      });
      expect(s.game.marks[b2.altars[3].occupant!].faceUp).toBe(false);
      // Bound souls carry no play marks, as after a bind action.
      for (const id of b1.altars[0].bound) expect(s.game.marks[id]).toBeUndefined();
      // Levels: 2 bound + 昆仑坛 +1; 3 bound under p2's 泰山坛.
      const v = boardView(s, 'omniscient');
      expect(v.seats.p1.altars.map((a) => a.level)).toEqual([3, 0, 0, 0, 1]);
      expect(v.seats.p2.altars[3].level).toBe(3);
      expect(v.seats.p1.destroyedAltars).toBe(3);
    });

    it('sand fields, soul yards, piles, the event slot and the generals', () => {
      expect(ids(s, b1.sandField)).toEqual([
        null,
        's-huishi',
        null,
        's-caogui',
        't-fubing',
        's-linxiangru',
        null,
        null,
        null,
      ]);
      expect(ids(s, b2.sandField)).toEqual([
        's-jingke',
        null,
        's-wuzixu',
        null,
        null,
        null,
        't-xiankeng',
        null,
        's-zhuanzhu',
      ]);
      const m = (id: string | null) => s.game.marks[id!];
      expect(m(b1.sandField[1])).toEqual({ faceUp: true, tapped: false, damage: 400, enteredRound: 0 });
      expect(m(b1.sandField[3]).faceUp).toBe(false);
      expect(m(b1.sandField[4]).faceUp).toBe(false);
      expect(m(b2.sandField[0]).damage).toBe(300);
      expect(b1.soulYard.map((id) => [cid(s, id), m(id).tapped])).toEqual([
        ['s-modi', true],
        ['s-gongshuban', false],
      ]);
      expect(ids(s, b1.discardPile)).toEqual(['e-jixia', 's-xuxing', 't-huogong']);
      expect(b1.banished).toEqual([]);
      expect(cid(s, b1.eventSlot)).toBe('e-hezong');
      expect(b1.eventExpires).toBe(8); // activated in round 6, lasts 2 rounds: discarded in round 8's preparation (R9)
      expect(b1.strategy).toBeNull();
      expect([b1.general, b1.generalStack]).toEqual(['p1-g0', ['p1-g1']]);
      expect(m('p1-g0').faceUp).toBe(true);
      expect(m('p1-g1').faceUp).toBe(false);
      expect([cid(s, b2.general), ids(s, b2.generalStack)]).toEqual(['g-baiqi', ['g-wuqi']]);
      // Everything not named is in the deck: 50 − 18 named main-deck cards (− 2 drawn by p1).
      expect(b1.deck).toHaveLength(50 - 18 - 2);
      expect(b2.deck).toHaveLength(50 - 18);
      expectCardsConserved(def, s);
    });

    it('per-round bookkeeping starts fresh', () => {
      const g = s.game;
      expect(g.altarDamageTakenThisRound).toEqual({ p1: 0, p2: 0 });
      expect(g.eventActivatedThisRound).toEqual({ p1: false, p2: false });
      expect(g.strategySetThisRound).toEqual({ p1: false, p2: false });
      expect(g.scoutedThisRound).toEqual({ p1: false, p2: false });
      expect(g.processedCells).toEqual({ p1: [], p2: [] });
      expect(g.effectUses).toEqual({ battle: {}, round: {}, match: {} });
      expect(g.powerMods).toEqual([]);
      expect(g.attackedThisBattle).toEqual([]);
    });

    it('the opponent sees neither hand, deck, reserves nor face-down cards', () => {
      const v = boardView(s, 'p2').seats.p1;
      expect(v.hand).toBeNull();
      expect(v.handCount).toBe(5);
      expect(v.sandField[3]).toEqual({ hidden: true, tapped: false });
      expect(v.sandField[4]).toEqual({ hidden: true, tapped: false });
      expect(v.sandField[1]).toMatchObject({ cardId: 's-huishi', damage: 400 });
      expect(v.altars[0].occupant).toEqual({ hidden: true, tapped: false });
      expect(v.reserves).toEqual([{ hidden: true, tapped: false }]);
      expect(boardView(s, 'p1').seats.p1.sandField[3]).toMatchObject({ cardId: 's-caogui', faceUp: false });
      expect(boardView(s, 'p1').seats.p2.altars[4].card).toEqual({ hidden: true, tapped: false });
      expectViewsLeakNothing(def, s, 3);
    });

    it('play proceeds by the rules: builds, the second draw, the blocked event slot, formations in battle', () => {
      // p1 (all altars face up or destroyed): bind a yard soul or recover a discarded one, never reveal (§5.2).
      const types = new Set(legal(s, 'p1').map((a) => a.type));
      expect(types).toEqual(new Set(['construction.bindSoul', 'construction.recoverSoul']));
      expect(legal(s, 'p2')).toEqual([]);
      const xuxing = b1.discardPile.find((id) => cid(s, id) === 's-xuxing')!;
      let t = act(s, 'p1', 'construction.recoverSoul', { card: xuxing });
      expect(t.game.boards.p1.soulYard).toContain(xuxing);
      // p2's draw step: 4 cards → draws 1; then its build may reveal 社稷坛 (slot 4).
      expect(t.effects).toContainEqual({ type: 'draw', seat: 'p2', count: 1 });
      expect(t.game.boards.p2.hand).toHaveLength(5);
      expect(legal(t, 'p2')).toContainEqual({
        type: 'construction.revealAltar',
        actor: 'p2',
        payload: { altar: 4 },
      });
      t = act(t, 'p2', 'construction.revealAltar', { altar: 4 });
      // Planning: the timed 合纵 still occupies p1's event slot, so no event can be activated (R9 'block').
      expect(t.phase).toBe('match.round.planning.first');
      const planning = legal(t, 'p1');
      expect(planning.some((a) => a.type === 'planning.activateEvent')).toBe(false);
      expect(planning.some((a) => a.type === 'planning.setStrategy')).toBe(true);
      t = advance(t, atDeclare);
      // Cell 1: p1's is empty, so p2's 荆轲 acts first. Both formations stand (face-down cards count, R36).
      expect(t.game.cursor).toEqual({ cell: 1, seat: 'p2' });
      const v = boardView(t, 'omniscient');
      expect(v.seats.p1.formations).toEqual(['锋矢阵']);
      expect(v.seats.p2.formations).toEqual(['钳形阵']);
      // 惠施 900 + 庙算 100 (wisdom) + 锋矢阵 300 + 合纵 200; 荆轲 1000 + 白起 200 + 钳形阵 400 + 烽火台 100.
      expect((v.seats.p1.sandField[1] as { finalPower: number }).finalPower).toBe(1500);
      expect((v.seats.p2.sandField[0] as { finalPower: number }).finalPower).toBe(1700);
      // 荆轲 attacks 惠施 (400 damage already): 1500 more taps it; excess 200 may go to an altar.
      t = act(t, 'p2', 'battle.declare', { target: { kind: 'card', cell: 2 } });
      t = advance(t, (x) => x.phase.endsWith('resolve') && x.game.attack?.stage === 'awaitExcess');
      expect(t.game.marks[b1.sandField[1]!]).toMatchObject({ damage: 400 + 1700, tapped: true });
      expect(t.game.attack?.excess).toBe(200);
    });
  });

  it('第二回合的伏兵 (second-round-ambush): a short position; defaults fill the rest', () => {
    const s = fromPosition(example('second-round-ambush').position);
    const [b1, b2] = [s.game.boards.p1, s.game.boards.p2];
    expect([s.game.round, s.game.first]).toEqual([2, 'p2']);
    // p2 acts first: its draw ran (2 → 5 cards); p1 keeps its 3 until its own draw step.
    expect(s.phase).toBe('match.round.construction.firstBuild');
    expect(s.game.stepSeat).toBe('p2');
    expect(b2.hand).toHaveLength(5);
    expect(ids(s, b1.hand)).toEqual(['s-huishi', 's-caogui', 'e-jixia']);
    // p1 named no altar: the deck list's first altar is face up, the rest face down in list order.
    expect(b1.altars.map((a) => [a.id, a.faceUp])).toEqual([
      ['p1-a0', true],
      ['p1-a1', false],
      ['p1-a2', false],
      ['p1-a3', false],
      ['p1-a4', false],
    ]);
    // p2 named 烽火台 only: it is slot 0 (face up) and holds 秦锐士; the others follow face down.
    expect(
      ids(
        s,
        b2.altars.map((a) => a.id),
      ),
    ).toEqual(['a-fenghuo', 'a-lingtai', 'a-biyong', 'a-taishan', 'a-sheji']);
    expect(b2.altars.map((a) => a.faceUp)).toEqual([true, false, false, false, false]);
    expect(cid(s, b2.altars[0].occupant)).toBe('s-qinruishi');
    // No general named: the first of the deck list leads, the others are reserves in list order.
    expect([b1.general, b1.generalStack, b2.general, b2.generalStack]).toEqual([
      'p1-g0',
      ['p1-g1'],
      'p2-g0',
      ['p2-g1'],
    ]);
    expect(ids(s, b1.sandField)).toEqual([null, 's-modi', null, null, 't-fubing', null, null, null, null]);
  });
});

describe('semantics: the position is the board before the named round’s preparation phase (W23)', () => {
  it('preparation runs first: last round’s strategy, face-up traps and an expiring event are discarded (§5.1)', () => {
    const s = fromPosition({
      round: 4,
      p1: {
        strategy: 'st-beishui',
        sandField: { '3': 't-fubing', '4': { card: 't-kongcheng', faceUp: false } },
        altars: [{ card: 'a-kunlun', occupant: 't-huogong' }],
        event: { card: 'e-hezong', activatedRound: 2 }, // 2 rounds: discarded in round 4's preparation
      },
    });
    const b = s.game.boards.p1;
    expect(ids(s, b.discardPile)).toEqual(['st-beishui', 't-fubing', 't-huogong', 'e-hezong']);
    expect([b.strategy, b.eventSlot, b.eventExpires, b.altars[0].occupant]).toEqual([null, null, null, null]);
    expect(cid(s, b.sandField[3])).toBe('t-kongcheng'); // a face-down trap stays
    expect(s.effects.filter((e) => e.type === 'discarded').map((e) => e.why)).toEqual([
      'strategy',
      'trap',
      'trap',
      'event',
    ]);
  });

  it('a timed event still running keeps working: 合纵 adds 200 in battle and expires on time', () => {
    let s = fromPosition({
      round: 3,
      p1: { sandField: { '5': 's-huishi' }, event: 'e-hezong' }, // activated in round 2: lasts rounds 2–3
      p2: { sandField: { '5': 's-zhuanzhu' } },
    });
    expect(s.game.boards.p1.eventExpires).toBe(4);
    s = advance(s, atDeclare);
    const v = boardView(s, 'omniscient');
    // 惠施 900 + 庙算 100 + 合纵 200 (no formation with one soul).
    expect((v.seats.p1.sandField[4] as { finalPower: number }).finalPower).toBe(1200);
  });

  it('the smallest position: a round number; setup’s coin and choices are skipped', () => {
    const s = fromPosition({ round: 1 }, { config: { firstPlayerMethod: 'coin' }, firstPlayer: undefined });
    expect(s.game.first).toBe('p1');
    expect(s.phase).toBe('match.round.construction.firstBuild');
    expect(s.game.boards.p1.hand).toHaveLength(5);
    expect(legal(s, 'p1').map((a) => a.type)).toContain('construction.revealAltar');
    expect(legal(s, 'p1').some((a) => a.type === 'setup.choose')).toBe(false);
  });

  it('the seat that acts at step 0 is named at once (the started hook), as after any action', () => {
    const s = fromPosition({ round: 1 });
    expect(s.active).toBe('p1');
    expect(newMatch(5).active).toBeNull(); // the normal opening: both seats choose their setup
  });

  it('first defaults to the setup’s firstPlayer, and the position’s own first wins over it', () => {
    expect(fromPosition({ round: 2 }, { firstPlayer: 'p2' }).game.first).toBe('p2');
    expect(fromPosition({ round: 2, first: 'p1' }, { firstPlayer: 'p2' }).game.first).toBe('p1');
  });

  it('a hand of 5 or more gives the first seat the draw choice (R3) at once', () => {
    const s = fromPosition({
      round: 5,
      p1: { hand: ['s-modi', 's-modi', 's-huishi', 's-huishi', 't-fubing', 'e-jixia'] },
    });
    expect(s.phase).toBe('match.round.construction.firstDraw');
    expect(s.game.drawChoice).toBe(true);
    expect(legal(s, 'p1').map((a) => a.payload)).toEqual([{ draw: true }, { draw: false }]);
  });

  it('losses are found in play, not refused: a seat that cannot reach 5 cards loses in its draw step (L3a)', () => {
    const s = fromPosition({
      round: 9,
      p1: { hand: ['s-modi'], discardPile: DECK_JIXIA.mainDeck.slice(1, 48) },
    });
    expect(s.result).toMatchObject({ winner: 'p2', reason: 'cannotReachFive' });
    expect(s.phase).toBe('gameOver');
  });

  it('the chart reaches preparation through the startsFromPosition guard (the chart file names it)', () => {
    const setupNode = def.chart.nodes.get('match.setup')!;
    expect(setupNode.always.map((e) => e.target?.path)).toEqual(['match.round.preparation', 'match.round']);
    expect(newMatch(5).phase).toBe('match.setup'); // without a position nothing changes
  });
});

describe('validation: each rule a position must keep', () => {
  const BAD: Array<[string, unknown, string, Partial<MatchSetup<WuhunzhiConfig>>?]> = [
    ['round < 1', { round: 0 }, 'round must be at least 1'],
    ['unknown card id', { round: 2, p1: { hand: ['s-nobody'] } }, 'unknown card s-nobody'],
    [
      'a card not in the seat’s deck list',
      { round: 2, p1: { hand: ['s-jingke'] } },
      'deck list has no "Jing Ke"',
    ],
    [
      'more copies than the deck list has',
      { round: 2, p1: { hand: ['s-sunbin', 's-sunbin'], soulYard: ['s-sunbin'] } },
      'has only 2 × "Sun Bin"',
    ],
    ['an altar in the hand', { round: 2, p1: { hand: ['a-taishan'] } }, 'hand cannot hold the altar'],
    [
      'an event on the sand field',
      { round: 2, p1: { sandField: { '1': 'e-jixia' } } },
      'sand-field cell 1 cannot hold the event',
    ],
    [
      'a general in the discard pile',
      { round: 2, p1: { discardPile: ['g-kongqiu'] } },
      'discard pile cannot hold the general',
    ],
    [
      'a strategy bound under an altar',
      { round: 2, p1: { altars: [{ card: 'a-kunlun', bound: ['st-yiyi'] }] } },
      'cannot hold the strategy',
    ],
    ['a soul as the general', { round: 2, p1: { general: 's-modi' } }, 'general zone cannot hold the soul'],
    ['sand-field cell 0', { round: 2, p1: { sandField: { '0': 's-modi' } } }, 'cell 0 does not exist'],
    ['sand-field cell 10', { round: 2, p1: { sandField: { '10': 's-modi' } } }, 'cell 10 does not exist'],
    [
      'more altars than the altar zone holds',
      {
        round: 2,
        p1: { altars: ['a-kunlun', 'a-taishan', 'a-sheji', 'a-zongmiao', 'a-mingtang', 'a-kunlun'] },
      },
      'has 5 slots; the position lists 6',
    ],
    [
      'already decided: four destroyed altars (L2)',
      {
        round: 6,
        p2: {
          altars: [
            'a-fenghuo',
            ...['a-lingtai', 'a-biyong', 'a-taishan', 'a-sheji'].map((card) => ({ card, destroyed: true })),
          ],
        },
      },
      'already decided',
    ],
    [
      'a face-up soul with damage ≥ its base power',
      { round: 2, p1: { sandField: { '1': { card: 's-modi', damage: 1000 } } } },
      'at least its base power 1000',
    ],
    [
      'damage on a face-down card',
      { round: 2, p1: { sandField: { '1': { card: 's-modi', faceUp: false, damage: 100 } } } },
      'face down and cannot carry damage',
    ],
    [
      'damage on a trap',
      { round: 2, p1: { sandField: { '1': { card: 't-fubing', damage: 100 } } } },
      'the trap "Ambush" (t-fubing) cannot carry damage',
    ],
    [
      'souls bound under a face-down altar',
      { round: 2, p1: { altars: ['a-kunlun', { card: 'a-taishan', faceUp: false, bound: ['s-modi'] }] } },
      'cannot have souls bound',
    ],
    [
      'an occupant in a face-down altar',
      { round: 2, p1: { altars: ['a-kunlun', { card: 'a-taishan', faceUp: false, occupant: 's-modi' }] } },
      'cannot hold a summoned card',
    ],
    [
      'a destroyed altar written face down',
      { round: 2, p1: { altars: ['a-kunlun', { card: 'a-taishan', faceUp: false, destroyed: true }] } },
      'destroyed, so it is face up',
    ],
    ['no face-up altar', { round: 2, p1: { altars: [] } }, 'has no face-up altar'],
    [
      'an occupant that entered the altar this round',
      { round: 3, p1: { altars: [{ card: 'a-kunlun', occupant: { card: 's-modi', enteredRound: 3 } }] } },
      'entered the altar in round 3, not before round 3',
    ],
    [
      'a one-shot event in the event slot',
      { round: 2, p1: { event: 'e-jixia' } },
      'an event without a duration',
    ],
    [
      'a timed event that would already have expired',
      { round: 5, p1: { event: { card: 'e-hezong', activatedRound: 2 } } },
      'activated in round 2 it is not in the event slot',
    ],
    [
      'no general while reserves remain',
      { round: 2, p1: { general: null } },
      'no general but still has face-down reserves',
    ],
  ];
  it.each(BAD)('%s → ERR_BAD_POSITION', (_name, position, en, extra) => {
    const r = refusal(position, extra);
    expect(r.code).toBe('ERR_BAD_POSITION');
    expect(r.en).toContain(en);
    expect(r.zh).toMatch(/[\u4e00-\u9fff]/);
    const seat = /\bp[12]\b/.exec(r.en)?.[0];
    if (seat) expect(r.zh).toContain(seat); // both messages name the seat
  });

  it('messages name the seat, the place and the card in Chinese first', () => {
    expect(refusal({ round: 2, p1: { sandField: { '6': 'e-jixia' } } }).zh).toBe(
      'p1 的沙场第 6 格不能放事件卡「稷下论道」(e-jixia)（只能放灵魂卡、陷阱卡）',
    );
    expect(refusal({ round: 2, p2: { sandField: { '12': 's-jingke' } } }).zh).toBe(
      'p2 的沙场第 12 格不存在（格子是 1–9）',
    );
  });

  it('an occupant in a face-down altar is allowed when faceDownAltarSummonable is on (R7)', () => {
    const s = fromPosition(
      { round: 2, p1: { altars: ['a-kunlun', { card: 'a-taishan', faceUp: false, occupant: 's-modi' }] } },
      { config: { faceDownAltarSummonable: true } },
    );
    expect(cid(s, s.game.boards.p1.altars[1].occupant)).toBe('s-modi');
  });

  it('all generals in the soul yard: no general is legal (§5.9), and they are inert there (R35)', () => {
    const s = fromPosition({ round: 4, p1: { soulYard: ['g-sunwu', 'g-kongqiu'] } });
    expect([s.game.boards.p1.general, s.game.boards.p1.generalStack]).toEqual([null, []]);
    expect(ids(s, s.game.boards.p1.soulYard)).toEqual(['g-sunwu', 'g-kongqiu']);
  });

  it.each([
    ['an unknown key', { round: 2, p1: { graveyard: [] } }],
    [
      'an unknown key in a card entry',
      { round: 2, p1: { sandField: { '1': { card: 's-modi', tapped: true } } } },
    ],
    ['a negative damage', { round: 2, p1: { sandField: { '1': { card: 's-modi', damage: -100 } } } }],
    ['a round that is not an integer', { round: 2.5 }],
    ['a missing round', { p1: {} }],
    ['a seat that does not exist', { round: 2, p3: {} }],
    ['a hand that is not a list', { round: 2, p1: { hand: 's-modi' } }],
  ])('shape: %s → ERR_BAD_SETUP', (_name, position) => {
    expect(refusal(position).code).toBe('ERR_BAD_SETUP');
  });

  it('the deck list itself must still be legal (ERR_ILLEGAL_DECK)', () => {
    const decks = { ...DECKS, p1: { ...DECK_JIXIA, mainDeck: DECK_JIXIA.mainDeck.slice(1) } };
    expect(refusal({ round: 2 }, { decks }).code).toBe('ERR_ILLEGAL_DECK');
  });
});

describe('instances and the deck (W25)', () => {
  it('a named card takes the first unused instance of that card in the deck list (the normal id scheme)', () => {
    const s = fromPosition(
      { round: 2, p1: { hand: ['s-modi', 's-huishi'], soulYard: ['s-modi'] } },
      { stacked: ['p1'] },
    );
    const b = s.game.boards.p1;
    const first = (card: string) => DECK_JIXIA.mainDeck.indexOf(card);
    expect(b.hand.slice(0, 2)).toEqual([`p1-m${first('s-modi')}`, `p1-m${first('s-huishi')}`]);
    expect(b.soulYard).toEqual([`p1-m${first('s-modi') + 1}`]);
    for (const id of Object.keys(s.cards)) {
      const [seat, rest] = id.split('-');
      const list = DECKS[seat as Seat];
      const k = Number(rest.slice(1));
      const expected =
        rest[0] === 'm' ? list.mainDeck[k] : rest[0] === 'a' ? list.altars[k] : list.generals[k];
      expect(s.cards[id]).toEqual({ cardId: expected, owner: seat });
    }
    expect(Object.keys(s.cards)).toHaveLength(2 * (50 + 5 + 2));
  });

  it('stacked: the unnamed cards keep deck-list order, top first', () => {
    const s = fromPosition(
      { round: 3, p1: { hand: ['s-modi', 's-modi', 's-huishi', 't-fubing', 'e-hezong'] } },
      { stacked: ['p1'] },
    );
    const used = new Set(s.game.boards.p1.hand);
    const expected = DECK_JIXIA.mainDeck.map((_, i) => `p1-m${i}`).filter((id) => !used.has(id));
    expect(s.game.boards.p1.deck).toEqual(expected); // hand of 5: no draw happened yet
  });

  it('not stacked: the same cards, shuffled by the seed (same seed, same order; other seed, other order)', () => {
    const pos = { round: 3, p1: { hand: ['s-modi', 's-modi', 's-huishi', 't-fubing', 'e-hezong'] } };
    const a = fromPosition(pos, {}, 11).game.boards.p1.deck;
    const again = fromPosition(pos, {}, 11).game.boards.p1.deck;
    const other = fromPosition(pos, {}, 12).game.boards.p1.deck;
    const stacked = fromPosition(pos, { stacked: ['p1'] }, 11).game.boards.p1.deck;
    expect(a).toEqual(again);
    expect(a).not.toEqual(other);
    expect(a).not.toEqual(stacked);
    expect([...a].sort()).toEqual([...stacked].sort());
    expect([...other].sort()).toEqual([...stacked].sort());
  });

  it('cards are conserved: every instance in exactly one zone, before and during play', () => {
    const setup = withPosition(example('last-citadel').position);
    const m = randomMatch(def, setup, {
      seed: 3,
      maxSteps: 250,
      onStep: (st) => expectCardsConserved(def, st),
    });
    expect(m.steps).toBeGreaterThan(0);
  });
});

describe('replay, seek, views, pins and duel scripts from a position', () => {
  it('replay of the events equals live play; seek lands on the same states', () => {
    for (const [i, ex] of EXAMPLE_POSITIONS.entries()) {
      const setup = withPosition(ex.position, {}, 21 + i);
      const m = randomMatch(def, setup, { seed: 7 + i, maxSteps: 300, keepStates: true });
      expect(m.events[0]).toEqual(matchCreatedEvent(def, setup));
      expectReplayEqualsLive(def, m, 5 + i);
      expect(seek(def, m.events, 0)).toEqual(m.states[0]);
      expect(replay(def, m.events.slice(0, 1))).toEqual(m.states[0]);
      for (const st of m.states.filter((_, k) => k % 15 === 0)) expectViewsLeakNothing(def, st, st.seq);
    }
  });

  it('a fate.pin fixes the next draw from a position; a card the position placed cannot be pinned', () => {
    const s = fromPosition({
      round: 3,
      p2: { hand: ['s-jingke', 's-jingke', 's-zhuanzhu'], soulYard: ['s-yueyi'] },
    });
    const pin = (cardId: string) =>
      applyAction(def, s, {
        type: 'fate.pin',
        actor: 'author',
        payload: { kind: 'draw', seat: 'p2', cardId },
      });
    const refused = pin('s-yueyi');
    expect(refused.ok ? null : refused.error.code).toBe('ERR_PIN_NOT_IN_DECK');
    const r = pin('s-wangjian');
    if (!r.ok) throw new Error(r.error.code);
    const t = act(r.state as WuhunzhiState, 'p1', 'construction.revealAltar', { altar: 1 });
    const drawn = t.game.boards.p2.hand.slice(3);
    expect(drawn).toHaveLength(2);
    expect(cid(t, drawn[0])).toBe('s-wangjian');
  });

  it('a duel script with a position line plays, and exports back to the same events', () => {
    const position = example('last-citadel').position;
    const text = [
      'game: wuhunzhi',
      'p1 name: 孟尝',
      'p2 name: 黑伯',
      'seed: 4',
      'first: p1',
      `p1 deck generals: ${DECK_JIXIA.generals.join(', ')}`,
      `p1 deck altars: ${DECK_JIXIA.altars.join(', ')}`,
      `p1 deck mainDeck: ${DECK_JIXIA.mainDeck.join(', ')}`,
      `p2 deck json: ${JSON.stringify(DECK_HULANG)}`,
      `position: ${JSON.stringify(position)}`,
      '> [narration] 第七回合，孤城背水。',
      'p1: construction.bindSoul card=p1-m0 altar=0',
      'author: fate.pin draw p2 s-yueyi',
    ].join('\n');
    const opts = {
      games: GAMES,
      cardIds: (g: string) => (g === 'wuhunzhi' ? Object.keys(CATALOG) : undefined),
    };
    expect(parseDuelScript(text, opts).file.setup.position).toEqual(position);
    const played = checkDuelScript(text, opts).played;
    expect(played.events.map((e) => e.type)).toEqual(['match.created', 'construction.bindSoul', 'fate.pin']);
    const out = serializeDuelScript(duelFileFromLine(def, played.events, played.notes, '孤城背水'), { def });
    expect(out).toContain(`position: ${JSON.stringify(position)}`);
    const back = checkDuelScript(out, opts).played;
    expect(JSON.stringify(back.events)).toBe(JSON.stringify(played.events));
    expect(back.notes).toEqual(played.notes);
  });

  it('random play from a position exports to a script that imports back to identical events', () => {
    const setup = withPosition(example('second-round-ambush').position, {}, 33);
    const m = randomMatch(def, setup, { seed: 2, maxSteps: 200 });
    const text = serializeDuelScript(duelFileFromLine(def, m.events, [], 'ambush'), { def });
    const back = checkDuelScript(text, { games: GAMES });
    expect(JSON.stringify(back.played.events)).toBe(JSON.stringify(m.events));
  });
});
