/**
 * 血契 benchmarks over random-play logs built from the two starter decks: replay µs per event (target ≤ 20),
 * legalActions µs per call (target ≤ 200) and live applyAction µs per event.
 */
import {
  allLegalActions,
  applyAction,
  createMatchOrThrow,
  legalActions,
  matchCreatedEvent,
  nextInt,
  replay,
  seedRng,
} from '../machines/engine';
import type { EngineEvent, MatchSetup, MatchState, Seat } from '../machines/engine';
import { xueqi } from '../machines/xueqi';
import { BAT_SWARM, BONE_LEGION } from '../content/xueqi/decks';
import { type BenchRow, timeMedian } from './types';

/** Random legal play (no concessions) with the starter decks; returns the log and the live states. */
export function xueqiRandomLine(seed: number): { events: EngineEvent[]; states: MatchState[] } {
  const h = { rng: seedRng(seed) };
  const setup: MatchSetup = {
    gameId: 'xueqi',
    rulesVersion: '1',
    players: { p1: { name: 'A' }, p2: { name: 'B' } },
    seed,
    decks:
      seed % 2
        ? { p1: BAT_SWARM.cards, p2: BONE_LEGION.cards }
        : { p1: BONE_LEGION.cards, p2: BAT_SWARM.cards },
  };
  let state: MatchState = createMatchOrThrow(xueqi, setup);
  const events: EngineEvent[] = [matchCreatedEvent(xueqi, setup)];
  const states: MatchState[] = [state];
  while (!state.result && events.length < 5000) {
    const legal = allLegalActions(xueqi, state).filter((a) => a.type !== 'match.concede');
    const r = applyAction(xueqi, state, legal[nextInt(h, legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
    states.push(state);
  }
  return { events, states };
}

export function benchGame(): BenchRow[] {
  const lines = Array.from({ length: 12 }, (_, i) => xueqiRandomLine(1000 + i));
  const events = lines.reduce((n, l) => n + l.events.length - 1, 0);
  const replayMs = timeMedian(() => {
    for (const l of lines) replay(xueqi, l.events);
  }, 7);
  // CPU time as well: on a shared machine the wall-clock median includes time spent descheduled.
  const cpu0 = process.cpuUsage();
  for (let r = 0; r < 5; r++) for (const l of lines) replay(xueqi, l.events);
  const cpu = process.cpuUsage(cpu0);
  const replayCpuUs = (cpu.user + cpu.system) / (5 * events);
  const liveMs = timeMedian(() => {
    for (const l of lines) {
      let s: MatchState = createMatchOrThrow(xueqi, l.events[0].payload as MatchSetup);
      for (let i = 1; i < l.events.length; i++) {
        const r = applyAction(xueqi, s, l.events[i]);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
  }, 5);
  const states = lines.flatMap((l) => l.states).filter((s) => !s.result);
  const legalMs = timeMedian(() => {
    for (const s of states)
      legalActions(xueqi, s, s.active ?? (s.game as { activePlayer: Seat }).activePlayer);
  }, 7);
  const note = `${lines.length} random matches, ${events} events, ${states.length} positions`;
  return [
    {
      group: 'xueqi',
      name: 'replay per event',
      value: (replayMs * 1000) / events,
      unit: 'µs',
      target: 20,
      note,
    },
    {
      group: 'xueqi',
      name: 'replay CPU per event',
      value: replayCpuUs,
      unit: 'µs',
      target: 20,
      note: 'process CPU time (user+system) over 5 replays of the same logs',
    },
    {
      group: 'xueqi',
      name: 'legalActions per call',
      value: (legalMs * 1000) / states.length,
      unit: 'µs',
      target: 200,
      note,
    },
    { group: 'xueqi', name: 'live applyAction per event', value: (liveMs * 1000) / events, unit: 'µs', note },
  ];
}
