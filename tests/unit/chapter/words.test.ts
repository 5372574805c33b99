/** The draft's small pieces: numbers in Chinese, clauses, notes as blocks, full-width punctuation. */
import { describe, expect, it } from 'vitest';
import { echoes, noteCovers, splitHead, splitTold, splitTop } from '@/app/server/chapter/clauses';
import { dialogueLine, noteBlocks, asksForDiagram } from '@/app/server/chapter/notes';
import { zhNumber, zhNumerals } from '@/app/server/chapter/numerals';
import { fullWidth } from '@/app/server/chapter/write-text';

describe('Chinese numerals', () => {
  it.each([
    [0, '零'],
    [2, '二'],
    [10, '十'],
    [12, '十二'],
    [105, '一百零五'],
    [170, '一百七十'],
    [1005, '一千零五'],
    [20000, '两万'],
    [20050, '两万零五十'],
    [-126, '负一百二十六'],
  ])('%i is %s', (n, zh) => expect(zhNumber(n)).toBe(zh));

  it('spells numbers in a sentence: 两 before a measure word, 二 as an ordinal', () => {
    expect(zhNumerals('苏冥抽2张卡，第2回合，合计170点（剩-126）')).toBe(
      '苏冥抽两张卡，第二回合，合计一百七十点（剩负一百二十六）',
    );
    expect(zhNumerals('版本1.5')).toBe('版本1.5');
  });
});

describe('clauses', () => {
  it('cuts at the top level only, never inside 「」 or brackets', () => {
    expect(splitTop('甲，「乙，丙」，（丁，戊）', ['，'])).toEqual(['甲', '「乙，丙」', '（丁，戊）']);
  });
  it('splits a told step into its action, measures and what followed', () => {
    const t = splitTold(
      '林焰的「血奴」攻击「石像鬼」，攻击力170对生命力150。苏冥的「石像鬼」被战斗破坏；林焰回复5点生命值',
      'zh',
    );
    expect(t.rest).toEqual(['苏冥的「石像鬼」被战斗破坏', '林焰回复5点生命值']);
    expect(splitHead(t.head, 'zh')).toEqual({
      lead: '林焰的「血奴」攻击「石像鬼」',
      details: ['攻击力170对生命力150'],
    });
    expect(
      splitTold("A's Bat attacks Hound: 80 against life 40. Hound is destroyed; A gains 1 LP", 'en').rest,
    ).toEqual(['Hound is destroyed', 'A gains 1 LP']);
  });
  it('a note covers an action when it names a card of it, or two characters of one', () => {
    expect(noteCovers('「血奴」一声长啸', '林焰的「血奴」攻击「石像鬼」')).toBe(true);
    expect(noteCovers('血龙的吐息吞没了场地', '苏冥的「噬天血龙」直接攻击对方玩家')).toBe(true);
    expect(noteCovers('血月初升', '林焰的「夜鸦」攻击')).toBe(false);
  });
  it('an engine clause the author already wrote is an echo', () => {
    expect(echoes('保命机制结束', '保命机制随苏冥的回合结束而消失')).toBe(true);
    expect(echoes('苏冥的「石像鬼」被战斗破坏', '合计170对「石像鬼」的150点生命力')).toBe(false);
  });
});

describe('notes as blocks', () => {
  it('dialogue lines keep their 「」, and get them when the author left them out', () => {
    expect(dialogueLine([{ text: '苏冥：「你在收缩阵线？」' }], 'zh')).toEqual({
      kind: 'dialogue',
      speaker: '苏冥',
      runs: [{ text: '「你在收缩阵线？」' }],
    });
    expect(dialogueLine([{ text: '林焰：我在省血。' }], 'zh')).toEqual({
      kind: 'dialogue',
      speaker: '林焰',
      runs: [{ text: '「我在省血。」' }],
    });
  });
  it('reads Markdown emphasis, splits dialogue paragraphs into lines, and a beat ends in a break', () => {
    expect(noteBlocks({ seq: 1, kind: 'narration', body: '合计**170**点' }, 'zh', true)).toEqual([
      { kind: 'paragraph', runs: [{ text: '合计' }, { text: '170', strong: true }, { text: '点' }] },
    ]);
    expect(
      noteBlocks({ seq: 1, kind: 'dialogue', body: '甲：「一」\n\n乙：「二」' }, 'zh', true),
    ).toHaveLength(2);
    expect(noteBlocks({ seq: 1, kind: 'beat', body: '夜深了。' }, 'zh', true).map((b) => b.kind)).toEqual([
      'paragraph',
      'break',
    ]);
    expect(noteBlocks({ seq: 1, kind: 'commentary', body: '规则' }, 'zh', false)).toEqual([]);
  });
  it('a note asks for a diagram with 【图】 or [diagram], and the mark is not told', () => {
    expect(asksForDiagram('此刻【图】')).toBe(true);
    expect(asksForDiagram('now [diagram]')).toBe(true);
    expect(noteBlocks({ seq: 1, kind: 'narration', body: '此刻【图】' }, 'zh', true)).toEqual([
      { kind: 'paragraph', runs: [{ text: '此刻' }] },
    ]);
  });
});

describe('plain text for web-novel platforms', () => {
  it('makes punctuation full-width in Chinese, not between Latin words', () => {
    expect(fullWidth('林焰(先手):出手!')).toBe('林焰（先手）：出手！');
    expect(fullWidth('Soul Caller, 90')).toBe('Soul Caller, 90');
  });
});
