/** The 武魂志 definition as one piece: phase labels, the content module, ruling kinds, hidden-card and zone words. */
import { describe, expect, it } from 'vitest';
import {
  allLegalActions,
  applyInPlace,
  cloneState,
  createMatch,
  createMatchOrThrow,
  phaseLabel,
  phaseLabels,
  stepConsequences,
} from '@/machines/engine';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { rulingSchema } from '@/machines/wuhunzhi/ruling';
import { WUHUNZHI_CARDS } from '@/content/wuhunzhi/cards';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';
import { EXAMPLE_POSITIONS } from '@/content/wuhunzhi/positions';
import { testRng } from '../../support/property';
import { customMatch, def, pastSetup, setupFor } from './helpers';

describe('phase labels (meta.label on the chart)', () => {
  it('every state but the two wrappers names its phase in Chinese and English', () => {
    const unlabelled = phaseLabels(def.chart)
      .filter((x) => x.label === null)
      .map((x) => x.path);
    expect(unlabelled).toEqual(['', 'match', 'match.round']);
  });
  it('uses the spec’s phase names, with the step inside the phase after a dot', () => {
    expect(phaseLabel(def.chart, 'match.round.construction.firstDraw')).toEqual({
      zh: '建设阶段 · 先攻抽牌',
      en: 'construction phase · first player draws',
    });
    expect(phaseLabel(def.chart, 'match.round.planning.second')).toEqual({
      zh: '策略阶段 · 后攻',
      en: 'planning phase · second player',
    });
    expect(phaseLabel(def.chart, 'match.round.battle.act.declare')?.zh).toBe('战斗阶段 · 宣告攻击目标');
    expect(phaseLabel(def.chart, 'match.round.summoning')).toEqual({ zh: '召唤阶段', en: 'summoning phase' });
    expect(phaseLabel(def.chart, 'gameOver')).toEqual({ zh: '终局', en: 'game over' });
  });
});

describe('the content module (content/wuhunzhi/index.ts)', () => {
  const content = def.content!;
  it('offers both starter decks as presets that make a legal match', () => {
    expect(content.presets.map((p) => p.id)).toEqual(['jixia', 'hulang']);
    expect(content.presets[0].deck).toEqual(DECK_JIXIA);
    expect(content.presets[1].deck).toEqual(DECK_HULANG);
    const decks = { p1: content.presets[0].deck, p2: content.presets[1].deck };
    expect('code' in createMatch(def, setupFor(3, { decks: decks as never }))).toBe(false);
  });
  it('offers every example position with the presets it was written for; a scene needs no deck list', () => {
    expect(content.positions.map((p) => p.id)).toEqual(EXAMPLE_POSITIONS.map((e) => e.id));
    for (const p of content.positions) {
      const presets = Object.fromEntries(content.presets.map((x) => [x.id, x.deck]));
      const { decks: _lists, ...bare } = setupFor(3, { position: p.position });
      const setup = p.decks
        ? { ...bare, decks: { p1: presets[p.decks.p1], p2: presets[p.decks.p2] } as never }
        : bare;
      const r = createMatch(def, setup);
      expect('code' in r ? r.text.en : null, p.id).toBeNull();
    }
    expect(content.positions.filter((p) => !p.decks).length).toBeGreaterThanOrEqual(3);
  });
  it('lists every card id of the starter set and says how a pasted deck is written', () => {
    expect(content.cardIds).toEqual(WUHUNZHI_CARDS.map((c) => c.id));
    expect(content.pasteHint.zh).toContain('mainDeck');
  });
});

describe('ruling kinds', () => {
  it('explain every ruling op and each of its fields in both languages', () => {
    const ops = rulingSchema.options.map((o) => o.shape.op.value);
    const kinds = def.ruling.kinds!;
    expect(kinds.map((k) => k.op)).toEqual(ops);
    for (const [i, o] of rulingSchema.options.entries()) {
      const fields = Object.keys(o.shape).filter((f) => f !== 'op');
      expect(Object.keys(kinds[i].fields).sort()).toEqual(fields.sort());
      for (const t of [kinds[i].label, kinds[i].help, ...Object.values(kinds[i].fields).map((f) => f.label)])
        expect(t.zh && t.en).toBeTruthy();
    }
  });
});

describe('the board’s words for hidden cards and zones', () => {
  it('names a card the reader may not know as the game does, and every zone a ZoneRef or ruling uses', () => {
    expect(def.hiddenCard).toEqual({ zh: '一张未公开的卡', en: 'an unrevealed card' });
    const names = def.zoneNames!;
    const used = new Set<string>(rulingSchema.options[0].shape.to.options);
    const s = createMatchOrThrow<WuhunzhiState>(def, setupFor(11));
    const pick = testRng(11);
    for (let i = 0; i < 1500 && !s.result; i++) {
      const legal = allLegalActions(def, s).filter((a) => a.type !== 'match.concede');
      const a = legal[pick(legal.length)];
      const w = def.describe!(s, a);
      for (const ref of [w.subject, w.target]) if (ref && 'slot' in ref) used.add(ref.slot.zone);
      const before = cloneState(s);
      applyInPlace(def, s, a);
      for (const c of stepConsequences(def, before, a, s)) {
        if (c.kind === 'move') for (const z of [c.from, c.to]) if (z) used.add(z.zone);
        if (c.kind === 'enter') used.add(c.to.zone);
      }
    }
    for (const zone of used) {
      expect(names[zone], zone).toBeDefined();
      expect(names[zone].zh && names[zone].en, zone).toBeTruthy();
    }
    for (const key of ['hand', 'sandField', 'soulYard', 'discardPile', 'altar', 'strategy'])
      expect(used, key).toContain(key);
  });
});

describe('rulings in words', () => {
  it('name the zone as the board does, and a card only where every reader sees it', () => {
    const s = pastSetup(customMatch());
    const card = s.game.boards.p1.hand[0];
    const name = def.cardName(s.cards[card].cardId);
    expect(def.ruling.describe(s, { op: 'move', card, to: 'deckTop' })).toEqual({
      zh: '甲的一张未公开的卡移到牌库顶',
      en: 'an unrevealed card of 甲 moved to the top of the deck',
    });
    expect(def.ruling.describe(s, { op: 'move', card, to: 'discardPile' })).toEqual({
      zh: `「${name.zh}」移到废弃场`,
      en: `${name.en} moved to the discard pile`,
    });
    expect(def.ruling.describe(s, { op: 'move', card, to: 'cell', cell: 4 }).zh).toBe(
      `「${name.zh}」移到沙场第4格`,
    );
  });
});
