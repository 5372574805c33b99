/** Destruction and LP gain (R8, R9, R10, R11, R20, R36) and the support area. */
import { describe, expect, it } from 'vitest';
import { P1, P2, act, duel, field, give, isLegal, lp, lpRecords, passTurn, refusal, toMain } from './helpers';

describe('R8 who gains from a destruction', () => {
  it('an effect destruction (破灭令) gives the destroyer destroyGain(rank) whoever controlled the creature', () => {
    let s = toMain(duel());
    const target = give(s, P2, 'xue-qishi', 'slot'); // rank 5 → 20
    const card = give(s, P1, 'pomie-ling'); // rank 4 → costs 20
    s = act(s, 'rule.activate', P1, { card, targets: [target] });
    expect(lpRecords(s)).toEqual([
      expect.objectContaining({ player: P1, delta: -20, cause: 'activationCost' }),
      expect.objectContaining({ player: P1, delta: 20, cause: 'destroyGain' }),
    ]);
    expect(s.game.players.p2.graveyard).toContain(target);
    expect(s.game.players.p1.graveyard).toContain(card); // non-persistent rule cards go to the graveyard after use
  });
  it('variant destroyGainTo controller: the creature controller gains instead', () => {
    let s = toMain(duel({ config: { destroyGainTo: 'controller' } }));
    const target = give(s, P2, 'xue-qishi', 'slot');
    const card = give(s, P1, 'pomie-ling');
    s = act(s, 'rule.activate', P1, { card, targets: [target] });
    expect(lp(s, P2)).toBe(4020);
    expect(lp(s, P1)).toBe(3980);
  });
  it('destroying a rank-1 creature gives 1 LP (「破壞一階卡牌僅獲得1點生命值」)', () => {
    let s = toMain(duel());
    const id = give(s, P1, 'xue-nu', 'slot');
    s = act(s, 'creature.destroy', P1, { creature: id });
    expect(lp(s, P1)).toBe(4001);
  });
});

describe('R9 voluntary destruction', () => {
  it('is a main-phase action on own creatures, any number of times', () => {
    let s = toMain(duel());
    const a = give(s, P1, 'xueqi-zhizhu', 'slot');
    const b = give(s, P1, 'xue-bianfu', 'extra', true);
    const theirs = give(s, P2, 'xue-nu', 'slot');
    expect(refusal(s, 'creature.destroy', P1, { creature: theirs })).toBe('ERR_NOT_YOUR_CREATURE');
    s = act(s, 'creature.destroy', P1, { creature: a });
    s = act(s, 'creature.destroy', P1, { creature: b });
    expect(lp(s, P1)).toBe(4000 + 40 + 1);
    expect(field(s, P1)).toHaveLength(0);
  });
  it('is refused when the variant is off and outside the main phase', () => {
    const s = toMain(duel({ config: { allowVoluntaryDestroy: false } }));
    const a = give(s, P1, 'xue-nu', 'slot');
    expect(refusal(s, 'creature.destroy', P1, { creature: a })).toBe('ERR_VARIANT_OFF');
    let t = passTurn(toMain(duel()));
    const b = give(t, P2, 'xue-nu', 'slot');
    t = act(t, 'battle.declare', P2);
    expect(refusal(t, 'creature.destroy', P2, { creature: b })).toBe('ERR_WRONG_PHASE');
  });
});

describe('R20 / R36 where destroyed creatures go', () => {
  it('an extra-summoned creature goes to its controller graveyard; the variant makes it cease to exist', () => {
    let s = toMain(duel());
    const b = give(s, P1, 'xue-bianfu', 'extra', true);
    s = act(s, 'creature.destroy', P1, { creature: b });
    expect(s.game.players.p1.graveyard).toContain(b);
    let v = toMain(duel({ config: { extraToGraveyard: false } }));
    const c = give(v, P1, 'xue-bianfu', 'extra', true);
    v = act(v, 'creature.destroy', P1, { creature: c });
    expect(v.cards[c]).toBeUndefined();
    expect(v.game.players.p1.graveyard).not.toContain(c);
  });
  it('回溯之门 (toDeckBottom) sends a deck creature to the bottom, but an extra one to the graveyard', () => {
    let s = toMain(duel());
    const deckOne = give(s, P2, 'xue-nu', 'slot');
    const extraOne = give(s, P2, 'xue-bianfu', 'extra', true);
    const c1 = give(s, P1, 'huisu-zhimen');
    const c2 = give(s, P1, 'huisu-zhimen');
    s = act(s, 'rule.activate', P1, { card: c1, targets: [deckOne] });
    s = act(s, 'rule.activate', P1, { card: c2, targets: [extraOne] });
    expect(s.game.players.p2.deck.at(-1)).toBe(deckOne);
    expect(s.game.players.p2.graveyard).toContain(extraOne);
    expect(lp(s, P1)).toBe(4000 - 10); // no destroyGain: it was not destroyed
  });
});

describe('R11 / R10 the support area', () => {
  it('persistent cards stay in the support area, cannot be attacked, and leave by effects (裂地) with no LP for anyone', () => {
    let s = toMain(duel());
    const law = give(s, P1, 'xuezhan-faze');
    s = act(s, 'rule.activate', P1, { card: law, targets: [] });
    expect(s.game.players.p1.supportArea.map((x) => x.id)).toEqual([law]);
    s = passTurn(s);
    const split = give(s, P2, 'liedi');
    s = act(s, 'battle.declare', P2);
    const attacker = give(s, P2, 'xue-nu', 'slot');
    expect(refusal(s, 'battle.attack', P2, { lead: attacker, supporters: [], target: law })).toBe(
      'ERR_BAD_TARGET',
    );
    const before = lp(s, P1);
    s = act(s, 'rule.activate', P2, { card: split, targets: [law] });
    expect(s.game.players.p1.graveyard).toContain(law);
    expect(lp(s, P1)).toBe(before);
    expect(lpRecords(s).map((r) => r.cause)).toEqual(['activationCost']);
  });
  it('supportAreaLimit caps persistent cards', () => {
    const s = toMain(duel({ config: { supportAreaLimit: 0 } }));
    const law = give(s, P1, 'xuezhan-faze');
    expect(refusal(s, 'rule.activate', P1, { card: law, targets: [] })).toBe('ERR_SUPPORT_FULL');
  });
  it('R10: no rule-card refund by default; the variant sends a persistent rule card to the graveyard for rank × 5', () => {
    const s = toMain(duel());
    const law = give(s, P1, 'lianji-qiyue', 'support');
    expect(refusal(s, 'rule.discard', P1, { card: law })).toBe('ERR_VARIANT_OFF');
    let v = toMain(duel({ config: { ruleDiscardRefund: true } }));
    const l2 = give(v, P1, 'lianji-qiyue', 'support'); // rank 3
    const val = give(v, P1, 'tongxin-zhixue', 'support');
    expect(isLegal(v, { type: 'rule.discard', actor: P1, payload: { card: l2 } })).toBe(true);
    expect(refusal(v, 'rule.discard', P1, { card: val })).toBe('ERR_NOT_YOUR_SUPPORT');
    v = act(v, 'rule.discard', P1, { card: l2 });
    expect(lp(v, P1)).toBe(4015);
  });
});
