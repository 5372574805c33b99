/**
 * 星阶 benchmarks over random-play logs built from the starter decks (full 15 × rank life, rank 10):
 * replay µs per event (target ≤ 20), legalActions µs per call (target ≤ 200), live applyAction µs per event.
 */
import {
  allLegalActions,
  applyAction,
  createMatchOrThrow,
  legalActions,
  matchCreatedEvent,
  nextInt,
  replay,
  replaySteps,
  seedRng,
  cloneState,
} from '../machines/engine';
import type { EngineEvent, MatchSetup, MatchState, Seat } from '../machines/engine';
import { xingjie } from '../machines/xingjie';
import { QIN_HAN, SANGUO_TANG } from '../content/xingjie/decks';
import { type BenchRow, timeMedian } from './types';

export function xingjieLine(seed: number): EngineEvent[] {
  const setup: MatchSetup = {
    gameId: 'xingjie',
    rulesVersion: '1',
    players: { p1: { name: 'A' }, p2: { name: 'B' } },
    seed,
    decks: { p1: { rank: 10, cards: QIN_HAN.cards }, p2: { rank: 10, cards: SANGUO_TANG.cards } },
    config: { overLimitSummon: 'reject' },
  };
  const h = { rng: seedRng(seed) };
  let state: MatchState = createMatchOrThrow(xingjie, setup);
  const events: EngineEvent[] = [matchCreatedEvent(xingjie, setup)];
  while (!state.result && events.length < 5000) {
    const legal = allLegalActions(xingjie, state).filter((a) => a.type !== 'match.concede');
    const r = applyAction(xingjie, state, legal[nextInt(h, legal.length)]);
    if (!r.ok) throw new Error(r.error.text.en);
    state = r.state;
    events.push(...r.events);
  }
  return events;
}

export function benchGame(): BenchRow[] {
  const lines = [1, 2, 3, 4].map(xingjieLine);
  const total = lines.reduce((a, l) => a + l.length - 1, 0);
  const replayMs = timeMedian(() => {
    for (const l of lines) replay(xingjie, l);
  }, 7);
  const liveMs = timeMedian(() => {
    for (const l of lines) {
      let s: MatchState = createMatchOrThrow(xingjie, l[0].payload as MatchSetup);
      for (let i = 1; i < l.length; i++) {
        const r = applyAction(xingjie, s, l[i]);
        if (!r.ok) throw new Error(r.error.text.en);
        s = r.state;
      }
    }
  }, 3);
  // legalActions for the seat to act, over every state of one line.
  const states: MatchState[] = [];
  for (const s of replaySteps(xingjie, lines[0])) if (!s.result && s.active) states.push(cloneState(s));
  const legalMs = timeMedian(() => {
    for (const s of states) legalActions(xingjie, s, s.active as Seat);
  }, 7);
  // The slowest state (best of 5 timings per state, so a GC pause is not mistaken for a slow state).
  let worst = 0;
  for (const s of states) {
    let best = Infinity;
    for (let k = 0; k < 5; k++) {
      const t0 = performance.now();
      legalActions(xingjie, s, s.active as Seat);
      best = Math.min(best, performance.now() - t0);
    }
    worst = Math.max(worst, best);
  }
  return [
    {
      group: 'xingjie',
      name: 'replay per event',
      value: (replayMs * 1000) / total,
      unit: 'µs',
      target: 20,
      note: `${total} events, 4 random full-life matches`,
    },
    {
      group: 'xingjie',
      name: 'legalActions per call (mean)',
      value: (legalMs * 1000) / states.length,
      unit: 'µs',
      target: 200,
      note: `${states.length} states`,
    },
    { group: 'xingjie', name: 'legalActions per call (worst state)', value: worst * 1000, unit: 'µs' },
    {
      group: 'xingjie',
      name: 'live applyAction per event',
      value: (liveMs * 1000) / total,
      unit: 'µs',
      note: 'includes the kernel copy-on-apply',
    },
  ];
}
