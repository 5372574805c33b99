/** Remaining §9 rulings, each with its default and (where configurable) its other value. */
import { describe, expect, it } from 'vitest';
import { finalPower, altarLevel } from '@/machines/wuhunzhi/effects/power';
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
  putIn,
  rig,
} from './helpers';

function battle(opts: Parameters<typeof customMatch>[0], build: (s: WuhunzhiState) => void): WuhunzhiState {
  const s = advance(pastSetup(customMatch(opts)), atPhase('match.round.reconnaissance'));
  return advance(
    rig(s, (x) => {
      noGenerals(x);
      place(x, 'p1', 9, 's-yangzhu');
      build(x);
    }),
    atDeclare,
  );
}

describe('rulings', () => {
  it('R20: any card on the opponent field is a target, face-down cards and face-up traps included, in any row', () => {
    const s = battle({ p2: ['t-fubing'] }, (x) => {
      place(x, 'p1', 1, 's-weiwuzu');
      place(x, 'p2', 9, 's-qinruishi', { faceUp: false });
      place(x, 'p2', 7, 't-fubing', { faceUp: true });
    });
    const cells = legal(s, 'p1').flatMap((a) =>
      (a.payload as { target: { kind: string; cell?: number } }).target.kind === 'card'
        ? [(a.payload as { target: { cell: number } }).target.cell]
        : [],
    );
    expect(cells).toEqual([7, 9]);
  });

  it('R23/R43: a face-down target revealed by the attack fires [翻开] (要离 taps the attacker), so the attack deals no damage', () => {
    let a = '',
      d = '';
    let s = battle({ p1: ['s-pangjuan'], p2: ['s-yaoli'] }, (x) => {
      a = place(x, 'p1', 1, 's-pangjuan');
      d = place(x, 'p2', 5, 's-yaoli', { faceUp: false });
    });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    expect(s.game.marks[a].tapped).toBe(true);
    expect(s.game.marks[d].damage).toBe(0);
    expect(s.game.marks[a].damage).toBe(0);
  });

  it('R28: overkill counts in full for initiative; cappedAt2000 counts only up to the threshold; a declined excess counts 0', () => {
    const run = (measure: 'applied' | 'cappedAt2000') => {
      let s = battle({ p1: ['s-wangjian'], config: { initiativeDamageMeasure: measure } }, (x) => {
        place(x, 'p1', 1, 's-wangjian'); // 2400 into an empty field
        x.game.boards.p2.altars[0].damage = 1900;
      });
      s = act(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 0 } });
      return s.game.altarDamageTakenThisRound.p2;
    };
    expect(run('applied')).toBe(2400);
    expect(run('cappedAt2000')).toBe(100);
    let s = battle({ p1: ['s-pangjuan'] }, (x) => {
      place(x, 'p1', 1, 's-pangjuan');
      place(x, 'p2', 1, 's-qinruishi');
    });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 1 } });
    s = act(s, 'p1', 'battle.excess', { altar: null });
    expect(s.game.altarDamageTakenThisRound.p2).toBe(0);
  });

  it("R29/R30: the redirect goes to the front-most soul-counting card of the column (frontRow 'bottom' flips it); face-up traps are skipped", () => {
    const evade = (frontRow: 'top' | 'bottom', cell2: 'soul' | 'trap') => {
      let s = battle({ p1: ['s-pangjuan'], p2: ['s-caogui', 't-fubing'], config: { frontRow } }, (x) => {
        place(x, 'p1', 1, 's-pangjuan');
        place(x, 'p2', 5, 's-caogui');
        if (cell2 === 'trap') place(x, 'p2', 2, 't-fubing', { faceUp: true });
        else place(x, 'p2', 2, 's-qinruishi');
        place(x, 'p2', 8, 's-weiwuzu');
      });
      const caogui = s.game.boards.p2.sandField[4]!;
      const front = s.game.boards.p2.sandField[1]!;
      const rear = s.game.boards.p2.sandField[7]!;
      s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
      s = act(s, 'p2', 'effect.activate', { card: caogui, effect: 0, cell: 3 });
      return {
        hit:
          s.game.marks[front]?.damage === 1500
            ? 'front'
            : s.game.marks[rear].damage === 1500
              ? 'rear'
              : 'none',
      };
    };
    expect(evade('top', 'soul').hit).toBe('front');
    expect(evade('bottom', 'soul').hit).toBe('rear');
    expect(evade('top', 'trap').hit).toBe('rear');
  });

  it("R34: a soul destroyed by an effect goes to the soul yard tapped; selfDestroyedSoulsTo only changes the owner's own effects", () => {
    const s = advance(
      pastSetup(customMatch({ p1: ['e-ciqin'], generals: { p1: ['g-baiqi'] } })),
      atPhase('match.round.planning.first'),
    );
    let victim = '';
    const t = rig(s, (x) => {
      putIn(x, 'p1', 'hand', 'e-ciqin');
      victim = place(x, 'p2', 5, 's-zhuanzhu');
    });
    const card = t.game.boards.p1.hand.find((id) => t.cards[id].cardId === 'e-ciqin')!;
    const u = act(t, 'p1', 'planning.activateEvent', { card, target: { seat: 'p2', cell: 5 } });
    expect(u.game.boards.p2.soulYard).toContain(victim);
    expect(u.game.marks[victim].tapped).toBe(true);
  });

  it('R38: an effect draw from an empty deck draws what is left, with no penalty', () => {
    const s = advance(pastSetup(customMatch({ p1: ['e-bianfa'] })), atPhase('match.round.planning.first'));
    const t = rig(s, (x) => {
      putIn(x, 'p1', 'hand', 'e-bianfa');
      x.game.boards.p1.discardPile.push(...x.game.boards.p1.deck.splice(1));
    });
    const card = t.game.boards.p1.hand.find((id) => t.cards[id].cardId === 'e-bianfa')!;
    const u = act(t, 'p1', 'planning.activateEvent', { card });
    expect(u.game.boards.p1.deck).toHaveLength(0);
    expect(u.result).toBeNull();
  });

  it('R44: a destroyed special altar keeps its effect by default; specialAltarActiveWhenDestroyed false turns it off', () => {
    const level = (active: boolean) => {
      const s = rig(
        pastSetup(
          customMatch({
            altars: { p1: ['a-kunlun', 'a-sheji', 'a-sheji', 'a-sheji', 'a-sheji'] },
            config: { specialAltarActiveWhenDestroyed: active },
          }),
        ),
        (x) => {
          x.game.boards.p1.altars[0].destroyed = true;
        },
      );
      return altarLevel(s, 'p1', 0);
    };
    expect(level(true)).toBe(1);
    expect(level(false)).toBe(0);
  });

  it('R6: a face-down altar is level 0; bound souls add levels and stay when the altar is destroyed', () => {
    const s = rig(pastSetup(customMatch()), (x) => {
      const a = putIn(x, 'p1', 'soulYard', 's-weiwuzu');
      x.game.boards.p1.soulYard.pop();
      x.game.boards.p1.altars[3].bound.push(a);
      const b = putIn(x, 'p1', 'soulYard', 's-qijiji');
      x.game.boards.p1.soulYard.pop();
      x.game.boards.p1.altars[0].bound.push(b);
      x.game.boards.p1.altars[0].destroyed = true;
    });
    expect(altarLevel(s, 'p1', 3)).toBe(0);
    expect(altarLevel(s, 'p1', 0)).toBe(1);
  });

  it('R42: final power is floored at 0 and never changes the base power used for tapping', () => {
    const s = rig(pastSetup(customMatch()), (x) => {
      const id = place(x, 'p1', 1, 's-weiwuzu');
      x.game.powerMods.push({ card: id, amount: -5000, until: 'round' });
    });
    expect(finalPower(s, s.game.boards.p1.sandField[0]!)).toBe(0);
  });

  it('R26: the occupant counterattacks only for its own altar, never for excess allocated onto it', () => {
    let a = '';
    let s = battle({ p1: ['s-pangjuan'] }, (x) => {
      a = place(x, 'p1', 1, 's-pangjuan');
      place(x, 'p2', 1, 's-qinruishi');
      occupy(x, 'p2', 0, 's-weiwuzu');
    });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 1 } });
    s = act(s, 'p1', 'battle.excess', { altar: 0 });
    expect(s.game.boards.p2.altars[0].damage).toBe(500);
    expect(s.game.marks[a].damage).toBe(1000); // only the defender's 1000
  });
});
