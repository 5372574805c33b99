/** Narration segments are rendered per perspective from references, never by matching names in a string. */
import { describe, expect, it } from 'vitest';
import {
  card,
  cardKind,
  joinNarrations,
  n,
  renderNarration,
  seat,
  type RenderContext,
} from '@/machines/engine';
import { renderContext } from '@/machines/engine/present';
import type { AnyGameDefinition, MatchState } from '@/machines/engine';

const NAMES: Record<string, { zh: string; en: string }> = {
  zhangyi: { zh: '张仪', en: 'Zhang Yi' },
  sword: { zh: '血剑客', en: 'Blood Swordsman' },
};

function ctx(hidden: string[]): RenderContext {
  return {
    players: { p1: { name: '张仪' }, p2: { name: '苏冥' } },
    cardIdOf: (id) => ({ a: 'zhangyi', b: 'sword', c: 'sword' })[id],
    cardName: (id) => NAMES[id],
    isHidden: (id) => hidden.includes(id),
    hiddenCard: { zh: '一张暗置的牌', en: 'a hidden card' },
  };
}

describe('rendering segments', () => {
  const told = {
    zh: n`${seat('p1')}召唤${card('a')}，${seat('p2')}盖放${card('c')}`,
    en: n`${seat('p1')} summons ${card('a')}; ${seat('p2')} sets ${card('c')}`,
  };

  it('the omniscient reader sees every name, a player always by name', () => {
    expect(renderNarration(told, ctx([]))).toEqual({
      zh: '张仪召唤「张仪」，苏冥盖放「血剑客」',
      en: '张仪 summons Zhang Yi; 苏冥 sets Blood Swordsman',
    });
  });

  it('a hidden instance reads as a hidden card, even when a visible copy shares its name', () => {
    const r = renderNarration(
      { zh: [...told.zh, '；', card('b')], en: [...told.en, '; ', card('b')] },
      ctx(['c']),
    );
    expect(r.zh).toBe('张仪召唤「张仪」，苏冥盖放一张暗置的牌；「血剑客」');
  });

  it('a player named like a card keeps the name when that card is hidden', () => {
    expect(renderNarration(told, ctx(['a'])).zh).toBe('张仪召唤一张暗置的牌，苏冥盖放「血剑客」');
  });

  it('names a kind of card openly and joins sentences', () => {
    const j = joinNarrations([
      { zh: n`锁定${cardKind('sword')}`, en: n`pinned ${cardKind('sword')}` },
      { zh: ['完'], en: ['done'] },
    ]);
    expect(renderNarration(j, ctx([]))).toEqual({
      zh: '锁定「血剑客」。完',
      en: 'pinned Blood Swordsman. done',
    });
  });
});

describe('which instances a seat may not know in a step', () => {
  const def = {
    hiddenFrom: (s: MatchState, who: string) => (s.game as Record<string, string[]>)[who],
    cardName: (id: string) => NAMES[id],
  } as unknown as AnyGameDefinition;
  const state = (p2: string[]) =>
    ({
      players: { p1: { name: 'A' }, p2: { name: 'B' } },
      cards: { a: { cardId: 'zhangyi' }, b: { cardId: 'sword' } },
      game: { p1: [], p2 },
    }) as unknown as MatchState;

  it('hidden only when hidden both before and after the step', () => {
    const c = renderContext(def, state(['a', 'b']), state(['a']), 'p2');
    expect(c.isHidden('a')).toBe(true); // in the opponent's hand, then set face down
    expect(c.isHidden('b')).toBe(false); // revealed by the step
    expect(renderContext(def, state(['b']), state(['a', 'b']), 'p2').isHidden('a')).toBe(false); // seen before
    expect(renderContext(def, state(['a']), state(['a']), 'omniscient').isHidden('a')).toBe(false);
  });
});
