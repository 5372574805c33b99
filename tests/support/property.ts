/**
 * Shared property-test harness: seeded random legal play and the invariants every game must keep.
 * Games call `randomMatch` with their setup and check the invariants below on every step.
 */
import { expect } from 'vitest';
import {
  allLegalActions,
  applyAction,
  buildCheckpoints,
  cloneState,
  createMatchOrThrow,
  matchCreatedEvent,
  replay,
  replaySteps,
  seek,
  seedRng,
  nextInt,
  view,
} from '@/machines/engine';
import type { Action, AnyGameDefinition, EngineEvent, MatchSetup, MatchState, Seat } from '@/machines/engine';

export interface RandomMatch {
  events: EngineEvent[];
  /** Live states after each event, when `keepStates` is set. */
  states: MatchState[];
  final: MatchState;
  steps: number;
}

/** A test-side RNG (separate from the match's) choosing among legal actions. */
export function testRng(seed: number) {
  const h = { rng: seedRng(seed ^ 0x5eed) };
  return (n: number) => nextInt(h, n);
}

/**
 * Play random legal actions until the match ends or `maxSteps`. Concession is chosen only with probability
 * `concedeRate`. `onStep` sees every live state (for invariants). Any refused legal action fails the test.
 */
export function randomMatch(
  def: AnyGameDefinition,
  setup: MatchSetup,
  opts: {
    seed: number;
    maxSteps?: number;
    keepStates?: boolean;
    concedeRate?: number;
    onStep?: (state: MatchState, action: Action | null) => void;
  },
): RandomMatch {
  const pick = testRng(opts.seed);
  let state = createMatchOrThrow(def, setup);
  const events: EngineEvent[] = [matchCreatedEvent(def, setup)];
  const states: MatchState[] = opts.keepStates ? [cloneState(state)] : [];
  opts.onStep?.(state, null);
  const max = opts.maxSteps ?? 5000;
  let steps = 0;
  while (!state.result && steps < max) {
    let legal = allLegalActions(def, state);
    const nonConcede = legal.filter((a) => a.type !== 'match.concede');
    if (nonConcede.length && pick(1_000_000) >= (opts.concedeRate ?? 0) * 1_000_000) legal = nonConcede;
    if (!legal.length) throw new Error(`no legal action at seq ${state.seq} (phase ${state.phase})`);
    const action = legal[pick(legal.length)];
    const r = applyAction(def, state, action);
    if (!r.ok) {
      throw new Error(
        `legal action refused at seq ${state.seq}: ${JSON.stringify(action)} -> ${r.error.code} ${r.error.text.en}`,
      );
    }
    state = r.state;
    events.push(...r.events);
    if (opts.keepStates) states.push(cloneState(state));
    opts.onStep?.(state, action);
    steps++;
  }
  return { events, states, final: state, steps };
}

/** Each card instance is in exactly one zone, and every zone holds only known instances. */
export function expectCardsConserved(def: AnyGameDefinition, state: MatchState): void {
  const seen = new Map<string, string>();
  for (const [zone, ids] of Object.entries(def.zonesOf(state))) {
    for (const id of ids) {
      if (!(id in state.cards)) throw new Error(`zone ${zone} holds unknown instance ${id}`);
      const prev = seen.get(id);
      if (prev) throw new Error(`instance ${id} is in both ${prev} and ${zone}`);
      seen.set(id, zone);
    }
  }
  const missing = Object.keys(state.cards).filter((id) => !seen.has(id));
  if (missing.length) throw new Error(`instances in no zone: ${missing.slice(0, 5).join(', ')}`);
}

/** No negative number anywhere in the game state (damage, counts, life …), except fields named in `allow`. */
export function expectNothingNegative(
  state: MatchState,
  allow: (path: string) => boolean = () => false,
): void {
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'number') {
      if (v < 0 && !allow(path)) throw new Error(`negative value ${v} at ${path}`);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
  };
  walk(state.game, 'game');
}

/** The state survives a JSON round trip unchanged. */
export function expectJsonRoundTrip(state: MatchState): void {
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
}

/**
 * A seat's view leaks nothing: it names no hidden instance id, and it is identical when the identities of
 * the cards hidden from that seat are permuted among themselves.
 */
export function expectViewsLeakNothing(def: AnyGameDefinition, state: MatchState, seed = 1): void {
  const pick = testRng(seed);
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const hidden = [...def.hiddenFrom(state, seat)];
    const v = JSON.stringify(view(def, state, seat));
    for (const id of hidden) {
      if (v.includes(`"${id}"`)) throw new Error(`view of ${seat} names hidden instance ${id}`);
    }
    if (hidden.length < 2) continue;
    const twin = cloneState(state);
    const ids = hidden.map((id) => twin.cards[id].cardId);
    for (let i = ids.length - 1; i > 0; i--) {
      const j = pick(i + 1);
      [ids[i], ids[j]] = [ids[j], ids[i]];
    }
    hidden.forEach((id, i) => (twin.cards[id] = { ...twin.cards[id], cardId: ids[i] }));
    const tv = JSON.stringify(view(def, twin, seat));
    if (tv !== v)
      throw new Error(`view of ${seat} changes when hidden cards are permuted (seq ${state.seq})`);
  }
}

/** Replay of the log equals the live states, step by step, and seek(random seq) equals replay. */
export function expectReplayEqualsLive(def: AnyGameDefinition, m: RandomMatch, seed = 1): void {
  expect(replay(def, m.events)).toEqual(m.final);
  if (m.states.length) {
    let i = 0;
    for (const s of replaySteps(def, m.events)) {
      expect(s).toEqual(m.states[i]);
      i++;
    }
  }
  const pick = testRng(seed);
  const cps = buildCheckpoints(def, m.events, 16);
  for (let k = 0; k < 3; k++) {
    const at = pick(m.events.length);
    const expected = m.states.length ? m.states[at] : replay(def, m.events.slice(0, at + 1));
    expect(seek(def, m.events, at, cps)).toEqual(expected);
    expect(seek(def, m.events, at)).toEqual(expected);
  }
}
