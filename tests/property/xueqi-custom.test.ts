/**
 * 血契 custom cards, property test (issue 12 acceptance): 300 seeded matches whose decks carry custom cards
 * generated in the card schema's shape with the test RNG — creatures of every rank with effects drawn from the
 * whole vocabulary (every trigger, lpChanged with its filters included; activated effects of every timing, with
 * targets, costs, conditions and limits; setAtk/setLife, discard, extra summons of custom definitions), rule and
 * value cards (targeted, conditional, persistent rule parameters). Every step: cards conserved, nothing
 * negative, every LP change explained by its records; sampled steps: views leak nothing; every match: replay
 * equals live play (and seek, for some). XUEQI_CUSTOM_MATCHES lowers the count while developing.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, isRuleError, replay } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import type { LpRecord } from '@/machines/xueqi/rules/lp';
import {
  expectCardsConserved,
  expectNothingNegative,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
} from '../support/property';

const MATCHES = Number(process.env.XUEQI_CUSTOM_MATCHES ?? 300);
import { SIGNED, TRIGGERS, customSetup as setupOf } from '../support/custom/xueqi';

/** Each seat's LP change at this step is the sum of its recorded deltas (lpChanged triggers included). */
function expectLpExplained(before: XueqiState, after: XueqiState): void {
  const running: Record<Seat, number> = { p1: before.game.players.p1.lp, p2: before.game.players.p2.lp };
  for (const e of after.effects) {
    if (e.type !== 'lp') continue;
    const r = e as unknown as LpRecord;
    running[r.player] += r.delta;
    if (running[r.player] !== r.lp)
      throw new Error(`LP record says ${r.lp}, running total ${running[r.player]}`);
  }
  for (const seat of ['p1', 'p2'] as Seat[])
    if (running[seat] !== after.game.players[seat].lp) throw new Error(`${seat} LP change not explained`);
}

describe(`血契 property: ${MATCHES} matches with seeded custom cards`, () => {
  const CHUNK = 30;
  const chunks = Array.from({ length: Math.ceil(MATCHES / CHUNK) }, (_, i) => i * CHUNK + 1);
  const seen = { triggers: new Set<string>(), custom: 0, played: 0 };
  it.each(chunks)('matches from seed %i keep the invariants, and replay as they were played', (from) => {
    const to = Math.min(MATCHES, from + CHUNK - 1);
    for (let seed = from; seed <= to; seed++) {
      const setup = setupOf(seed);
      const made = createMatch(xueqi, setup);
      if (isRuleError(made)) throw new Error(`seed ${seed}: ${made.code} ${made.text.en}`);
      expect(made.customCards).toBeDefined();
      const keep = seed % 25 === 0;
      let n = 0;
      let prev: XueqiState | null = null;
      const m = randomMatch(xueqi, setup, {
        seed,
        maxSteps: 400,
        keepStates: keep,
        onStep(st) {
          const s = st as XueqiState;
          try {
            if (prev) expectLpExplained(prev, s);
            expectCardsConserved(xueqi, s);
            expectNothingNegative(s, (path) => SIGNED.test(path));
            if (n % 20 === 0 || s.result) expectViewsLeakNothing(xueqi, s, seed + n);
          } catch (e) {
            throw new Error(`seed ${seed} step ${n} (${s.phase}): ${(e as Error).message}`);
          }
          for (const e of s.effects) {
            if (e.type === 'trigger' && String(e.card).includes('-')) seen.triggers.add(String(e.on));
            if ((e.type === 'enter' || e.type === 'activate') && /^[ab]-/.test(String(e.card))) seen.played++;
          }
          prev = s;
          n++;
        },
      });
      seen.custom += Object.keys(m.final.customCards ?? {}).length;
      if (keep) expectReplayEqualsLive(xueqi, m, seed);
      else expect(replay(xueqi, m.events)).toEqual(m.final);
    }
  });
  it('the custom cards were played and every trigger fired', () => {
    expect(seen.custom).toBeGreaterThan(MATCHES * 8);
    expect(seen.played).toBeGreaterThan(MATCHES);
    if (MATCHES >= 100) expect([...seen.triggers].sort()).toEqual([...TRIGGERS].sort());
  });
});
