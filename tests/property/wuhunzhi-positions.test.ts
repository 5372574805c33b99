/**
 * 武魂志 starting positions, property test: 240 seeded matches start from randomly generated VALID positions
 * (built from the starter decks with the test RNG: random rounds, initiative, altars destroyed/face down/with
 * bound souls and occupants, sand fields with face-down cards and damage, yards, piles, timed events,
 * strategies, generals in the yard, nearly empty decks, stacked decks and a few rulings), then random legal
 * play. Every step: cards conserved and nothing negative; sampled steps: views leak nothing; every match:
 * replay equals live play (step by step and with seek for some).
 */
import { describe, expect, it } from 'vitest';
import { createMatchOrThrow, replay } from '@/machines/engine';
import type { MatchSetup, Seat } from '@/machines/engine';
import { CATALOG } from '@/machines/wuhunzhi/catalog';
import type { WuhunzhiConfig } from '@/machines/wuhunzhi/config';
import type { SeatPosition, WuhunzhiPosition } from '@/machines/wuhunzhi/position';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';
import {
  expectCardsConserved,
  expectNothingNegative,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
  testRng,
} from '../support/property';
import { def, setupFor } from '../unit/wuhunzhi/helpers';

const MATCHES = Number(process.env.WZ_POSITION_MATCHES ?? 240);
const MAX_STEPS = 700;
type Pick = (n: number) => number;
type DeckList = typeof DECK_JIXIA;

const typeOf = (id: string) => CATALOG[id].type;
const chance = (pick: Pick, n: number) => pick(n) === 0;

