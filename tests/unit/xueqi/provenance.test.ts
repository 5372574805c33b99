/**
 * E44: destroyed and spent cards stay findable — each graveyard card says how it got there and on which turn, in
 * the state and every view; positions may give it, and a described state keeps it.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, createMatchOrThrow, isRuleError, view } from '@/machines/engine';
import type { MatchSetup, RuleError } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiBoardView, XueqiState } from '@/machines/xueqi';
import { EXAMPLE_POSITIONS } from '@/content/xueqi/positions';
import { act } from './position-helpers';

const setup = (position: unknown): MatchSetup => ({
  gameId: 'xueqi',
  rulesVersion: '1',
  players: { p1: { name: '夜翎' }, p2: { name: '冷骸' } },
  seed: 1,
  position,
});
const scene = (id: string) => EXAMPLE_POSITIONS.find((x) => x.id === id)!.position;
const grave = (s: XueqiState, seat: 'p1' | 'p2') =>
  (view(xueqi, s, 'p2').board as XueqiBoardView).seats[seat].graveyard.map(({ cardId, how, turn }) => ({
    cardId,
    how,
    turn,
  }));

describe('E44 how a card reached the graveyard', () => {
  it('battle destruction and a resolved value card, with the turn; described cards default to other, last turn', () => {
    let s = createMatchOrThrow<XueqiState>(xueqi, setup(scene('combo-half-done')));
    s = act(s, 'value.activate', 'p1', { card: 'p1-3', targets: ['p2-0'] });
    s = act(s, 'battle.attack', 'p1', { lead: 'p1-1', supporters: [], target: 'p2-0' });
    expect(grave(s, 'p2')).toEqual([
      { cardId: 'lie-quan', how: 'other', turn: 8 },
      { cardId: 'shixiang-gui', how: 'battle', turn: 9 },
    ]);
    expect(grave(s, 'p1')).toEqual([
      { cardId: 'lie-quan', how: 'other', turn: 8 },
      { cardId: 'ruohua', how: 'resolved', turn: 9 },
    ]);
  });
  it('a creature destroyed by its own controller (R9) and one destroyed by an effect', () => {
    let s = createMatchOrThrow<XueqiState>(
      xueqi,
      setup({
        turn: 5,
        active: 'p1',
        phase: 'main',
        p1: { creatureSlots: ['xue-nu'], hand: ['pomie-ling'], deck: ['ye-ya'] },
        p2: { creatureSlots: ['xue-jianke'], deck: ['tiegu'] },
      }),
    );
    s = act(s, 'creature.destroy', 'p1', { creature: 'p1-0' });
    s = act(s, 'rule.activate', 'p1', { card: 'p1-1', targets: ['p2-0'] });
    expect(grave(s, 'p1').map((g) => g.how)).toEqual(['voluntary', 'resolved']);
    expect(grave(s, 'p2')).toEqual([{ cardId: 'xue-jianke', how: 'effect', turn: 5 }]);
  });
  it('a position may say it; a turn still to come is refused naming the field', () => {
    const s = createMatchOrThrow<XueqiState>(
      xueqi,
      setup({
        turn: 5,
        active: 'p1',
        p1: { graveyard: [{ card: 'xue-nu', how: 'battle', turn: 2 }], deck: ['ye-ya'] },
        p2: { deck: ['tiegu'] },
      }),
    );
    expect(grave(s, 'p1')).toEqual([{ cardId: 'xue-nu', how: 'battle', turn: 2 }]);
    const r = createMatch(
      xueqi,
      setup({
        turn: 5,
        active: 'p1',
        p1: { graveyard: [{ card: 'xue-nu', turn: 6 }], deck: ['ye-ya'] },
        p2: { deck: ['tiegu'] },
      }),
    );
    expect(isRuleError(r) && (r as RuleError).details.field).toBe('p1.graveyard[0].turn');
  });
});
