/** §5.1 blood-cost tables and R6, with the source's numbers, and the costs as paid in play. */
import { describe, expect, it } from 'vitest';
import {
  activateCost,
  destroyGain,
  summonCost,
  upkeep,
  RULE_UPKEEP,
  VALUE_UPKEEP,
} from '@/machines/xueqi/rules/costs';
import { P1, act, duel, give, lp, lpRecords, toMain } from './helpers';

describe('§5.1 blood-cost tables', () => {
  it.each([
    [1, 5, 5, 1],
    [2, 10, 5, 5],
    [3, 15, 10, 10],
    [5, 25, 20, 20],
    [9, 45, 40, 40],
  ])('rank %i: summon %i, upkeep %i, destroy gain %i', (rank, cost, up, gain) => {
    expect(summonCost(rank)).toBe(cost);
    expect(upkeep(rank)).toBe(up);
    expect(destroyGain(rank)).toBe(gain);
    expect(activateCost(rank)).toBe(cost);
  });
  it('R6: the rank-0 branch is 0; persistent rule/value upkeep is 5/10 whatever the rank; rank-0 activation is free', () => {
    expect(upkeep(0)).toBe(0);
    expect(destroyGain(0)).toBe(0);
    expect(activateCost(0)).toBe(0);
    expect(RULE_UPKEEP).toBe(5);
    expect(VALUE_UPKEEP).toBe(10);
  });
});

describe('costs as paid in play (source checks)', () => {
  it.each([
    ['xue-nu', 5, 5], // 「一階卡牌召喚需5點生命值，回合結束依然在場上，扣除5點生命值」
    ['xue-jianke', 10, 5], // 「二階卡牌召喚需10點生命值 … 扣除5點生命值」
    ['xueqi-zhizhu', 45, 40], // 「九階卡牌召喚需45點生命值 … 扣除40點生命值」
  ])('%s: summon %i, then %i upkeep at the turn end', (cardId, cost, up) => {
    let s = toMain(duel());
    const id = give(s, P1, cardId);
    s = act(s, 'summon.creature', P1, { card: id });
    expect(lp(s, P1)).toBe(4000 - cost);
    expect(lpRecords(s)).toEqual([
      expect.objectContaining({ player: P1, delta: -cost, cause: 'summonCost' }),
    ]);
    s = act(s, 'turn.end', P1);
    expect(lp(s, P1)).toBe(4000 - cost - up);
    expect(lpRecords(s)).toEqual([expect.objectContaining({ player: P1, delta: -up, cause: 'upkeep' })]);
  });
  it('a rank-k rule card costs k×5 to activate; rank 0 costs nothing (「零階卡牌發動無需消耗血量」)', () => {
    let s = toMain(duel());
    const huisu = give(s, P1, 'xueyu'); // rank 6, untargeted
    const free = give(s, P1, 'xue-zhi-xianli'); // rank 0
    s = act(s, 'rule.activate', P1, { card: free, targets: [] });
    expect(lp(s, P1)).toBe(4000);
    s = act(s, 'rule.activate', P1, { card: huisu, targets: [] });
    expect(lp(s, P1)).toBe(4000 - 30);
    expect(lp(s, 'p2')).toBe(4000 - 200);
  });
});
