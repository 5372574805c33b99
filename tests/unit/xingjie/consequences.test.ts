/**
 * consequences(before, action, after): what each action caused, in order, as typed records with their own sentence
 * — one test per kind the game produces (phase, turn, draw, enter, move, destroy, attack, damage, heal, life, reveal,
 * status, result, other), with sources, targets, zones and before/after values.
 */
import { describe, expect, it } from 'vitest';
import { renderContext, renderNarration, stepConsequences } from '@/machines/engine';
import type { Consequence, Perspective, Seat } from '@/machines/engine';
import type { XingjieState } from '@/machines/xingjie/state';
import { applied, def, newMatch, passTo, place, setCard, toHand, vanilla } from './helpers';

/** Apply an action; its consequences, and each one's sentence as a perspective reads it. */
function step(
  s: XingjieState,
  type: string,
  actor: Seat,
  payload: object = {},
  p: Perspective = 'omniscient',
) {
  const { action, after } = applied(s, type, actor, payload);
  const list = stepConsequences(def, s, action, after);
  const ctx = renderContext(def, s, after, p);
  return { after, list, say: list.map((c) => renderNarration(c.text, ctx).zh) };
}
const pass = (s: XingjieState, p: Perspective = 'omniscient') =>
  step(s, 'priority.pass', s.game.priority!.holder, {}, p);
const kinds = (list: Consequence[]) => list.map((c) => c.kind);

/** Turn 2 (p2 to attack p1), battle phase, after `prep` set the board in the action phase. */
function battle(prep: (s: XingjieState) => void, o: Parameters<typeof newMatch>[0] = {}): XingjieState {
  let s = passTo(newMatch(o), 'turn.end.window');
  s = passTo(s, 'turn.action', 20);
  prep(s);
  return passTo(s, 'turn.battle.idle');
}

describe('phase and turn: what a pass caused', () => {
  it('a first pass causes nothing; the second closes the window and says which phase ended', () => {
    const s = newMatch({ p2: ['footman', 'farmer'] });
    expect(pass(s).list).toEqual([]);
    const two = pass(pass(s).after);
    expect(two.list[0]).toMatchObject({ kind: 'phase', from: 'turn.start', to: 'turn.action' });
    expect(two.say[0]).toBe('回合开始阶段结束，先手第一回合不抽卡，进入行动阶段');
  });
  it('ending the turn: the turn ends, the next begins for the other seat, then its start', () => {
    const s = passTo(newMatch(), 'turn.end.window');
    const r = pass(pass(s).after);
    expect(kinds(r.list)).toEqual(['phase', 'turn']);
    expect(r.list[0]).toMatchObject({ from: 'turn.end.window', to: 'turn.start' });
    expect(r.list[1]).toMatchObject({ kind: 'turn', turn: 2, seat: 'p2' });
    expect(r.say).toEqual(['甲的回合结束', '第2回合开始，轮到乙']);
  });
  it('an attack opens a response window with the defender first', () => {
    const s = battle((b) => {
      place(b, 'p2', 'footman', 0);
      place(b, 'p1', 'farmer', 3);
    });
    const r = step(s, 'battle.attack', 'p2', { attacker: 0, target: 3 });
    expect(kinds(r.list)).toEqual(['attack', 'phase']);
    expect(r.list[1]).toMatchObject({ from: 'turn.battle.idle', to: 'turn.battle.attack' });
    expect(r.say[1]).toBe('攻击响应窗口打开，由甲先回应');
  });
});

describe('draw', () => {
  it('the turn’s draw, named to its owner and hidden from the other seat', () => {
    const s = passTo(passTo(newMatch({ p2: ['footman', 'farmer'] }), 'turn.end.window'), 'turn.start', 4);
    const r = pass(pass(s).after);
    const d = r.list.find((c) => c.kind === 'draw')!;
    expect(d).toMatchObject({ kind: 'draw', seat: 'p2', cards: [r.after.game.players.p2.hand[0]] });
    const ctx = (p: Perspective) => renderNarration(d.text, renderContext(def, pass(s).after, r.after, p)).zh;
    expect(ctx('p2')).toBe('乙抽到「步兵」');
    expect(ctx('p1')).toBe('乙抽到一张未公开的卡');
  });
});

