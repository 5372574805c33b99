/**
 * Golden replay of the 星阶 puzzle demo 背水一战 (a match that starts from the example position of
 * content/xingjie/positions.ts and plays its one-turn solution): the final state, the state at each phase change and
 * the narration of every event are pinned in a committed snapshot file, so any rules change that alters the line
 * fails here. Regenerate the demo with `npx tsx scripts/xingjie-puzzle-demo.ts`, the snapshot with `npx vitest run
 * tests/golden/xingjie -u` (then review the diff).
 */

import { describe, expect, it } from 'vitest';
import { cloneState, narrate, playDuelFile, replay, replaySteps } from '@/machines/engine';
import type { MatchSetup, MatchState } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import type { XingjieState } from '@/machines/xingjie/state';
import { EXAMPLE_POSITIONS } from '@/content/xingjie/positions';
import { loadDemo } from '@/scripts/demos';

const file = loadDemo('content/xingjie/demos/back-to-the-river.duel');

describe('golden: 背水一战 puzzle (content/xingjie/demos/back-to-the-river.duel)', () => {
  const played = playDuelFile(xingjie, file);
  const states = Array.from(replaySteps<XingjieState>(xingjie, played.events), (s) => cloneState(s));
  const effects = states.flatMap((s) => s.effects);
  const final = played.final as XingjieState;
  const cardId = (id: string) => final.cards[id].cardId;

  it('starts from the example position at turn 9 and ends in that turn with 刘邦 winning on HP', () => {
    const example = EXAMPLE_POSITIONS.find((e) => e.id === 'back-to-the-river')!;
    expect((played.events[0].payload as MatchSetup).position).toEqual(example.position);
    expect([states[0].turn, states[0].phase, states[0].game.players.p1.hp]).toEqual([9, 'turn.start', 4]);
    expect(played.final.result).toMatchObject({ winner: 'p1', reason: 'hpZero' });
    expect([final.turn, final.game.players.p1.hp, final.game.players.p2.hp]).toEqual([9, 4, 0]);
    expect(replay(xingjie, played.events)).toEqual(played.final);
  });

  it('shows the solution: the pinned draw, Bao Zheng gone before any attack, overflow only onto 刘备', () => {
    const draws = effects.filter((e) => e.type === 'draw');
    expect(draws.map((e) => [e.seat, cardId(e.card as string)])).toEqual([['p1', 'zhang-liang']]);
    const destroyed = effects.findIndex(
      (e) => e.type === 'destroyed' && cardId(e.card as string) === 'bao-zheng',
    );
    const firstAttack = effects.findIndex((e) => e.type === 'attackDeclared');
    expect(destroyed).toBeGreaterThanOrEqual(0);
    expect(destroyed).toBeLessThan(firstAttack);
    expect(effects.some((e) => e.type === 'attackFizzled')).toBe(false);
    // Han Xin's armour takes Zhang Fei's 13: the only overflow is the 4 onto 刘备, and 刘邦 is never hurt.
    expect(effects.filter((e) => e.type === 'avatarDamage').map((e) => [e.seat, e.cause, e.amount])).toEqual([
      ['p2', 'overflow', 4],
      ['p2', 'direct', 7],
    ]);
    expect(states.every((s) => s.game.players.p1.hp === 4)).toBe(true);
  });

  it('carries 6–15 notes in Chinese, the scene set at step 0 and a beat at the turning point', () => {
    expect(played.notes.length).toBeGreaterThanOrEqual(6);
    expect(played.notes.length).toBeLessThanOrEqual(15);
    expect(played.notes[0]).toMatchObject({ seq: 0, kind: 'narration' });
    const beat = played.notes.find((n) => n.kind === 'beat')!;
    expect(states[beat.seq].effects.some((e) => e.type === 'combat')).toBe(true);
    for (const note of played.notes) expect(note.body).not.toMatch(/[A-Za-z]/);
  });

  it('matches the pinned checkpoints (each phase change), narration and final state', async () => {
    const checkpoints: Array<{ seq: number; turn: number; phase: string; state: MatchState }> = [];
    const narration: string[] = [];
    let prev: MatchState | null = null;
    states.forEach((s, i) => {
      narration.push(prev ? narrate(xingjie, prev, played.events[i], s, 'zh-CN') : '');
      if (!prev || s.phase !== prev.phase)
        checkpoints.push({ seq: i, turn: s.turn, phase: s.phase, state: s });
      prev = s;
    });
    expect(checkpoints.map((c) => c.phase)).toEqual([
      'turn.start',
      'turn.draw',
      'turn.action',
      'turn.battle.idle',
      'turn.battle.attack',
      'turn.battle.idle',
      'turn.battle.attack',
      'over',
    ]);
    await expect(
      `${JSON.stringify({ checkpoints, narration, final: played.final }, null, 1)}\n`,
    ).toMatchFileSnapshot('./back-to-the-river.golden.json');
  });
});
