/**
 * 武魂志 benchmarks over random-play logs built from the two starter decks: replay µs per event (target ≤ 20),
 * legalActions µs per call (target ≤ 200), and live applyAction µs per event (copy-on-apply included).
 */
import {
  allLegalActions,
  applyAction,
  createMatchOrThrow,
  legalActions,
  matchCreatedEvent,
  replay,
  replaySteps,
  seedRng,
  nextInt,
} from '@/machines/engine';
import type { EngineEvent, MatchSetup, MatchState, Seat } from '@/machines/engine';
import { wuhunzhi } from '@/machines/wuhunzhi';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';
import { timeMedian, type BenchRow } from './types';

function randomLog(seed: number): EngineEvent[] {
  const setup: MatchSetup = {
    gameId: 'wuhunzhi',
    rulesVersion: wuhunzhi.rulesVersion,
    players: { p1: { name: 'p1' }, p2: { name: 'p2' } },
    seed,
    decks: { p1: DECK_JIXIA, p2: DECK_HULANG },
  };
  const rng = { rng: seedRng(seed ^ 0xbe7c) };
  let state: MatchState = createMatchOrThrow(wuhunzhi, setup);
  const events: EngineEvent[] = [matchCreatedEvent(wuhunzhi, setup)];
  while (!state.result && events.length < 3000) {
    const legal = allLegalActions(wuhunzhi, state).filter((a) => a.type !== 'match.concede');
    const r = applyAction(wuhunzhi, state, legal[nextInt(rng, legal.length)]);
    if (!r.ok) throw new Error(`bench: legal action refused: ${r.error.code}`);
    state = r.state;
    events.push(...r.events);
  }
  return events;
}

/** The random-play logs the bench measures (also used by bench/dev/wuhunzhi-prof.ts). */
export const benchLogs = (): EngineEvent[][] => Array.from({ length: 12 }, (_, i) => randomLog(i + 1));

export function benchGame(): BenchRow[] {
  const logs = benchLogs();
  const eventCount = logs.reduce((n, l) => n + l.length, 0);
  const replayMs = timeMedian(() => {
    for (const l of logs) replay(wuhunzhi, l);
  });
  // CPU time as well: on a shared machine the wall-clock median includes time spent descheduled.
  const cpu0 = process.cpuUsage();
  for (let r = 0; r < 5; r++) for (const l of logs) replay(wuhunzhi, l);
  const cpu = process.cpuUsage(cpu0);
  const replayCpuUs = (cpu.user + cpu.system) / (5 * eventCount);
  const states: MatchState[] = [];
  for (const l of logs.slice(0, 4))
    for (const s of replaySteps(wuhunzhi, l)) states.push(JSON.parse(JSON.stringify(s)));
  const seats: Seat[] = ['p1', 'p2'];
  const legalMs = timeMedian(() => {
    for (const s of states) for (const seat of seats) legalActions(wuhunzhi, s, seat);
  });
  const pairs: Array<[MatchState, EngineEvent]> = [];
  logs.slice(0, 4).forEach((l, li) => {
    let i = 0;
    for (const s of replaySteps(wuhunzhi, l)) {
      if (i + 1 < l.length) pairs.push([JSON.parse(JSON.stringify(s)), logs[li][i + 1]]);
      i++;
    }
  });
  const applyMs = timeMedian(
    () => {
      for (const [s, e] of pairs) applyAction(wuhunzhi, s, e);
    },
    5,
    1,
  );
  return [
    {
      group: 'wuhunzhi',
      name: 'replay µs/event',
      value: (replayMs * 1000) / eventCount,
      unit: 'µs',
      target: 20,
      note: `${logs.length} random matches, ${eventCount} events`,
    },
    {
      group: 'wuhunzhi',
      name: 'replay CPU µs/event',
      value: replayCpuUs,
      unit: 'µs',
      target: 20,
      note: 'process CPU time (user+system) over 5 replays of the same logs',
    },
    {
      group: 'wuhunzhi',
      name: 'legalActions µs/call',
      value: (legalMs * 1000) / (states.length * 2),
      unit: 'µs',
      target: 200,
      note: `${states.length * 2} calls`,
    },
    {
      group: 'wuhunzhi',
      name: 'live applyAction µs/event',
      value: (applyMs * 1000) / pairs.length,
      unit: 'µs',
      note: 'includes the kernel copy of the state',
    },
  ];
}