describe('enter and move', () => {
  it('a normal summon enters the lowest free slot; a set enters face down', () => {
    const s = passTo(newMatch(), 'turn.action');
    const c = toHand(s, 'p1', 'footman');
    place(s, 'p1', 'farmer', 0);
    const r = step(s, 'summon.normal', 'p1', { card: c, tributes: [] });
    expect(r.list).toEqual([
      expect.objectContaining({ kind: 'enter', card: c, to: { seat: 'p1', zone: 'front', index: 1 } }),
    ]);
    const t = passTo(newMatch(), 'turn.action');
    const h = toHand(t, 'p1', 'jing-ke');
    const set = step(t, 'summon.set', 'p1', { card: h, tributes: [] }, 'p2');
    expect(set.list[0]).toMatchObject({ kind: 'enter', card: h, faceDown: true });
    expect(set.say[0]).toBe('一张未公开的卡以里侧守备表示登场于前场第1格');
  });
  it('tributes move from their slots to the graveyard before the new character enters', () => {
    const s = passTo(newMatch(), 'turn.action');
    const a = place(s, 'p1', vanilla(5, 1, 1), 0).id;
    const b = place(s, 'p1', vanilla(4, 1, 1), 2).id;
    const big = toHand(s, 'p1', vanilla(9, 9, 9));
    const r = step(s, 'summon.normal', 'p1', { card: big, tributes: [0, 2] });
    expect(kinds(r.list)).toEqual(['move', 'move', 'enter']);
    expect(r.list[0]).toMatchObject({
      card: a,
      from: { zone: 'front', index: 0 },
      to: { seat: 'p1', zone: 'graveyard' },
    });
    expect(r.list[1]).toMatchObject({ card: b, from: { zone: 'front', index: 2 } });
    expect(r.list[2]).toMatchObject({ card: big, to: { zone: 'front', index: 0 } });
  });
  it('a set back-row card enters face down; a resolved normal magic moves to the graveyard', () => {
    const s = passTo(newMatch(), 'turn.action');
    const trap = toHand(s, 'p1', 'ambush');
    expect(step(s, 'backrow.set', 'p1', { card: trap }).list[0]).toMatchObject({
      kind: 'enter',
      to: { seat: 'p1', zone: 'back', index: 0 },
      faceDown: true,
    });
    const heal = toHand(s, 'p1', 'healing-hands');
    const r = step(s, 'magic.activate', 'p1', { card: heal });
    expect(kinds(r.list)).toEqual(['enter', 'other', 'move']);
    expect(r.list[2]).toMatchObject({
      card: heal,
      from: { zone: 'back', index: 0 },
      to: { zone: 'graveyard' },
    });
    expect(r.say[1]).toBe('甲的血量已满，没有回复');
  });
  it('a card sent back to the hand by an effect, its equipment following it to the graveyard', () => {
    let s = newMatch();
    s = passTo(s, 'turn.end.window');
    s = passTo(s, 'turn.start', 4);
    const lure = setCard(s, 'p1', 'lure-tiger', 0);
    const target = place(s, 'p2', 'footman', 1);
    const sword = setCard(s, 'p2', 'zhanlu-sword', 2);
    s.game.players.p2.back[2]!.faceUp = true;
    s.game.players.p2.back[2]!.equippedTo = target.id;
    s.game.players.p2.back[2]!.durabilityLeft = 2;
    target.equips.push(sword);
    s = pass(s).after; // p2 passes in its start phase, p1 may respond
    const r = step(s, 'set.activate', 'p1', { slot: 0, targets: [{ seat: 'p2', zone: 'front', slot: 1 }] });
    expect(kinds(r.list)).toEqual(['reveal', 'move', 'move', 'move']);
    expect(r.list[1]).toMatchObject({
      card: target.id,
      from: { seat: 'p2', zone: 'front', index: 1 },
      to: { seat: 'p2', zone: 'hand' },
    });
    expect(r.list[2]).toMatchObject({ card: sword, to: { zone: 'graveyard' } });
    expect(r.say.slice(1, 3)).toEqual(['「步兵」回到手牌', '「湛卢剑」随装备对象送入墓地']);
    expect(r.list[3]).toMatchObject({ card: lure, to: { zone: 'graveyard' } });
  });
});

