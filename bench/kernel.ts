/**
 * Kernel benchmarks on the test game: live apply and full replay per event, seek to the last step of a
 * 2,000-event line with and without checkpoints.
 */
import {
  applyAction,
  allLegalActions,
  buildCheckpoints,
  createMatchOrThrow,
  matchCreatedEvent,
  nextInt,
  replay,
  seedRng,
  seek,
} from '../machines/engine';
import type { EngineEvent, MatchSetup, MatchState } from '../machines/engine';
import { duelette } from '../tests/support/duelette/game';
import { type BenchRow, timeMedian } from './types';

/** A random-play line of at least `target` events (long decks, a high score target). */
export function longDueletteLine(target = 2000, seed = 7): EngineEvent[] {
  const pool = ['spark', 'flame', 'blaze', 'ash'];
  const h = { rng: seedRng(seed) };
  const deck = () => Array.from({ length: 1000 }, () => pool[nextInt(h, pool.length)]);
  const setup: MatchSetup = {
    gameId: 'duelette',
    rulesVersion: '1',
    players: { p1: { name: 'A' }, p2: { name: 'B' } },
    seed,
    decks: { p1: deck(), p2: deck() },
    config: { targetScore: 10_000, playsPerTurn: 3 },
  };
  let state: MatchState = createMatchOrThrow(duelette, setup);
  const events: EngineEvent[] = [matchCreatedEvent(duelette, setup)];
  while (events.length < target && !state.result) {
    const legal = allLegalActions(duelette, state).filter((a) => a.type !== 'match.concede');
    const r = applyAction(duelette, state, legal[nextInt(h, legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
  }
  return events;
}

export function benchKernel(): BenchRow[] {
  const events = longDueletteLine(2000);
  const n = events.length;
  const last = n - 1;
  const replayMs = timeMedian(() => void replay(duelette, events), 9);
  const liveMs = timeMedian(() => {
    let s: MatchState = createMatchOrThrow(duelette, events[0].payload as MatchSetup);
    for (let i = 1; i < n; i++) {
      const r = applyAction(duelette, s, events[i]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }, 5);
  const cps = buildCheckpoints(duelette, events);
  const seekCpMs = timeMedian(() => void seek(duelette, events, last, cps), 21);
  const seekNoCpMs = timeMedian(() => void seek(duelette, events, last), 9);
  const buildCpMs = timeMedian(() => void buildCheckpoints(duelette, events), 5);
  return [
    {
      group: 'kernel',
      name: `full replay, ${n}-event line (test game)`,
      value: (replayMs * 1000) / n,
      unit: 'µs/event',
      target: 15,
    },
    {
      group: 'kernel',
      name: 'live applyAction (copy-on-apply)',
      value: (liveMs * 1000) / n,
      unit: 'µs/event',
    },
    {
      group: 'kernel',
      name: `seek to last step of ${n}, with checkpoints`,
      value: seekCpMs,
      unit: 'ms',
      target: 5,
    },
    {
      group: 'kernel',
      name: `seek to last step of ${n}, without checkpoints`,
      value: seekNoCpMs,
      unit: 'ms',
    },
    {
      group: 'kernel',
      name: `build checkpoints (${cps.states.size} snapshots)`,
      value: buildCpMs,
      unit: 'ms',
    },
  ];
}
