/**
 * The end of battle as a reader stop (issue 13.4): an action that finishes the battle and runs on through the end
 * phase into the next round also gives, when asked, the state as it stood at the end of battle (damage on souls
 * and altars, the defeated soul still on the sand field, who is tapped), tied to the battle-outcome sub-step.
 * Asking for stops never changes the action's result.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, stepConsequences, stopSubStep, view } from '@/machines/engine';
import type { Action } from '@/machines/engine';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { battle } from './battle-helpers';
import { def, place } from './helpers';

function finishBattle() {
  let a = '';
  let d = '';
  const s = battle({ p1: ['s-pangjuan'] }, (x) => {
    a = place(x, 'p1', 1, 's-pangjuan'); // 1500
    d = place(x, 'p2', 5, 's-zhuanzhu'); // 1000
  });
  const declare: Action = {
    type: 'battle.declare',
    actor: 'p1',
    payload: { target: { kind: 'card', cell: 5 } },
  };
  const r1 = applyAction(def, s, declare);
  if (!r1.ok) throw r1.error;
  const before = r1.state as WuhunzhiState;
  const action: Action = { type: 'battle.excess', actor: 'p1', payload: { altar: 2 } };
  return { a, d, before, action };
}

describe('wuhunzhi reader stop at the end of battle', () => {
  it('captures the board after the last cell acts, before the end phase clears it', () => {
    const { a, d, before, action } = finishBattle();
    const r = applyAction(def, before, action, { stops: true });
    if (!r.ok) throw r.error;
    const after = r.state as WuhunzhiState;
    expect(after.game.round).toBe(before.game.round + 1);
    expect(r.stops).toHaveLength(1);
    const stop = r.stops![0];
    const at = stop.state as WuhunzhiState;
    expect(stop.phase).toBe('match.round.battle.endWindow');
    expect(stop.label?.zh).toBe('战斗阶段 · 战斗结束时的响应窗口');
    expect(at.seq).toBe(after.seq);
    expect(at.phaseQueue).toBeUndefined();
    // the battle's outcome: the defeated soul is still on the sand field with its damage, the defender tapped, the attacker hurt,
    // the altar hit by the excess still carries its 500 damage
    expect(at.game.boards.p2.sandField[4]).toBe(d);
    expect(at.game.marks[d].damage).toBeGreaterThanOrEqual(1000);
    expect(at.game.marks[d].tapped).toBe(true);
    expect(at.game.marks[a].damage).toBe(1000);
    expect(at.game.boards.p2.altars[2].damage).toBe(500);
    // … which the end phase then clears
    expect(after.game.boards.p2.soulYard).toContain(d);
    expect(after.game.boards.p2.altars[2].damage).toBe(0);
    // the stop belongs to the battle-outcome sub-step (battle phase ends, end phase begins)
    const list = stepConsequences(def, before, action, after);
    const sub = stopSubStep(def, before, action, at, after);
    expect(list[sub]).toMatchObject({ kind: 'phase', from: 'match.round.battle', to: 'match.round.end' });
    // its view is a normal perspective view of that moment
    expect(view(def, at, 'p1').phase).toBe('match.round.battle.endWindow');
  });

  it('applying with or without stops gives the identical final state and event', () => {
    const { before, action } = finishBattle();
    const plain = applyAction(def, before, action);
    const withStops = applyAction(def, before, action, { stops: true });
    if (!plain.ok || !withStops.ok) throw new Error('refused');
    expect(JSON.stringify(withStops.state)).toBe(JSON.stringify(plain.state));
    expect(withStops.events).toEqual(plain.events);
    expect(plain.stops).toBeUndefined();
  });

  it('an action that stays inside the battle passes no stop', () => {
    const s = battle({ p1: ['s-pangjuan'] }, (x) => {
      place(x, 'p1', 1, 's-pangjuan');
      place(x, 'p2', 5, 's-zhuanzhu');
    });
    const r = applyAction(
      def,
      s,
      { type: 'battle.declare', actor: 'p1', payload: { target: { kind: 'card', cell: 5 } } },
      { stops: true },
    );
    if (!r.ok) throw r.error;
    expect(r.stops).toEqual([]);
  });
});
