/**
 * Narration as segments: cards are instances and players seats, rendered per perspective; passes say who passed
 * and, when the window closes, what ended; nothing the action's own sentence says is told twice.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, cardRefs, narrateText, stepNarration } from '@/machines/engine';
import type { Perspective, Seat } from '@/machines/engine';
import type { XingjieState } from '@/machines/xingjie/state';
import { A, applied, def, newMatch, passTo, place, toHand } from './helpers';

function told(
  s: XingjieState,
  type: string,
  actor: Seat,
  payload: object = {},
  p: Perspective = 'omniscient',
) {
  const { action, after } = applied(s, type, actor, payload);
  return { after, text: narrateText(def, s, action, after, p) };
}
const pass = (s: XingjieState) => told(s, 'priority.pass', s.game.priority!.holder);

describe('passes', () => {
  it('the turn player passes in a phase; the other does not respond; the second pass says what ended', () => {
    const s = newMatch({ p2: ['footman', 'farmer'] });
    const one = pass(s);
    expect(one.text).toEqual({ zh: '甲在回合开始阶段没有动作', en: '甲 passes in the start phase' });
    expect(pass(one.after).text).toEqual({
      zh: '乙也没有回应，回合开始阶段结束，先手第一回合不抽卡，进入行动阶段',
      en: '乙 does not respond either; the start phase ends; the first player does not draw on turn 1; on to the action phase',
    });
  });
  it('after a main action the responder passes, and the turn player’s pass ends the phase', () => {
    let s = passTo(newMatch(), 'turn.action');
    const c = toHand(s, 'p1', 'footman');
    s = told(s, 'summon.normal', 'p1', { card: c, tributes: [] }).after;
    const r = pass(s);
    expect(r.text.zh).toBe('乙没有回应');
    expect(pass(r.after).text.zh).toBe('甲也没有动作，行动阶段结束，进入战斗阶段');
  });
  it('the last pass of the turn tells the turn ending and the next beginning', () => {
    const s = passTo(newMatch(), 'turn.end.window');
    expect(pass(pass(s).after).text.zh).toBe('乙也没有回应，甲的回合结束，第2回合开始，轮到乙');
  });
});

describe('segments, not names in strings', () => {
  it('a summon refers to the card by instance and tells its arrival once', () => {
    const s = passTo(newMatch(), 'turn.action');
    const c = toHand(s, 'p1', 'meng-tian');
    const r = applyAction<XingjieState>(def, s, A('summon.normal', 'p1', { card: c, tributes: [] }));
    if (!r.ok) throw new Error('refused');
    const n = stepNarration(def, s, A('summon.normal', 'p1', { card: c, tributes: [] }), r.state);
    expect(cardRefs(n)).toEqual([c]);
    expect(n.zh.filter((x) => typeof x === 'string').join('')).not.toContain('蒙恬');
    const t = narrateText(def, s, A('summon.normal', 'p1', { card: c, tributes: [] }), r.state);
    expect(t.zh).toBe('甲普通召唤「蒙恬」，以攻击表示登场于前场第1格');
    expect(t.zh.split('蒙恬')).toHaveLength(2);
  });
  it('a player named like a card keeps the name while that card is hidden; the card reads as unrevealed', () => {
    const s = passTo(newMatch(), 'turn.action');
    s.players = { p1: { name: '荆轲' }, p2: { name: '项羽' } };
    const c = toHand(s, 'p1', 'jing-ke');
    const set = toHand(s, 'p1', 'ambush');
    const t = told(s, 'backrow.set', 'p1', { card: set }, 'p2');
    expect(t.text.zh).toBe('荆轲在后场第1格盖放一张未公开的卡');
    const sum = told(s, 'summon.set', 'p1', { card: c, tributes: [] }, 'p2');
    expect(sum.text.zh).toBe('荆轲在前场第1格里侧盖放一张未公开的卡');
    expect(told(s, 'summon.set', 'p1', { card: c, tributes: [] }, 'p1').text.zh).toBe(
      '荆轲在前场第1格里侧盖放「荆轲」',
    );
  });
  it('a face-down attack target is unrevealed to the attacker until it flips', () => {
    let s = passTo(newMatch(), 'turn.end.window');
    s = passTo(s, 'turn.action', 20);
    place(s, 'p2', 'meng-tian', 0);
    place(s, 'p1', 'jing-ke', 2, 'faceDownDefense');
    s = passTo(s, 'turn.battle.idle');
    const decl = told(s, 'battle.attack', 'p2', { attacker: 0, target: 2 }, 'p2');
    expect(decl.text.zh).toBe(
      '乙前场第1格的「蒙恬」攻击甲前场第3格的一张未公开的卡，攻击响应窗口打开，由甲先回应',
    );
    const window = pass(decl.after).after; // 甲 does not respond; 乙's pass resolves the attack
    const resolved = told(window, 'priority.pass', 'p2', {}, 'p2');
    expect(resolved.text.zh).toContain('被攻击的「荆轲」翻为防守表示');
  });
});
