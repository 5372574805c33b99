/** §5.5 / §6 battle: the 170-against-150 combo, R14–R18, R32, R35, one attack per creature, no trample. */
import { describe, expect, it } from 'vitest';
import { P1, P2, act, duel, field, give, isLegal, lp, lpRecords, passTurn, refusal, toMain } from './helpers';
import type { XueqiState } from '@/machines/xueqi';

/** p2's turn 2 (round 1, second player may battle), in battle. */
function battleReady(config = {}): XueqiState {
  const s = passTurn(toMain(duel({ config })));
  return s;
}

describe('§6.1 the source example: 170 against 150', () => {
  it('lead 100 + two supporters of 70 (halved to 35 each) = 170 > 150 destroys the target; 20 is wasted; all three have attacked', () => {
    let s = battleReady();
    const lead = give(s, P2, 'xue-nu', 'slot'); // atk 100
    const a = give(s, P2, 'ye-ya', 'slot'); // atk 70
    const b = give(s, P2, 'ye-ya', 'slot'); // atk 70
    const target = give(s, P1, 'shixue-lang', 'slot'); // life 150, rank 3
    s = act(s, 'battle.declare', P2);
    const payload = { lead, supporters: [a, b], target };
    expect(isLegal(s, { type: 'battle.attack', actor: P2, payload })).toBe(true);
    s = act(s, 'battle.attack', P2, payload);
    const rec = s.effects.find((e) => e.type === 'attack')!;
    expect(rec.atk).toBe(170);
    expect(rec.life).toBe(150);
    expect(field(s, P1)).toHaveLength(0);
    expect(s.game.players.p1.graveyard).toContain(target);
    // No trample (「不會發生攻擊穿透」): p1's LP is untouched; p2 gains destroyGain(3) = 10 (R8).
    expect(lp(s, P1)).toBe(4000);
    expect(lp(s, P2)).toBe(4000 + 10);
    expect(lpRecords(s)).toEqual([expect.objectContaining({ player: P2, delta: 10, cause: 'destroyGain' })]);
    // All three have used their attack (「與其他卡牌配合聯動的卡牌也算是已經宣布戰斗」); R17: none was harmed.
    expect(field(s, P2).map((c) => c.attacksUsed)).toEqual([1, 1, 1]);
    const t2 = give(s, P1, 'xue-nu', 'slot');
    expect(refusal(s, 'battle.attack', P2, { lead: a, supporters: [], target: t2 })).toBe(
      'ERR_ALREADY_ATTACKED',
    );
  });
  it('with one supporter the combo is 135, not enough against 150', () => {
    let s = battleReady();
    const lead = give(s, P2, 'xue-nu', 'slot');
    const a = give(s, P2, 'ye-ya', 'slot');
    const target = give(s, P1, 'shixue-lang', 'slot');
    s = act(s, 'battle.declare', P2);
    expect(refusal(s, 'battle.attack', P2, { lead, supporters: [a], target })).toBe('ERR_ATTACK_TOO_WEAK');
  });
});

