/**
 * Chinese prose that does not say a thing twice (docs/chapter-drafts.md C18): a circumstance told again in a turn
 * reads 同样…, an effect's cause just named is not named again, and what followed a pass joins the action it resolved
 * without a connective or the attacker named again.
 */
import { describe, expect, it } from 'vitest';
import { clause } from '@/app/server/chapter/clauses';
import { type DraftBlock, composeSection } from '@/app/server/chapter/prose';
import type { ToldStep } from '@/app/server/chapter/steps';

const players = { p1: { name: '林焰' }, p2: { name: '项燕' } };

function step(
  seq: number,
  lead: string,
  more: Partial<ToldStep> & { detailTexts?: string[] } = {},
): ToldStep {
  const { detailTexts = [], ...rest } = more;
  return {
    seq,
    turn: 1,
    actor: 'p1',
    type: 'card.play',
    routine: null,
    group: 'main',
    headZh: lead,
    lead,
    details: detailTexts.map((t) => clause(t)),
    tails: [],
    changed: true,
    score: 1,
    arrows: [],
    ends: false,
    cards: {},
    viewBefore: '{}',
    viewAfter: '{}',
    ...rest,
  };
}

const prose = (steps: ToldStep[]) =>
  composeSection({
    steps,
    notes: new Map(),
    detail: 'all',
    lang: 'zh',
    players,
    decisive: new Set(),
    diagrams: new Set(),
  })
    .map((b: DraftBlock) => ('runs' in b ? b.runs.map((r) => r.text).join('') : ''))
    .join('\n');

describe('C18 Chinese prose does not say a thing twice', () => {
  it('a circumstance with its reason, told again in the turn, reads 同样 and is not said a third time in a sentence', () => {
    const free = '无需代价（命运抽卡带来的免费召唤）';
    const text = prose([
      step(1, '林焰召唤「血骑士」到第1格', { detailTexts: [free] }),
      step(2, '林焰召唤「血翼魔」到第2格', { detailTexts: [free] }),
      step(3, '林焰召唤「狂战士」到第3格', { detailTexts: [free] }),
      step(4, '林焰召唤「夜鸦」到第4格', { detailTexts: [free] }),
    ]);
    expect(text.split(free).length - 1).toBe(1);
    expect(text).toContain('同样无需代价');
    expect(text).toContain('「狂战士」');
    expect(text).not.toMatch(/同样无需代价[^。]*同样无需代价/u);
  });

  it('a consequence of an effect just said to trigger does not name its cause again', () => {
    const text = prose([
      step(1, '林焰主动破坏自己的「夜鸦」', {
        tails: [clause('「夜鸦」的效果触发'), clause('项燕因「夜鸦」的效果失去50点生命值（剩448）')],
      }),
    ]);
    expect(text).toContain('「夜鸦」的效果触发，项燕失去五十点生命值');
  });

  it('what followed a pass joins the attack it resolved, without a connective or the attacker again', () => {
    const text = prose([
      step(1, '林焰前场第1格的「步兵」直接攻击项燕', { group: 'battle', type: 'battle.attack' }),
      step(2, '', {
        routine: 'pass',
        group: 'battle',
        type: 'phase.pass',
        tails: [
          clause('「步兵」对项燕造成3点伤害（剩余28）'),
          clause('项燕的人物反击，对「步兵」造成1点伤害'),
        ],
      }),
    ]);
    expect(text).toContain('「步兵」直接攻击项燕，造成三点伤害（剩余二十八），项燕的人物反击');
  });
});
