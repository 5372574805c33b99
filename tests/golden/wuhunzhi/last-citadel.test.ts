/**
 * Golden replay of the puzzle demo 孤城背水 (content/wuhunzhi/demos/last-citadel.duel, built by
 * scripts/wuhunzhi-puzzle-demo.ts from the example position of content/wuhunzhi/positions.ts): its final state, the
 * state at the start of every round and the narration of every event are pinned in last-citadel.golden.json, so any
 * rules change that alters the line fails here. Regenerate deliberately (after bumping the rules version when old
 * matches change) with UPDATE_GOLDEN=1.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildCheckpoints,
  cloneState,
  narrate,
  playDuelFile,
  replay,
  replaySteps,
  seek,
} from '@/machines/engine';
import type { MatchSetup, MatchState } from '@/machines/engine';
import { wuhunzhi } from '@/machines/wuhunzhi';
import { activeFormations } from '@/machines/wuhunzhi/effects/formations';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { EXAMPLE_POSITIONS } from '@/content/wuhunzhi/positions';
import { loadDemo } from '@/scripts/demos';

const demoPath = fileURLToPath(new URL('../../../content/wuhunzhi/demos/last-citadel.duel', import.meta.url));
const goldenPath = fileURLToPath(new URL('./last-citadel.golden.json', import.meta.url));

describe('wuhunzhi golden: the puzzle demo 孤城背水 (last-citadel)', () => {
  const file = loadDemo(demoPath);
  const played = playDuelFile(wuhunzhi, file);
  const final = played.final as WuhunzhiState;
  const states = Array.from(replaySteps<WuhunzhiState>(wuhunzhi, played.events), (s) => cloneState(s));
  const destroyed = (s: WuhunzhiState, seat: 'p1' | 'p2') =>
    s.game.boards[seat].altars.filter((a) => a.destroyed).length;

  it('starts from the example position in round 7 and ends in round 9 with 稷下 (p1) breaking a fourth altar', () => {
    const example = EXAMPLE_POSITIONS.find((e) => e.id === 'last-citadel')!;
    expect((played.events[0].payload as MatchSetup).position).toEqual(example.position);
    expect([states[0].game.round, destroyed(states[0], 'p1'), destroyed(states[0], 'p2')]).toEqual([7, 3, 2]);
    expect(final.result).toMatchObject({ winner: 'p1', reason: 'altarsDestroyed' });
    expect([final.game.round, destroyed(final, 'p1'), destroyed(final, 'p2')]).toEqual([9, 3, 4]);
    // One altar from defeat the whole way: 稷下 never loses a fourth.
    expect(states.every((s) => destroyed(s, 'p1') === 3)).toBe(true);
    expect(played.events.length - 1).toBeLessThan(150);
  });

  it('shows the solution: 昆仑坛 holds at 1600 in round 8, then excess damage alone breaks 烽火台 and 泰山坛', () => {
    // Damage taken per altar per round, from the altarDamage effects.
    const taken: Record<string, number> = {};
    const hits: Array<{ round: number; seat: string; altar: number; cause: string }> = [];
    states.forEach((s, i) => {
      const round = i > 0 ? states[i - 1].game.round : s.game.round; // the effects of an event belong to the round it ran in
      for (const e of s.effects)
        if (e.type === 'altarDamage') {
          const k = `${round}:${e.seat}:${e.altar}`;
          taken[k] = (taken[k] ?? 0) + (e.amount as number);
          hits.push({ round, seat: e.seat as string, altar: e.altar as number, cause: e.cause as string });
        }
    });
    expect(taken['8:p1:0']).toBe(1600); // the Kunlun altar: 400 short of the 2000 that destroys it
    expect(final.cards[final.game.boards.p1.altars[0].id].cardId).toBe('a-kunlun');
    expect(final.game.boards.p1.altars[0].destroyed).toBe(false);
    // Round 9: 烽火台 (slot 0) and 泰山坛 (slot 3) each take exactly 2000, all of it excess from soul-vs-soul fights.
    const round9 = hits.filter((h) => h.round === 9 && h.seat === 'p2');
    expect(round9.every((h) => h.cause === 'excess')).toBe(true);
    expect([taken['9:p2:0'], taken['9:p2:3']]).toEqual([2000, 2000]);
    const altarIds = final.game.boards.p2.altars.map((a) => final.cards[a.id].cardId);
    expect([altarIds[0], altarIds[3]]).toEqual(['a-fenghuo', 'a-taishan']);
    // The arrowhead stands for 稷下 when round 9's battle starts.
    const battle9 = states.find((s) => s.game.round === 9 && s.phase.startsWith('match.round.battle'))!;
    expect(activeFormations(battle9, 'p1').map((f) => f.name.zh)).toContain('锋矢阵');
  });

  it('carries 6–15 notes in Chinese: the scene at step 0, beats and dialogue', () => {
    expect(played.notes.length).toBeGreaterThanOrEqual(6);
    expect(played.notes.length).toBeLessThanOrEqual(15);
    expect(played.notes[0]).toMatchObject({ seq: 0, kind: 'narration' });
    expect(new Set(played.notes.map((n) => n.kind))).toEqual(
      new Set(['narration', 'commentary', 'beat', 'dialogue']),
    );
    for (const note of played.notes) expect(note.body).not.toMatch(/[A-Za-z]/);
  });

  it('matches the pinned final state, round checkpoints and narration', () => {
    const checkpoints: Record<string, MatchState> = {};
    const narration: string[] = [];
    let last = 0;
    states.forEach((s, i) => {
      narration.push(i > 0 ? narrate(wuhunzhi, states[i - 1], played.events[i], s, 'zh-CN') : '');
      if (s.game.round !== last) {
        checkpoints[`round${s.game.round}`] = s;
        last = s.game.round;
      }
    });
    const golden = JSON.parse(JSON.stringify({ final, checkpoints, narration }));
    if (process.env.UPDATE_GOLDEN || !existsSync(goldenPath)) {
      if (!process.env.UPDATE_GOLDEN)
        throw new Error(`golden file missing: run with UPDATE_GOLDEN=1 to create ${goldenPath}`);
      writeFileSync(goldenPath, JSON.stringify(golden) + '\n');
    }
    const pinned = JSON.parse(readFileSync(goldenPath, 'utf8'));
    expect(Object.keys(golden.checkpoints)).toEqual(['round7', 'round8', 'round9']);
    expect(Object.keys(golden.checkpoints)).toEqual(Object.keys(pinned.checkpoints));
    for (const k of Object.keys(pinned.checkpoints))
      expect(golden.checkpoints[k], k).toEqual(pinned.checkpoints[k]);
    expect(golden.narration).toEqual(pinned.narration);
    expect(golden.final).toEqual(pinned.final);
  });

  it('replay and seek through checkpoints agree with the played duel', () => {
    expect(replay(wuhunzhi, played.events)).toEqual(final);
    const cps = buildCheckpoints(wuhunzhi, played.events);
    for (const at of [1, 30, 60, played.events.length - 1])
      expect(seek(wuhunzhi, played.events, at, cps)).toEqual(seek(wuhunzhi, played.events, at));
  });
});
