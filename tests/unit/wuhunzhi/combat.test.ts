/** §6.1–§6.3: the act procedure, soul vs soul with excess, soul vs altar with counterattacks; the spec's worked examples. */
import { describe, expect, it } from 'vitest';
import type { Seat } from '@/machines/engine';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import {
  act,
  advance,
  atDeclare,
  atPhase,
  customMatch,
  legal,
  noGenerals,
  occupy,
  pastSetup,
  place,
  refusal,
  rig,
} from './helpers';

/**
 * p1 first; both at reconnaissance of round 1, generals removed, then `build` rigs the board. A p1 soul in cell 9
 * (the "stopper") keeps the battle waiting for its declaration, so the end phase has not yet healed anything when
 * the test looks.
 */
function battle(
  build: (s: WuhunzhiState) => void,
  opts: Parameters<typeof customMatch>[0] = {},
): WuhunzhiState {
  let s = pastSetup(customMatch(opts));
  s = advance(s, atPhase('match.round.reconnaissance'));
  s = rig(s, (x) => {
    noGenerals(x);
    place(x, 'p1', 9, 's-yangzhu');
    build(x);
  });
  return advance(s, atDeclare);
}
const mark = (s: WuhunzhiState, id: string) => s.game.marks[id];
const altar = (s: WuhunzhiState, seat: Seat, i: number) => s.game.boards[seat].altars[i];

describe('§6.2 soul attacks soul', () => {
  it('1500 attacks 1000: defender takes 1500 and is tapped, attacker takes 1000 and stays upright, excess 500', () => {
    let a = '',
      d = '';
    let s = battle(
      (x) => {
        a = place(x, 'p1', 1, 's-pangjuan'); // 1500
        d = place(x, 'p2', 5, 's-zhuanzhu'); // 1000
      },
      { p1: ['s-pangjuan'] },
    );
    expect(s.game.cursor).toEqual({ cell: 1, seat: 'p1' });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    expect(mark(s, d)).toMatchObject({ damage: 1500, tapped: true });
    expect(mark(s, a)).toMatchObject({ damage: 1000, tapped: false });
    expect(s.game.attack?.stage).toBe('awaitExcess');
    expect(s.game.attack?.excess).toBe(500);
    expect(legal(s, 'p1').filter((x) => x.type === 'battle.excess')).toHaveLength(6); // 5 altars + decline (R24)
    s = act(s, 'p1', 'battle.excess', { altar: 2 });
    expect(altar(s, 'p2', 2).damage).toBe(500);
    expect(s.game.altarDamageTakenThisRound.p2).toBe(500);
  });

  it('1000 vs 1000: both tapped, no excess because the attacker is not higher', () => {
    let a = '',
      d = '';
    let s = battle((x) => {
      a = place(x, 'p1', 2, 's-weiwuzu');
      d = place(x, 'p2', 2, 's-qinruishi');
    });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 2 } });
    expect(mark(s, a).tapped && mark(s, d).tapped).toBe(true);
    expect(s.game.attack).toBeNull(); // the act finished and the loop moved on
    expect(s.game.altarDamageTakenThisRound.p2).toBe(0);
  });

  it('a 1000 defender carrying 900 damage attacked by 1100: damage 2000, tapped, excess 100 (not 1100 − 100)', () => {
    let d = '';
    let s = battle((x) => {
      const a = place(x, 'p1', 1, 's-weiwuzu');
      x.game.powerMods.push({ card: a, amount: 100, until: 'round' }); // final 1100
      d = place(x, 'p2', 4, 's-qinruishi', { damage: 900 });
    });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 4 } });
    expect(mark(s, d)).toMatchObject({ damage: 2000, tapped: true });
    expect(s.game.attack?.excess).toBe(100);
  });

  it('an attacker with base 1000 buffed to 1400 against 1200 takes 1200 ≥ base and is tapped though it won; excess 200', () => {
    let a = '';
    let s = battle(
      (x) => {
        a = place(x, 'p1', 1, 's-weiwuzu');
        x.game.powerMods.push({ card: a, amount: 400, until: 'round' });
        place(x, 'p2', 1, 's-suqin'); // 1200
      },
      { p2: ['s-suqin'] },
    );
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 1 } });
    expect(mark(s, a)).toMatchObject({ damage: 1200, tapped: true });
    expect(s.game.attack?.excess).toBe(200);
  });

  it('excessMandatory refuses declining', () => {
    let s = battle(
      (x) => {
        place(x, 'p1', 1, 's-pangjuan');
        place(x, 'p2', 1, 's-qinruishi');
      },
      { p1: ['s-pangjuan'], config: { excessMandatory: true } },
    );
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 1 } });
    expect(refusal(s, 'p1', 'battle.excess', { altar: null })).toBe('ERR_EXCESS_MANDATORY');
    expect(
      legal(s, 'p1').some(
        (x) => x.type === 'battle.excess' && (x.payload as { altar: unknown }).altar === null,
      ),
    ).toBe(false);
  });
});

