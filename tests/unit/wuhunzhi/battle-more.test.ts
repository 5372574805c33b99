/** §6.4 traps, §6.5 movement/redirect, §5.7 strategies, §5.8 end phase, §5.9 generals, §8.6 formations, §7 L2/D1, windows. */
import { describe, expect, it } from 'vitest';
import type { Seat } from '@/machines/engine';
import { applyRuling } from '@/machines/wuhunzhi/ruling';
import { finalPower } from '@/machines/wuhunzhi/effects/power';
import { conflictingAttributes } from '@/machines/wuhunzhi/rules/end';
import { destroyGeneral, forceSwitchGeneral } from '@/machines/wuhunzhi/rules/generals';
import type { WuhunzhiState } from '@/machines/wuhunzhi/types';
import { buildView } from '@/machines/wuhunzhi/view';
import {
  act,
  advance,
  atDeclare,
  atPhase,
  customMatch,
  legal,
  noGenerals,
  pastSetup,
  place,
  putIn,
  refusal,
  rig,
} from './helpers';

function recon(
  opts: Parameters<typeof customMatch>[0],
  build: (s: WuhunzhiState) => void,
  keepGenerals = false,
): WuhunzhiState {
  const s = advance(pastSetup(customMatch(opts)), atPhase('match.round.reconnaissance'));
  return rig(s, (x) => {
    if (!keepGenerals) noGenerals(x);
    build(x);
  });
}
const battle = (
  opts: Parameters<typeof customMatch>[0],
  build: (s: WuhunzhiState) => void,
  keepGenerals = false,
) => advance(recon(opts, build, keepGenerals), atDeclare);
const mark = (s: WuhunzhiState, id: string) => s.game.marks[id];

describe('§6.4 attacking a trap (R22)', () => {
  it('an ordinary trap revealed by the attack fires (伏兵: 1000 to the attacker), is discarded, and the act ends without damage', () => {
    let a = '',
      trap = '';
    let s = battle({ p2: ['t-fubing'] }, (x) => {
      a = place(x, 'p1', 1, 's-weiwuzu');
      trap = place(x, 'p2', 5, 't-fubing', { faceUp: false });
      place(x, 'p1', 9, 's-yangzhu');
    });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    expect(mark(s, a)).toMatchObject({ damage: 1000, tapped: true });
    expect(s.game.boards.p2.discardPile).toContain(trap);
    expect(s.game.altarDamageTakenThisRound.p2).toBe(0);
  });
  it("attackOnTrap 'zeroPowerDefender': the trap counts as power 0, so the full final power is excess", () => {
    let s = battle({ p2: ['t-xiankeng'], config: { attackOnTrap: 'zeroPowerDefender' } }, (x) => {
      place(x, 'p1', 1, 's-weiwuzu');
      place(x, 'p2', 5, 't-xiankeng', { faceUp: true, tapped: false });
      place(x, 'p1', 9, 's-yangzhu');
    });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    expect(s.game.attack).toMatchObject({ stage: 'awaitExcess', excess: 1000 });
  });
  it('a trap on its own cell is revealed and never attacks (R19); an ordinary one does not fire then', () => {
    let trap = '';
    const s = battle({ p1: ['t-fubing'] }, (x) => {
      trap = place(x, 'p1', 1, 't-fubing', { faceUp: false });
      place(x, 'p1', 9, 's-yangzhu');
    });
    expect(mark(s, trap)).toMatchObject({ faceUp: true, dead: true });
    expect(s.game.cursor).toEqual({ cell: 9, seat: 'p1' });
  });
  it('a special [翻开] trap fires however it is revealed (落石 when scouted)', () => {
    let soul = '';
    let s = recon({ p1: ['t-luoshi'] }, (x) => {
      place(x, 'p1', 5, 't-luoshi', { faceUp: false });
      soul = place(x, 'p2', 1, 's-qinruishi');
    });
    s = act(s, 'p1', 'phase.pass');
    s = act(s, 'p2', 'recon.scout', { cell: 5 });
    expect(mark(s, soul).damage).toBe(200);
  });
});

