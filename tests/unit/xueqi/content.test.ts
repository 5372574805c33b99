/** The starter set and decks: size, spread, Chinese text, legality, and every effect interpretable. */
import { describe, expect, it } from 'vitest';
import { createMatch, isRuleError, lintEffect } from '@/machines/engine';
import type { EffectDef } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import { CATALOG } from '@/machines/xueqi/catalog';
import { vocabulary } from '@/machines/xueqi/effects/vocabulary';
import { SUMMON_OPS } from '@/machines/xueqi/effects/context';
import { DECKS } from '@/content/xueqi/decks';
import { DEFAULT_CONFIG } from '@/machines/xueqi/config';

const cards = Object.values(CATALOG);
const effectsOf = (c: (typeof cards)[number]): EffectDef[] =>
  (c.kind === 'creature' ? (c.effects ?? []) : [c.effect]) as EffectDef[];

describe('starter set', () => {
  it('has at least 45 distinct cards: creatures of every rank 1–9, rule cards, value cards, summoners', () => {
    expect(cards.length).toBeGreaterThanOrEqual(45);
    const ranks = new Set(cards.filter((c) => c.kind === 'creature').map((c) => c.rank));
    for (let r = 1; r <= 9; r++) expect(ranks.has(r), `rank ${r}`).toBe(true);
    expect(cards.filter((c) => c.kind === 'rule').length).toBeGreaterThanOrEqual(8);
    expect(cards.filter((c) => c.kind === 'value').length).toBeGreaterThanOrEqual(6);
    const summoners = cards.filter(
      (c) => c.kind === 'creature' && effectsOf(c).some((e) => e.ops.some((o) => SUMMON_OPS.has(o.op))),
    );
    expect(summoners.length).toBeGreaterThanOrEqual(4);
  });
  it('every card has Chinese name and text', () => {
    for (const c of cards) {
      expect(c.name.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(c.text.zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });
  it('every effect uses only the vocabulary; triggered effects choose no targets; rule/value effects declare targets (R41)', () => {
    for (const c of cards) {
      effectsOf(c).forEach((e, i) => {
        expect(lintEffect(vocabulary, e, `${c.id}#${i}`)).toEqual([]);
        if (e.kind === 'triggered') expect(e.targets ?? []).toEqual([]);
        if (c.kind !== 'creature') expect(Array.isArray(e.targets), `${c.id} declares targets`).toBe(true);
        for (const op of e.ops)
          if (typeof op.target === 'number') expect(op.target).toBeLessThan((e.targets ?? []).length);
      });
    }
  });
  it('R9: activated summoning effects carry a limit; extra summons respect the +2 cap and only creatures make them', () => {
    for (const c of cards) {
      for (const e of effectsOf(c)) {
        const summons = e.ops.filter((o) => SUMMON_OPS.has(o.op));
        if (e.kind === 'activated' && summons.length && c.kind === 'creature')
          expect(e.limit, c.id).toBeDefined();
        for (const o of e.ops.filter((x) => x.op === 'summonExtra')) {
          expect(c.kind).toBe('creature');
          const def = CATALOG[o.defId as string];
          expect(def.kind === 'creature' && def.extraOnly).toBe(true);
          expect(def.rank).toBeLessThanOrEqual(c.rank + DEFAULT_CONFIG.extraSummonRankOffset);
        }
      }
    }
  });
  it('two legal decks of 40–50 cards without extra-summon cards', () => {
    expect(DECKS).toHaveLength(2);
    for (const d of DECKS) {
      expect(d.cards.length).toBeGreaterThanOrEqual(40);
      expect(d.cards.length).toBeLessThanOrEqual(50);
      const m = createMatch(xueqi, {
        gameId: 'xueqi',
        rulesVersion: '1',
        players: { p1: { name: 'a' }, p2: { name: 'b' } },
        seed: 1,
        decks: { p1: d.cards, p2: d.cards },
      });
      expect(isRuleError(m)).toBe(false);
    }
  });
});
