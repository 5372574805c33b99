/**
 * 血契 property test from starting positions: ≥200 seeded matches, each starting from a randomly generated
 * VALID position (cards drawn from the starter decks with a test RNG, under the default and variant configs),
 * then random legal play. Checks: the built state holds the position, cards are conserved, nothing is negative,
 * limits hold, replay equals live (and seek), and views leak nothing.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, isRuleError, replay } from '@/machines/engine';
import type { MatchSetup, Seat } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import { CATALOG } from '@/machines/xueqi/catalog';
import { DEFAULT_CONFIG } from '@/machines/xueqi/config';
import type { XueqiConfig } from '@/machines/xueqi/config';
import type { XueqiCreatureSpec, XueqiPosition, XueqiSeatPosition } from '@/machines/xueqi/position';
import { ruleParams } from '@/machines/xueqi/rules/params';
import { BAT_SWARM, BONE_LEGION } from '@/content/xueqi/decks';
import {
  expectCardsConserved,
  expectJsonRoundTrip,
  expectNothingNegative,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
  testRng,
} from '../support/property';

const MATCHES = Number(process.env.XUEQI_POSITION_MATCHES ?? 240);
const SIGNED = /\.(lp|atkMod|lifeMod|tempAtk|tempLife)$/;
const EXTRA_DEFS = ['xue-bianfu', 'gu-ling', 'xue-ying'];

const VARIANTS: Array<Partial<XueqiConfig>> = [
  {},
  { creatureSlotLimit: 3, handLimit: 6, supportAreaLimit: 1 },
  { lifelineDuration: 'untilOpponentTurnEnd', upkeepTiming: 'ownTurnEnd' },
  { lifelineDuration: 'game', fateDrawTurnCounting: 'global', fateDrawMinCompletedTurns: 2 },
  { extraToGraveyard: false, durationCounting: 'global' },
  { deckOutMode: 'latched', opponentTurnActivations: true, startingLp: 800 },
  { summoningSickness: true, lpCheck: 'endOfTurn', drawOptional: true },
];

type Pick = (n: number) => number;

/** Turns on which `seat` could have made a Fate Draw before `turn` (R26 by the config's counting). */
function fateTurns(seat: Seat, first: Seat, turn: number, config: XueqiConfig): number[] {
  const out: number[] = [];
  for (let t = 3; t < turn; t++) {
    if ((t % 2 === 1) !== (seat === first)) continue;
    const own = seat === first ? Math.ceil(t / 2) : Math.floor(t / 2);
    const done = config.fateDrawTurnCounting === 'own' ? own - 1 : t - 1;
    if (done >= config.fateDrawMinCompletedTurns) out.push(t);
  }
  return out;
}

