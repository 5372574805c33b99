/** Content lint (every effect interpretable), the starter set's shape, narration, author rulings and fate pins. */
import { describe, expect, it } from 'vitest';
import { applyAction, lintEffect, narrateText } from '@/machines/engine';
import type { EffectDef } from '@/machines/engine';
import { CATALOG } from '@/machines/wuhunzhi/catalog';
import { VOCABULARY } from '@/machines/wuhunzhi/effects/vocabulary';
import { SELECTORS } from '@/machines/wuhunzhi/effects/selectors';
import type { CardDef, WEffect } from '@/content/wuhunzhi/types';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import {
  act,
  advance,
  atDeclare,
  atPhase,
  customMatch,
  def,
  noGenerals,
  pastSetup,
  place,
  rig,
} from './helpers';

function effectsOf(c: CardDef): Array<[string, WEffect]> {
  switch (c.type) {
    case 'general':
      return [
        ...c.skills.map((e, i) => [`${c.id}.skill${i}`, e] as [string, WEffect]),
        ...c.formations.map((f, i) => [`${c.id}.formation${i}`, f.effect] as [string, WEffect]),
      ];
    case 'soul':
      return c.skills.map((e, i) => [`${c.id}.skill${i}`, e]);
    case 'altar':
      return [
        ...(c.altarEffect ? [[`${c.id}.altar`, c.altarEffect]] : []),
        ...(c.burstEffect ? [[`${c.id}.burst`, c.burstEffect]] : []),
      ] as Array<[string, WEffect]>;
    default:
      return [[`${c.id}.effect`, c.effect]];
  }
}

describe('content: the 东周 starter set', () => {
  const cards = Object.values(CATALOG);
  it('every op, predicate, trigger and selector a card names exists in the vocabulary', () => {
    const problems: string[] = [];
    for (const c of cards) {
      for (const [where, e] of effectsOf(c)) {
        problems.push(...lintEffect(VOCABULARY, e as EffectDef, where));
        for (const op of e.ops)
          if (
            typeof op.target === 'string' &&
            op.op !== 'damageAltar' &&
            op.op !== 'healAltar' &&
            op.op !== 'modifyAltarLevel' &&
            !(SELECTORS as readonly string[]).includes(op.target)
          )
            problems.push(`${where}: unknown selector ${op.target}`);
        const continuous = [
          'continuous',
          'formationEffect',
          'altarEffect',
          'strategyEffect',
          'eventEffect',
        ].includes(e.kind);
        if (!continuous && e.ops.some((o) => o.op === 'modifyAltarLevel'))
          problems.push(`${where}: modifyAltarLevel outside a continuous effect`);
        if (e.kind === 'activated' && !e.timing?.length)
          problems.push(`${where}: activated effect without timing`);
      }
    }
    expect(problems).toEqual([]);
  });
  it('has ≥ 4 generals with formations, 8 altars (2 special), 60 distinct main-deck cards across all four types', () => {
    const generals = cards.filter((c) => c.type === 'general');
    expect(generals.length).toBeGreaterThanOrEqual(4);
    expect(generals.every((g) => g.type === 'general' && g.formations.length > 0)).toBe(true);
    const altars = cards.filter((c) => c.type === 'altar');
    expect(altars).toHaveLength(8);
    expect(altars.filter((a) => a.type === 'altar' && a.special)).toHaveLength(2);
    const main = cards.filter((c) => ['soul', 'trap', 'event', 'strategy'].includes(c.type));
    expect(main.length).toBeGreaterThanOrEqual(60);
    expect(new Set(main.map((c) => c.type))).toEqual(new Set(['soul', 'trap', 'event', 'strategy']));
  });
  it('follows the effect-count limits (§2 item 5) and has Chinese text on every card', () => {
    for (const c of cards) {
      expect(c.text.zh.length, c.id).toBeGreaterThan(0);
      if (c.type === 'soul' || c.type === 'general') expect(c.skills.length).toBeLessThanOrEqual(2);
      if (c.type === 'altar') expect(Boolean(c.altarEffect), c.id).toBe(c.special);
    }
  });
});