describe('§6.5 movement and redirects (the source examples)', () => {
  /** O's soul at cell 2 with the example effect (曹刿) is targeted by p1's soul in cell 1. */
  const evader = (cells: Record<number, string>) =>
    battle(
      { p1: ['s-pangjuan'], p2: ['s-caogui', 's-huishi'] },
      (x) => {
        place(x, 'p1', 1, 's-pangjuan');
        place(x, 'p1', 9, 's-yangzhu');
        place(x, 'p2', 2, 's-caogui');
        for (const [cell, card] of Object.entries(cells)) place(x, 'p2', Number(cell), card);
      },
      false,
    );
  it('the target moves to 9; the soul at 8 is the nearest in column 2/5/8 and becomes the target', () => {
    let s = evader({ 8: 's-huishi' });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 2 } });
    expect(s.phase).toBe('match.round.battle.act.targetWindow');
    expect(s.active).toBe('p2'); // O has priority first in the target window
    const moves = legal(s, 'p2').filter((a) => a.type === 'effect.activate');
    expect(moves.map((a) => (a.payload as { cell: number }).cell)).toEqual([1, 3, 4, 5, 6, 7, 9]);
    const caogui = s.game.boards.p2.sandField[1]!;
    const huishi = s.game.boards.p2.sandField[7]!;
    s = act(s, 'p2', 'effect.activate', { card: caogui, effect: 0, cell: 9 }); // its limit is used: priority passes on by itself
    expect(mark(s, huishi).damage).toBe(1500);
    expect(mark(s, caogui).damage).toBe(0);
  });
  it('with column 2/5/8 empty after the move, the attacker chooses an altar', () => {
    let s = evader({});
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 2 } });
    s = act(s, 'p2', 'effect.activate', { card: s.game.boards.p2.sandField[1]!, effect: 0, cell: 9 });
    expect(s.game.attack?.stage).toBe('awaitRedirect');
    expect(legal(s, 'p1').map((a) => a.type)).toEqual(Array(5).fill('battle.redirect'));
    s = act(s, 'p1', 'battle.redirect', { altar: 3 });
    expect(s.game.boards.p2.altars[3].damage).toBe(750); // O's field still has a card: half of 1500
  });
  it('running forward inside the column changes nothing (5 → 2 is still the nearest)', () => {
    let s = battle({ p1: ['s-pangjuan'], p2: ['s-caogui'] }, (x) => {
      place(x, 'p1', 1, 's-pangjuan');
      place(x, 'p1', 9, 's-yangzhu');
      place(x, 'p2', 5, 's-caogui');
    });
    const caogui = s.game.boards.p2.sandField[4]!;
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    s = act(s, 'p2', 'effect.activate', { card: caogui, effect: 0, cell: 2 });
    expect(mark(s, caogui)).toMatchObject({ damage: 1500, tapped: true });
  });
  it('W35: a soul tapped by its own attack keeps its activated effect; moved to an unprocessed cell it still skips (A2)', () => {
    let s = battle({ p1: ['s-caogui'], p2: ['s-huishi'] }, (x) => {
      place(x, 'p1', 2, 's-caogui');
      place(x, 'p1', 9, 's-yangzhu');
      place(x, 'p2', 5, 's-huishi');
    });
    const caogui = s.game.boards.p1.sandField[1]!;
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    expect(mark(s, caogui).tapped).toBe(true); // 900 back against its base 800
    expect(s.phase).toBe('match.round.battle.act.afterWindow');
    s = act(s, 'p1', 'effect.activate', { card: caogui, effect: 0, cell: 7 });
    expect(s.game.boards.p1.sandField[6]).toBe(caogui);
    expect(mark(s, caogui).tapped).toBe(true);
    // Play the battle out: p1's cell 9 acts, its tapped card in cell 7 never does (A2).
    const acted: string[] = [];
    for (let i = 0; i < 40 && s.phase.startsWith('match.round.battle') && s.active; i++) {
      if (s.phase.endsWith('act.declare') && s.game.cursor)
        acted.push(`${s.game.cursor.seat}:${s.game.cursor.cell}`);
      const [next] = legal(s, s.active).filter((a) => a.type !== 'match.concede');
      s = act(s, s.active, next.type, next.payload as Record<string, unknown>);
    }
    expect(acted).toContain('p1:9');
    expect(acted).not.toContain('p1:7');
  });
  it("P's soul attacks in cell 2, moves to unprocessed cell 7 after attacking, and attacks again (once per battle)", () => {
    let s = battle({ p1: ['s-caogui'] }, (x) => {
      place(x, 'p1', 2, 's-caogui');
      place(x, 'p1', 9, 's-yangzhu');
    });
    const caogui = s.game.boards.p1.sandField[1]!;
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(s.phase).toBe('match.round.battle.act.afterWindow');
    s = act(s, 'p1', 'effect.activate', { card: caogui, effect: 0, cell: 7 });
    expect(s.game.cursor).toEqual({ cell: 7, seat: 'p1' });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(s.game.boards.p2.altars[0].damage).toBe(1600);
    expect(s.phase).toBe('match.round.battle.act.declare'); // no window: the once-per-battle limit is used up
    expect(refusal(s, 'p1', 'effect.activate', { card: caogui, effect: 0, cell: 8 })).toBe('ERR_NO_PRIORITY');
  });
});

describe('§5.7 strategies and power (§8.5)', () => {
  it('both strategies reveal at battle start and modify final power for the round; base power still decides tapping', () => {
    let a = '';
    let s = recon({ p1: ['st-beishui'] }, (x) => {
      const st = putIn(x, 'p1', 'hand', 'st-beishui');
      x.game.boards.p1.hand.pop();
      x.game.boards.p1.strategy = st;
      x.game.marks[st] = { faceUp: false, tapped: false, damage: 0, enteredRound: 0 };
      a = place(x, 'p1', 1, 's-weiwuzu');
      place(x, 'p1', 9, 's-yangzhu');
    });
    s = advance(s, atDeclare);
    expect(s.game.boards.p1.strategyRevealed).toBe(true);
    expect(finalPower(s, a)).toBe(1300);
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(s.game.boards.p2.altars[0].damage).toBe(1300);
  });
});

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
