/**
 * Rulings C13–C16 (docs/chapter-drafts.md): each consequence told once, places are not measures, life below
 * zero, and a Chinese draft carries no code spans or English-only notes.
 */
import { describe, expect, it } from 'vitest';
import type { Consequence } from '@/machines/engine';
import { clause, hasMeasure } from '@/app/server/chapter/clauses';
import { noteBlocks } from '@/app/server/chapter/notes';
import { belowZero, zhNumerals } from '@/app/server/chapter/numerals';
import { clauseAt, sortConsequences, toldIn } from '@/app/server/chapter/told-parts';

const text = { zh: [], en: [] };
type Bare = Consequence extends infer C ? (C extends Consequence ? Omit<C, 'text'> : never) : never;
const rc = (c: Bare, zh: string, en = zh) => ({
  c: { ...c, text } as Consequence,
  zh,
  en,
});

describe('C13 each consequence told once', () => {
  const attack = rc(
    { kind: 'attack', attacker: 'a', target: { card: 'b' } },
    '苏冥的「石像鬼」攻击林焰的「血奴」',
    "苏冥's Gargoyle attacks 林焰's Blood Thrall",
  );
  const destroy = rc(
    { kind: 'destroy', card: 'b' },
    '林焰的「血奴」被战斗破坏',
    "林焰's Blood Thrall is destroyed",
  );
  const life = rc(
    { kind: 'life', seat: 'p1', before: 800, after: 790 },
    '林焰支付10点生命值作为召唤代价（剩790）',
  );
  const enter = rc(
    { kind: 'enter', card: 'x', to: { seat: 'p1', zone: 'field', index: 0 } },
    '「引魂使」进入林焰的第1格',
  );

  it('the sentence that opens with a consequence has it as its action, not again after it', () => {
    const n = {
      zh: '苏冥的「石像鬼」攻击林焰的「血奴」，攻击力100对生命力70。林焰的「血奴」被战斗破坏',
      en: "苏冥's Gargoyle attacks 林焰's Blood Thrall, 100 vs 70. 林焰's Blood Thrall is destroyed",
    };
    const { fates, rest } = sortConsequences(n, [attack, destroy], 'en');
    expect(fates).toEqual(['lead', 'verbatim']);
    // the verbatim one is cut out of the sentence, to be told once as its own clause
    expect(rest).not.toContain('is destroyed');
    expect(rest).toContain('100 vs 70');
  });

  it('a cost and a slot the sentence tells in its own words are not told again', () => {
    const sentence = '林焰召唤「引魂使」到第1格，支付10点生命值（剩790）';
    const { fates } = sortConsequences({ zh: sentence, en: sentence }, [life, enter], 'zh');
    expect(fates).toEqual(['consumed', 'consumed']);
  });

  it('what the sentence leaves out is told after it', () => {
    const sentence = '林焰召唤「引魂使」到第1格';
    expect(sortConsequences({ zh: sentence, en: sentence }, [life, destroy], 'zh').fates).toEqual([
      'untold',
      'untold',
    ]);
  });

  it('naming a card is not telling that it was destroyed, nor that one card struck another of the same name', () => {
    expect(toldIn(destroy, '苏冥的「石像鬼」攻击林焰的「血奴」', '')).toBe(false);
    const clash = rc({ kind: 'other' }, '「火焰」冲向「火焰」');
    expect(toldIn(clash, '林焰打出「火焰」，得2分', '')).toBe(false);
  });

  it('a life change is told only when its amount and its count are both there (得3分 is not 分数升到3)', () => {
    const score = rc({ kind: 'life', seat: 'p1', before: 0, after: 3 }, '林焰的分数升到3');
    expect(toldIn(score, '林焰打出「烈焰」，得3分', '林焰打出「烈焰」，得3分')).toBe(false);
    expect(
      toldIn(
        life,
        '林焰召唤「引魂使」到第1格，支付10点生命值（剩790）',
        '林焰召唤「引魂使」到第1格，支付10点生命值（剩790）',
      ),
    ).toBe(true);
  });

  it('a clause is found between separators only', () => {
    expect(clauseAt('甲攻击乙，乙被破坏', '乙被破坏')).toBe(5);
    expect(clauseAt('甲攻击乙被破坏的丙', '乙被破坏')).toBe(-1);
    // 、 joins the items of one list: 「荆轲」被横置 is not a clause of 「惠施」、「荆轲」被横置
    expect(clauseAt('甲攻击乙，「惠施」、「荆轲」被横置', '「荆轲」被横置')).toBe(-1);
  });

  it('consequences the sentence tells as one list are told once, as that list, in its place', () => {
    const status = (card: string, zh: string, en: string) => rc({ kind: 'status', card } as Bare, zh, en);
    const n = {
      zh: '第1格的「荆轲」攻击孟尝第6格的「惠施」，「惠施」受到1300点伤害，「惠施」、「荆轲」被横置',
      en: "Jing Ke in cell 1 attacks Hui Shi in 孟尝's cell 6, Hui Shi takes 1300 damage, Hui Shi and Jing Ke are tapped",
    };
    const cs = [
      rc({ kind: 'attack', attacker: 'j', target: { card: 'h' } }, '第1格的「荆轲」攻击孟尝第6格的「惠施」'),
      rc(
        { kind: 'damage', target: { card: 'h' }, amount: 1300 } as Bare,
        '「惠施」受到1300点伤害',
        'Hui Shi takes 1300 damage',
      ),
      status('h', '「惠施」被横置', 'Hui Shi is tapped'),
      status('j', '「荆轲」被横置', 'Jing Ke is tapped'),
    ];
    for (const lang of ['zh', 'en'] as const) {
      const { fates, rest, texts } = sortConsequences(n, cs, lang);
      expect(fates).toEqual(['lead', 'verbatim', 'verbatim', 'consumed']);
      expect(texts.get(2)).toEqual({ zh: '「惠施」、「荆轲」被横置', en: 'Hui Shi and Jing Ke are tapped' });
      // nothing of the list is left behind in the sentence (no 「惠施」、 residue)
      expect(rest).not.toMatch(/惠施」、|Hui Shi and/);
    }
    // subjects need not be cards: 孟尝的第1号祭坛、黑伯的第1号祭坛伤害清零
    const heal = (seat: 'p1' | 'p2', who: string) =>
      rc(
        { kind: 'heal', target: { seat } } as Bare,
        `${who}的第1号祭坛伤害清零`,
        `${who}'s altar 1 is cleared`,
      );
    const both = sortConsequences(
      {
        zh: '甲结束，孟尝的第1号祭坛、黑伯的第1号祭坛伤害清零',
        en: "甲 ends, 孟尝's altar 1 and 黑伯's altar 1 are cleared",
      },
      [heal('p1', '孟尝'), heal('p2', '黑伯')],
      'en',
    );
    expect(both.fates).toEqual(['verbatim', 'consumed']);
    expect(both.texts.get(0)?.en).toBe("孟尝's altar 1 and 黑伯's altar 1 are cleared");
  });
});

