/**
 * Starting positions: every refusal (ERR_BAD_POSITION for rules and shape, nothing created), deck
 * formation, instance ids and conservation.
 */
import { describe, expect, it } from 'vitest';
import { xueqi } from '@/machines/xueqi';
import type { XueqiConfig } from '@/machines/xueqi/config';
import { BAT_SWARM, BONE_LEGION } from '@/content/xueqi/decks';
import { expectCardsConserved } from '../../support/property';
import { act, expectBad, fieldId, refused, sorted, start } from './position-helpers';

describe('refusals: ERR_BAD_POSITION for rules and shape, and nothing is created', () => {
  it('turn number below 1', () => {
    expectBad({ turn: 0, active: 'p1' }, ['回合数 0'], ['Turn number 0']);
  });
  it('an unknown card id', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { hand: ['no-such-card'] } },
      ['p1 的手牌第 1 张', '未知卡牌'],
      ['p1 hand card 1', 'unknown card'],
    );
  });
  it('a card that is not in the seat’s deck list', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: ['xueyi-mo'] } },
      ['p1 的生物格位第 1 张「血翼魔」', '不在 p1 的卡组列表中'],
      ['p1 creature slot card 1 ("Blood-Winged Fiend")', "not in p1's deck list"],
    );
  });
  it('more copies than the deck list has', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { hand: ['ye-ya', 'ye-ya'], graveyard: ['ye-ya', 'ye-ya'] } },
      ['p1 的墓地第 2 张「夜鸦」', '只有 3 张'],
      ['p1 graveyard card 2 ("Night Crow")', 'has only 3'],
    );
  });
  it('a creature in the support area', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { supportArea: ['xue-nu'] } },
      ['支援区', '是生物卡'],
      ['support area', 'is a creature'],
    );
  });
  it('a rule card on the field', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: ['xuezhan-faze'] } },
      ['不是生物卡'],
      ['is not a creature'],
    );
  });
  it('a non-persistent rule card in the support area', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { supportArea: ['chongfeng-haoling'] } },
      ['不是持续卡'],
      ['is not persistent'],
    );
  });
  it('an extra-summon card in hand', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { hand: ['xue-bianfu'] } },
      ['额外召唤卡牌，不能在手牌中'],
      ['never be in a hand'],
    );
  });
  it('an extra-summon card in a creature slot', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: ['xue-bianfu'] } },
      ['只能在额外区'],
      ['only be in the extra area'],
    );
  });
  it('an extra-summon card in the graveyard when they cease to exist (R20 variant)', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { graveyard: ['xue-bianfu'] } },
      ['不会进入墓地'],
      ['ceases to exist'],
      {
        config: { extraToGraveyard: false },
      },
    );
  });
  it('more hand cards than the hand limit of the match’s config', () => {
    const hand = ['xue-nu', 'xue-nu', 'xue-nu', 'ye-ya', 'ye-ya', 'ye-ya', 'xue-zhi'];
    expect(start({ turn: 3, active: 'p1', p1: { hand } }).game.players.p1.hand).toHaveLength(7);
    expectBad(
      { turn: 3, active: 'p1', p1: { hand } },
      ['p1 的手牌有 7 张，超过上限 6 张'],
      ['over the hand limit of 6'],
      {
        config: { handLimit: 6 },
      },
    );
  });
  it('more slot creatures than the effective slot limit (config and rule parameters)', () => {
    const creatureSlots = ['xue-nu', 'xue-nu', 'xue-nu', 'ye-ya'];
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots } },
      ['第 4 格不存在'],
      ['slot 4 does not exist'],
      {
        config: { creatureSlotLimit: 3 },
      },
    );
    const skill = { kind: 'continuous', ops: [{ op: 'setRuleParam', param: 'creatureSlotLimit', value: 4 }] };
    const s = start(
      { turn: 3, active: 'p1', p1: { creatureSlots } },
      {
        config: { creatureSlotLimit: 3, characterSkills: { p1: [skill] } as XueqiConfig['characterSkills'] },
      },
    );
    expect(s.game.players.p1.creatureSlots).toHaveLength(4);
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: [...creatureSlots, 'ye-ya', 'ye-ya'] } },
      ['p1 的生物格位只有 5 个'],
      ['only 5 creature slots'],
    );
  });
  it('more support cards than the support-area limit (R11 variant)', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { supportArea: ['xuezhan-faze', 'tongxin-zhixue'] } },
      ['支援区最多 1 张'],
      ['at most 1 cards'],
      { config: { supportAreaLimit: 1 } },
    );
  });
  it('LP at or below 0: the position is already decided', () => {
    expectBad(
      { turn: 3, active: 'p1', p2: { lp: 0 } },
      ['p2 的生命值为 0', '已分胜负'],
      ['p2 has 0 LP', 'decided'],
    );
    expectBad({ turn: 3, active: 'p1', p1: { lp: -5 } }, ['p1 的生命值为 -5'], ['p1 has -5 LP']);
  });
  it('the seat whose turn just ended has an empty deck: already lost to deck-out (W3)', () => {
    const list = BAT_SWARM.cards;
    const pos = (turn: number) => ({ turn, active: 'p1', p2: { graveyard: list } });
    expectBad(pos(3), ['p2 的卡组为空', '已分胜负'], ["p2's deck is empty", 'decided'], { p2: list });
    expect(start(pos(1), { p2: list }).game.players.p2.deck).toEqual([]);
  });
  it('a setup first player that contradicts the named turn', () => {
    expectBad({ turn: 3, active: 'p1' }, ['先手应为 p1', '不符'], ['so p1 moved first, not p2'], {
      first: 'p2',
    });
    expect(start({ turn: 4, active: 'p1' }, { first: 'p2' }).game.firstPlayer).toBe('p2');
  });
  it('a Fate Draw turn not yet played', () => {
    expectBad(
      { turn: 9, active: 'p1', p1: { fateDrawTurn: 9 } },
      ['命运抽卡回合 9 无效'],
      ['Fate Draw turn 9 is invalid'],
    );
  });
  it('a Fate Draw on the other seat’s turn', () => {
    expectBad(
      { turn: 9, active: 'p1', p1: { fateDrawTurn: 6 } },
      ['第 6 回合不是 p1 的回合'],
      ["Turn 6 was not p1's turn"],
    );
  });
  it('a Fate Draw in round 1', () => {
    expectBad({ turn: 9, active: 'p1', p2: { fateDrawTurn: 2 } }, ['不能在第一轮'], ['in round 1']);
  });
  it('a Fate Draw before enough completed turns (R26, by the config’s counting)', () => {
    expectBad(
      { turn: 9, active: 'p1', p1: { fateDrawTurn: 5 } },
      ['只完成了 2 个回合'],
      ['completed only 2 turns'],
    );
    expect(
      start(
        { turn: 9, active: 'p1', p1: { fateDrawTurn: 5 } },
        { config: { fateDrawTurnCounting: 'global' } },
      ).game.players.p1.fateDrawUsed,
    ).toBe(true);
  });
  it('turnsLeft on a creature without a duration, or beyond its duration', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: [{ card: 'xue-nu', turnsLeft: 1 }] } },
      ['没有回合持续时间'],
      ['has no turn duration'],
    );
    expectBad(
      { turn: 3, active: 'p1', p1: { extraCreatures: [{ card: 'xue-ying', turnsLeft: 3 }] } },
      ['回合持续时间只有 2'],
      ['lasts 2 turns'],
    );
  });
  it('usedEffects naming an effect that is not once per game, or used too often', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: [{ card: 'yinhun-shi', usedEffects: [0] }] } },
      ['没有第 0 号每局限次效果'],
      ['no once-per-game effect 0'],
    );
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: [{ card: 'shenyuan-zhiyan', usedEffects: [0, 0] }] } },
      ['每局只能用 1 次'],
      ['can be used 1 times per game, not 2'],
    );
  });
  it.each([
    ['an unknown key', { turn: 3, active: 'p1', extra: 1 }, 'extra'],
    ['a seat that does not exist', { turn: 3, active: 'p3' }, 'active'],
    ['a turn that is a string', { turn: '3', active: 'p1' }, 'turn'],
    ['a turn that is not an integer', { turn: 3.5, active: 'p1' }, 'turn'],
    ['LP that is not an integer', { turn: 3, active: 'p1', p1: { lp: 10.5 } }, 'p1.lp'],
    ['a hand that is not a list', { turn: 3, active: 'p1', p1: { hand: 'xue-nu' } }, 'p1.hand'],
    [
      'a tapped creature (nothing in 血契 is tapped)',
      { turn: 3, active: 'p1', p1: { creatureSlots: [{ card: 'xue-nu', tapped: true }] } },
      'p1.creatureSlots.0.tapped',
    ],
    ['a missing turn', { active: 'p1' }, 'turn'],
    ['not an object', [], '(root)'],
  ])('shape: %s → ERR_BAD_POSITION naming the field', (_name, position, field) => {
    const e = refused(position);
    expect(e.code).toBe('ERR_BAD_POSITION');
    expect(e.details.field).toBe(field);
    expect(e.text.zh).toContain(`起始局面：${field}：`);
    expect(e.text.en).toContain(`Starting position: ${field}: `);
  });
  it.each([
    ['turn below 1', { turn: 0, active: 'p1' }, 'turn'],
    ['an unknown card', { turn: 3, active: 'p1', p1: { hand: ['ye-ya', 'no-such-card'] } }, 'p1.hand[1]'],
    [
      'a card the deck list lacks',
      { turn: 3, active: 'p1', p1: { creatureSlots: ['xueyi-mo'] } },
      'p1.creatureSlots[0]',
    ],
    [
      'more creatures than slots',
      {
        turn: 3,
        active: 'p1',
        p1: { creatureSlots: ['ye-ya', 'ye-ya', 'ye-ya', 'xue-nu', 'xue-nu', 'xue-nu'] },
      },
      'p1.creatureSlots[5]',
    ],
    [
      'a creature in the support area',
      { turn: 3, active: 'p1', p1: { supportArea: ['xue-nu'] } },
      'p1.supportArea[0]',
    ],
    ['a seat at 0 LP', { turn: 3, active: 'p1', p2: { lp: 0 } }, 'p2.lp'],
  ])('%s names the field → %s', (_name, position, field) => {
    const e = refused(position);
    expect(e.code).toBe('ERR_BAD_POSITION');
    expect(e.details.field).toBe(field);
    expect(e.text.zh).toMatch(/^起始局面：.+/);
    expect(e.text.zh).toContain(`（${field}）`);
    expect(e.text.en).toMatch(/^Starting position: .+/);
    expect(e.text.en).toContain(`(${field})`);
  });
  it('a bad deck list is still ERR_BAD_DECK', () => {
    expect(refused({ turn: 3, active: 'p1' }, { p1: BAT_SWARM.cards.slice(0, 30) }).code).toBe(
      'ERR_BAD_DECK',
    );
  });
});

