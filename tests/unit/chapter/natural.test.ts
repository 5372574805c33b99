/**
 * Prose that reads as written by a person (docs/chapter-drafts.md C19–C22): cards of one name counted, the end
 * of a match naming whose life it was, numbers a note already gives not told again, and a sentence that does
 * not restate what it just said.
 */
import { describe, expect, it } from 'vitest';
import { clause } from '@/app/server/chapter/clauses';
import { countSameEn, countSameZh, measureWord, plural } from '@/app/server/chapter/counts';
import { endingClauses, endingTold } from '@/app/server/chapter/endings';
import type { ChapterNote } from '@/app/server/chapter/notes';
import { noteBlocks } from '@/app/server/chapter/notes';
import { type DraftBlock, composeSection } from '@/app/server/chapter/prose';
import {
  bothSeats,
  notedNumbers,
  otherEn,
  restatedEn,
  restatedOwner,
  restatedSubject,
} from '@/app/server/chapter/restate';
import type { ToldStep } from '@/app/server/chapter/steps';

const players = { p1: { name: '林焰' }, p2: { name: '苏冥' } };
const seats = ['林焰', '苏冥'];

describe('cards of the same name are counted', () => {
  it('in Chinese, with the game’s measure word', () => {
    expect(
      countSameZh('林焰的「血奴」联动「夜鸦」、「夜鸦」（配合者攻击力减半）', measureWord('xueqi')),
    ).toBe('林焰的「血奴」联动两只「夜鸦」（配合者攻击力减半）');
    expect(
      countSameZh('「齐技击」、「齐技击」、「秦锐士」、「聂政」被送去置魂场', measureWord('wuhunzhi')),
    ).toBe('两张「齐技击」、「秦锐士」、「聂政」被送去置魂场');
    expect(countSameZh('「步兵」、「步兵」、「步兵」阵亡', measureWord('xingjie'))).toBe('三名「步兵」阵亡');
    // different cards are a list as they were
    expect(countSameZh('「惠施」、「荆轲」被横置', '张')).toBe('「惠施」、「荆轲」被横置');
  });

  it('in English, as a plural', () => {
    expect(countSameEn("林焰's Blood Thrall with Night Crow and Night Crow supporting")).toBe(
      "林焰's Blood Thrall with two Night Crows supporting",
    );
    expect(countSameEn('Qi Striker, Qi Striker, Qin Elite and Nie Zheng go to the soul yard')).toBe(
      'two Qi Strikers, Qin Elite and Nie Zheng go to the soul yard',
    );
    expect(countSameEn('Hui Shi and Jing Ke are tapped')).toBe('Hui Shi and Jing Ke are tapped');
    expect([plural('Fury'), plural('Box'), plural('Bat')]).toEqual(['Furies', 'Boxes', 'Bats']);
  });
});

describe('the end of a match says whose life, deck or altars it was', () => {
  const result = (reason: string, zh: string, winner: 'p1' | 'p2' | null = 'p1') => ({
    winner,
    reason,
    text: { zh, en: zh },
  });

  it('names the loser before the verdict, in the game’s terms', () => {
    expect(endingClauses('xueqi', result('lpZero', '生命值归零'), players, 'zh')).toEqual({
      cause: '苏冥的生命值归零',
      verdict: '林焰获胜',
    });
    expect(endingClauses('xueqi', result('lpZero', 'x'), players, 'en')).toEqual({
      cause: "苏冥's life points reach zero",
      verdict: '林焰 wins',
    });
    expect(endingClauses('xueqi', result('deckOut', '卡组归零', 'p2'), players, 'zh').cause).toBe(
      '林焰的卡组已经抽空，在自己的回合结束时判负',
    );
    expect(
      endingClauses('wuhunzhi', result('altarsDestroyed', '林焰祭坛被破坏四个', 'p2'), players, 'zh'),
    ).toEqual({ cause: '林焰已有四座祭坛被破坏', verdict: '苏冥获胜' });
    expect(endingClauses('any', result('concede', '苏冥认输'), players, 'zh').cause).toBe('苏冥认输');
    expect(endingClauses('xingjie', result('hpZero', '苏冥的人物血量归零'), players, 'zh').cause).toBe(
      '苏冥的人物血量归零',
    );
    expect(endingClauses('xingjie', result('bothZero', '双方人物同时倒下', null), players, 'zh')).toEqual({
      cause: '双方人物同时倒下',
      verdict: '双方战平',
    });
    // a reason the draft does not know: the engine's words, with the loser's name where they name nobody
    expect(endingClauses('other', result('timeout', '超时'), players, 'zh').cause).toBe('苏冥的超时');
  });

  it('leaves out the cause the clause before it just told, and what the step already said', () => {
    const ending = { cause: '苏冥的生命值归零', verdict: '林焰获胜' };
    expect(
      endingTold(['林焰的「狂战士」直接攻击苏冥', '苏冥受到400点战斗伤害（剩-126）'], ending, '苏冥'),
    ).toEqual(['林焰获胜']);
    expect(endingTold(['「农夫」被「卫青」击败'], ending, '苏冥')).toEqual(['苏冥的生命值归零', '林焰获胜']);
    expect(endingTold(['苏冥认输'], { cause: '苏冥认输', verdict: '林焰获胜' }, '苏冥')).toEqual([
      '林焰获胜',
    ]);
  });
});