describe('§6.3 soul attacks altar', () => {
  it('base 1600 final 2000, the opponent field holds a tapped soul: the altar takes floor(1600/2) = 800', () => {
    let s = battle(
      (x) => {
        const a = place(x, 'p1', 3, 's-lianpo');
        x.game.powerMods.push({ card: a, amount: 400, until: 'round' });
        place(x, 'p2', 9, 's-qinruishi', { tapped: true });
      },
      { p1: ['s-lianpo'] },
    );
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 1 } });
    expect(altar(s, 'p2', 1).damage).toBe(800);
    expect(altar(s, 'p2', 1).destroyed).toBe(false);
  });

  it('same attacker, empty opponent field: the altar takes the final 2000 and is destroyed (turned face up)', () => {
    let s = battle(
      (x) => {
        const a = place(x, 'p1', 3, 's-lianpo');
        x.game.powerMods.push({ card: a, amount: 400, until: 'round' });
      },
      { p1: ['s-lianpo'] },
    );
    expect(altar(s, 'p2', 3).faceUp).toBe(false);
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 3 } }); // face-down altars can be attacked (R7)
    expect(altar(s, 'p2', 3)).toMatchObject({ damage: 2000, destroyed: true, faceUp: true });
  });

  it('an altar at 1500 this round takes 500 more: destroyed; at 1900 it survives and the end phase resets it', () => {
    let s = battle((x) => {
      place(x, 'p1', 1, 's-weiwuzu'); // half of 1000 = 500 (the field below is not empty)
      place(x, 'p1', 2, 's-chugongshou'); // 800 → 400
      place(x, 'p2', 9, 's-qinruishi', { tapped: true });
      x.game.boards.p2.altars[0].damage = 1500;
      x.game.boards.p2.altars[1].damage = 1500;
    });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(altar(s, 'p2', 0)).toMatchObject({ damage: 2000, destroyed: true });
    s = advance(s, atDeclare);
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 1 } });
    expect(altar(s, 'p2', 1)).toMatchObject({ damage: 1900, destroyed: false });
    s = advance(s, atDeclare); // the stopper in cell 9
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 9 } });
    s = advance(s, (x) => x.game.round === 2);
    expect(altar(s, 'p2', 1).damage).toBe(0);
    expect(altar(s, 'p2', 0)).toMatchObject({ damage: 2000, destroyed: true }); // destroyed altars are never repaired
  });

  it('attacker base 1000 hits an altar whose face-up occupant has base 1200: attacker takes 1200 and is tapped, occupant nothing', () => {
    let a = '',
      k = '';
    let s = battle(
      (x) => {
        a = place(x, 'p1', 1, 's-weiwuzu');
        k = occupy(x, 'p2', 0, 's-suqin');
      },
      { p2: ['s-suqin'] },
    );
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(mark(s, a)).toMatchObject({ damage: 1200, tapped: true });
    expect(mark(s, k).damage).toBe(0);
    expect(altar(s, 'p2', 0).damage).toBe(1000); // the opponent field is empty: full final power
  });

  it('a face-down occupant: the defender chooses; revealing a soul counterattacks without its [翻开] effect', () => {
    let a = '',
      k = '';
    let s = battle(
      (x) => {
        a = place(x, 'p1', 1, 's-pangjuan');
        k = occupy(x, 'p2', 0, 's-jingke', { faceUp: false }); // [翻开] +400 must not fire
      },
      { p1: ['s-pangjuan'], p2: ['s-jingke'] },
    );
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(s.game.attack?.stage).toBe('awaitCounter');
    expect(s.active).toBe('p2');
    expect(legal(s, 'p2').map((x) => x.payload)).toEqual([{ reveal: true }, { reveal: false }]);
    s = act(s, 'p2', 'battle.counter', { reveal: true });
    expect(mark(s, k).faceUp).toBe(true);
    expect(mark(s, a).damage).toBe(1000); // base power of the occupant, no +400
    expect(s.game.powerMods).toEqual([]);
    expect(altar(s, 'p2', 0).damage).toBe(1500);
  });

  it('a face-down trap occupant is offered the same prompt but cannot be revealed', () => {
    let s = battle(
      (x) => {
        place(x, 'p1', 1, 's-pangjuan');
        occupy(x, 'p2', 0, 't-xiankeng', { faceUp: false });
      },
      { p1: ['s-pangjuan'], p2: ['t-xiankeng'] },
    );
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(legal(s, 'p2').map((x) => x.payload)).toEqual([{ reveal: false }]);
    expect(refusal(s, 'p2', 'battle.counter', { reveal: true })).toBe('ERR_COUNTER_NOT_SOUL');
    s = act(s, 'p2', 'battle.counter', { reveal: false });
    expect(altar(s, 'p2', 0).damage).toBe(1500);
  });

  it('halfRounding ceil', () => {
    let s = battle(
      (x) => {
        place(x, 'p1', 1, 's-qinhuali'); // 900
        place(x, 'p2', 9, 's-qinruishi', { tapped: true });
      },
      { config: { halfRounding: 'ceil' } },
    );
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    expect(altar(s, 'p2', 0).damage).toBe(450);
  });
});

