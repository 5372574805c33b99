/** Perspective views hide hands, face-down characters and set cards; narration in zh-CN and en. */
import { describe, expect, it } from 'vitest';
import { applyAction, narrate, narrateText, view } from '@/machines/engine';
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
    // The 4★ defender deals its 1 attack − 5 (min 0) back: no strike-back is told; 蒙恬's 10 overflows by 8.
    expect(zh).toContain('攻击响应窗口关闭，攻击结算，「蒙恬」对「测试4星1/2」造成10点伤害');
    expect(zh).not.toContain('反击');
    expect(zh).toContain('8点伤害溢出到甲身上（剩余142）');
    expect(zh).toContain('「测试4星1/2」被「蒙恬」击败，送入墓地');
    expect(en).toContain('Meng Tian deals 10 damage to Test 4★ 1/2; 8 damage overflows onto 甲 (142 left)');
    const decl = narrate(
      def,
      passTo(s, 'turn.battle.idle'),
      { type: 'battle.attack', actor: 'p2', payload: { attacker: 2, target: 'avatar' } },
      s,
      'zh-CN',
    );
    expect(decl).toContain('乙前场第3格的「蒙恬」直接攻击甲');
  });
  it('setting a card names it only to those who may know it', () => {
    let s = passTo(newMatch(), 'turn.action');
    const c = toHand(s, 'p1', 'ambush');
    const before = s;
    s = act(s, 'backrow.set', 'p1', { card: c });
    const a = { type: 'backrow.set', actor: 'p1' as const, payload: { card: c } };
    expect(narrateText(def, before, a, s, 'p2')).toEqual({
      zh: '甲在后场第1格盖放一张未公开的卡',
      en: '甲 sets an unrevealed card in back-row slot 1',
    });
    expect(narrateText(def, before, a, s, 'p1').zh).toBe('甲在后场第1格盖放「十面埋伏」');
    expect(narrate(def, before, a, s, 'zh-CN')).toBe('甲在后场第1格盖放「十面埋伏」');
  });
});
