/**
 * What the site reads from the 血契 definition instead of knowing the game itself: the phase names on the chart,
 * the content module (presets, example positions, paste hint, card ids), the ruling kinds and the zone names.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMatch, isRuleError, phaseLabel, phaseLabels } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import { CATALOG } from '@/machines/xueqi/catalog';
import { rulingSchema } from '@/machines/xueqi/ruling';
import { DECKS } from '@/content/xueqi/decks';
import { EXAMPLE_POSITIONS } from '@/content/xueqi/positions';

describe('phase labels on the chart', () => {
  it('every state has its own zh/en label', () => {
    for (const { path, label } of phaseLabels(xueqi.chart)) {
      if (path === '') continue; // the machine's root
      expect(label, path).not.toBeNull();
    }
  });

  it('keeps the words readers saw before (主要阶段 / main phase …)', () => {
    const words = (p: string) => phaseLabel(xueqi.chart, p);
    expect(words('playing.draw')).toEqual({ zh: '抽牌阶段', en: 'draw phase' });
    expect(words('playing.main')).toEqual({ zh: '主要阶段', en: 'main phase' });
    expect(words('playing.battle')).toEqual({ zh: '战斗阶段', en: 'battle phase' });
    expect(words('playing.end')).toEqual({ zh: '结束阶段', en: 'end phase' });
    expect(words('over')).toEqual({ zh: '终局', en: 'game over' });
  });
});

describe('content module', () => {
  const content = xueqi.content!;

  it('offers the preset decks as setup.decks[seat] takes them', () => {
    expect(content.presets.map((p) => p.id)).toEqual(DECKS.map((d) => d.id));
    for (const p of content.presets) {
      const d = DECKS.find((x) => x.id === p.id)!;
      expect(p.name).toEqual(d.name);
      expect(p.deck).toEqual(d.cards);
    }
  });

  it('offers every example position with decks from the presets or, a scene, none; each starts a match', () => {
    expect(content.positions.map((p) => p.id)).toEqual(EXAMPLE_POSITIONS.map((p) => p.id));
    const ids = new Set(content.presets.map((p) => p.id));
    for (const p of content.positions) {
      if (p.decks) expect(ids.has(p.decks.p1) && ids.has(p.decks.p2), p.id).toBe(true);
      const deck = (id: string) => content.presets.find((x) => x.id === id)!.deck;
      const s = createMatch(xueqi, {
        gameId: 'xueqi',
        rulesVersion: xueqi.rulesVersion,
        players: { p1: { name: '林焰' }, p2: { name: '苏冥' } },
        seed: 1,
        ...(p.decks ? { decks: { p1: deck(p.decks.p1), p2: deck(p.decks.p2) } } : {}),
        position: p.position,
      });
      expect(isRuleError(s) ? s.text.en : null, p.id).toBeNull();
    }
    expect(content.positions.filter((p) => !p.decks).length).toBeGreaterThanOrEqual(3);
  });

  it('lists every card id of the starter set and says how a pasted deck is written', () => {
    expect(content.cardIds).toEqual(Object.keys(CATALOG));
    expect(content.pasteHint.zh).toMatch(/xue-nu/);
  });
});

describe('ruling kinds and zone names', () => {
  const ops = rulingSchema.options.map((o) => ({ op: o.shape.op.value, fields: Object.keys(o.shape) }));

  it('explain every ruling op and label every field of its schema', () => {
    const kinds = xueqi.ruling.kinds!;
    expect(kinds.map((k) => k.op).sort()).toEqual(ops.map((o) => o.op).sort());
    for (const { op, fields } of ops) {
      const k = kinds.find((x) => x.op === op)!;
      expect(k.label.zh && k.label.en && k.help.zh && k.help.en, op).toBeTruthy();
      expect(Object.keys(k.fields).sort(), op).toEqual(fields.filter((f) => f !== 'op').sort());
      for (const f of Object.values(k.fields)) expect(f.label.zh && f.label.en).toBeTruthy();
    }
  });

  it('name every zone key of the board refs and consequences, and say what a hidden card is called', () => {
    for (const zone of ['deck', 'hand', 'graveyard', 'slot', 'extra', 'support'])
      expect(xueqi.zoneNames?.[zone], zone).toBeDefined();
    expect(xueqi.hiddenCard).toEqual({ zh: '一张未公开的卡牌', en: 'an unrevealed card' });
  });

  it('name every zone a ruling can move a card to', () => {
    const move = rulingSchema.options.find((o) => o.shape.op.value === 'move')!;
    const to = (move.shape as { to: z.ZodEnum }).to.options as string[];
    for (const zone of to) expect(xueqi.zoneNames?.[zone], zone).toBeDefined();
  });
});
