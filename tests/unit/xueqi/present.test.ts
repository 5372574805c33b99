/** Perspective views, narration in zh/en, legalActions exactness on a crafted position, author rulings. */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, narrate, view } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiBoardView } from '@/machines/xueqi';
import { P1, P2, act, duel, give, lp, passTurn, refusal, toMain } from './helpers';

describe('views', () => {
  it('a seat sees its own hand; the opponent hand and both decks are counts only; no hidden id appears', () => {
    const s = toMain(duel());
    const v1 = view<XueqiBoardView>(xueqi, s, P1).board;
    expect(v1.seats.p1.hand).toHaveLength(6);
    expect(v1.seats.p2.hand).toBeNull();
    expect(v1.seats.p2.handCount).toBe(5);
    const json = JSON.stringify(view(xueqi, s, P1));
    for (const id of [...s.game.players.p2.hand, ...s.game.players.p1.deck, ...s.game.players.p2.deck])
      expect(json).not.toContain(`"${id}"`);
    const omni = view<XueqiBoardView>(xueqi, s, 'omniscient').board;
    expect(omni.seats.p2.hand).toHaveLength(5);
  });
});

describe('narration', () => {
  it('names the combo numbers, the LP causes and the turn change in both languages', () => {
    let s = passTurn(toMain(duel()));
    const lead = give(s, P2, 'xue-nu', 'slot');
    const a = give(s, P2, 'ye-ya', 'slot');
    const b = give(s, P2, 'ye-ya', 'slot');
    const target = give(s, P1, 'shixue-lang', 'slot');
    s = act(s, 'battle.declare', P2);
    const action = {
      type: 'battle.attack',
      actor: P2,
      payload: { lead, supporters: [a, b], target },
    } as const;
    const after = applyAction(xueqi, s, action);
    if (!after.ok) throw after.error;
    const zh = narrate(xueqi, s, action, after.state, 'zh-CN');
    const en = narrate(xueqi, s, action, after.state, 'en');
    expect(zh).toContain('「血奴」联动「夜鸦」、「夜鸦」');
    expect(zh).toContain('攻击力170对生命力150');
    expect(zh).toContain('因破坏回复10点生命值');
    expect(en).toContain('170 against life 150');
    const end = { type: 'battle.end', actor: P2, payload: {} } as const;
    const e2 = applyAction(xueqi, after.state, end);
    if (!e2.ok) throw e2.error;
    expect(narrate(xueqi, after.state, end, e2.state, 'zh-CN')).toMatch(
      /维持消耗.*第2轮，第3回合：甲的回合开始/,
    );
  });
});

describe('legalActions', () => {
  it('lists exactly the attacks of a crafted battle (lead alone, needed combos, no direct attack)', () => {
    let s = passTurn(toMain(duel()));
    const lead = give(s, P2, 'xue-nu', 'slot');
    const a = give(s, P2, 'ye-ya', 'slot');
    const b = give(s, P2, 'ye-ya', 'slot');
    const target = give(s, P1, 'shixue-lang', 'slot');
    s = act(s, 'battle.declare', P2);
    const attacks = legalActions(xueqi, s, P2)
      .filter((x) => x.type === 'battle.attack')
      .map((x) => x.payload);
    // 100+35+35 = 170 and 70+50+35 = 155 pass 150; nothing alone, no pair, no direct attack does.
    expect(attacks).toEqual([
      { lead, supporters: [a, b], target },
      { lead: a, supporters: [lead, b], target },
      { lead: b, supporters: [lead, a], target },
    ]);
    expect(legalActions(xueqi, s, P1).map((x) => x.type)).toEqual(['match.concede']);
  });
  it('every listed action is accepted in a rich main phase', () => {
    const s = toMain(duel());
    for (const c of [
      'pomie-ling',
      'zhaohun-zhen',
      'xueqi-zengfu',
      'shenyuan-zhaohuan',
      'liedi',
      'xue-zhi-xianli',
    ])
      give(s, P1, c);
    give(s, P1, 'yinhun-shi', 'slot');
    give(s, P1, 'minghe-duzhe', 'slot');
    give(s, P2, 'xue-qishi', 'slot');
    give(s, P2, 'lianji-qiyue', 'support');
    const legal = legalActions(xueqi, s, P1);
    expect(legal.length).toBeGreaterThan(15);
    for (const a of legal) expect(applyAction(xueqi, s, a).ok, JSON.stringify(a)).toBe(true);
    expect(
      legal.filter((a) => a.type === 'rule.activate' && (a.payload as { card: string }).card.length > 0)
        .length,
    ).toBeGreaterThan(3);
  });
});

describe('author rulings', () => {
  it('set LP (recorded with cause ruling), move cards, modify creatures; R20 keeps extra cards out of hands and decks', () => {
    let s = toMain(duel());
    s = act(s, 'author.ruling' as never, 'author' as never, {
      change: { op: 'setLp', seat: P2, value: 1234 },
      reason: '剧情需要',
    });
    expect(lp(s, P2)).toBe(1234);
    expect(s.effects[0]).toMatchObject({ type: 'lp', player: P2, delta: 1234 - 4000, cause: 'ruling' });
    const bat = give(s, P1, 'xue-bianfu', 'extra', true);
    expect(
      refusal(s, 'author.ruling' as never, 'author' as never, {
        change: { op: 'move', card: bat, to: 'hand' },
        reason: 'x',
      }),
    ).toBe('ERR_EXTRA_ZONE');
    s = act(s, 'author.ruling' as never, 'author' as never, {
      change: { op: 'modify', card: bat, field: 'atk', amount: 40 },
      reason: 'x',
    });
    expect(s.game.players.p1.extraCreatures[0].atkMod).toBe(40);
  });
});

describe('narration over random play', () => {
  it('every accepted action of 20 random matches narrates in zh and en without holes', async () => {
    const { randomMatch } = await import('../../support/property');
    const { BAT_SWARM, BONE_LEGION } = await import('@/content/xueqi/decks');
    const types = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      let prev: unknown = null;
      randomMatch(
        xueqi,
        {
          gameId: 'xueqi',
          rulesVersion: '1',
          players: { p1: { name: '甲' }, p2: { name: '乙' } },
          seed,
          decks: { p1: BAT_SWARM.cards, p2: BONE_LEGION.cards },
          config: seed % 2 ? {} : { ruleDiscardRefund: true, drawOptional: true },
        },
        {
          seed,
          onStep: (s, action) => {
            if (prev && action) {
              types.add(action.type);
              for (const locale of ['zh-CN', 'en'] as const) {
                const text = narrate(xueqi, prev as never, action, s, locale);
                expect(text, `${action.type} ${locale}`).not.toMatch(/undefined|NaN|\[object/);
                if (locale === 'zh-CN') expect(text).toMatch(/[\u4e00-\u9fff]/);
              }
            }
            prev = JSON.parse(JSON.stringify(s));
          },
        },
      );
    }
    expect(types.size).toBeGreaterThanOrEqual(12);
  });
});

describe('rulings settle the match', () => {
  it('a ruling that sets LP to 0 ends the match at once', () => {
    const s = act(toMain(duel()), 'author.ruling' as never, 'author' as never, {
      change: { op: 'setLp', seat: P1, value: 0 },
      reason: '献祭剧情',
    });
    expect(s.result).toMatchObject({ winner: P2, reason: 'lpZero' });
    expect(s.phase).toBe('over');
    expect(s.active).toBeNull();
  });
});