describe('deck formation, instance ids and conservation', () => {
  const pos = {
    turn: 5,
    active: 'p1',
    p1: { hand: ['ye-ya', 'xue-nu'], creatureSlots: ['ye-ya'], extraCreatures: ['xue-bianfu'] },
    p2: { graveyard: ['gu-ling'], hand: ['lie-quan'] },
  };

  it('named cards take the lowest free copies of the list (normal ids); extras are numbered like summonExtra', () => {
    const s = start(pos, { stacked: ['p1', 'p2'] });
    // BAT_SWARM: xue-nu 0–2, lie-quan 3, jingji-kuilei 4, ye-ya 5–7. Field zones are filled before the hand.
    expect(s.game.players.p1.creatureSlots[0].id).toBe('p1-5');
    expect(s.game.players.p1.hand).toEqual(['p1-6', 'p1-0']);
    expect(s.game.players.p1.extraCreatures[0].id).toBe('p1-x1');
    expect(s.game.players.p2.graveyard).toEqual(['p2-x2']);
    expect(s.cards['p2-x2']).toEqual({ cardId: 'gu-ling', owner: 'p2' });
    expect(Object.keys(s.cards)).toHaveLength(BAT_SWARM.cards.length + BONE_LEGION.cards.length + 2);
    expectCardsConserved(xueqi, s);
  });

  it('stacked seats keep deck-list order (top first); others are shuffled by the seed', () => {
    const stacked = start(pos, { stacked: ['p1'] });
    const ids = stacked.game.players.p1.deck;
    expect(ids).toEqual(
      BAT_SWARM.cards.map((_, i) => `p1-${i}`).filter((id) => !['p1-0', 'p1-5', 'p1-6'].includes(id)),
    );
    expect(stacked.game.players.p1.deck[0]).toBe('p1-1');
    const a = start(pos, { seed: 1 }).game.players.p2.deck;
    const b = start(pos, { seed: 2 }).game.players.p2.deck;
    expect(a).not.toEqual(b);
    expect(sorted(a)).toEqual(sorted(b));
    expect(start(pos, { seed: 1 }).game.players.p2.deck).toEqual(a);
    expect(stacked.game.players.p2.deck).not.toEqual(sorted(stacked.game.players.p2.deck));
  });

  it('a later effect summon continues the extra numbering', () => {
    let s = start({
      turn: 5,
      active: 'p1',
      p1: { creatureSlots: ['yinhun-shi'], extraCreatures: ['xue-bianfu'] },
    });
    s = act(s, 'draw.normal', 'p1');
    s = act(s, 'effect.activate', 'p1', { creature: fieldId(s, 'p1', 'yinhun-shi'), effect: 0, targets: [] });
    expect(s.game.players.p1.extraCreatures.map((c) => c.id)).toEqual(['p1-x1', 'p1-x2']);
    expectCardsConserved(xueqi, s);
  });
});