function genSeat(
  pick: Pick,
  list: readonly string[],
  config: XueqiConfig,
  fate: number[],
): XueqiSeatPosition {
  const pool = [...list];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  /** Take a card matching `ok` out of the pool (keeping at least one card for the deck). */
  const take = (ok: (id: string) => boolean): string | null => {
    if (pool.length <= 1) return null;
    const at = pool.findIndex(ok);
    if (at < 0) return null;
    return pool.splice(at, 1)[0];
  };
  const isCreature = (id: string) => CATALOG[id].kind === 'creature';
  const creature = (id: string): XueqiCreatureSpec => {
    const card = CATALOG[id];
    if (card.kind !== 'creature' || pick(3) === 0) return id;
    const spec: Exclude<XueqiCreatureSpec, string> = { card: id };
    if (pick(3) === 0) spec.atkMod = 50 * (pick(9) - 2);
    if (pick(3) === 0) spec.lifeMod = 50 * pick(5);
    if (pick(5) === 0) spec.cannotAttack = true;
    if (card.durationTurns && pick(2)) spec.turnsLeft = 1 + pick(card.durationTurns);
    const perGame = (card.effects ?? []).flatMap((e, i) => (e.limit?.per === 'game' ? [i] : []));
    if (perGame.length && pick(2)) spec.usedEffects = [perGame[pick(perGame.length)]];
    return spec;
  };
  const creatureSlots: XueqiCreatureSpec[] = [];
  for (let n = pick(Math.min(config.creatureSlotLimit, 5) + 1); n > 0; n--) {
    const id = take(isCreature);
    if (id) creatureSlots.push(creature(id));
  }
  const extraCreatures: XueqiCreatureSpec[] = [];
  for (let n = pick(4); n > 0; n--) {
    if (pick(2)) extraCreatures.push(creature(EXTRA_DEFS[pick(3)]));
    else {
      const id = take(isCreature);
      if (id) extraCreatures.push(creature(id));
    }
  }
  const supportArea: string[] = [];
  for (let n = pick((config.supportAreaLimit ?? 3) + 1); n > 0; n--) {
    const id = take((x) => {
      const c = CATALOG[x];
      return c.kind !== 'creature' && c.persistent;
    });
    if (id) supportArea.push(id);
  }
  const hand: string[] = [];
  for (let n = pick(config.handLimit + 1); n > 0; n--) {
    const id = take(() => true);
    if (id) hand.push(id);
  }
  const graveyard: string[] = [];
  for (let n = pick(12); n > 0; n--) {
    if (config.extraToGraveyard && pick(6) === 0) graveyard.push(EXTRA_DEFS[pick(3)]);
    else {
      const id = take(() => true);
      if (id) graveyard.push(id);
    }
  }
  const seat: XueqiSeatPosition = {
    lp: 1 + pick(pick(4) === 0 ? 100 : 4000),
    hand,
    graveyard,
    creatureSlots,
    extraCreatures,
    supportArea,
  };
  if (fate.length && pick(3) === 0) seat.fateDrawTurn = fate[pick(fate.length)];
  return seat;
}

function genSetup(seed: number): { setup: MatchSetup; position: XueqiPosition; config: XueqiConfig } {
  const pick = testRng(seed * 31 + 5);
  const overrides = VARIANTS[seed % VARIANTS.length];
  const config = { ...DEFAULT_CONFIG, ...overrides };
  const swap = pick(2) === 0;
  const lists: Record<Seat, string[]> = {
    p1: swap ? BONE_LEGION.cards : BAT_SWARM.cards,
    p2: swap ? BAT_SWARM.cards : BONE_LEGION.cards,
  };
  const turn = 1 + pick(pick(4) === 0 ? 4 : 30);
  const active: Seat = pick(2) ? 'p1' : 'p2';
  const first: Seat = turn % 2 === 1 ? active : active === 'p1' ? 'p2' : 'p1';
  const seats = {} as Record<Seat, XueqiSeatPosition>;
  for (const seat of ['p1', 'p2'] as Seat[]) {
    seats[seat] = genSeat(pick, lists[seat], config, fateTurns(seat, first, turn, config));
  }
  const position: XueqiPosition = { turn, active, p1: seats.p1, p2: seats.p2 };
  const stacked = (['p1', 'p2'] as Seat[]).filter(() => pick(4) === 0);
  const setup: MatchSetup = {
    gameId: 'xueqi',
    rulesVersion: '1',
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed,
    decks: lists,
    ...(Object.keys(overrides).length ? { config: overrides } : {}),
    ...(stacked.length ? { stacked } : {}),
    ...(pick(3) === 0 ? { firstPlayer: first } : {}),
    position,
  };
  return { setup, position, config };
}

const ids = (s: XueqiState, list: readonly string[]) => list.map((id) => s.cards[id].cardId);
const specCard = (c: XueqiCreatureSpec) => (typeof c === 'string' ? c : c.card);

