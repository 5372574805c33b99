/** §5.8 end phase, §5.9 generals, §8.6 formations, §7 L2/D1, §8.4 windows and triggers, views, Appendix B. */
import { describe, expect, it } from 'vitest';
import type { Seat } from '@/machines/engine';
import { applyRuling } from '@/machines/wuhunzhi/ruling';
import { finalPower } from '@/machines/wuhunzhi/effects/power';
import { conflictingAttributes } from '@/machines/wuhunzhi/rules/end';
import { destroyGeneral, forceSwitchGeneral } from '@/machines/wuhunzhi/rules/generals';
import { buildView } from '@/machines/wuhunzhi/view';
import { act, advance, atPhase, customMatch, legal, pastSetup, place, putIn, refusal, rig } from './helpers';

import { battle, recon } from './battle-helpers';

describe('§5.8 end phase', () => {
  it('clash: a face-up Ferocity soul under a Wisdom general is tapped and sent to the yard tapped; Courage is not (one-way)', () => {
    let fer = '',
      cou = '';
    let s = recon(
      { p1: ['s-jingke'] },
      (x) => {
        fer = place(x, 'p1', 4, 's-jingke');
        cou = place(x, 'p1', 5, 's-niezheng');
        place(x, 'p1', 6, 's-qinruishi', { faceUp: false }); // face-down: no clash (R33)
      },
      true,
    );
    s = act(s, 'p1', 'phase.pass');
    s = act(s, 'p2', 'phase.pass');
    for (let i = 0; i < 4 && s.game.round === 1; i++)
      s = act(
        s,
        s.active!,
        'battle.declare',
        legal(s, s.active!)[legal(s, s.active!).length - 1].payload as object,
      );
    s = advance(s, (x) => x.game.round === 2);
    expect(s.game.boards.p1.soulYard).toContain(fer);
    expect(s.game.boards.p1.sandField).toContain(cou);
    expect(conflictingAttributes('wisdom').sort()).toEqual(['courage', 'ferocity']);
    expect(conflictingAttributes('none')).toEqual([]);
  });
  it('the yard untaps first, tapped field souls go there tapped, soul damage persists, undestroyed altars heal; initiative', () => {
    let yard = '',
      hurt = '',
      tapped = '';
    let s = recon({}, (x) => {
      yard = putIn(x, 'p2', 'soulYard', 's-qinruishi', true);
      hurt = place(x, 'p2', 8, 's-weiwuzu', { damage: 300, faceUp: true });
      tapped = place(x, 'p2', 7, 's-zhuanzhu', { tapped: true, damage: 1000 });
      x.game.boards.p1.altars[2].damage = 500;
      x.game.altarDamageTakenThisRound = { p1: 500, p2: 100 };
    });
    s = act(s, 'p1', 'phase.pass');
    s = act(s, 'p2', 'phase.pass');
    s = act(s, 'p2', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(s.game.round).toBe(2);
    expect(s.game.marks[yard].tapped).toBe(false);
    expect(s.game.marks[tapped].tapped).toBe(true);
    expect(s.game.boards.p2.soulYard).toEqual([yard, tapped]);
    expect(s.game.marks[hurt].damage).toBe(300);
    expect(s.game.boards.p1.altars[2].damage).toBe(0);
    expect(s.game.first).toBe('p1'); // p1's altars took more (500 + 500 vs 100)
  });
  it('the player whose altars took more damage takes the initiative; a tie keeps the order (§4.3)', () => {
    let s = recon({}, (x) => {
      place(x, 'p2', 1, 's-weiwuzu');
    });
    s = act(s, 'p1', 'phase.pass');
    s = act(s, 'p2', 'phase.pass');
    s = act(s, 'p2', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(s.game.first).toBe('p1');
    let t = recon({}, (x) => place(x, 'p1', 1, 's-weiwuzu'));
    t = act(t, 'p1', 'phase.pass');
    t = act(t, 'p2', 'phase.pass');
    t = act(t, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(t.game.first).toBe('p2');
    expect(t.game.second).toBe('p1');
  });
});

describe('§5.9 generals', () => {
  it('a destroyed general goes to the yard (inert); the next reserve flips; its namesakes on the field are discarded', () => {
    const s = rig(
      pastSetup(customMatch({ p1: ['s-wuqi'], generals: { p1: ['g-sunwu', 'g-wuqi'] } })),
      (x) => {
        const w = place(x, 'p1', 3, 's-wuqi');
        destroyGeneral(x, 'p1');
        expect(x.game.boards.p1.discardPile).toContain(w);
      },
    );
    expect(s.game.boards.p1.general).toBe('p1-g1');
    expect(s.game.boards.p1.soulYard).toEqual(['p1-g0']);
    expect(buildView(s, 'p2').seats.p1.general).toMatchObject({ cardId: 'g-wuqi', faceUp: true }); // shown flipped
    expect(legal(s, 'p1').some((a) => a.type === 'construction.bindSoul')).toBe(false); // a general is not a soul (R35)
    const t = rig(s, (x) => destroyGeneral(x, 'p1'));
    expect(t.game.boards.p1.general).toBeNull();
  });
  it('a forced switch takes the target from the stack; the old general goes face down to the bottom', () => {
    const s = rig(pastSetup(customMatch({ generals: { p1: ['g-sunwu', 'g-wuqi', 'g-kongqiu'] } })), (x) =>
      forceSwitchGeneral(x, 'p1', 'p1-g2'),
    );
    expect(s.game.boards.p1.general).toBe('p1-g2');
    expect(s.game.boards.p1.generalStack).toEqual(['p1-g1', 'p1-g0']);
    expect(s.game.marks['p1-g2'].faceUp).toBe(true);
    expect(s.game.marks['p1-g0'].faceUp).toBe(false);
    expect(buildView(s, 'p2').seats.p1.general).toMatchObject({ cardId: 'g-kongqiu', faceUp: true });
  });
});

describe('§8.6 formations (R36)', () => {
  it('exact match of soul-counting cells in battle only; face-down cards count, face-up traps do not', () => {
    let s = recon(
      { p1: ['t-fubing'] },
      (x) => {
        for (const c of [4, 5, 6]) place(x, 'p1', c, 's-qijiji', c === 6 ? { faceUp: false } : {});
        place(x, 'p1', 1, 't-fubing', { faceUp: true });
      },
      true,
    );
    const soul = s.game.boards.p1.sandField[3]!;
    expect(finalPower(s, soul)).toBe(900); // not in battle yet
    s = act(s, 'p1', 'phase.pass');
    s = act(s, 'p2', 'phase.pass');
    expect(s.phase).toBe('match.round.battle.act.declare');
    // 孙武's 一字长蛇阵 (4,5,6) +200 while cell 4 acts: the face-down card at 6 counts as a soul, the face-up trap at 1 not.
    expect(finalPower(s, soul)).toBe(1100);
  });
  it('one extra soul breaks the formation; formationCountsTapped false ignores tapped souls', () => {
    let s = recon(
      {},
      (x) => {
        for (const c of [4, 5, 6]) place(x, 'p1', c, 's-qijiji');
        place(x, 'p1', 9, 's-chugongshou', { tapped: true });
      },
      true,
    );
    s = act(s, 'p1', 'phase.pass');
    s = act(s, 'p2', 'phase.pass');
    expect(finalPower(s, s.game.boards.p1.sandField[3]!)).toBe(900);
    let t = recon(
      { config: { formationCountsTapped: false } },
      (x) => {
        for (const c of [4, 5, 6]) place(x, 'p1', c, 's-qijiji');
        place(x, 'p1', 9, 's-chugongshou', { tapped: true });
      },
      true,
    );
    t = act(t, 'p1', 'phase.pass');
    t = act(t, 'p2', 'phase.pass');
    expect(finalPower(t, t.game.boards.p1.sandField[3]!)).toBe(1100);
  });
});

describe('§7 win, loss and draw', () => {
  it('L2: the fourth destroyed altar loses at once, mid-battle; both at once is a draw (R37)', () => {
    let s = battle({}, (x) => {
      place(x, 'p1', 1, 's-weiwuzu');
      place(x, 'p1', 9, 's-yangzhu');
      for (const i of [1, 2, 3]) x.game.boards.p2.altars[i].destroyed = true;
      x.game.boards.p2.altars[0].damage = 1500;
    });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(s.result).toMatchObject({ winner: 'p1', reason: 'altarsDestroyed' });
    expect(s.phase).toBe('gameOver');
    expect(legal(s, 'p1')).toEqual([]);
    const d = rig(s, (x) => {
      x.result = null;
      for (const i of [0, 1, 2]) x.game.boards.p1.altars[i].destroyed = true;
      applyRuling(x, { op: 'setAltarDamage', seat: 'p1', altar: 3, value: 2500 });
    });
    expect(d.result).toMatchObject({ winner: null, reason: 'simultaneous' });
  });
  it('altarsToLose and altarDestroyThreshold are configurable', () => {
    let s = battle({ config: { altarDestroyThreshold: 1000, altarsToLose: 1 } }, (x) => {
      place(x, 'p1', 1, 's-weiwuzu');
      place(x, 'p1', 9, 's-yangzhu');
    });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 2 } });
    expect(s.result?.winner).toBe('p1');
  });
  it('concession is always legal and ends the match', () => {
    const s = pastSetup(customMatch());
    expect(act(s, 'p2', 'match.concede').result).toMatchObject({ winner: 'p1', reason: 'concede' });
  });
});

