/** The effect vocabulary (§8.3) and the rule/value activation rules (R41, R42, R23). */
import { describe, expect, it } from 'vitest';
import { P1, P2, act, duel, field, give, isLegal, lp, passTurn, refusal, toMain } from './helpers';
import { atkOf, lifeOf } from '@/machines/xueqi/rules/field';

describe('R41 targeted cards need a legal target', () => {
  it('破灭令 cannot be activated without an enemy creature of rank ≤ 5, nor on a rank-6 one', () => {
    const s = toMain(duel());
    const card = give(s, P1, 'pomie-ling');
    expect(isLegal(s, { type: 'rule.activate', actor: P1, payload: { card, targets: [] } })).toBe(false);
    expect(refusal(s, 'rule.activate', P1, { card, targets: [] })).toBe('ERR_BAD_TARGETS');
    const big = give(s, P2, 'xueyi-mo', 'slot');
    expect(refusal(s, 'rule.activate', P1, { card, targets: [big] })).toBe('ERR_BAD_TARGET');
    const own = give(s, P1, 'xue-nu', 'slot');
    expect(refusal(s, 'rule.activate', P1, { card, targets: [own] })).toBe('ERR_BAD_TARGET');
  });
  it('rule and value cards are told apart (R42): a value card is refused as rule.activate', () => {
    const s = toMain(duel());
    const card = give(s, P1, 'shengming-hongxi');
    expect(refusal(s, 'rule.activate', P1, { card, targets: [] })).toBe('ERR_WRONG_CARD_KIND');
    expect(lp(act(s, 'value.activate', P1, { card, targets: [] }), P1)).toBe(4000 - 15 + 150);
  });
});