describe('narration', () => {
  it("names the attacker's cell, the altar and the damage: 「第5格的…攻击…祭坛，…受到500点伤害」", () => {
    let s = advance(pastSetup(customMatch()), atPhase('match.round.reconnaissance'));
    s = rig(s, (x) => {
      noGenerals(x);
      place(x, 'p1', 5, 's-weiwuzu');
      place(x, 'p1', 9, 's-yangzhu');
      place(x, 'p2', 8, 's-qinruishi', { tapped: true });
    });
    s = advance(s, atDeclare);
    const action = {
      type: 'battle.declare',
      actor: 'p1' as const,
      payload: { target: { kind: 'altar', altar: 0 } },
    };
    const r = applyAction(def, s, action);
    if (!r.ok) throw new Error(r.error.code);
    const t = narrateText(def, s, action, r.state);
    expect(t.zh).toContain('第5格的「魏武卒」攻击乙的第1号祭坛');
    expect(t.zh).toContain('乙的第1号祭坛受到500点伤害');
    expect(t.en).toContain("Wei Heavy Infantry in cell 5 attacks 乙's altar 1");
  });
  it('never names a face-down summon', () => {
    const s = advance(pastSetup(customMatch()), atPhase('match.round.summoning'));
    const card = s.game.boards.p1.hand[0];
    const after = act(s, 'p1', 'summon.place', { card, altar: 0, faceDown: true });
    const action = {
      type: 'summon.place',
      actor: 'p1' as const,
      payload: { card, altar: 0, faceDown: true },
    };
    // The opponent is told a card went face down; the summoner and an all-seeing reader are told which.
    const t = narrateText(def, s, action, after, 'p2');
    expect(t).toEqual({
      zh: '甲把一张未公开的卡盖着召唤到第1号祭坛',
      en: '甲 summons an unrevealed card face down onto altar 1',
    });
    const name = def.cardName(s.cards[card].cardId).zh;
    expect(narrateText(def, s, action, after, 'p1').zh).toBe(`甲把「${name}」盖着召唤到第1号祭坛`);
    expect(narrateText(def, s, action, after).zh).toBe(`甲把「${name}」盖着召唤到第1号祭坛`);
  });
});

describe('narration says what ended', () => {
  it('a pass that ends a phase names the phase that ends and the one that begins, in both languages', () => {
    let s = advance(pastSetup(customMatch()), atPhase('match.round.summoning'));
    s = act(s, 'p1', 'summon.pass');
    const action = { type: 'summon.pass', actor: 'p2' as const, payload: {} };
    const t = narrateText(def, s, action, act(s, 'p2', 'summon.pass'));
    expect(t).toEqual({
      zh: '乙不召唤。召唤阶段结束，进入侦察阶段',
      en: '乙 passes the summon. The summoning phase ends; the reconnaissance phase begins',
    });
  });
  it('a step pass says whose step of which phase ended', () => {
    const s = advance(pastSetup(customMatch()), (x) => x.phase === 'match.round.planning.first');
    const action = { type: 'phase.pass', actor: 'p1' as const, payload: {} };
    expect(narrateText(def, s, action, act(s, 'p1', 'phase.pass')).zh).toBe('甲结束了策略阶段的行动');
  });
});

describe('author rulings and fate pins', () => {
  it('a typed ruling moves a card and sets damage, with a described reason; a pin fixes the next draw', () => {
    const s: WuhunzhiState = pastSetup(customMatch());
    const card = s.game.boards.p1.hand[0];
    const r = applyAction(def, s, {
      type: 'author.ruling',
      actor: 'author',
      payload: { change: { op: 'move', card, to: 'discardPile' }, reason: '剧情需要' },
    });
    if (!r.ok) throw new Error(r.error.code);
    expect((r.state as WuhunzhiState).game.boards.p1.discardPile).toContain(card);
    expect(
      narrateText(
        def,
        s,
        {
          type: 'author.ruling',
          actor: 'author',
          payload: { change: { op: 'move', card, to: 'discardPile' }, reason: '剧情需要' },
        },
        r.state,
      ).zh,
    ).toContain('【作者裁定】');
    const bad = applyAction(def, s, {
      type: 'author.ruling',
      actor: 'author',
      payload: { change: { op: 'setAltarDamage', seat: 'p1', altar: 9, value: 1 }, reason: 'x' },
    });
    expect(bad.ok).toBe(false);
    let t = rig(pastSetup(customMatch({ p2: ['s-wangjian'] })), (x) => {
      const deck = x.game.boards.p2.deck;
      deck.push(deck.shift()!); // 王翦 to the bottom: only the pin can bring it up now
    });
    const pinned = applyAction(def, t, {
      type: 'fate.pin',
      actor: 'author',
      payload: { kind: 'draw', seat: 'p2', cardId: 's-wangjian' },
    });
    if (!pinned.ok) throw new Error(pinned.error.code);
    t = act(pinned.state as WuhunzhiState, 'p1', 'construction.revealAltar', { altar: 1 });
    expect(t.game.boards.p2.hand.some((id) => t.cards[id].cardId === 's-wangjian')).toBe(true);
  });
});
