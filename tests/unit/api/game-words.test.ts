/**
 * Game knowledge comes from the definition (issue 11 point 2): phase words from the chart's `meta.label`,
 * content from `def.content`, the ruling form explained by `ruling.kinds`; no table of game words in app/.
 * Every registered game has a board in the board registry.
 */
import { describe, expect, it } from 'vitest';
import { atomicPhases, phaseLabel, type AnyGameDefinition, type GameContent } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { gameContent } from '@/app/server/games/content';
import { rulingForm } from '@/app/server/games/rulings';
import { phaseWords } from '@/app/server/games/words';
import { BOARDS, boardFor } from '@/app/ui/board/registry';
import { duelette } from '../../support/duelette/game';

describe('game words from the definition', () => {
  it('phase words come from the chart labels (nearest labelled ancestor)', () => {
    expect(phaseWords(duelette, 'playing.draw')).toEqual({ zh: '抽牌阶段', en: 'Draw phase' });
    expect(phaseWords(duelette, 'over')).toEqual({ zh: '对局结束', en: 'Game over' });
  });

  it('every phase of every registered game has a label, so no engine path reaches the page', () => {
    for (const def of Object.values(GAMES)) {
      for (const phase of atomicPhases(def.chart)) {
        expect(phaseLabel(def.chart, phase), `${def.id} ${phase}`).not.toBeNull();
      }
    }
  });

  it('a state without a label reads as the game, never as its path', () => {
    const bare = { ...duelette, chart: { ...duelette.chart, nodes: new Map() } } as AnyGameDefinition;
    expect(phaseWords(bare, 'playing.main')).toEqual(duelette.name);
  });

  it('content is the definition’s own; every registered game carries one', () => {
    const content: GameContent = {
      presets: [{ id: 'p', name: { zh: '甲', en: 'A' }, deck: ['spark'] }],
      positions: [],
      pasteHint: { zh: '提示', en: 'hint' },
      cardIds: ['spark'],
    };
    expect(gameContent({ ...duelette, content } as AnyGameDefinition)).toBe(content);
    for (const def of Object.values(GAMES)) {
      const c = gameContent(def);
      expect(c.presets.length, def.id).toBeGreaterThan(0);
      expect(c.cardIds.length, def.id).toBeGreaterThan(0);
    }
  });

  it('the ruling form is explained by ruling.kinds', () => {
    const plainForm = rulingForm(duelette);
    expect(plainForm.map((o) => o.op)).toContain('setScore');
    const explained = {
      ...duelette,
      ruling: {
        ...duelette.ruling,
        kinds: [
          {
            op: 'setScore',
            label: { zh: '改分', en: 'Set a score' },
            help: { zh: '把一方的分数改为给定值', en: 'Sets a seat’s score' },
            fields: { seat: { label: { zh: '座位', en: 'Seat' }, pick: 'seat' as const } },
          },
        ],
      },
    } as AnyGameDefinition;
    const op = rulingForm(explained).find((o) => o.op === 'setScore')!;
    expect(op.label).toEqual({ zh: '改分', en: 'Set a score' });
    expect(op.fields.find((f) => f.name === 'seat')).toMatchObject({ label: { zh: '座位' }, pick: 'seat' });
  });
});

describe('board registry', () => {
  it('has a board for every registered game and none through the prototype', () => {
    for (const id of Object.keys(GAMES)) expect(boardFor(id), id).toBe(BOARDS[id]);
    for (const id of ['constructor', '__proto__', 'toString', 'duelette'])
      expect(boardFor(id)).toBeUndefined();
  });
});