describe('attack, damage, destroy, life', () => {
  const fight = () =>
    battle((b) => {
      place(b, 'p2', 'meng-tian', 2);
      place(b, 'p1', vanilla(4, 1, 2), 1);
    });
  it('the declaration: attacker and target', () => {
    const s = fight();
    const r = step(s, 'battle.attack', 'p2', { attacker: 2, target: 1 });
    expect(r.list[0]).toMatchObject({
      kind: 'attack',
      attacker: s.game.players.p2.front[2]!.id,
      target: { card: s.game.players.p1.front[1]!.id },
    });
    expect(r.say[0]).toBe('乙前场第3格的「蒙恬」攻击甲前场第2格的「测试4星1/2」');
  });
  it('resolution: damage with source and target, overflow onto the avatar with life before and after, destruction by the attacker', () => {
    const s = fight();
    const a = s.game.players.p2.front[2]!.id;
    const d = s.game.players.p1.front[1]!.id;
    let t = step(s, 'battle.attack', 'p2', { attacker: 2, target: 1 }).after;
    t = pass(t).after;
    const r = pass(t);
    expect(kinds(r.list)).toEqual(['phase', 'damage', 'damage', 'life', 'destroy']);
    expect(r.list[1]).toMatchObject({ target: { card: d }, amount: 10, source: a });
    expect(r.list[2]).toMatchObject({ target: { seat: 'p1' }, amount: 8, source: a });
    expect(r.list[3]).toMatchObject({ kind: 'life', seat: 'p1', before: 150, after: 142 });
    expect(r.list[4]).toMatchObject({ kind: 'destroy', card: d, by: a });
    expect(r.say.slice(1)).toEqual([
      '「蒙恬」对「测试4星1/2」造成10点伤害',
      '8点伤害溢出到甲身上（剩余142）',
      '甲的血量从150降到142',
      '「测试4星1/2」被「蒙恬」击败，送入墓地',
    ]);
  });
  it('an effect’s damage and destruction are credited to the card whose effect it was', () => {
    const s = passTo(newMatch(), 'turn.action');
    const fire = toHand(s, 'p1', 'beacon-fire');
    const victim = place(s, 'p2', vanilla(3, 1, 4), 0).id;
    const r = step(s, 'magic.activate', 'p1', {
      card: fire,
      targets: [{ seat: 'p2', zone: 'front', slot: 0 }],
    });
    expect(kinds(r.list)).toEqual(['enter', 'damage', 'destroy', 'move']);
    expect(r.list[1]).toMatchObject({ target: { card: victim }, amount: 4, source: fire });
    expect(r.list[2]).toMatchObject({ card: victim, by: fire });
    expect(r.say[2]).toBe('「测试3星1/4」被「烽火连天」的效果击败，送入墓地');
  });
  it('the result closes the list', () => {
    const s = battle((b) => place(b, 'p2', 'meng-tian', 0), { hp: [5, undefined] });
    let t = step(s, 'battle.attack', 'p2', { attacker: 0, target: 'avatar' }).after;
    t = pass(t).after;
    const r = pass(t);
    expect(kinds(r.list)).toEqual(['phase', 'damage', 'life', 'result']);
    expect(r.list[3]).toMatchObject({ kind: 'result', winner: 'p2' });
    expect(r.say[3]).toBe('乙获胜：甲的人物血量归零');
  });
});

describe('heal, reveal, status, other', () => {
  it('a heal says how much and the life before and after', () => {
    const s = passTo(newMatch(), 'turn.action');
    s.game.players.p1.hp = 100;
    const heal = toHand(s, 'p1', 'healing-hands');
    const r = step(s, 'magic.activate', 'p1', { card: heal });
    expect(r.list[1]).toMatchObject({ kind: 'heal', target: { seat: 'p1' }, amount: 10, source: heal });
    expect(r.list[2]).toMatchObject({ kind: 'life', seat: 'p1', before: 100, after: 110 });
  });
  it('a set card turned up is revealed; a stat change and a position change are statuses', () => {
    let s = passTo(newMatch(), 'turn.end.window');
    s = passTo(s, 'turn.start', 4);
    const t = setCard(s, 'p1', 'sow-discord', 0);
    const x = place(s, 'p2', 'footman', 0);
    s = pass(s).after;
    const r = step(s, 'set.activate', 'p1', { slot: 0, targets: [{ seat: 'p2', zone: 'front', slot: 0 }] });
    expect(r.list[0]).toMatchObject({ kind: 'reveal', card: t });
    expect(r.list[1]).toMatchObject({ kind: 'status', card: x.id, status: 'atk', value: -4 });
    const m = passTo(newMatch(), 'turn.action');
    const ch = place(m, 'p1', 'footman', 0);
    const pc = step(m, 'position.change', 'p1', { slot: 0, to: 'defense' });
    expect(pc.list).toEqual([
      expect.objectContaining({ kind: 'status', card: ch.id, status: 'position', value: 'defense' }),
    ]);
  });
  it('a deck-out is told before the result', () => {
    const s = passTo(passTo(newMatch({ p2: [] }), 'turn.end.window'), 'turn.start', 4);
    const r = pass(pass(s).after);
    expect(kinds(r.list)).toEqual(['phase', 'other', 'result']);
    expect(r.say[1]).toBe('乙的卡组已空，无法抽卡');
  });
});
