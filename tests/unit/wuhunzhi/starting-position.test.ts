/**
 * 武魂志 starting positions (docs/rules/wuhunzhi.md, "Starting positions", W11 and W23–W34): the example positions
 * create matches holding exactly what they describe and play on from the round's preparation phase. The rules a
 * position keeps are in starting-position-rules.test.ts, instances and play in starting-position-play.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '@/machines/engine';
import { positionSchema } from '@/machines/wuhunzhi/position';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { EXAMPLE_POSITIONS } from '@/content/wuhunzhi/positions';
import { expectCardsConserved, expectViewsLeakNothing } from '../../support/property';
import { act, advance, atDeclare, def, legal } from './helpers';
import { boardView, cid, example, fromPosition, ids, withPosition } from './position-helpers';

describe('the example positions (content/wuhunzhi/positions.ts)', () => {
  it('every example passes the schema, uses the starter decks and creates a match', () => {
    expect(EXAMPLE_POSITIONS.length).toBeGreaterThanOrEqual(2);
    for (const ex of EXAMPLE_POSITIONS) {
      expect(positionSchema.safeParse(ex.position).success).toBe(true);
      if (ex.position.at) expect(ex.deck, ex.id).toBeUndefined();
      else expect(ex.deck).toEqual({ p1: 'jixia', p2: 'hulang' });
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
