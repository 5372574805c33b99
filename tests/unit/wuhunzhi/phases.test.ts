/** §5.3 planning, §5.4 deployment, §5.5 summoning, §5.6 reconnaissance (R9–R18, R48, R50). */
import { describe, expect, it } from 'vitest';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import {
  act,
  advance,
  atPhase,
  customMatch,
  legal,
  noGenerals,
  occupy,
  pastSetup,
  place,
  putIn,
  refusal,
  rig,
} from './helpers';

const to = (
  phase: string,
  opts: Parameters<typeof customMatch>[0] = {},
  build?: (s: WuhunzhiState) => void,
): WuhunzhiState => {
  let s = advance(pastSetup(customMatch(opts)), atPhase(phase));
  if (build) s = rig(s, build);
  return s;
};
const handOf = (s: WuhunzhiState, cardId: string) =>
  s.game.boards.p1.hand.find((id) => s.cards[id].cardId === cardId)!;

describe('§5.3 planning', () => {
  it('one event per round: it sits above the general; a one-shot event resolves and is discarded (R9)', () => {
    let s = to('match.round.planning.first', { p1: ['e-bianfa', 'e-weiwei'] });
    const ev = handOf(s, 'e-bianfa');
    const hand = s.game.boards.p1.hand.length;
    s = act(s, 'p1', 'planning.activateEvent', { card: ev });
    expect(s.game.boards.p1.hand).toHaveLength(hand - 1 + 2);
    expect(s.game.boards.p1.discardPile).toContain(ev);
    expect(s.game.eventActivatedThisRound.p1).toBe(true);
    expect(refusal(s, 'p1', 'planning.activateEvent', { card: handOf(s, 'e-weiwei') })).toBe(
      'ERR_EVENT_LIMIT',
    );
  });
  it('a timed event stays in the slot for its rounds, blocks another event, and leaves in the preparation of round r+d', () => {
    let s = to('match.round.planning.first', { p1: ['e-hezong', 'e-bianfa'] }, (x) => noGenerals(x));
    const ev = handOf(s, 'e-hezong');
    s = act(s, 'p1', 'planning.activateEvent', { card: ev });
    expect(s.game.boards.p1.eventSlot).toBe(ev);
    expect(s.game.boards.p1.eventExpires).toBe(3);
    s = advance(s, (x) => x.game.round === 2 && x.phase === 'match.round.planning.first');
    expect(s.game.boards.p1.eventSlot).toBe(ev);
    expect(refusal(s, 'p1', 'planning.activateEvent', { card: handOf(s, 'e-bianfa') })).toBe(
      'ERR_EVENT_SLOT_FULL',
    );
    s = advance(s, (x) => x.game.round === 3 && x.phase === 'match.round.planning.first');
    expect(s.game.boards.p1.eventSlot).toBeNull();
    expect(s.game.boards.p1.discardPile).toContain(ev);
  });
  it("eventSlotConflict 'replace' discards the old event", () => {
    let s = to('match.round.planning.first', {
      p1: ['e-hezong', 'e-bianfa'],
      config: { eventSlotConflict: 'replace' },
    });
    const ev = handOf(s, 'e-hezong');
    s = act(s, 'p1', 'planning.activateEvent', { card: ev });
    s = advance(s, (x) => x.game.round === 2 && x.phase === 'match.round.planning.first');
    s = act(s, 'p1', 'planning.activateEvent', { card: handOf(s, 'e-bianfa') });
    expect(s.game.boards.p1.discardPile).toContain(ev);
  });
  it('event conditions test attributes (稷下论道 needs a Wisdom general)', () => {
    const s = to('match.round.planning.first', { p1: ['e-jixia'] });
    expect(legal(s, 'p1').some((a) => a.type === 'planning.activateEvent')).toBe(true); // 孙武 is Wisdom
    const t = rig(s, noGenerals);
    expect(legal(t, 'p1').some((a) => a.type === 'planning.activateEvent')).toBe(false);
    expect(refusal(t, 'p1', 'planning.activateEvent', { card: handOf(t, 'e-jixia') })).toBe(
      'ERR_EVENT_CONDITION',
    );
  });
  it('a strategy is set face down, one per round, hidden from the opponent until the battle', () => {
    let s = to('match.round.planning.first', { p1: ['st-beishui', 'st-yiyi'] });
    const st = handOf(s, 'st-beishui');
    s = act(s, 'p1', 'planning.setStrategy', { card: st });
    expect(s.game.boards.p1.strategy).toBe(st);
    expect(refusal(s, 'p1', 'planning.setStrategy', { card: handOf(s, 'st-yiyi') })).toBe(
      'ERR_STRATEGY_LIMIT',
    );
    expect(refusal(s, 'p2', 'planning.setStrategy', { card: st })).toBe('ERR_NOT_PLANNING');
    s = act(s, 'p1', 'phase.pass');
    expect(s.phase).toBe('match.round.planning.second');
  });
});