describe('§6.1 the act procedure', () => {
  it('cells go first 1 → second 1 → first 2 …; empty and tapped cells are skipped but count as processed (R31)', () => {
    let s = battle((x) => {
      place(x, 'p1', 2, 's-weiwuzu', { tapped: true });
      place(x, 'p2', 1, 's-qinruishi');
      place(x, 'p1', 3, 's-qijiji');
    });
    expect(s.game.cursor).toEqual({ cell: 1, seat: 'p2' });
    expect(s.game.processedCells).toEqual({ p1: [1], p2: [1] });
    s = act(s, 'p2', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
    s = advance(s, atDeclare);
    expect(s.game.cursor).toEqual({ cell: 3, seat: 'p1' });
    expect(s.game.processedCells.p1).toEqual([1, 2, 3]);
    expect(s.game.processedCells.p2).toEqual([1, 2]);
  });

  it('a face-down attacker is revealed first and its [翻开] effect resolves (荆轲 +400)', () => {
    let a = '';
    let s = battle(
      (x) => {
        a = place(x, 'p1', 1, 's-jingke', { faceUp: false });
        place(x, 'p2', 1, 's-lianpo');
      },
      { p1: ['s-jingke'], p2: ['s-lianpo'] },
    );
    expect(mark(s, a).faceUp).toBe(true);
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 1 } });
    expect(s.game.attack?.excess ?? 0).toBe(0); // 1400 vs 1600
    expect(s.game.boards.p2.sandField[0] && mark(s, s.game.boards.p2.sandField[0]!).damage).toBe(1400);
  });

  it('declining to attack is impossible: only declarations are legal, and destroyed altars are not targets (R8)', () => {
    const s = battle((x) => {
      place(x, 'p1', 1, 's-weiwuzu');
      x.game.boards.p2.altars[4].destroyed = true;
    });
    const acts = legal(s, 'p1');
    expect(acts.every((x) => x.type === 'battle.declare')).toBe(true);
    expect(acts.map((x) => (x.payload as { target: { altar?: number } }).target.altar)).toEqual([0, 1, 2, 3]); // empty field
    expect(refusal(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 4 } })).toBe(
      'ERR_BAD_TARGET',
    );
    expect(refusal(s, 'p2', 'battle.declare', { target: { kind: 'altar', altar: 0 } })).toBe(
      'ERR_NOT_YOUR_ATTACK',
    );
  });

  it('tappedSoulCombat: untargetable removes tapped cards from the targets; noRetaliation deals no damage back', () => {
    const s1 = battle(
      (x) => {
        place(x, 'p1', 1, 's-weiwuzu');
        place(x, 'p2', 5, 's-qinruishi', { tapped: true });
      },
      { config: { tappedSoulCombat: 'untargetable' } },
    );
    expect(
      legal(s1, 'p1').some((x) => (x.payload as { target: { kind: string } }).target.kind === 'card'),
    ).toBe(false);
    let a = '';
    let s2 = battle(
      (x) => {
        a = place(x, 'p1', 1, 's-weiwuzu');
        place(x, 'p2', 5, 's-qinruishi', { tapped: true });
      },
      { config: { tappedSoulCombat: 'noRetaliation' } },
    );
    s2 = act(s2, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    expect(mark(s2, a).damage).toBe(0);
  });
});
