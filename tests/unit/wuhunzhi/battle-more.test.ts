/** §6.4 traps, §6.5 movement/redirect, §5.7 strategies and power. */
import { describe, expect, it } from 'vitest';
import { finalPower } from '@/machines/wuhunzhi/effects/power';
import { act, advance, atDeclare, legal, place, putIn, refusal } from './helpers';

import { battle, mark, recon } from './battle-helpers';

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
