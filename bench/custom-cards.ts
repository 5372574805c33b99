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
const MATCHES = 12;

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

/** Process CPU µs per event over one replay of each of `logs`. `cold`: the memo of validated card lists is
 * emptied before each replay, as on the first replay of a match in a process. */
function replayOnceUs(def: AnyGameDefinition, logs: EngineEvent[][], cold: boolean): number {
  const events = logs.reduce((n, l) => n + l.length, 0);
  const cpu0 = process.cpuUsage();
  for (const l of logs) {
    if (cold) forgetValidatedCards();
    replay(def, l);
  }
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / events;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The three measures of one game, interleaved round by round so that each sees the same JIT state and the same
 * machine (this module may be the first to run a game's code in the process: its early rounds are unoptimised,
 * so the first five rounds of each are discarded), as medians of nine rounds.
 */
function measure(def: AnyGameDefinition, plain: EngineEvent[][], custom: EngineEvent[][]) {
  const got = { plain: [] as number[], custom: [] as number[], cold: [] as number[] };
  for (let round = 0; round < 14; round++) {
    const k = replayOnceUs(def, custom, true);
    replayOnceUs(def, custom, false); // the cold round left the memo empty: fill it again, untimed
    const p = replayOnceUs(def, plain, false);
    const c = replayOnceUs(def, custom, false);
    if (round < 5) continue;
    got.plain.push(p);
    got.custom.push(c);
    got.cold.push(k);
  }
  return { plainUs: median(got.plain), us: median(got.custom), coldUs: median(got.cold) };
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
    const { plainUs, us, coldUs } = measure(def, plain, custom);
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
