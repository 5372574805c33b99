/**
 * 武魂志 custom cards, property test (issue 12 acceptance): 300 seeded matches whose decks carry custom cards
 * generated from the card schema's shape (test RNG: souls of every grade and power with effects drawn from the
 * whole trigger vocabulary — onTargeted, onTapped and onGeneralChanged included — traps, events and strategies).
 * Every step: cards conserved, nothing negative; sampled steps: views leak nothing; every match: replay equals
 * live play (and seek, for some).
 */
import { describe, expect, it } from 'vitest';
import { createMatchOrThrow, replay } from '@/machines/engine';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import {
  expectCardsConserved,
  expectNothingNegative,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
} from '../support/property';
import { def } from '../unit/wuhunzhi/helpers';

const MATCHES = Number(process.env.WZ_CUSTOM_MATCHES ?? 300);
import { customSetup as setupOf } from '../support/custom/wuhunzhi';

const allowSigned = (path: string) => /^game\.powerMods\[\d+\]\.amount$/.test(path);

describe(`武魂志 property: ${MATCHES} matches with seeded custom cards`, () => {
  const CHUNK = 30;
  const chunks = Array.from({ length: Math.ceil(MATCHES / CHUNK) }, (_, i) => i * CHUNK + 1);
  it.each(chunks)('matches from seed %i keep the invariants, and replay as they were played', (from) => {
    let custom = 0;
    const to = Math.min(MATCHES, from + CHUNK - 1);
    for (let seed = from; seed <= to; seed++) {
      const setup = setupOf(seed);
      expect(createMatchOrThrow<WuhunzhiState>(def, setup).customCards).toBeDefined();
      const keep = seed % 25 === 0;
      let n = 0;
      const m = randomMatch(def, setup, {
        seed,
        maxSteps: 300,
        keepStates: keep,
        onStep(state) {
          try {
            expectCardsConserved(def, state);
            expectNothingNegative(state, allowSigned);
            if (n % 25 === 0 || state.result) expectViewsLeakNothing(def, state, seed + n);
          } catch (e) {
            throw new Error(`seed ${seed} step ${n} (${state.phase}): ${(e as Error).message}`);
          }
          n++;
        },
      });
      custom += Object.keys(m.final.customCards ?? {}).length;
      if (keep) expectReplayEqualsLive(def, m, seed);
      else expect(replay(def, m.events)).toEqual(m.final);
    }
    expect(custom).toBeGreaterThan((to - from + 1) * 8);
  });
});