describe('§5.4 deployment', () => {
  const setup = (x: WuhunzhiState) => {
    x.game.round = 2;
    x.turn = 2;
    occupy(x, 'p1', 0, 's-weiwuzu', { enteredRound: 1 });
    occupy(x, 'p1', 1, 's-qijiji', { enteredRound: 2 });
    x.game.boards.p1.altars[1].faceUp = true;
  };
  it('deploys an occupant that did not enter this round (R11), facing unchanged', () => {
    const s = to('match.round.deployment.first', {}, setup);
    const deploys = legal(s, 'p1').filter((a) => a.type === 'deployment.deploy');
    expect(deploys).toHaveLength(9);
    expect(deploys.every((a) => (a.payload as { altar: number }).altar === 0)).toBe(true);
    expect(refusal(s, 'p1', 'deployment.deploy', { altar: 1, cell: 1 })).toBe('ERR_ENTERED_THIS_ROUND');
    const t = act(s, 'p1', 'deployment.deploy', { altar: 0, cell: 5 });
    expect(t.game.boards.p1.sandField[4]).toBe(s.game.boards.p1.altars[0].occupant);
    expect(refusal(t, 'p1', 'deployment.deploy', { altar: 0, cell: 5 })).toBe('ERR_NO_OCCUPANT');
  });
  it('deployOnlyLastRoundSummons restricts deployment to cards that entered last round', () => {
    const s = to('match.round.deployment.first', { config: { deployOnlyLastRoundSummons: true } }, (x) => {
      setup(x);
      x.game.round = 3;
    });
    const deploys = legal(s, 'p1').filter((a) => a.type === 'deployment.deploy');
    expect(deploys).toHaveLength(9);
    expect(deploys.every((a) => (a.payload as { altar: number }).altar === 1)).toBe(true); // entered in round 2 = last round
  });
  it('returning to an altar resets damage, untaps, and blocks redeploying this round; face-down cards cannot return to destroyed altars (R12)', () => {
    let id = '';
    let s = to('match.round.deployment.first', {}, (x) => {
      id = place(x, 'p1', 4, 's-weiwuzu', { damage: 700, tapped: true });
      place(x, 'p1', 6, 's-qijiji', { faceUp: false });
      x.game.boards.p1.altars[2].faceUp = true;
      x.game.boards.p1.altars[2].destroyed = true;
    });
    expect(refusal(s, 'p1', 'deployment.return', { cell: 6, altar: 2 })).toBe('ERR_ALTAR_UNAVAILABLE');
    s = act(s, 'p1', 'deployment.return', { cell: 4, altar: 2 });
    expect(s.game.boards.p1.altars[2].occupant).toBe(id);
    expect(s.game.marks[id]).toMatchObject({ damage: 0, tapped: false, enteredRound: 1 });
    expect(refusal(s, 'p1', 'deployment.deploy', { altar: 2, cell: 4 })).toBe('ERR_ENTERED_THIS_ROUND');
  });
  it('moves souls and face-down cards (R13) but never face-up traps; faceDownCountsAsSoulForMovement false', () => {
    const s = to('match.round.deployment.first', { p1: ['t-fubing', 't-juma'] }, (x) => {
      place(x, 'p1', 1, 't-fubing', { faceUp: true });
      place(x, 'p1', 2, 't-juma', { faceUp: false });
    });
    expect(refusal(s, 'p1', 'deployment.move', { cell: 1, toCell: 5 })).toBe('ERR_NOT_MOVABLE');
    expect(act(s, 'p1', 'deployment.move', { cell: 2, toCell: 5 }).game.boards.p1.sandField[4]).toBe(
      s.game.boards.p1.sandField[1],
    );
    expect(refusal(s, 'p1', 'deployment.move', { cell: 2, toCell: 1 })).toBe('ERR_CELL_OCCUPIED');
    const t = to(
      'match.round.deployment.first',
      { p1: ['t-juma'], config: { faceDownCountsAsSoulForMovement: false } },
      (x) => {
        place(x, 'p1', 2, 't-juma', { faceUp: false });
      },
    );
    expect(refusal(t, 'p1', 'deployment.move', { cell: 2, toCell: 5 })).toBe('ERR_NOT_MOVABLE');
  });
});

