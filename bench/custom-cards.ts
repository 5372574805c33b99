/**
 * Replay with an author's cards in play (issue 12): per game, random-play matches whose decks carry 40 custom
 * cards (20 per seat, drawn in the card schema's shape by the property tests' seeded generators), replayed from
 * their logs, in process CPU time. Each row has the game's own replay target (≤ 20 µs per event); the game's
 * starter-deck replay rows of the same run are the like-with-like comparison.
 */
import {
  allLegalActions,
  applyAction,
  createMatchOrThrow,
  matchCreatedEvent,
  nextInt,
  replay,
  seedRng,
} from '../machines/engine';
import { forgetValidatedCards } from '../machines/engine/custom-cards';
import type { AnyGameDefinition, EngineEvent, MatchSetup, MatchState } from '../machines/engine';
import { wuhunzhi } from '../machines/wuhunzhi';
import { xingjie } from '../machines/xingjie';
import { xueqi } from '../machines/xueqi';
import { customSetup as wuhunzhiSetup } from '../tests/support/custom/wuhunzhi';
import { customSetup as xingjieSetup } from '../tests/support/custom/xingjie';
import { customSetup as xueqiSetup } from '../tests/support/custom/xueqi';
import { type BenchRow } from './types';

const PER_SEAT = 20;
const MATCHES = 6;

const GAMES: Array<{ def: AnyGameDefinition; setup: (seed: number, perSeat: number) => MatchSetup }> = [
  { def: wuhunzhi, setup: wuhunzhiSetup as (seed: number, perSeat: number) => MatchSetup },
  { def: xingjie, setup: xingjieSetup },
  { def: xueqi, setup: xueqiSetup },
];

/** One random-play log from `setup` (concessions left out), to the end or 3,000 events. */
function playLog(def: AnyGameDefinition, setup: MatchSetup, seed: number): EngineEvent[] {
  const rng = { rng: seedRng(seed ^ 0x5c0de) };
  let state: MatchState = createMatchOrThrow(def, setup);
  const events: EngineEvent[] = [matchCreatedEvent(def, setup)];
  while (!state.result && events.length < 3000) {
    const legal = allLegalActions(def, state).filter((a) => a.type !== 'match.concede');
    const r = applyAction(def, state, legal[nextInt(rng, legal.length)]);
    if (!r.ok) throw new Error(`bench: legal action refused: ${r.error.code}`);
    state = r.state;
    events.push(...r.events);
  }
  return events;
}

/**
 * Process CPU µs per event over `rounds` replays of `logs` (after one warm-up round). `cold`: every match's
 * cards are validated again (the memo of validated card lists emptied before each replay), as on the first
 * replay of a match in a process; otherwise a replay finds them validated, as every later one does.
 */
function replayCpuUs(def: AnyGameDefinition, logs: EngineEvent[][], cold: boolean, rounds = 5): number {
  for (const l of logs) replay(def, l);
  const events = logs.reduce((n, l) => n + l.length, 0);
  const cpu0 = process.cpuUsage();
  for (let r = 0; r < rounds; r++)
    for (const l of logs) {
      if (cold) forgetValidatedCards();
      replay(def, l);
    }
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / (rounds * events);
}

export function benchCustomCards(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const { def, setup } of GAMES) {
    const seeds = Array.from({ length: MATCHES }, (_, i) => i + 1);
    const custom = seeds.map((seed) => playLog(def, setup(seed, PER_SEAT), seed));
    // The same seeds and setups with the starter decks only: per-event cost depends on how the random play goes,
    // so the like-with-like comparison is these logs, not the game's own bench logs.
    const plain = seeds.map((seed) => playLog(def, setup(seed, 0), seed));
    const inPlay = custom.map((l) => (l[0].payload as { cards?: unknown[] }).cards?.length ?? 0);
    // 血契 adds a few custom extra-summon creatures beside the deck cards.
    if (inPlay.some((n) => n < 2 * PER_SEAT))
      throw new Error(`bench: ${def.id} setup has ${inPlay} custom cards`);
    const events = custom.reduce((n, l) => n + l.length, 0);
    const plainUs = replayCpuUs(def, plain, false);
    const us = replayCpuUs(def, custom, false);
    const coldUs = replayCpuUs(def, custom, true);
    rows.push({
      group: 'custom cards',
      name: `${def.name.zh} replay CPU µs/event, 40 custom cards in play`,
      value: us,
      unit: 'µs',
      target: 20,
      note: `${MATCHES} random matches, ${events} events, ${PER_SEAT} custom cards in each deck; ${(us / plainUs).toFixed(2)}× the starter-deck replay of the same seeds`,
    });
    rows.push({
      group: 'custom cards',
      name: `${def.name.zh} replay CPU µs/event, same seeds, starter decks`,
      value: plainUs,
      unit: 'µs',
      target: 20,
    });
    rows.push({
      group: 'custom cards',
      name: `${def.name.zh} first replay CPU µs/event (cards validated again)`,
      value: coldUs,
      unit: 'µs',
      note: 'the custom logs, each replay validating its 40 cards from scratch',
    });
  }
  return rows;
}
