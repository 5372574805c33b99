/**
 * consequences(before, action, after): the ordered, typed list of what an action caused, one test per kind the
 * game produces (draw, enter, move, reveal, attack, damage, heal, status, destroy, phase, turn, result, other),
 * and the pause readers get between the battle's outcome and the end phase (issue 13.4).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, renderContext, renderNarration, stepConsequences } from '@/machines/engine';
import type { Action, Consequence, Seat } from '@/machines/engine';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { battle } from './battle-helpers';
import { act, advance, atPhase, customMatch, def, pastSetup, place } from './helpers';

function step(s: WuhunzhiState, actor: Seat, type: string, payload: object = {}) {
  const action: Action = { type, actor, payload };
  const r = applyAction(def, s, action);
  if (!r.ok) throw new Error(`${type}: ${r.error.code}`);
  const after = r.state as WuhunzhiState;
  return { after, list: stepConsequences(def, s, action, after), action, before: s };
}
const zh = (x: ReturnType<typeof step>, c: Consequence) =>
  renderNarration(c.text, renderContext(def, x.before, x.after, 'omniscient')).zh;

describe('consequences by kind', () => {
  it('draw, turn and phase: the second setup choice starts round 1 and the first player draws five', () => {
    let s = customMatch();
    const g = s.game.boards.p1.generalStack;
    s = act(s, 'p1', 'setup.choose', { general: g[0], reserves: g.slice(1), altar: 0 });
    const b = s.game.boards.p2;
    const x = step(s, 'p2', 'setup.choose', {
      general: b.generalStack[0],
      reserves: b.generalStack.slice(1),
      altar: 0,
    });
    expect(x.list.map((c) => c.kind)).toEqual(['reveal', 'reveal', 'turn', 'phase', 'draw']);
    expect(x.list[2]).toMatchObject({ kind: 'turn', turn: 1, seat: 'p1' });
    expect(x.list[3]).toMatchObject({
      kind: 'phase',
      from: 'match.round.preparation',
      to: 'match.round.construction',
    });
    expect(x.list[4]).toMatchObject({ kind: 'draw', seat: 'p1', cards: x.after.game.boards.p1.hand });
    expect(zh(x, x.list[4])).toBe('甲抽了5张牌');
  });

  it('enter and reveal: a face-down summon enters its altar; scouting reveals a card', () => {
    let s = advance(pastSetup(customMatch()), atPhase('match.round.summoning'));
    const card = s.game.boards.p1.hand[0];
    const x = step(s, 'p1', 'summon.place', { card, altar: 0, faceDown: true });
    expect(x.list[0]).toMatchObject({
      kind: 'enter',
      card,
      faceDown: true,
      to: { seat: 'p1', zone: 'altar', index: 1 },
    });
    s = advance(x.after, (y) => y.phase === 'match.round.reconnaissance.first');
    s = JSON.parse(JSON.stringify(s));
    const hidden = place(s, 'p2', 4, 's-qinruishi', { faceUp: false });
    const y = step(s, 'p1', 'recon.scout', { cell: 4 });
    expect(y.list[0]).toEqual(expect.objectContaining({ kind: 'reveal', card: hidden }));
  });

  it('attack, other (the clash), damage with its source, status: soul against soul', () => {
    let a = '';
    let d = '';
    const s = battle({ p1: ['s-pangjuan'] }, (x) => {
      a = place(x, 'p1', 1, 's-pangjuan'); // 1500
      d = place(x, 'p2', 5, 's-zhuanzhu'); // 1000
    });
    const x = step(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    expect(x.list.map((c) => c.kind)).toEqual(['attack', 'other', 'damage', 'damage', 'status']);
    expect(x.list[0]).toMatchObject({ attacker: a, target: { card: d } });
    expect(zh(x, x.list[1])).toBe('最终战力1500对1000');
    expect(x.list[2]).toMatchObject({ target: { card: d }, amount: 1500, source: a });
    expect(x.list[3]).toMatchObject({ target: { card: a }, amount: 1000, source: d });
    expect(x.list[4]).toMatchObject({ card: d, status: 'tapped', value: true });
  });

  it('the battle’s outcome, then phase, move, heal, turn: excess damage ends the battle and the round rolls over', () => {
    let a = '';
    let d = '';
    const s = battle({ p1: ['s-pangjuan'] }, (x) => {
      a = place(x, 'p1', 1, 's-pangjuan');
      d = place(x, 'p2', 5, 's-zhuanzhu');
    });
    const declared = step(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    const x = step(declared.after, 'p1', 'battle.excess', { altar: 2 });
    const altarId = x.after.game.boards.p2.altars[2].id;
    const kinds = x.list.map((c) => c.kind);
    expect(kinds.slice(0, 7)).toEqual(['damage', 'phase', 'move', 'heal', 'other', 'turn', 'phase']);
    expect(x.list[0]).toMatchObject({ target: { card: altarId }, amount: 500, source: a });
    // The reader can stop after the battle, before the end phase moves the defeated soul and heals the altar.
    expect(x.list[1]).toMatchObject({ from: 'match.round.battle', to: 'match.round.end' });
    expect(zh(x, x.list[1])).toBe('战斗阶段结束，进入结束阶段');
    expect(x.list[2]).toMatchObject({
      card: d,
      from: { seat: 'p2', zone: 'sandField', index: 5 },
      to: { seat: 'p2', zone: 'soulYard' },
    });
    expect(x.list[3]).toMatchObject({ target: { card: altarId }, amount: 500 });
    expect(zh(x, x.list[3])).toBe('乙的第3号祭坛伤害清零');
    expect(zh(x, x.list[4])).toBe('乙获得下一回合的先攻权'); // p2's altars took more damage this round (§4.3)
    expect(x.list[5]).toMatchObject({ kind: 'turn', turn: 2, seat: 'p2' });
    expect(x.after.game.boards.p2.soulYard).toContain(d);
  });

  it('destroy (by the attacker) and result: a fourth altar falls', () => {
    let a = '';
    const s = battle({}, (x) => {
      a = place(x, 'p1', 1, 's-weiwuzu'); // 1000, the opponent's sand field is empty: full final power
      const altars = x.game.boards.p2.altars;
      for (const i of [0, 1, 2]) Object.assign(altars[i], { destroyed: true, faceUp: true, damage: 2000 });
      altars[3].damage = 1500;
      altars[3].faceUp = true;
    });
    const x = step(s, 'p1', 'battle.declare', { target: { kind: 'altar', altar: 3 } });
    const altarId = x.after.game.boards.p2.altars[3].id;
    expect(x.list.map((c) => c.kind)).toEqual(['attack', 'other', 'damage', 'destroy', 'result']);
    expect(zh(x, x.list[1])).toBe('乙的沙场上已没有卡，以最终战力攻击祭坛');
    expect(x.list[3]).toMatchObject({ card: altarId, by: a });
    expect(x.list[4]).toMatchObject({ kind: 'result', winner: 'p1' });
    expect(zh(x, x.list[4])).toBe('乙祭坛被破坏四个，甲获胜');
  });
});