function step(seq: number, lead: string, more: Partial<ToldStep> = {}): ToldStep {
  return {
    seq,
    turn: 1,
    actor: 'p1',
    type: 'card.play',
    routine: null,
    group: 'main',
    headZh: lead,
    lead,
    details: [],
    tails: [],
    changed: true,
    score: 1,
    arrows: [],
    ends: false,
    cards: {},
    viewBefore: '{}',
    viewAfter: '{}',
    ...more,
  };
}

const prose = (steps: ToldStep[], notes: ChapterNote[] = [], measure?: string) =>
  composeSection({
    steps,
    notes: new Map(notes.map((n) => [n.seq, [n]])),
    detail: 'all',
    lang: 'zh',
    players,
    decisive: new Set(),
    diagrams: new Set(),
    measure,
  })
    .map((b: DraftBlock) => ('runs' in b ? b.runs.map((r) => r.text).join('') : ''))
    .join('\n');

describe('numbers a note at the step already gives are not told again', () => {
  it('drops a clause whose numbers and subject the author’s words give', () => {
    expect(notedNumbers('林焰的血量从21升到31', '林焰披上护心镜：攻击力+1，血量+10（21→31）。', seats)).toBe(
      true,
    );
    // a number the note does not give, or a subject it does not name, keeps the clause
    expect(notedNumbers('林焰的血量从21升到32', '林焰披上护心镜（21→31）。', seats)).toBe(false);
    expect(notedNumbers('苏冥失去21点生命值', '林焰披上护心镜（21→31）。', seats)).toBe(false);
    expect(notedNumbers('林焰召唤「血奴」', '林焰披上护心镜（21→31）。', seats)).toBe(false);
    // numbers in words from ten up count as said
    expect(notedNumbers('「骑兵」受到16点伤害', '骑兵挨了十六点', seats)).toBe(true);
  });

  it('in a draft: the note tells the action and its numbers, the step adds nothing after it', () => {
    const text = prose(
      [step(1, '林焰的人物装备上「护心镜」', { tails: [clause('林焰的血量从21升到31')] })],
      [{ seq: 1, kind: 'narration', body: '林焰披上护心镜：攻击力+1，血量+10（21→31）。' }],
    );
    expect(text).toContain('（21→31）');
    expect(text).not.toContain('二十一');
    expect(text).not.toContain('「护心镜」');
  });

  it('keeps what the note does not give', () => {
    const text = prose(
      [step(1, '林焰的人物装备上「护心镜」', { tails: [clause('林焰的血量从21升到31')] })],
      [{ seq: 1, kind: 'narration', body: '林焰披上护心镜。' }],
    );
    expect(text).toContain('林焰的血量从二十一升到三十一');
  });
});