describe('§8.4 windows', () => {
  it('a window offers priority only to seats with a usable effect; 吴起 activates at battle start, once per round', () => {
    let s = recon(
      { generals: { p2: ['g-wuqi'] } },
      (x) => {
        place(x, 'p2', 1, 's-weiwuzu');
      },
      true,
    );
    s = act(s, 'p1', 'phase.pass');
    s = act(s, 'p2', 'phase.pass');
    expect(s.phase).toBe('match.round.battle.startWindow');
    expect(s.active).toBe('p2');
    s = act(s, 'p2', 'effect.activate', { card: s.game.boards.p2.general!, effect: 0 });
    expect(finalPower(s, s.game.boards.p2.sandField[0]!)).toBe(1200);
    expect(s.phase).toBe('match.round.battle.act.declare'); // the seat had nothing left: the window closed
  });
});

describe('views and hidden information', () => {
  it("a seat sees its own hand and face-down cards, never the opponent's", async () => {
    const { view } = await import('@/machines/engine');
    const { def } = await import('./helpers');
    const s = recon({ p2: ['s-jingke'] }, (x) => {
      place(x, 'p2', 3, 's-jingke', { faceUp: false });
    });
    const hidden = s.game.boards.p2.sandField[2]!;
    const v1 = JSON.stringify(view(def, s, 'p1'));
    const v2 = JSON.stringify(view(def, s, 'p2'));
    expect(v1).not.toContain(`"${hidden}"`);
    expect(v2).toContain(`"${hidden}"`);
    for (const id of s.game.boards.p2.hand) expect(v1).not.toContain(`"${id}"`);
    for (const id of s.game.boards.p1.hand) expect(v1).toContain(`"${id}"`);
    const seatView = (
      view(def, s, 'p1').board as { seats: Record<Seat, { hand: unknown; sandField: unknown[] }> }
    ).seats;
    expect(seatView.p2.hand).toBeNull();
    expect(seatView.p2.sandField[2]).toEqual({ hidden: true, tapped: false });
  });
});

