/**
 * What the 星阶 definition tells the site besides the rules: phase names on the chart, the content module (presets,
 * example positions, paste hint, card ids), each ruling kind explained, the board's zone names and the word for a
 * card a reader may not know.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, isRuleError, phaseLabel, phaseLabels } from '@/machines/engine';
import { CARDS } from '@/content/xingjie/cards';
import { rulingSchema } from '@/machines/xingjie/ruling';
import { def, newMatch } from './helpers';

describe('phase labels on the chart (meta.label)', () => {
  it('every state a match can rest in has its name in both languages', () => {
    const rest = [
      'turn.start',
      'turn.draw',
      'turn.action',
      'turn.battle.idle',
      'turn.battle.attack',
      'turn.end.window',
      'turn.end.discard',
      'over',
    ];
    const got = Object.fromEntries(rest.map((p) => [p, phaseLabel(def.chart, p)]));
    expect(got).toEqual({
      'turn.start': { zh: '回合开始阶段', en: 'Start phase' },
      'turn.draw': { zh: '抽卡阶段', en: 'Draw phase' },
      'turn.action': { zh: '行动阶段', en: 'Action phase' },
      'turn.battle.idle': { zh: '战斗阶段', en: 'Battle phase' },
      'turn.battle.attack': { zh: '战斗阶段 · 攻击响应窗口', en: 'Battle phase · attack response window' },
      'turn.end.window': { zh: '回合结束阶段', en: 'End phase' },
      'turn.end.discard': { zh: '回合结束阶段 · 弃牌', en: 'End phase · discard to the hand limit' },
      over: { zh: '终局', en: 'Game over' },
    });
    for (const { path } of phaseLabels(def.chart))
      if (path) expect(phaseLabel(def.chart, path), path).not.toBeNull();
  });
});

describe('the content module (content/xingjie/index.ts)', () => {
  const c = def.content!;
  it('offers both starter decks, each a legal deck for a new match', () => {
    expect(c.presets.map((p) => p.id)).toEqual(['qin-han', 'sanguo-tang']);
    for (const p of c.presets) {
      expect(p.name.zh && p.name.en).toBeTruthy();
      const m = createMatch(def, {
        gameId: 'xingjie',
        rulesVersion: '1',
        players: { p1: { name: '甲' }, p2: { name: '乙' } },
        seed: 3,
        decks: { p1: p.deck, p2: p.deck },
      });
      expect(isRuleError(m), p.id).toBe(false);
    }
  });
  it('offers every example position with the decks it was written for, each creating a match', () => {
    expect(c.positions.map((p) => p.id)).toEqual([
      'back-to-the-river',
      'empty-fort',
      'empty-fort-gambit',
      'han-xin-arrives',
      'after-the-clash',
    ]);
    for (const p of c.positions) {
      const deck = (id: string) => c.presets.find((d) => d.id === id)!.deck;
      const m = createMatch(def, {
        gameId: 'xingjie',
        rulesVersion: '1',
        players: { p1: { name: '甲' }, p2: { name: '乙' } },
        seed: 3,
        // A scene has no deck lists: each avatar's rank alone (ruling 32).
        decks: (p.decks ? { p1: deck(p.decks.p1), p2: deck(p.decks.p2) } : p.sceneDecks) as never,
        position: p.position,
      });
      expect(isRuleError(m) ? m.text.en : null, p.id).toBeNull();
    }
    expect(c.positions.filter((p) => !p.decks && p.sceneDecks).length).toBeGreaterThanOrEqual(3);
  });
  it('names every card id of the card set and says how a pasted deck is written', () => {
    expect([...c.cardIds].sort()).toEqual(CARDS.map((x) => x.id).sort());
    expect(c.pasteHint.zh).toContain('rank: 10');
  });
});

describe('ruling kinds, zone names and the hidden-card word', () => {
  it('explain every ruling op and label every field of its schema', () => {
    const kinds = def.ruling.kinds!;
    const ops = rulingSchema.options.map((o) => o.shape.op.value);
    expect(kinds.map((k) => k.op)).toEqual(ops);
    for (const k of kinds) {
      const shape = rulingSchema.options.find((o) => o.shape.op.value === k.op)!.shape;
      expect(Object.keys(k.fields).sort()).toEqual(
        Object.keys(shape)
          .filter((f) => f !== 'op')
          .sort(),
      );
      expect(k.label.zh && k.label.en && k.help.zh && k.help.en).toBeTruthy();
      for (const f of Object.values(k.fields)) expect(f.label.zh && f.label.en).toBeTruthy();
    }
  });
  it('name every zone the board, the zone list and the rulings use', () => {
    const names = def.zoneNames!;
    const zones = Object.keys(def.zonesOf(newMatch())).map((k) => k.split('.')[1]);
    const rulingZones = ['hand', 'graveyard', 'banished', 'deckTop', 'deckBottom', 'front', 'back'];
    for (const z of [...zones, ...rulingZones, 'avatar']) {
      expect(names[z], z).toBeDefined();
      expect(names[z].zh).toMatch(/[\u4e00-\u9fff]/);
      expect(names[z].en).toMatch(/^[a-z -]+$/);
    }
    expect(def.hiddenCard).toEqual({ zh: '一张未公开的卡', en: 'an unrevealed card' });
  });
  it('tell a ruling with the board’s zone names and slots counted from 1', () => {
    const s = newMatch();
    const c = Object.keys(s.cards)[0];
    const name = def.cardName(s.cards[c].cardId);
    expect(def.ruling.describe(s, { op: 'move', card: c, to: 'graveyard' })).toEqual({
      zh: `「${name.zh}」移到墓地`,
      en: `${name.en} moved to the graveyard`,
    });
    expect(def.ruling.describe(s, { op: 'move', card: c, to: 'front', position: 'defense' }).zh).toBe(
      `「${name.zh}」移到前场（防守表示）`,
    );
    expect(def.ruling.describe(s, { op: 'move', card: c, to: 'deckBottom' }).en).toBe(
      `${name.en} moved to the bottom of the deck`,
    );
    expect(def.ruling.describe(s, { op: 'setDamage', seat: 'p2', slot: 0, value: 3 }).zh).toBe(
      '乙前场第1格角色所受的伤害设为3',
    );
  });
});
