/** Perspective views hide hands, face-down characters and set cards; narration in zh-CN and en. */
import { describe, expect, it } from 'vitest';
import { applyAction, narrate, view } from '@/machines/engine';
import { act, def, newMatch, passTo, place, setCard, toHand, vanilla } from './helpers';

describe('perspective views', () => {
  it("the opponent's hand, face-down characters and set cards show no ids or card names", () => {
    const s = passTo(newMatch(), 'turn.action');
    const h = toHand(s, 'p1', 'jing-ke');
    const fd = place(s, 'p1', 'meng-tian', 0, 'faceDownDefense');
    const st = setCard(s, 'p1', 'empty-fort', 1);
    const up = place(s, 'p1', 'li-bai', 1);
    const p2 = JSON.stringify(view(def, s, 'p2'));
    for (const id of [h, fd.id, st]) expect(p2).not.toContain(`"${id}"`);
    for (const name of ['jing-ke', 'meng-tian', 'empty-fort']) expect(p2).not.toContain(name);
    expect(p2).toContain(up.id);
    const p1 = view(def, s, 'p1').board as any;
    expect(p1.seats.p1.hand.map((c: any) => c.cardId)).toEqual(['jing-ke']);
    expect(p1.seats.p1.front[0].card.cardId).toBe('meng-tian');
    const o = view(def, s, 'p2').board as any;
    expect(o.seats.p1.hand).toBeNull();
    expect(o.seats.p1.handCount).toBe(1);
    expect(o.seats.p1.front[0]).toMatchObject({ card: null, position: 'faceDownDefense', atk: null });
    expect(o.seats.p1.back[1]).toMatchObject({ card: null, faceUp: false });
    expect(def.hiddenFrom(s, 'p2')).toEqual(expect.arrayContaining([h, fd.id, st]));
  });
});

describe('narration', () => {
  it('an attack with the star modifier and overflow reads in both languages', () => {
    let s = newMatch();
    s = passTo(s, 'turn.end.window');
    s = passTo(s, 'turn.action', 20);
    place(s, 'p2', 'meng-tian', 2);
    place(s, 'p1', vanilla(4, 1, 2), 1);
    s = passTo(s, 'turn.battle.idle');
    s = act(s, 'battle.attack', 'p2', { attacker: 2, target: 1 });
    s = act(s, 'priority.pass', 'p1');
    const a = { type: 'priority.pass', actor: 'p2' as const, payload: {} };
    const r = applyAction(def, s, a);
    if (!r.ok) throw new Error('refused');
    const zh = narrate(def, s, a, r.state, 'zh-CN');
    const en = narrate(def, s, a, r.state, 'en');
    expect(zh).toContain('攻击方受到0点伤害，被攻击方受到10点伤害');
    expect(zh).toContain('甲的人物受到8点溢出伤害');
    expect(en).toContain("甲's avatar takes 8 overflow damage");
    const decl = narrate(
      def,
      passTo(s, 'turn.battle.idle'),
      { type: 'battle.attack', actor: 'p2', payload: { attacker: 2, target: 'avatar' } },
      s,
      'zh-CN',
    );
    expect(decl).toContain('乙第3格的「蒙恬」攻击甲的人物');
  });
  it('setting a card never names it', () => {
    let s = passTo(newMatch(), 'turn.action');
    const c = toHand(s, 'p1', 'ambush');
    const before = s;
    s = act(s, 'backrow.set', 'p1', { card: c });
    const t = narrate(def, before, { type: 'backrow.set', actor: 'p1', payload: { card: c } }, s, 'zh-CN');
    expect(t).toBe('甲在后场盖放一张卡');
  });
});
