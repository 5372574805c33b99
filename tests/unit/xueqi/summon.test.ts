/** §5.3 summons from hand (R12, R21, R34 hook) and §5.4 effect summons (R19, R21, R22). */
import { describe, expect, it } from 'vitest';
import { activationProblem } from '@/machines/xueqi/effects/activation';
import { P1, P2, act, duel, field, give, isLegal, lp, passTurn, refusal, toMain } from './helpers';

describe('§5.3 summon from hand', () => {
  it('five slots at most (「只能在場上存在最多五張卡牌」)', () => {
    let s = toMain(duel());
    for (let i = 0; i < 5; i++) s = act(s, 'summon.creature', P1, { card: give(s, P1, 'xue-nu') });
    expect(s.game.players.p1.creatureSlots).toHaveLength(5);
    expect(refusal(s, 'summon.creature', P1, { card: give(s, P1, 'xue-nu') })).toBe('ERR_SLOTS_FULL');
    // Extra summons still fit: they take no slot.
    s = act(s, 'author.ruling' as never, 'author' as never, {
      change: { op: 'move', card: give(s, P1, 'xue-nu'), to: 'extra' },
      reason: 't',
    });
    expect(field(s, P1)).toHaveLength(6);
  });
  it('R12: LP must exceed the cost; allowLethalCosts lets a player pay down to 0 (and lose)', () => {
    const s = toMain(duel());
    s.game.players.p1.lp = 45;
    const big = give(s, P1, 'xueqi-zhizhu');
    expect(refusal(s, 'summon.creature', P1, { card: big })).toBe('ERR_CANNOT_PAY');
    const v = toMain(duel({ config: { allowLethalCosts: true } }));
    v.game.players.p1.lp = 45;
    const after = act(v, 'summon.creature', P1, { card: give(v, P1, 'xueqi-zhizhu') });
    expect(lp(after, P1)).toBe(0);
    expect(after.result).toMatchObject({ winner: P2, reason: 'lpZero' });
  });
  it('only creature cards from your own hand, only in the main phase', () => {
    const s = toMain(duel());
    expect(refusal(s, 'summon.creature', P1, { card: give(s, P1, 'xueyu') })).toBe('ERR_NOT_A_CREATURE');
    expect(refusal(s, 'summon.creature', P1, { card: s.game.players.p2.hand[0] })).toBe('ERR_NOT_IN_HAND');
    expect(refusal(s, 'summon.creature', P2, { card: s.game.players.p2.hand[0] })).toBe('ERR_NOT_YOUR_TURN');
  });
  it('R34 hook: no restriction by default (rank 9 from hand in round 1); a configured restriction caps ranks by round', () => {
    let s = toMain(duel());
    s = act(s, 'summon.creature', P1, { card: give(s, P1, 'xueqi-zhizhu') });
    expect(s.game.players.p1.creatureSlots).toHaveLength(1);
    const v = toMain(
      duel({
        config: {
          summonRestriction: {
            maxRankByRound: [
              { fromRound: 1, maxRank: 3 },
              { fromRound: 3, maxRank: 9 },
            ],
          },
        },
      }),
    );
    expect(refusal(v, 'summon.creature', P1, { card: give(v, P1, 'gulong-qi') })).toBe(
      'ERR_SUMMON_RESTRICTED',
    );
    expect(
      isLegal(v, { type: 'summon.creature', actor: P1, payload: { card: give(v, P1, 'shixue-lang') } }),
    ).toBe(true);
  });
  it('R34 hook: professions are recorded and inert; a continuous character skill may set a rule parameter', () => {
    const s = toMain(
      duel({
        config: {
          profession: { p1: 3, p2: 5 },
          characterSkills: {
            p1: [{ kind: 'continuous', ops: [{ op: 'setRuleParam', param: 'creatureSlotLimit', value: 6 }] }],
          },
        },
      }),
    );
    let t = s;
    for (let i = 0; i < 6; i++) t = act(t, 'summon.creature', P1, { card: give(t, P1, 'xue-nu') });
    expect(t.game.players.p1.creatureSlots).toHaveLength(6);
  });
});

