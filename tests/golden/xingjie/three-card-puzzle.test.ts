/**
 * Golden replay of the 星阶 three-card puzzle (content/xingjie/demos/three-card-puzzle.duel): a scene that starts
 * in turn 5's action phase with no deck lists — 韩信, 破釜沉舟 and 张飞 are the only cards of the match — and its
 * solution. Every step's narration and the final state are pinned; update with `npx vitest run
 * tests/golden/xingjie/three-card-puzzle.test.ts -u` after reading the diff.
 */
import { describe, expect, it } from 'vitest';
import { cloneState, narrate, playDuelFile, replay, replaySteps } from '@/machines/engine';
import type { MatchState } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import type { XingjieState } from '@/machines/xingjie/state';
import { loadDemo } from '@/scripts/demos';

const file = loadDemo('content/xingjie/demos/three-card-puzzle.duel');

describe('golden: 三张牌 puzzle (content/xingjie/demos/three-card-puzzle.duel)', () => {
  const played = playDuelFile(xingjie, file);
  const states = Array.from(replaySteps<XingjieState>(xingjie, played.events), (s) => cloneState(s));
  const final = played.final as XingjieState;

  it('holds exactly three cards, starts in the action phase and ends with 刘邦 standing at 1 HP', () => {
    expect(
      Object.values(states[0].cards)
        .map((c) => c.cardId)
        .sort(),
    ).toEqual(['burn-boats', 'han-xin', 'zhang-fei']);
    expect([states[0].turn, states[0].phase, states[0].active]).toEqual([5, 'turn.action', 'p1']);
    expect(final.result).toMatchObject({ winner: 'p1', reason: 'hpZero' });
    expect([final.turn, final.game.players.p1.hp, final.game.players.p2.hp]).toEqual([5, 1, 0]);
    expect(replay(xingjie, played.events)).toEqual(played.final);
  });

  it('stores the card named 破釜沉舟 by its instance (the stable form)', () => {
    expect(played.events[1].payload).toMatchObject({ card: 'p1-1' });
  });

  it('matches the pinned narration and final state', async () => {
    const narration = states.map((s, i) =>
      i === 0 ? '' : narrate(xingjie, states[i - 1] as MatchState, played.events[i], s, 'zh-CN'),
    );
    await expect(`${JSON.stringify({ narration, final: played.final }, null, 1)}\n`).toMatchFileSnapshot(
      './three-card-puzzle.golden.json',
    );
  });
});
