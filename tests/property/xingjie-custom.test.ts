/**
 * 星阶 custom cards, property test (issue 12 acceptance): seeded matches whose starter decks carry custom cards
 * generated from the card schema's shape (test RNG: characters of every star band with effects drawn from the
 * whole trigger vocabulary — damaged, phaseEnd and cardActivated with negateActivation included — normal,
 * continuous and field magic, normal and continuous traps, character and person equipment). Every step: legal
 * actions accepted, cards conserved; sampled steps: nothing negative, the game's invariants, views leak nothing;
 * every match: replay equals live play (and seek, for some). XJ_CUSTOM_MATCHES reduces the count while developing.
 */
import { describe, expect, it } from 'vitest';
import { createMatchOrThrow, replay } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import type { XingjieState } from '@/machines/xingjie/state';
import { avatarCap } from '@/machines/xingjie/rules/board';
import {
  expectCardsConserved,
  expectNothingNegative,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
} from '../support/property';

const MATCHES = Number(process.env.XJ_CUSTOM_MATCHES ?? 300);
import { customSetup as setupOf } from '../support/custom/xingjie';

const allowNegative = (path: string) =>
  /\.(mods|avatarMods|summonLimitMods)\[\d+\]\.(atk|hp|delta)$/.test(path);

function gameInvariants(s: XingjieState): void {
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const p = s.game.players[seat];
    if (p.hp > avatarCap(s, seat) && s.config.avatarHealCap === 'start')
      throw new Error(`avatar HP above cap`);
  }
  if (!s.result && s.active === null) throw new Error(`nobody to act (${s.phase})`);
}

describe(`星阶 property: ${MATCHES} matches with seeded custom cards`, () => {
  const CHUNK = 30;
  const chunks = Array.from({ length: Math.ceil(MATCHES / CHUNK) }, (_, i) => i * CHUNK + 1);
  const stats = { custom: 0, negated: 0, damaged: 0, phaseEnd: 0, capped: 0 };
  it.each(chunks)(
    'matches from seed %i keep the invariants, and replay as they were played',
    { timeout: 300_000 },
    (from) => {
      const to = Math.min(MATCHES, from + CHUNK - 1);
      for (let seed = from; seed <= to; seed++) {
        const setup = setupOf(seed);
        expect(createMatchOrThrow<XingjieState>(xingjie, setup).customCards).toBeDefined();
        const keep = seed % 25 === 0;
        let k = 0;
        const m = randomMatch(xingjie, setup, {
          seed,
          maxSteps: 3000,
          keepStates: keep,
          onStep(state) {
            const s = state as XingjieState;
            try {
              expectCardsConserved(xingjie, s);
              for (const e of s.effects) {
                if (e.type === 'activationNegated') stats.negated++;
                if (e.type === 'trigger' && e.on === 'damaged') stats.damaged++;
                if (e.type === 'trigger' && e.on === 'phaseEnd') stats.phaseEnd++;
              }
              if (k % 4 === 0 || s.result) {
                expectNothingNegative(s, allowNegative);
                gameInvariants(s);
              }
              if (k % 25 === 0 || s.result) expectViewsLeakNothing(xingjie, s, seed + k);
            } catch (e) {
              throw new Error(`seed ${seed} step ${k} (${s.phase}): ${(e as Error).message}`);
            }
            k++;
          },
        });
        if (!m.final.result) stats.capped++;
        stats.custom += Object.keys(m.final.customCards ?? {}).length;
        if (keep) expectReplayEqualsLive(xingjie, m, seed);
        else expect(replay(xingjie, m.events)).toEqual(m.final);
      }
    },
  );
  it('the new vocabulary came up in play', () => {
    console.log(`xingjie custom property: ${JSON.stringify(stats)}`);
    expect(stats.custom).toBeGreaterThan(MATCHES * 8);
    if (MATCHES >= 100) {
      expect(stats.negated).toBeGreaterThan(0);
      expect(stats.damaged).toBeGreaterThan(0);
      expect(stats.phaseEnd).toBeGreaterThan(0);
    }
    expect(stats.capped).toBeLessThanOrEqual(Math.max(1, MATCHES / 50));
  });
});