describe('Appendix B variants', () => {
  it('endOfRoundDiscard: after E5 each seat may discard non-soul cards, first then second', () => {
    let s = recon({ p1: ['t-fubing'], config: { variants: { endOfRoundDiscard: true } as never } }, (x) => {
      putIn(x, 'p1', 'hand', 't-fubing');
    });
    s = advance(s, atPhase('match.round.end.discard'));
    expect(s.phase).toBe('match.round.end.discardFirst');
    const trap = s.game.boards.p1.hand.find((id) => s.cards[id].cardId === 't-fubing')!;
    const soul = s.game.boards.p1.hand.find(
      (id) => s.cards[id].cardId !== 't-fubing' && s.cards[id].cardId.startsWith('s-'),
    )!;
    expect(refusal(s, 'p1', 'end.discard', { card: soul })).toBe('ERR_NOT_DISCARDABLE');
    s = act(s, 'p1', 'end.discard', { card: trap });
    expect(s.game.boards.p1.discardPile).toContain(trap);
    s = act(s, 'p1', 'phase.pass');
    expect(s.phase).toBe('match.round.end.discardSecond');
    s = act(s, 'p2', 'phase.pass');
    expect(s.game.round).toBe(2);
  });
  it('Soul Burst: a destroyed altar with a burst effect resolves it unless it was the fourth', () => {
    let soul = '';
    let s = battle(
      {
        config: { variants: { soulBurst: true } as never },
        altars: { p2: ['a-biyong', 'a-sheji', 'a-sheji', 'a-sheji', 'a-sheji'] },
      },
      (x) => {
        place(x, 'p1', 1, 's-weiwuzu');
        soul = place(x, 'p1', 9, 's-yangzhu');
        x.game.boards.p2.altars[0].damage = 1500;
      },
    );
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(s.game.boards.p2.altars[0].destroyed).toBe(true);
    expect(s.game.marks[soul].damage).toBe(300); // 辟雍's burst: 300 to each face-up soul of the other side
  });
});

describe('§8.4 simultaneous triggers (R41)', () => {
  it("two end-phase triggers of one seat wait for the owner's order; the last one resolves by itself", () => {
    let likui = '';
    let s = recon(
      { p1: ['s-likui'], generals: { p1: ['g-kongqiu'] } },
      (x) => {
        likui = place(x, 'p1', 9, 's-likui', { damage: 500 });
        x.game.boards.p1.discardPile.push(...x.game.boards.p1.hand.splice(2)); // hand of 2: 孔丘's condition holds
      },
      true,
    );
    s = act(s, 'p1', 'phase.pass');
    s = act(s, 'p2', 'phase.pass');
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(s.phase).toBe('match.round.end.triggers');
    expect(s.active).toBe('p1');
    const general = s.game.boards.p1.general!;
    expect(legal(s, 'p1').map((a) => a.payload)).toEqual([
      { card: likui, effect: 0 },
      { card: general, effect: 0 },
    ]);
    expect(refusal(s, 'p2', 'trigger.order', { card: likui, effect: 0 })).toBe('ERR_NO_TRIGGER_CHOICE');
    s = act(s, 'p1', 'trigger.order', { card: likui, effect: 0 });
    expect(s.game.marks[likui].damage).toBe(0);
    expect(s.game.boards.p1.hand).toHaveLength(3); // 孔丘 resolved right after: drew one
    expect(s.game.triggerQueue).toBeUndefined();
    expect(s.game.round).toBe(2);
  });
});