describe('§5.4 effect summons', () => {
  it('引魂使: an extra summon is free, takes no slot, pays upkeep, and its once-per-turn limit holds', () => {
    let s = toMain(duel());
    for (let i = 0; i < 5; i++) give(s, P1, 'xue-nu', 'slot');
    const caller = s.game.players.p1.creatureSlots[0].id;
    s.cards[caller].cardId = 'yinhun-shi';
    s = act(s, 'effect.activate', P1, { creature: caller, effect: 0, targets: [] });
    expect(lp(s, P1)).toBe(4000);
    expect(s.game.players.p1.extraCreatures).toHaveLength(1);
    expect(s.cards[s.game.players.p1.extraCreatures[0].id].cardId).toBe('xue-bianfu');
    expect(refusal(s, 'effect.activate', P1, { creature: caller, effect: 0, targets: [] })).toBe(
      'ERR_EFFECT_LIMIT',
    );
    s = act(s, 'turn.end', P1);
    expect(lp(s, P1)).toBe(4000 - (4 * 5 + 5 + 5)); // four 血奴, 引魂使 (rank 2: 5), 血蝙蝠 (5)
  });
  it('R19: an extra summon is at most two ranks above its summoner (≤ +2 inclusive)', () => {
    const s = toMain(duel());
    const effect = { kind: 'activated' as const, ops: [{ op: 'summonExtra', defId: 'xue-ying' }] }; // rank 3
    const src = (rank: number) => ({
      kind: 'creature' as const,
      id: null,
      cardId: null,
      rank,
      effectIndex: 0,
    });
    expect(activationProblem(s, P1, src(1), effect, [], undefined)).toBeNull();
    expect(activationProblem(s, P1, src(0), effect, [], undefined)?.code).toBe('ERR_RANK_CAP');
    const v = toMain(duel({ config: { extraSummonRankOffset: 0 } }));
    expect(activationProblem(v, P1, src(2), effect, [], undefined)?.code).toBe('ERR_RANK_CAP');
  });
  it('蝠王 (summoned trigger) brings two bats into the extra area', () => {
    let s = toMain(duel());
    s = act(s, 'summon.creature', P1, { card: give(s, P1, 'fu-wang') });
    expect(s.game.players.p1.creatureSlots).toHaveLength(1);
    expect(s.game.players.p1.extraCreatures.map((c) => s.cards[c.id].cardId)).toEqual([
      'xue-bianfu',
      'xue-bianfu',
    ]);
    expect(lp(s, P1)).toBe(4000 - 15);
  });
  it('R21: a rule card summon (召魂阵) takes a slot, costs no summon LP, and cannot be made with the slots full', () => {
    let s = toMain(duel());
    const circle = give(s, P1, 'zhaohun-zhen');
    const knight = give(s, P1, 'gulong-qi'); // rank 4
    s = act(s, 'rule.activate', P1, { card: circle, targets: [knight] });
    expect(s.game.players.p1.creatureSlots.map((c) => c.id)).toEqual([knight]);
    expect(lp(s, P1)).toBe(4000 - 15); // the card's activation cost only
    for (let i = 0; i < 4; i++) give(s, P1, 'xue-nu', 'slot');
    const c2 = give(s, P1, 'zhaohun-zhen');
    const k2 = give(s, P1, 'xue-nu');
    expect(refusal(s, 'rule.activate', P1, { card: c2, targets: [k2] })).toBe('ERR_SLOTS_FULL');
  });
  it('冥河渡者: a creature summon from the deck takes no slot; the deck pick is named by content id', () => {
    let s = toMain(duel());
    const ferry = give(s, P1, 'minghe-duzhe', 'slot');
    expect(refusal(s, 'effect.activate', P1, { creature: ferry, effect: 0, targets: [] })).toBe(
      'ERR_BAD_PICK',
    );
    expect(
      refusal(s, 'effect.activate', P1, { creature: ferry, effect: 0, targets: [], pick: 'xueqi-zhizhu' }),
    ).toBe('ERR_BAD_PICK');
    const deckBefore = s.game.players.p1.deck.length;
    s = act(s, 'effect.activate', P1, { creature: ferry, effect: 0, targets: [], pick: 'xue-jianke' });
    expect(s.game.players.p1.deck).toHaveLength(deckBefore - 1);
    expect(s.game.players.p1.extraCreatures.map((c) => s.cards[c.id].cardId)).toEqual(['xue-jianke']);
    expect(s.game.players.p1.extraCreatures[0].extra).toBe(false);
  });
  it('R22: summons only before battle, except battle summons (影召者), which join the fight at once', () => {
    let s = passTurn(toMain(duel()));
    const caller = give(s, P2, 'yinhun-shi', 'slot');
    const shade = give(s, P2, 'ying-zhaozhe', 'slot');
    expect(refusal(s, 'effect.activate', P2, { creature: shade, effect: 0, targets: [] })).toBe(
      'ERR_EFFECT_TIMING',
    );
    s = act(s, 'battle.declare', P2);
    expect(refusal(s, 'effect.activate', P2, { creature: caller, effect: 0, targets: [] })).toBe(
      'ERR_EFFECT_TIMING',
    );
    s = act(s, 'effect.activate', P2, { creature: shade, effect: 0, targets: [] });
    const summoned = s.game.players.p2.extraCreatures[0];
    expect(summoned.via).toBe('battle');
    expect(s.phase).toBe('playing.battle');
    s = act(s, 'battle.attack', P2, { lead: summoned.id, supporters: [], target: 'player' });
    expect(lp(s, P1)).toBe(3800);
  });
  it('a creature in hand can do nothing (「此卡在手中時無法進行任何操作」)', () => {
    const s = toMain(duel());
    const inHand = give(s, P1, 'yinhun-shi');
    expect(refusal(s, 'effect.activate', P1, { creature: inHand, effect: 0, targets: [] })).toBe(
      'ERR_NOT_YOUR_CREATURE',
    );
  });
});

describe('R34 hook: activated character skills', () => {
  it('none by default; a configured skill is legal, resolves, respects its limit; a bad skill is refused at creation', () => {
    const plain = toMain(duel());
    expect(refusal(plain, 'skill.activate', P1, { skill: 0, targets: [] })).toBe('ERR_NO_SUCH_SKILL');
    let s = toMain(
      duel({
        config: {
          profession: { p1: 2 },
          characterSkills: {
            p1: [
              {
                kind: 'activated',
                limit: { per: 'turn', count: 1 },
                ops: [{ op: 'gainLp', player: 'self', amount: 20 }],
              },
            ],
          },
        },
      }),
    );
    expect(isLegal(s, { type: 'skill.activate', actor: P1, payload: { skill: 0, targets: [] } })).toBe(true);
    s = act(s, 'skill.activate', P1, { skill: 0, targets: [] });
    expect(lp(s, P1)).toBe(4020);
    expect(refusal(s, 'skill.activate', P1, { skill: 0, targets: [] })).toBe('ERR_EFFECT_LIMIT');
    expect(() =>
      duel({ config: { characterSkills: { p2: [{ kind: 'activated', ops: [{ op: 'nope' }] }] } } }),
    ).toThrow(/ERR_BAD_CONFIG|Invalid character skill/);
  });
});