describe('a sentence does not restate what it just said', () => {
  it('a possessive already given, a subject just named, both seats’ same place', () => {
    expect(restatedOwner('苏冥的「血奴」被战斗破坏', '林焰的「石像鬼」攻击苏冥的「血奴」', seats)).toBe(
      '「血奴」被战斗破坏',
    );
    expect(restatedOwner('林焰的第二号祭坛、苏冥的第一号祭坛伤害清零', '…林焰的第二号祭坛', seats)).toBe(
      '林焰的第二号祭坛、苏冥的第一号祭坛伤害清零',
    );
    expect(restatedSubject('「公孙龙」被横置', '「公孙龙」受到一千点伤害')).toBe('被横置');
    expect(restatedSubject('「夜鸦」被横置', '「夜鸦」的效果触发')).toBe('「夜鸦」被横置');
    expect(bothSeats('林焰的第一号祭坛、苏冥的第一号祭坛伤害清零', ['林焰', '苏冥'])).toBe(
      '双方的第一号祭坛伤害清零',
    );
    expect(bothSeats('林焰的第三号祭坛、苏冥的第一号祭坛伤害清零', ['林焰', '苏冥'])).toContain(
      '林焰的第三号',
    );
  });

  it('in a draft: the card named once, counted, and a sentence going on with its subject', () => {
    const text = prose(
      [
        step(1, '林焰召唤「血奴」到第2格'),
        step(2, '林焰召唤「夜鸦」到第3格'),
        step(3, '林焰召唤「夜鸦」到第4格'),
        step(4, '林焰发动「引魂使」的效果'),
        step(5, '林焰的「血奴」联动「夜鸦」、「夜鸦」攻击苏冥的「石像鬼」', {
          group: 'battle',
          tails: [clause('苏冥的「石像鬼」被战斗破坏')],
        }),
      ],
      [],
      '只',
    );
    expect(text).toContain('。随后发动「引魂使」的效果');
    expect(text).toContain('联动两只「夜鸦」攻击苏冥的「石像鬼」，「石像鬼」被战斗破坏');
  });

  it('a seat named as the owner of a place is not the subject of the next clause', () => {
    const text = prose([
      step(1, '林焰的「齐技击」攻击苏冥的第1号祭坛', {
        group: 'battle',
        tails: [clause('林焰的第1号祭坛、苏冥的第1号祭坛伤害清零'), clause('林焰获得下一回合的先攻权')],
      }),
    ]);
    expect(text).toContain('双方的第一号祭坛伤害清零，林焰获得下一回合的先攻权');
  });
});

describe('a note that only announces the next turn is left to the headings', () => {
  it('drops 第1回合结束。第2回合由孟尝先攻。 but keeps a narration that says more', () => {
    const note = (body: string): ChapterNote => ({ seq: 3, kind: 'narration', body });
    expect(noteBlocks(note('第1回合结束。第2回合由孟尝先攻。'), 'zh', true)).toEqual([]);
    expect(noteBlocks(note('第1回合结束，黑伯松了一口气。'), 'zh', true)).toHaveLength(1);
  });
});

describe('two cards of a name, and an attack on a seat', () => {
  const attack = (seq: number, id: string, lead: string, tails: string[] = []) =>
    step(seq, lead, {
      group: 'battle',
      arrows: [{ from: { card: id }, to: { seat: 'p2' }, kind: 'attack' }],
      tails: tails.map((t) => clause(t)),
    });

  it('a second card of the same name attacking in the turn is 另一只; the same card again is not', () => {
    const text = prose(
      [
        attack(1, 'p1-3', '林焰的「夜鸦」直接攻击苏冥', ['苏冥受到70点战斗伤害（剩663）']),
        attack(2, 'p1-4', '林焰的「夜鸦」直接攻击苏冥', ['苏冥受到70点战斗伤害（剩593）']),
        attack(3, 'p1-4', '林焰的「夜鸦」直接攻击苏冥'),
      ],
      [],
      '只',
    );
    expect(text).toContain('林焰的另一只「夜鸦」直接攻击苏冥');
    expect(text.split('另一只').length - 1).toBe(1);
    // the damage of an attack on a seat is the attack's: 造成…, not 苏冥 named again
    expect(text).toContain('直接攻击苏冥，造成七十点战斗伤害（剩六百六十三）');
    expect(restatedSubject('黑伯抽了一张牌', '黑伯获得下一回合的先攻权', seats.concat('黑伯'))).toBe(
      '抽了一张牌',
    );
  });

  it('in English: other, an owner given once, a remark said once a turn', () => {
    expect(otherEn("林焰's Night Crow attacks 苏冥 directly")?.text).toBe(
      "林焰's other Night Crow attacks 苏冥 directly",
    );
    expect(
      restatedEn(
        "林焰's Blood Thrall is destroyed in battle",
        "苏冥's Gargoyle attacks 林焰's Blood Thrall",
        seats,
      ),
    ).toBe('Blood Thrall is destroyed in battle');
    expect(restatedEn('100 against life 70', '', seats)).toBe('100 attack against 70 life');
    const en = composeSection({
      steps: [
        step(1, "林焰 summons Blood Knight to slot 1 at no cost (the Fate Draw's free summon)"),
        step(2, "林焰 summons Berserker to slot 3 at no cost (the Fate Draw's free summon)"),
      ],
      notes: new Map(),
      detail: 'all',
      lang: 'en',
      players,
      decisive: new Set(),
      diagrams: new Set(),
    })
      .map((b: DraftBlock) => ('runs' in b ? b.runs.map((r) => r.text).join('') : ''))
      .join('\n');
    expect(en.split("(the Fate Draw's free summon)").length - 1).toBe(1);
    expect(en).toContain('Berserker to slot 3 at no cost');
  });
});
