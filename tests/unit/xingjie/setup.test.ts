/** §2 deck construction and §3 setup: life = 15 × rank, opening hand, coin toss, rank range. */
import { describe, expect, it } from 'vitest';
import { createMatch, applyAction } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { deckProblems } from '@/machines/xingjie/rules/setup';
import { DEFAULT_CONFIG } from '@/machines/xingjie/config';
import { DECKS, QIN_HAN, SANGUO_TANG } from '@/content/xingjie/decks';
import { CARDS as RAW } from '@/content/xingjie/cards';
import { def } from './helpers';

const setup = (
  over: Partial<MatchSetup> = {},
  p1 = QIN_HAN.cards,
  p2 = SANGUO_TANG.cards,
  rank = 10,
): MatchSetup => ({
  gameId: 'xingjie',
  rulesVersion: '1',
  players: { p1: { name: '嬴政' }, p2: { name: '刘备' } },
  seed: 42,
  decks: { p1: { rank, cards: p1 }, p2: { rank, cards: p2 } },
  ...over,
});

describe('§2 deck construction (R2, R3)', () => {
  it('both starter decks are legal: exactly 60, ≤ 3 copies, ≤ 1 legendary/mythic', () => {
    for (const d of DECKS) expect(deckProblems(d.cards, DEFAULT_CONFIG)).toEqual([]);
  });
  it('59 and 61 cards are refused; casual relaxes the size only', () => {
    expect(deckProblems(QIN_HAN.cards.slice(1), DEFAULT_CONFIG)).toHaveLength(1);
    expect(deckProblems([...QIN_HAN.cards, 'farmer'], DEFAULT_CONFIG)).toHaveLength(1);
    expect(deckProblems(QIN_HAN.cards.slice(1), { ...DEFAULT_CONFIG, casual: true })).toEqual([]);
    expect(
      deckProblems([...QIN_HAN.cards.slice(2), 'footman', 'footman'], { ...DEFAULT_CONFIG, casual: true }),
    ).toHaveLength(1);
  });
  it('a 4th copy of a name, or a 2nd legendary/mythic, is refused; caps are configurable', () => {
    const four = [
      ...QIN_HAN.cards.filter((c) => c !== 'farmer').slice(0, 56),
      'farmer',
      'farmer',
      'farmer',
      'farmer',
    ];
    expect(four).toHaveLength(60);
    expect(deckProblems(four, DEFAULT_CONFIG).join()).toContain('农夫');
    expect(deckProblems(four, { ...DEFAULT_CONFIG, maxCopies: 4 })).toEqual([]);
    const twoLegend = QIN_HAN.cards.map((c, i) =>
      i === QIN_HAN.cards.indexOf('footman') ? 'qin-shihuang' : c,
    );
    expect(twoLegend).toHaveLength(60);
    expect(deckProblems(twoLegend, DEFAULT_CONFIG).join()).toContain('秦始皇');
    expect(deckProblems(twoLegend, { ...DEFAULT_CONFIG, maxCopiesTopRarity: 2 })).toEqual([]);
  });
  it('an illegal deck refuses the match with ERR_BAD_DECK', () => {
    const r = createMatch(def, setup({}, QIN_HAN.cards.slice(1)));
    expect(r).toMatchObject({ code: 'ERR_BAD_DECK' });
  });
});

describe('§3 setup (R1, R4, R12, R33)', () => {
  it('life is 15 × rank: rank 10 → 150, rank 20 → 300; hpOverride wins', () => {
    const s = createMatch(def, setup()) as any;
    expect(s.game.players.p1.hp).toBe(150);
    const t = createMatch(def, setup({}, QIN_HAN.cards, SANGUO_TANG.cards, 20)) as any;
    expect(t.game.players.p2.hp).toBe(300);
    const u = createMatch(def, {
      ...setup(),
      decks: {
        p1: { rank: 10, hpOverride: 133, cards: QIN_HAN.cards },
        p2: { rank: 10, cards: SANGUO_TANG.cards },
      },
    }) as any;
    expect(u.game.players.p1.hp).toBe(133);
    expect(u.game.players.p2.hp).toBe(150);
  });
  it('rank must be 1..maxRank (R33)', () => {
    expect(createMatch(def, setup({}, QIN_HAN.cards, SANGUO_TANG.cards, 21))).toMatchObject({
      code: 'ERR_BAD_RANK',
    });
    expect(
      createMatch(def, { ...setup({}, QIN_HAN.cards, SANGUO_TANG.cards, 21), config: { maxRank: 25 } }),
    ).not.toHaveProperty('code');
  });
  it('each player draws 5 (R1, configurable); decks are shuffled unless stacked', () => {
    const s = createMatch(def, setup()) as any;
    expect(s.game.players.p1.hand).toHaveLength(5);
    expect(s.game.players.p1.deck).toHaveLength(55);
    const stacked = createMatch(def, setup({ stacked: ['p1'] })) as any;
    expect(stacked.game.players.p1.hand.map((id: string) => stacked.cards[id].cardId)).toEqual(
      QIN_HAN.cards.slice(0, 5),
    );
    const six = createMatch(def, setup({ config: { openingHand: 6 } })) as any;
    expect(six.game.players.p2.hand).toHaveLength(6);
  });
  it('the coin toss is seeded (same seed, same first player) or scripted by firstPlayer', () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const a = createMatch(def, setup({ seed })) as any;
      const b = createMatch(def, setup({ seed })) as any;
      expect(a.game.firstPlayer).toBe(b.game.firstPlayer);
      firsts.add(a.game.firstPlayer);
    }
    expect(firsts.size).toBe(2);
    expect((createMatch(def, setup({ firstPlayer: 'p2' })) as any).game.firstPlayer).toBe('p2');
  });
  it('turn 1 belongs to the first player, starting in the start phase with priority', () => {
    const s = createMatch(def, setup({ firstPlayer: 'p2' })) as any;
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('turn.start');
    expect(s.active).toBe('p2');
    expect(applyAction(def, s, { type: 'priority.pass', actor: 'p1', payload: {} })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_PRIORITY' },
    });
  });
  it('the starter set has ≥ 60 distinct cards, characters from 1★ to 20★, every magic/trap/equipment kind', () => {
    expect(new Set(RAW.map((c) => c.id)).size).toBe(RAW.length);
    expect(RAW.length).toBeGreaterThanOrEqual(60);
    const stars = new Set(RAW.flatMap((c) => (c.type === 'character' ? [c.stars] : [])));
    for (let i = 1; i <= 20; i++) expect(stars.has(i), `${i}★`).toBe(true);
    const kinds = new Set(
      RAW.map((c) =>
        c.type === 'magic'
          ? `m-${c.magicKind}`
          : c.type === 'trap'
            ? `t-${c.trapKind}`
            : c.type === 'equipment'
              ? `e-${c.equipKind}`
              : 'c',
      ),
    );
    expect([...kinds].sort()).toEqual([
      'c',
      'e-character',
      'e-person',
      'm-continuous',
      'm-field',
      'm-normal',
      't-continuous',
      't-normal',
    ]);
    const qin = RAW.find((c) => c.name.zh === '秦始皇')!;
    expect(qin.auras).toContain('王者');
  });
});
