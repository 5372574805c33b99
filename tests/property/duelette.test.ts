import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { duelette } from '../support/duelette/game';
import {
  expectCardsConserved,
  expectJsonRoundTrip,
  expectNothingNegative,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
  testRng,
} from '../support/property';

const POOL = ['spark', 'flame', 'blaze', 'ash'];
function setupFor(seed: number): MatchSetup {
  const pick = testRng(seed);
  const deck = () => Array.from({ length: 6 + pick(10) }, () => POOL[pick(POOL.length)]);
  return {
    gameId: 'duelette',
    rulesVersion: '1',
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed,
    decks: { p1: deck(), p2: deck() },
    config: { targetScore: 8 + pick(6) },
  };
}

describe('kernel property: 200 seeded random matches of the test game', () => {
  it('keeps every invariant; replay and seek equal live play', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const m = randomMatch(duelette, setupFor(seed), {
        seed,
        keepStates: true,
        concedeRate: 0.002,
        onStep: (s) => {
          expectCardsConserved(duelette, s);
          expectNothingNegative(s);
          expectViewsLeakNothing(duelette, s, seed);
        },
      });
      expect(m.final.result).not.toBeNull();
      expectJsonRoundTrip(m.final);
      expectReplayEqualsLive(duelette, m, seed);
    }
  });

  it('refuses sampled actions outside legalActions and leaves the state unchanged', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const m = randomMatch(duelette, setupFor(seed), { seed, keepStates: true });
      for (const s of m.states.filter((_, i) => i % 3 === 0)) {
        const frozen = JSON.stringify(s);
        for (const seat of ['p1', 'p2'] as const) {
          const legal = new Set(legalActions(duelette, s, seat).map((a) => JSON.stringify(a)));
          const candidates = [
            { type: 'phase.pass', actor: seat, payload: {} },
            ...Object.keys(s.cards).map((card) => ({ type: 'card.play', actor: seat, payload: { card } })),
          ];
          for (const a of candidates) {
            if (legal.has(JSON.stringify(a))) continue;
            const r = applyAction(duelette, s, a);
            expect(r.ok, JSON.stringify(a)).toBe(false);
          }
        }
        expect(JSON.stringify(s)).toBe(frozen);
      }
    }
  });
});
