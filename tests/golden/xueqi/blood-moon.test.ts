/**
 * Golden replay of the demo duel: its final state, a checkpoint at every turn start and the narration of every
 * step (zh and en) are pinned in blood-moon.golden.json, so any rules change that alters this match fails here.
 */

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cloneState, playDuelFile, replay, replaySteps } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import { turnCheckpointsAndNarration } from '../../support/golden';
import { loadDemo } from '@/scripts/demos';
import type { XueqiState } from '@/machines/xueqi';

const file = loadDemo(
  fileURLToPath(new URL('../../../content/xueqi/demos/blood-moon.duel', import.meta.url)),
);

describe('golden: 血月契约 demo duel', () => {
  const played = playDuelFile(xueqi, file);
  const final = played.final as XueqiState;

  it('plays through and ends with a win by life', () => {
    expect(final.result).toMatchObject({ winner: 'p1', reason: 'lpZero' });
    expect(replay(xueqi, played.events)).toEqual(final);
  });

  it('shows what the demo must show: upkeep, a three-card combo, a fate draw with the lifeline, free summons', () => {
    const states = Array.from(replaySteps<XueqiState>(xueqi, played.events), (s) => cloneState(s));
    const effects = states.flatMap((s) => s.effects);
    expect(
      effects.some((e) => e.type === 'upkeep'),
      'upkeep',
    ).toBe(true);
    expect(
      effects.some(
        (e) =>
          e.type === 'attack' && (e.supporters as string[]).length === 2 && e.atk === 170 && e.life === 150,
      ),
      'combo',
    ).toBe(true);
    expect(
      effects.some((e) => e.type === 'fateDraw' && e.first),
      'fate',
    ).toBe(true);
    expect(
      effects.some((e) => e.type === 'lp' && e.cause === 'battle' && e.delta !== e.requested && e.lp === 1),
      'lifeline',
    ).toBe(true);
    expect(effects.filter((e) => e.type === 'freeSummon')).toHaveLength(3);
    expect(played.notes.length).toBeGreaterThan(10);
  });

  it('matches the pinned final state, turn checkpoints and narration', async () => {
    const { checkpoints, narration } = turnCheckpointsAndNarration(xueqi, played.events);
    expect(checkpoints.length).toBeGreaterThanOrEqual(9);
    const golden = { final, checkpoints, narration };
    await expect(`${JSON.stringify(golden, null, 1)}\n`).toMatchFileSnapshot('./blood-moon.golden.json');
  });
});
