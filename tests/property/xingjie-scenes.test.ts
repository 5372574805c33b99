/**
 * 星阶 scenes (issue 13): random states reached by play, described as starting positions (describePosition),
 * must play exactly as the played match in every later step — the same legal actions for both seats, the same
 * views from every perspective, the same consequences and results. At least 200 states, from every phase and
 * step a position can name, with random continuations of up to 30 steps.
 */
import { describe, expect, it } from 'vitest';
import { xingjie } from '@/machines/xingjie';
import { describePosition } from '@/machines/xingjie/describe-position';
import type { XingjieState } from '@/machines/xingjie/state';
import { randomMatch, testRng } from '../support/property';
import { describedSetup, expectSamePlay } from '../support/xingjie-scenes';
import { createMatchOrThrow } from '@/machines/engine';
import { propertySetup } from './xingjie-setup';

const MATCHES = 60;
const SAMPLES = 5;
const CONTINUE = 30;

describe('星阶 scenes: a described state plays as the played one', () => {
  it(`≥200 states from ${MATCHES} random matches`, () => {
    let described = 0;
    const phases = new Map<string, number>();
    for (let seed = 1; seed <= MATCHES; seed++) {
      const m = randomMatch(xingjie, propertySetup(seed), { seed, keepStates: true, maxSteps: 600 });
      const pick = testRng(seed * 31 + 7);
      const states = m.states as XingjieState[];
      for (let k = 0; k < SAMPLES; k++) {
        // Look forward from a random step for the first state a position can describe.
        let i = pick(states.length);
        while (i < states.length && describePosition(states[i]) === null) i++;
        if (i >= states.length) continue;
        const played = states[i];
        const setup = describedSetup(played, seed)!;
        const scene = createMatchOrThrow<XingjieState>(xingjie, setup);
        expectSamePlay(played, scene, { pick, steps: CONTINUE });
        described++;
        phases.set(played.phase, (phases.get(played.phase) ?? 0) + 1);
      }
    }
    expect(described).toBeGreaterThanOrEqual(200);
    // Every phase and step a position can name was described at least once.
    for (const p of [
      'turn.start',
      'turn.draw',
      'turn.action',
      'turn.battle.idle',
      'turn.battle.attack',
      'turn.end.window',
    ])
      expect(phases.get(p) ?? 0, p).toBeGreaterThan(0);
  }, 600_000);
});