describe('§5.5 summoning', () => {
  const at = (opts: Parameters<typeof customMatch>[0] = {}, build?: (s: WuhunzhiState) => void) =>
    to('match.round.summoning', opts, build);
  it('grade must not exceed the altar level (R48: ≤); a bound soul raises the level; traps are grade 0', () => {
    const s = at({ p1: ['s-sunbin', 't-fubing'] }, (x) => {
      putIn(x, 'p1', 'hand', 's-sunbin');
      putIn(x, 'p1', 'hand', 't-fubing');
    });
    const sunbin = handOf(s, 's-sunbin');
    expect(refusal(s, 'p1', 'summon.place', { card: sunbin, altar: 0, faceDown: false })).toBe(
      'ERR_GRADE_TOO_HIGH',
    );
    expect(refusal(s, 'p1', 'summon.place', { card: sunbin, altar: 0, faceDown: true })).toBe(
      'ERR_GRADE_TOO_HIGH',
    ); // the foul (R15)
    act(s, 'p1', 'summon.place', { card: handOf(s, 't-fubing'), altar: 0, faceDown: true });
    const t = rig(s, (x) => {
      const yard = putIn(x, 'p1', 'soulYard', 's-weiwuzu');
      x.game.boards.p1.soulYard.pop();
      x.game.boards.p1.altars[0].bound.push(yard);
    });
    expect(
      act(t, 'p1', 'summon.place', { card: sunbin, altar: 0, faceDown: false }).game.boards.p1.altars[0]
        .occupant,
    ).toBe(sunbin);
  });
  it('the special altar 昆仑坛 adds a level', () => {
    const s = at(
      { p1: ['s-sunbin'], altars: { p1: ['a-kunlun', 'a-sheji', 'a-sheji', 'a-sheji', 'a-sheji'] } },
      (x) => putIn(x, 'p1', 'hand', 's-sunbin'),
    );
    expect(
      act(s, 'p1', 'summon.place', { card: handOf(s, 's-sunbin'), altar: 0, faceDown: false }).game.boards.p1
        .altars[0].occupant,
    ).toBeTruthy();
  });
  it('face-down only from hand and only onto undestroyed altars; destroyed altars still take face-up summons', () => {
    const s = at({}, (x) => {
      x.game.boards.p1.altars[0].destroyed = true;
      putIn(x, 'p1', 'soulYard', 's-weiwuzu');
    });
    const h = s.game.boards.p1.hand[0];
    const y = s.game.boards.p1.soulYard[0];
    expect(refusal(s, 'p1', 'summon.place', { card: h, altar: 0, faceDown: true })).toBe(
      'ERR_FACE_DOWN_DESTROYED',
    );
    expect(
      act(s, 'p1', 'summon.place', { card: h, altar: 0, faceDown: false }).game.boards.p1.altars[0].occupant,
    ).toBe(h);
    const u = rig(s, (x) => (x.game.boards.p1.altars[0].destroyed = false));
    expect(refusal(u, 'p1', 'summon.place', { card: y, altar: 0, faceDown: true })).toBe(
      'ERR_FACE_DOWN_FROM_YARD',
    );
  });
  it('tapped souls in the yard cannot be summoned; face-down altars cannot host (R7) unless faceDownAltarSummonable', () => {
    const s = at({}, (x) => putIn(x, 'p1', 'soulYard', 's-weiwuzu', true));
    expect(
      refusal(s, 'p1', 'summon.place', { card: s.game.boards.p1.soulYard[0], altar: 0, faceDown: false }),
    ).toBe('ERR_SOUL_TAPPED');
    expect(
      refusal(s, 'p1', 'summon.place', { card: s.game.boards.p1.hand[0], altar: 4, faceDown: false }),
    ).toBe('ERR_ALTAR_FACE_DOWN');
    const t = at({ config: { faceDownAltarSummonable: true } });
    expect(
      legal(t, 'p1').some((a) => a.type === 'summon.place' && (a.payload as { altar: number }).altar === 4),
    ).toBe(true);
  });
  it('unique names across field, yard and altar occupants, even face down (R16); bound souls only with the config; general name', () => {
    const s = at({ p1: ['s-modi', 's-modi', 's-modi', 's-wuqi'] }, (x) => {
      place(x, 'p1', 5, 's-modi', { faceUp: false });
      putIn(x, 'p1', 'hand', 's-modi');
    });
    expect(refusal(s, 'p1', 'summon.place', { card: handOf(s, 's-modi'), altar: 0, faceDown: true })).toBe(
      'ERR_DUPLICATE_NAME',
    );
    const b = at({ p1: ['s-modi', 's-modi'], config: { uniqueNameIncludesBoundSouls: true } }, (x) => {
      const id = putIn(x, 'p1', 'soulYard', 's-modi');
      x.game.boards.p1.soulYard.pop();
      x.game.boards.p1.altars[1].bound.push(id);
      putIn(x, 'p1', 'hand', 's-modi');
    });
    expect(refusal(b, 'p1', 'summon.place', { card: handOf(b, 's-modi'), altar: 0, faceDown: false })).toBe(
      'ERR_DUPLICATE_NAME',
    );
    const g = at({ p1: ['s-wuqi'], generals: { p1: ['g-wuqi'] } }, (x) => putIn(x, 'p1', 'hand', 's-wuqi'));
    expect(refusal(g, 'p1', 'summon.place', { card: handOf(g, 's-wuqi'), altar: 0, faceDown: false })).toBe(
      'ERR_GENERAL_NAME',
    );
  });
  it('a face-up summon fires {触}召唤 (许行 heals altars); face-down does not (R17)', () => {
    const s = at({ p1: ['s-xuxing', 's-gongshuban'] }, (x) => {
      putIn(x, 'p1', 'hand', 's-gongshuban');
    });
    const n = s.game.boards.p1.hand.length;
    expect(
      act(s, 'p1', 'summon.place', { card: handOf(s, 's-gongshuban'), altar: 0, faceDown: false }).game.boards
        .p1.hand,
    ).toHaveLength(n);
    expect(
      act(s, 'p1', 'summon.place', { card: handOf(s, 's-gongshuban'), altar: 0, faceDown: true }).game.boards
        .p1.hand,
    ).toHaveLength(n - 1);
  });
  it('strict alternation; two consecutive passes end it; a seat that passed may summon again (R14)', () => {
    let s = at();
    expect(s.active).toBe('p1');
    s = act(s, 'p1', 'summon.pass');
    expect(s.active).toBe('p2');
    s = act(s, 'p2', 'summon.place', { card: s.game.boards.p2.hand[0], altar: 0, faceDown: true });
    expect(s.active).toBe('p1');
    s = act(s, 'p1', 'summon.pass');
    s = act(s, 'p2', 'summon.pass');
    expect(s.phase).toBe('match.round.reconnaissance.first');
  });
  it('summonPassIsFinal: after passing a seat is skipped', () => {
    let s = at({ config: { summonPassIsFinal: true } });
    s = act(s, 'p1', 'summon.pass');
    s = act(s, 'p2', 'summon.place', { card: s.game.boards.p2.hand[0], altar: 0, faceDown: true });
    expect(s.active).toBe('p2');
    s = act(s, 'p2', 'summon.pass');
    expect(s.phase).toBe('match.round.reconnaissance.first');
  });
  it('a trap in the soul yard may be summoned face up only (R50)', () => {
    const s = at({ p1: ['t-fubing'] }, (x) => putIn(x, 'p1', 'soulYard', 't-fubing', true));
    const trap = s.game.boards.p1.soulYard[0];
    expect(
      legal(s, 'p1')
        .filter((a) => a.type === 'summon.place' && (a.payload as { card: string }).card === trap)
        .map((a) => (a.payload as { faceDown: boolean }).faceDown),
    ).toEqual([false, false]); // two face-up altars, face up only
  });
});