describe('C14 places are not measures', () => {
  it.each([
    ['召唤「血奴」到第2格', false],
    ['summons Blood Thrall to slot 2', false],
    ['把「蔺相如」召唤到第1号祭坛', false],
    ['支付5点生命值（剩785）', true],
    ['pays 5 LP', true],
  ])('%s carries a measure: %s', (t, yes) => {
    expect(hasMeasure(t)).toBe(yes);
    expect(clause(t).numeric).toBe(yes);
  });
});

describe('C15 life below zero', () => {
  it('tells a count under zero as falling through zero, in both languages', () => {
    expect(zhNumerals(belowZero('苏冥受到400点战斗伤害（剩-126）', 'zh'))).toBe(
      '苏冥受到四百点战斗伤害（生命值跌破零）',
    );
    expect(belowZero('项燕的血量从5降到-3', 'zh')).toBe('项燕的血量从5跌破零');
    expect(belowZero('苏冥 takes 400 battle damage (now -126)', 'en')).toBe(
      '苏冥 takes 400 battle damage (below zero)',
    );
    expect(belowZero('剩余24', 'zh')).toBe('剩余24');
  });
});

describe('C16 a Chinese draft carries no code spans or English-only notes', () => {
  it('drops code spans and the brackets they leave, and notes with no Chinese', () => {
    const [p] = noteBlocks(
      { seq: 1, kind: 'narration', body: '这是一场短契约（`startingLp: 800`）。' },
      'zh',
      true,
    );
    expect(p).toEqual({ kind: 'paragraph', runs: [{ text: '这是一场短契约。' }] });
    expect(
      noteBlocks({ seq: 1, kind: 'commentary', body: '§6.2 C1 (symmetric star modifier).' }, 'zh', true),
    ).toEqual([]);
  });
  it('an English draft keeps the author’s notes as written', () => {
    expect(
      noteBlocks({ seq: 1, kind: 'commentary', body: '§6.2 C1 (symmetric star modifier).' }, 'en', true),
    ).toHaveLength(1);
  });
});