describe('ops', () => {
  it('modifyAtk thisTurn wears off at the turn end; permanent modifiers stay; 嗜血印记 persists with upkeep 10', () => {
    let s = toMain(duel());
    const c = give(s, P1, 'xue-nu', 'slot');
    s = act(s, 'value.activate', P1, { card: give(s, P1, 'xueqi-zengfu'), targets: [c] });
    s = act(s, 'value.activate', P1, { card: give(s, P1, 'shixue-yinji'), targets: [c] });
    s = act(s, 'value.activate', P1, { card: give(s, P1, 'tiegu'), targets: [c] });
    const inst = () => s.game.players.p1.creatureSlots[0];
    expect(atkOf(s, inst())).toBe(100 + 100 + 150);
    expect(lifeOf(s, inst())).toBe(70 + 150);
    const before = lp(s, P1);
    s = act(s, 'turn.end', P1);
    expect(atkOf(s, inst())).toBe(250);
    expect(lp(s, P1)).toBe(before - 5 - 10);
  });
  it('弱化 lowers life for this turn so a weaker attacker may pass the threshold', () => {
    let s = passTurn(toMain(duel()));
    const lead = give(s, P2, 'xue-nu', 'slot'); // 100
    const wall = give(s, P1, 'tiebi-wei', 'slot'); // 200 → 100 … still not > 100 with equal; use -100 then atk 100 vs 100 fails
    s = act(s, 'battle.declare', P2);
    s = act(s, 'value.activate', P2, { card: give(s, P2, 'ruohua'), targets: [wall] });
    expect(refusal(s, 'battle.attack', P2, { lead, supporters: [], target: wall })).toBe(
      'ERR_ATTACK_TOO_WEAK',
    );
    s = act(s, 'value.activate', P2, { card: give(s, P2, 'ruohua'), targets: [wall] });
    s = act(s, 'battle.attack', P2, { lead, supporters: [], target: wall });
    expect(field(s, P1)).toHaveLength(0);
  });
  it('封印咒 stops an enemy creature attacking through its controller next turn', () => {
    let s = toMain(duel());
    const foe = give(s, P2, 'xue-nu', 'slot');
    s = act(s, 'rule.activate', P1, { card: give(s, P1, 'fengyin-zhou'), targets: [foe] });
    s = passTurn(s);
    s = act(s, 'battle.declare', P2);
    expect(refusal(s, 'battle.attack', P2, { lead: foe, supporters: [], target: 'player' })).toBe(
      'ERR_ALREADY_ATTACKED',
    );
  });
  it('深渊之眼 searches a creature of rank ≤ 3 once per game; 血咒师 pays 20 to destroy a rank ≤ 2 creature', () => {
    let s = toMain(duel());
    const eye = give(s, P1, 'shenyuan-zhiyan', 'slot');
    const hand = s.game.players.p1.hand.length;
    s = act(s, 'effect.activate', P1, { creature: eye, effect: 0, targets: [], pick: 'xue-jianke' });
    expect(s.game.players.p1.hand).toHaveLength(hand + 1);
    expect(refusal(s, 'effect.activate', P1, { creature: eye, effect: 0, targets: [], pick: 'xue-nu' })).toBe(
      'ERR_EFFECT_LIMIT',
    );
    const hexer = give(s, P1, 'xuezhou-shi', 'slot');
    const foe = give(s, P2, 'xue-jianke', 'slot');
    s = act(s, 'effect.activate', P1, { creature: hexer, effect: 0, targets: [foe] });
    expect(lp(s, P1)).toBe(4000 - 20 + 5);
  });
  it('献祭 destroys an own creature (with its gain) and draws; 血泉女妖 gains 30 at its controller turn end', () => {
    let s = toMain(duel());
    const c = give(s, P1, 'xue-jianke', 'slot');
    const hand = s.game.players.p1.hand.length;
    s = act(s, 'value.activate', P1, { card: give(s, P1, 'xianji'), targets: [c] });
    expect(lp(s, P1)).toBe(4005);
    expect(s.game.players.p1.hand).toHaveLength(hand + 1 - 0);
    give(s, P1, 'xuequan-nvyao', 'slot');
    s = act(s, 'turn.end', P1);
    expect(lp(s, P1)).toBe(4005 + 30 - 25);
  });
  it('同心之血 (supporterAtkFactor 1) stops halving supporters', () => {
    let s = passTurn(toMain(duel()));
    give(s, P2, 'tongxin-zhixue', 'support');
    const lead = give(s, P2, 'xue-nu', 'slot');
    const sup = give(s, P2, 'ye-ya', 'slot');
    const t = give(s, P1, 'shixue-lang', 'slot'); // life 150: 100 + 70 = 170 (halved it would be 135)
    s = act(s, 'battle.declare', P2);
    s = act(s, 'battle.attack', P2, { lead, supporters: [sup], target: t });
    expect(s.effects.find((e) => e.type === 'attack')!.atk).toBe(170);
  });
  it('摄魂者 summoned: the opponent loses 150 (an effect LP change, explained by its record)', () => {
    let s = toMain(duel());
    s = act(s, 'summon.creature', P1, { card: give(s, P1, 'shehun-zhe') });
    expect(lp(s, P2)).toBe(3850);
    expect(s.effects.filter((e) => e.type === 'lp').map((e) => e.cause)).toEqual(['summonCost', 'effect']);
  });
});

describe('turn triggers and graveyards', () => {
  it('晨祷修女: +10 LP at the start of its controller turn only (turnStart fires for the turn player)', () => {
    let s = toMain(duel());
    give(s, P1, 'chendao-xiunv', 'slot');
    s = act(s, 'turn.end', P1); // p1 pays 5 upkeep; p2's turn starts: no trigger for p1's nun
    expect(lp(s, P1)).toBe(3995);
    s = toMain(s);
    s = act(s, 'turn.end', P2); // p1's turn 3 starts: +10 (after 5 more upkeep)
    expect(lp(s, P1)).toBe(3995 - 5 + 10);
    expect(s.effects.some((e) => e.type === 'trigger' && e.on === 'turnStart')).toBe(true);
  });
  it('R31: each player has their own graveyard (cards go to their owner)', () => {
    let s = toMain(duel());
    const foe = give(s, P2, 'xue-nu', 'slot');
    const edict = give(s, P1, 'pomie-ling');
    s = act(s, 'rule.activate', P1, { card: edict, targets: [foe] });
    expect(s.game.players.p2.graveyard).toEqual([foe]);
    expect(s.game.players.p1.graveyard).toEqual([edict]);
  });
});