describe('§5.6 reconnaissance', () => {
  it('scouts one face-down card on the opponent sand field (not altar occupants, R18); a soul fires [翻开]', () => {
    let id = '';
    let s = to('match.round.reconnaissance.first', { p2: ['s-jingke', 's-jingke'] }, (x) => {
      id = place(x, 'p2', 7, 's-jingke', { faceUp: false });
      occupy(x, 'p2', 0, 's-jingke', { faceUp: false });
    });
    expect(
      legal(s, 'p1')
        .filter((a) => a.type === 'recon.scout')
        .map((a) => a.payload),
    ).toEqual([{ cell: 7 }]);
    s = act(s, 'p1', 'recon.scout', { cell: 7 });
    expect(s.game.marks[id].faceUp).toBe(true);
    expect(s.game.powerMods).toEqual([{ card: id, amount: 400, until: 'round' }]);
    expect(s.phase).toBe('match.round.reconnaissance.second');
  });
  it('a scouted ordinary trap is dead: it does not fire when attacked later and is discarded next preparation', () => {
    let trap = '';
    let s = to('match.round.reconnaissance.first', { p2: ['t-fubing'] }, (x) => {
      noGenerals(x);
      trap = place(x, 'p2', 1, 't-fubing', { faceUp: false });
      place(x, 'p1', 1, 's-weiwuzu');
      place(x, 'p1', 9, 's-yangzhu');
    });
    s = act(s, 'p1', 'recon.scout', { cell: 1 });
    expect(s.game.marks[trap]).toMatchObject({ faceUp: true, dead: true });
    s = advance(s, (x) => x.phase === 'match.round.battle.act.declare');
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 1 } });
    expect(s.game.boards.p2.discardPile).toContain(trap); // cleared by the attack (§6.4 item 2)
    expect(s.game.marks[s.game.boards.p1.sandField[0]!].damage).toBe(0); // 伏兵 did not fire
  });
});