/** The created state holds exactly the generated position. */
function expectHoldsPosition(s: XueqiState, pos: XueqiPosition, lists: Record<Seat, string[]>): void {
  expect(s.phase).toBe('playing.draw');
  expect(s.game.turnNumber).toBe(pos.turn);
  expect(s.game.activePlayer).toBe(pos.active);
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const sp = pos[seat]!;
    const p = s.game.players[seat];
    // The start step already ran: its triggers (晨祷修女) may have changed LP, each change recorded.
    const started = s.effects
      .filter((e) => e.type === 'lp' && e.player === seat)
      .reduce((n, e) => n + (e.delta as number), 0);
    expect(p.lp).toBe(sp.lp! + started);
    expect(ids(s, p.hand)).toEqual(sp.hand);
    expect(ids(s, p.graveyard)).toEqual(sp.graveyard);
    expect(
      ids(
        s,
        p.supportArea.map((x) => x.id),
      ),
    ).toEqual(sp.supportArea);
    expect(
      ids(
        s,
        p.creatureSlots.map((c) => c.id),
      ),
    ).toEqual(sp.creatureSlots!.map(specCard));
    expect(
      ids(
        s,
        p.extraCreatures.map((c) => c.id),
      ),
    ).toEqual(sp.extraCreatures!.map(specCard));
    [...sp.creatureSlots!, ...sp.extraCreatures!].forEach((spec, i) => {
      const c = [...p.creatureSlots, ...p.extraCreatures][i];
      const o = typeof spec === 'string' ? { card: spec } : spec;
      expect(c.atkMod).toBe(o.atkMod ?? 0);
      expect(c.lifeMod).toBe(o.lifeMod ?? 0);
      expect(c.extra).toBe(EXTRA_DEFS.includes(o.card));
    });
    expect(p.fateDrawUsed).toBe(sp.fateDrawTurn !== undefined);
    // Deck-list cards are conserved: every one is either named or in the deck, with its normal id.
    const listed = lists[seat].map((_, i) => `${seat}-${i}`);
    const inPlay = [...p.hand, ...p.graveyard, ...p.deck, ...p.supportArea.map((x) => x.id)].concat(
      [...p.creatureSlots, ...p.extraCreatures].map((c) => c.id),
    );
    expect(inPlay.filter((id) => !id.includes('-x')).sort()).toEqual([...listed].sort());
  }
}

describe('xueqi property: random legal play from random valid starting positions', () => {
  const CHUNK = 40;
  let steps = 0;
  let ended = 0;
  for (let from = 1; from <= MATCHES; from += CHUNK) {
    it(`positions ${from}–${Math.min(from + CHUNK - 1, MATCHES)}: valid, held exactly, and play keeps every invariant`, () => {
      for (let seed = from; seed < from + CHUNK && seed <= MATCHES; seed++) playAndCheck(seed);
    });
  }
  it('the matches are real play: many steps, and many reach a result', () => {
    expect(steps / MATCHES).toBeGreaterThan(20);
    expect(ended / MATCHES).toBeGreaterThan(0.3);
  });

  function playAndCheck(seed: number): void {
    const { setup, position, config } = genSetup(seed);
    const created = createMatch<XueqiState>(xueqi, setup);
    if (isRuleError(created))
      throw new Error(`seed ${seed}: valid position refused: ${created.code} ${created.text.en}`);
    expectHoldsPosition(created, position, setup.decks as Record<Seat, string[]>);
    const keep = seed % 4 === 0;
    let i = 0;
    const m = randomMatch(xueqi, setup, {
      seed,
      maxSteps: 300,
      keepStates: keep,
      concedeRate: 0.0005,
      onStep: (st) => {
        const s = st as XueqiState;
        expectCardsConserved(xueqi, s);
        if (i % 3 === 0) expectNothingNegative(s, (path) => SIGNED.test(path));
        if (i % 10 === 0) expectViewsLeakNothing(xueqi, s, seed + i);
        for (const seat of ['p1', 'p2'] as Seat[]) {
          const p = s.game.players[seat];
          if (p.creatureSlots.length > ruleParams(s, seat).creatureSlotLimit)
            throw new Error(`seed ${seed}: ${seat} over the slot limit`);
          const pend = s.game.pending;
          if (!(pend?.kind === 'discardForLimit' && pend.seat === seat) && p.hand.length > config.handLimit)
            throw new Error(`seed ${seed}: ${seat} over the hand limit`);
        }
        i++;
      },
    });
    steps += m.steps;
    if (m.final.result) ended++;
    expectNothingNegative(m.final, (path) => SIGNED.test(path));
    if (keep) {
      expectJsonRoundTrip(m.final);
      expectReplayEqualsLive(xueqi, m, seed);
    } else expect(replay(xueqi, m.events)).toEqual(m.final);
  }
});
