/**
 * Golden replay of the 星阶 demo duel: the final state and the state at each turn's start are pinned in a
 * committed snapshot file, so any rules change that alters an old match fails here.
 */

import { describe, expect, it } from 'vitest';
import { narrate, playDuelFile, replay, replaySteps, cloneState } from '@/machines/engine';
import type { MatchState } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import { loadDemo } from '@/scripts/demos';

const file = loadDemo('content/xingjie/demos/xianyang-duel.duel');

describe('golden: 咸阳之战 (content/xingjie/demos/xianyang-duel.duel)', () => {
  const played = playDuelFile(xingjie, file);

  it('plays through and ends with 嬴政 winning on HP', () => {
    expect(played.final.result).toMatchObject({ winner: 'p1', reason: 'hpZero' });
    expect(replay(xingjie, played.events)).toEqual(played.final);
  });

  it('shows what the issue asks for: a tribute summon, star-modified overflow, equipment breaking, direct attacks', () => {
    const seen = new Set<string>();
    for (const s of replaySteps(xingjie, played.events)) {
      for (const e of s.effects) {
        if (e.type === 'tribute') seen.add('tribute');
        if (e.type === 'avatarDamage' && e.cause === 'overflow') seen.add('overflow');
        if (e.type === 'equipGone' && e.reason === 'broken') seen.add('broken');
        if (e.type === 'directAttack') seen.add('direct');
      }
    }
    expect([...seen].sort()).toEqual(['broken', 'direct', 'overflow', 'tribute']);
    expect(played.notes.length).toBeGreaterThan(10);
  });

  it('matches the pinned checkpoints (each turn start) and final state', async () => {
    const checkpoints: Array<{
      seq: number;
      turn: number;
      phase: string;
      narration: string;
      state: MatchState;
    }> = [];
    let lastTurn = 0;
    let prev: MatchState | null = null;
    let i = 0;
    for (const s of replaySteps(xingjie, played.events)) {
      if (s.turn !== lastTurn) {
        const narration = prev ? narrate(xingjie, prev, played.events[i], s, 'zh-CN') : '';
        checkpoints.push({ seq: i, turn: s.turn, phase: s.phase, narration, state: cloneState(s) });
        lastTurn = s.turn;
      }
      prev = cloneState(s);
      i++;
    }
    expect(checkpoints).toHaveLength(7);
    await expect(`${JSON.stringify({ checkpoints, final: played.final }, null, 1)}\n`).toMatchFileSnapshot(
      './xianyang-duel.golden.json',
    );
  });
});