function shuffled<T>(pick: Pick, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A valid position for one seat, drawn from its deck list. */
function randomSeat(pick: Pick, deck: DeckList, round: number): SeatPosition {
  const pool = shuffled(pick, deck.mainDeck);
  const take = (pred: (id: string) => boolean): string | undefined => {
    const i = pool.findIndex(pred);
    return i < 0 ? undefined : pool.splice(i, 1)[0];
  };
  const soul = (id: string) => typeOf(id) === 'soul';
  const onField = (id: string) => soul(id) || typeOf(id) === 'trap';
  const many = (n: number, pred: (id: string) => boolean) =>
    Array.from({ length: n }, () => take(pred)).filter((x): x is string => !!x);

  // Altars: up to 3 destroyed, at least one face up; a listed prefix, the rest follow face down.
  const order = shuffled(pick, deck.altars);
  const destroyedCount = pick(4);
  const listed = chance(pick, 3) ? 1 + pick(5) : 5;
  const altars: NonNullable<SeatPosition['altars']> = order.slice(0, listed).map((card, i) => {
    const destroyed = i < destroyedCount;
    const faceUp = destroyed || i === destroyedCount || pick(3) > 0;
    if (!faceUp) return { card, faceUp: false };
    const entry: Exclude<NonNullable<SeatPosition['altars']>[number], string> = { card };
    if (destroyed) entry.destroyed = true;
    const bound = many(pick(4), soul);
    if (bound.length) entry.bound = bound;
    const occ = chance(pick, 2) ? take(onField) : undefined;
    if (occ) {
      const o: { card: string; faceUp?: boolean; enteredRound?: number } = { card: occ };
      if (chance(pick, 3)) o.faceUp = false;
      if (chance(pick, 2)) o.enteredRound = pick(round);
      entry.occupant = o;
    }
    return entry;
  });

  const sandField: Record<string, NonNullable<SeatPosition['sandField']>[string]> = {};
  for (let cell = 1; cell <= 9; cell++) {
    if (pick(5) >= 2) continue;
    const card = take(onField);
    if (!card) break;
    const d = CATALOG[card];
    const faceUp = pick(3) > 0;
    if (faceUp && d.type === 'soul' && chance(pick, 2)) {
      sandField[String(cell)] = { card, damage: 100 * pick(Math.floor(d.basePower / 100)) };
    } else sandField[String(cell)] = faceUp ? card : { card, faceUp: false };
  }

  const pos: SeatPosition = { altars, sandField };
  const event = chance(pick, 2)
    ? take((id) => {
        const d = CATALOG[id];
        return d.type === 'event' && d.durationRounds !== null;
      })
    : undefined;
  if (event) {
    const d = CATALOG[event];
    const duration = d.type === 'event' ? d.durationRounds! : 1;
    pos.event = { card: event, activatedRound: Math.max(0, round - 1 - pick(duration)) };
  }
  if (chance(pick, 3)) pos.strategy = take((id) => typeOf(id) === 'strategy');
  pos.hand = many(pick(8), () => true);
  pos.soulYard = many(pick(5), chance(pick, 5) ? onField : soul).map((card) =>
    chance(pick, 2) ? { card, tapped: true } : card,
  );
  pos.discardPile = many(pick(7), () => true);
  pos.banished = many(pick(3), () => true);
  // Sometimes a nearly empty deck, so the construction draw can fail (L3a).
  if (chance(pick, 8)) pos.discardPile.push(...pool.splice(0, Math.max(0, pool.length - pick(6))));

  // Generals: sometimes one (or all) destroyed into the soul yard, the others in a random order.
  const generals = shuffled(pick, deck.generals);
  if (chance(pick, 10)) {
    pos.soulYard.push(...generals);
    pos.general = null;
  } else {
    if (generals.length > 1 && chance(pick, 5)) pos.soulYard.push(generals.pop()!);
    if (chance(pick, 2)) {
      pos.general = generals[0];
      pos.reserves = generals.slice(1);
    } else if (chance(pick, 2)) pos.reserves = generals.slice(1); // general: the one left unnamed
  }
  return pos;
}

function configFor(seed: number): Partial<WuhunzhiConfig> {
  switch (seed % 8) {
    case 1:
      return { faceDownAltarSummonable: true, deployOnlyLastRoundSummons: true };
    case 3:
      return {
        altarDestroyThreshold: 1000,
        variants: { endOfRoundDiscard: true } as WuhunzhiConfig['variants'],
      };
    case 5:
      return {
        variants: { soulBurst: true, destroyedAltarOccupantsTargetable: true } as WuhunzhiConfig['variants'],
      };
    default:
      return {};
  }
}

function randomSetup(seed: number): MatchSetup<WuhunzhiConfig> {
  const pick = testRng(seed * 7919);
  const swap = chance(pick, 3);
  const decks: Record<Seat, DeckList> = swap
    ? { p1: DECK_HULANG, p2: DECK_JIXIA }
    : { p1: DECK_JIXIA, p2: DECK_HULANG };
  const round = 1 + pick(12);
  const position: WuhunzhiPosition = {
    round,
    ...(chance(pick, 3) ? {} : { first: pick(2) ? 'p1' : 'p2' }),
    p1: randomSeat(pick, decks.p1, round),
    p2: randomSeat(pick, decks.p2, round),
  };
  const stacked = (['p1', 'p2'] as Seat[]).filter(() => chance(pick, 4));
  return setupFor(seed, {
    decks,
    config: configFor(seed),
    stacked,
    firstPlayer: pick(2) ? 'p1' : 'p2',
    // The JSON an author writes: what survives a round trip through text is what the engine gets.
    position: JSON.parse(JSON.stringify(position)),
  });
}

const allowSigned = (path: string) => /^game\.powerMods\[\d+\]\.amount$/.test(path); // modifiers are deltas

const CHUNK = 40;
const totals = { reasons: {} as Record<string, number>, steps: 0, open: 0 };

describe(`wuhunzhi starting positions: ${MATCHES} random valid positions, random legal play`, () => {
  for (let from = 1; from <= MATCHES; from += CHUNK) {
    const to = Math.min(MATCHES, from + CHUNK - 1);
    it(`seeds ${from}–${to}: the position is accepted and every invariant holds in play`, () => {
      for (let seed = from; seed <= to; seed++) run(seed);
    }, 120_000);
  }
  it('over all matches: positions were played, many to a result by the rules', () => {
    expect(totals.steps).toBeGreaterThan(MATCHES * 50);
    const ended = Object.values(totals.reasons).reduce((a, b) => a + b, 0);
    expect(ended).toBeGreaterThan(MATCHES / 4);
    console.log(
      `wuhunzhi positions: ${MATCHES} matches, ${totals.steps} steps, still open ${totals.open}`,
      totals.reasons,
    );
  });
});

function run(seed: number): void {
  const setup = randomSetup(seed);
  const start = createMatchOrThrow<WuhunzhiState>(def, setup);
  expect(start.game.round).toBe((setup.position as WuhunzhiPosition).round);
  expect(createMatchOrThrow(def, setup)).toEqual(start); // deterministic
  const keep = seed % 10 === 0;
  let n = 0;
  const m = randomMatch(def, setup, {
    seed,
    maxSteps: MAX_STEPS,
    keepStates: keep,
    concedeRate: 0.0005,
    onStep(state) {
      try {
        expectCardsConserved(def, state);
        expectNothingNegative(state, allowSigned);
        if (n % 10 === 0 || state.result) expectViewsLeakNothing(def, state, seed + n);
      } catch (e) {
        throw new Error(`seed ${seed} step ${n} (${state.phase}): ${(e as Error).message}`);
      }
      n++;
    },
  });
  totals.steps += m.steps;
  if (m.final.result)
    totals.reasons[m.final.result.reason] = (totals.reasons[m.final.result.reason] ?? 0) + 1;
  else totals.open++;
  if (keep) expectReplayEqualsLive(def, m, seed);
  else expect(replay(def, m.events)).toEqual(m.final);
}