describe('attack legality', () => {
  it('R14: equal attack and life is not enough by default; the greaterOrEqual variant allows it', () => {
    for (const [config, ok] of [
      [{}, false],
      [{ attackThreshold: 'greaterOrEqual' }, true],
    ] as const) {
      let s = battleReady(config);
      const lead = give(s, P2, 'tiebi-wei', 'slot'); // atk 60
      const target = give(s, P1, 'ye-ya', 'slot'); // life 50
      s.game.players.p2.creatureSlots[0].atkMod = -10; // 50 against 50
      s = act(s, 'battle.declare', P2);
      if (ok)
        expect(
          act(s, 'battle.attack', P2, { lead, supporters: [], target }).game.players.p1.creatureSlots,
        ).toHaveLength(0);
      else
        expect(refusal(s, 'battle.attack', P2, { lead, supporters: [], target })).toBe('ERR_ATTACK_TOO_WEAK');
    }
  });
  it('R15: supporters are halved rounding down (71 → 35); ceil variant rounds up', () => {
    for (const [config, ok] of [
      [{}, false],
      [{ supporterRounding: 'ceil' }, true],
    ] as const) {
      let s = battleReady(config);
      const lead = give(s, P2, 'xue-nu', 'slot'); // 100
      const sup = give(s, P2, 'ye-ya', 'slot'); // 70 → 71
      s.game.players.p2.creatureSlots[1].atkMod = 1;
      const target = give(s, P1, 'shixue-lang', 'slot'); // 150; 100+35 = 135 / 100+36 = 136
      s.game.players.p1.creatureSlots[0].lifeMod = -15; // life 135
      s = act(s, 'battle.declare', P2);
      const payload = { lead, supporters: [sup], target };
      if (ok)
        expect(act(s, 'battle.attack', P2, payload).effects.find((e) => e.type === 'attack')!.atk).toBe(136);
      else expect(refusal(s, 'battle.attack', P2, payload)).toBe('ERR_ATTACK_TOO_WEAK');
    }
  });
  it('R16: no supporters when the lead alone suffices; a second supporter is allowed even if one would do', () => {
    let s = battleReady();
    const lead = give(s, P2, 'shixue-lang', 'slot'); // 250
    const a = give(s, P2, 'xue-nu', 'slot');
    const target = give(s, P1, 'xue-nu', 'slot'); // life 70
    const big = give(s, P1, 'gulong-qi', 'slot'); // life 250
    const c = give(s, P2, 'ye-ya', 'slot');
    s = act(s, 'battle.declare', P2);
    expect(refusal(s, 'battle.attack', P2, { lead, supporters: [a], target })).toBe('ERR_COMBO_NOT_NEEDED');
    // 250 vs 250 fails alone; 250+50 would suffice, and 250+50+35 is still allowed.
    expect(
      isLegal(s, { type: 'battle.attack', actor: P2, payload: { lead, supporters: [a], target: big } }),
    ).toBe(true);
    expect(
      isLegal(s, { type: 'battle.attack', actor: P2, payload: { lead, supporters: [a, c], target: big } }),
    ).toBe(true);
    expect(refusal(s, 'battle.attack', P2, { lead, supporters: [c, a], target: big })).toBe(
      'ERR_SUPPORTER_ORDER',
    );
    const v = battleReady({ comboOnlyWhenNeeded: false });
    const l2 = give(v, P2, 'shixue-lang', 'slot');
    const a2 = give(v, P2, 'xue-nu', 'slot');
    const t2 = give(v, P1, 'xue-nu', 'slot');
    expect(
      act(act(v, 'battle.declare', P2), 'battle.attack', P2, {
        lead: l2,
        supporters: [a2],
        target: t2,
      }).effects.find((e) => e.type === 'attack')!.atk,
    ).toBe(300);
  });
  it('a combo has at most 3 cards (and a persistent 血战法则 raises it to 4)', () => {
    let s = battleReady();
    const ids = ['xue-nu', 'ye-ya', 'ye-ya', 'ye-ya'].map((c) => give(s, P2, c, 'slot'));
    const target = give(s, P1, 'xue-qishi', 'slot'); // life 320: 100+35+35+35 = 205 anyway too weak; use tiebi
    s = act(s, 'battle.declare', P2);
    expect(refusal(s, 'battle.attack', P2, { lead: ids[0], supporters: ids.slice(1), target })).toBe(
      'ERR_COMBO_TOO_LARGE',
    );
    let v = battleReady();
    const vids = ['xue-nu', 'ye-ya', 'ye-ya', 'ye-ya'].map((c) => give(v, P2, c, 'slot'));
    give(v, P2, 'xuezhan-faze', 'support');
    const vt = give(v, P1, 'tiebi-wei', 'slot'); // life 200: 100+35+35+35 = 205 > 200
    v = act(v, 'battle.declare', P2);
    expect(
      act(v, 'battle.attack', P2, { lead: vids[0], supporters: vids.slice(1), target: vt }).game.players.p1
        .creatureSlots,
    ).toHaveLength(0);
  });
  it('no direct attack while the opponent has creatures (extra ones included); direct damage = atk, no supporters (R18)', () => {
    let s = battleReady();
    const lead = give(s, P2, 'shixue-lang', 'slot');
    const other = give(s, P2, 'xue-nu', 'slot');
    give(s, P1, 'xue-bianfu', 'extra', true);
    s = act(s, 'battle.declare', P2);
    expect(refusal(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' })).toBe(
      'ERR_DIRECT_BLOCKED',
    );
    s.game.players.p1.graveyard.push(s.game.players.p1.extraCreatures.pop()!.id);
    expect(refusal(s, 'battle.attack', P2, { lead, supporters: [other], target: 'player' })).toBe(
      'ERR_DIRECT_COMBO',
    );
    s = act(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' });
    expect(lp(s, P1)).toBe(4000 - 250);
    expect(lpRecords(s)).toEqual([expect.objectContaining({ player: P1, delta: -250, cause: 'battle' })]);
  });
  it('R35: persistent support cards do not block direct attacks; the anyCard variant makes them block', () => {
    for (const [config, blocked] of [
      [{}, false],
      [{ directAttackBlockers: 'anyCard' }, true],
    ] as const) {
      let s = battleReady(config);
      const lead = give(s, P2, 'xue-nu', 'slot');
      give(s, P1, 'xuezhan-faze', 'support');
      s = act(s, 'battle.declare', P2);
      if (blocked)
        expect(refusal(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' })).toBe(
          'ERR_DIRECT_BLOCKED',
        );
      else expect(lp(act(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' }), P1)).toBe(3900);
    }
  });
  it('冲锋号令 (allowDirectAttack) lets one creature attack the player despite enemy creatures', () => {
    let s = battleReady();
    const lead = give(s, P2, 'xue-nu', 'slot');
    const card = give(s, P2, 'chongfeng-haoling');
    give(s, P1, 'tiebi-wei', 'slot');
    s = act(s, 'battle.declare', P2);
    s = act(s, 'rule.activate', P2, { card, targets: [lead] });
    expect(lp(act(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' }), P1)).toBe(3900);
  });
  it('R32: a creature may attack on its arrival turn; the summoningSickness variant forbids it', () => {
    for (const [config, ok] of [
      [{}, true],
      [{ summoningSickness: true }, false],
    ] as const) {
      let s = battleReady(config);
      const id = give(s, P2, 'xue-nu');
      s = act(s, 'summon.creature', P2, { card: id });
      s = act(s, 'battle.declare', P2);
      if (ok)
        expect(lp(act(s, 'battle.attack', P2, { lead: id, supporters: [], target: 'player' }), P1)).toBe(
          3900,
        );
      else
        expect(refusal(s, 'battle.attack', P2, { lead: id, supporters: [], target: 'player' })).toBe(
          'ERR_ALREADY_ATTACKED',
        );
    }
  });
  it('only the turn player attacks; attacks need the battle phase; targets must be enemy creatures', () => {
    let s = battleReady();
    const lead = give(s, P2, 'xue-nu', 'slot');
    const own = give(s, P2, 'lie-quan', 'slot');
    expect(refusal(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' })).toBe(
      'ERR_WRONG_PHASE',
    );
    s = act(s, 'battle.declare', P2);
    expect(refusal(s, 'battle.attack', P1, { lead, supporters: [], target: 'player' })).toBe(
      'ERR_NOT_YOUR_TURN',
    );
    give(s, P1, 'xue-zhi', 'slot');
    expect(refusal(s, 'battle.attack', P2, { lead, supporters: [], target: own })).toBe('ERR_BAD_TARGET');
  });
  it('连击契约 (attacksPerCreaturePerTurn 2) and 倍击 (grantExtraAttack) allow further attacks', () => {
    let s = battleReady();
    const lead = give(s, P2, 'xue-nu', 'slot');
    const card = give(s, P2, 'beiji');
    s = act(s, 'battle.declare', P2);
    s = act(s, 'value.activate', P2, { card, targets: [lead] });
    s = act(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' });
    s = act(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' });
    expect(lp(s, P1)).toBe(3800);
    expect(refusal(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' })).toBe(
      'ERR_ALREADY_ATTACKED',
    );
  });
});

describe('§6.1 step 2: attacks/attacked triggers resolve before the numbers are taken', () => {
  it('荆棘傀儡 gains 100 life when attacked, so a declared 170-vs-160 attack fails with no effect', () => {
    let s = battleReady();
    const lead = give(s, P2, 'xue-nu', 'slot');
    const a = give(s, P2, 'ye-ya', 'slot');
    const b = give(s, P2, 'ye-ya', 'slot');
    const golem = give(s, P1, 'jingji-kuilei', 'slot'); // life 160
    s = act(s, 'battle.declare', P2);
    s = act(s, 'battle.attack', P2, { lead, supporters: [a, b], target: golem });
    expect(s.effects.find((e) => e.type === 'attack')).toMatchObject({ atk: 170, life: 260, fizzled: true });
    expect(field(s, P1)).toHaveLength(1);
    expect(field(s, P2).map((c) => c.attacksUsed)).toEqual([1, 1, 1]); // the declaration still used the attacks
    expect(lpRecords(s)).toEqual([]);
  });
  it('怒焰狮 gains 100 attack when it attacks (direct damage 360)', () => {
    let s = battleReady();
    const lion = give(s, P2, 'nuyan-shi', 'slot');
    s = act(s, 'battle.declare', P2);
    s = act(s, 'battle.attack', P2, { lead: lion, supporters: [], target: 'player' });
    expect(lp(s, P1)).toBe(4000 - 360);
  });
});