describe('§5.9 general changes through events', () => {
  it("临阵易帅: choose a reserve; the old general goes to the bottom; 离间计 needs two destroyed altars of one's own", () => {
    let s = to(
      'match.round.planning.first',
      { p1: ['e-yishuai', 'e-lijian'], generals: { p1: ['g-sunwu', 'g-kongqiu', 'g-wuqi'] } },
      (x) => {
        putIn(x, 'p1', 'hand', 'e-yishuai');
        putIn(x, 'p1', 'hand', 'e-lijian');
      },
    );
    const ev = handOf(s, 'e-yishuai');
    expect(
      legal(s, 'p1')
        .filter((a) => a.type === 'planning.activateEvent')
        .map((a) => a.payload),
    ).toEqual([
      { card: ev, general: 'p1-g1' },
      { card: ev, general: 'p1-g2' },
    ]);
    expect(refusal(s, 'p1', 'planning.activateEvent', { card: ev })).toBe('ERR_EVENT_CONDITION');
    s = act(s, 'p1', 'planning.activateEvent', { card: ev, general: 'p1-g2' });
    expect(s.game.boards.p1.general).toBe('p1-g2');
    expect(s.game.boards.p1.generalStack).toEqual(['p1-g1', 'p1-g0']);
    const t = rig(
      to('match.round.planning.first', { p1: ['e-lijian'] }, (x) => putIn(x, 'p1', 'hand', 'e-lijian')),
      (x) => {
        x.game.boards.p1.altars[3].destroyed = true;
        x.game.boards.p1.altars[4].destroyed = true;
      },
    );
    const u = act(t, 'p1', 'planning.activateEvent', { card: handOf(t, 'e-lijian') });
    expect(u.game.boards.p2.general).toBe('p2-g1');
    expect(u.game.boards.p2.soulYard).toContain('p2-g0');
  });
});

describe('§8.1 反击效果 (onOpponentEffect)', () => {
  it("鬼谷子 on the field draws when the opponent's event resolves, and not for its owner's own events", () => {
    let s = to('match.round.planning.first', { p1: ['e-bianfa', 'e-weiwei'], p2: ['s-guiguzi'] }, (x) => {
      place(x, 'p2', 5, 's-guiguzi');
      putIn(x, 'p1', 'hand', 'e-bianfa');
    });
    const before = s.game.boards.p2.hand.length;
    s = act(s, 'p1', 'planning.activateEvent', { card: handOf(s, 'e-bianfa') });
    expect(s.game.boards.p2.hand).toHaveLength(before + 1);
    expect(s.effects.filter((e) => e.type === 'effect').map((e) => s.cards[e.card as string].cardId)).toEqual(
      ['e-bianfa', 's-guiguzi'],
    );
  });
});
