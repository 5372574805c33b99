/**
 * 星阶 starting positions, property tests: 240 seeded matches that begin from randomly generated VALID positions
 * (built from the starter decks with the test RNG: random zones, slots, battle positions, damage, timed
 * modifiers, equipment, set and face-up back-row cards, field magic, weapons, HP, turn and turn player, stacked
 * seats and rule variants), then random legal play. Each created state must hold exactly what was described;
 * every step keeps the invariants: cards conserved, nothing negative, HP within the R40 cap, equipment on a
 * host, somebody to act; replay and seek equal live play; views leak nothing.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '@/machines/engine';
import type { MatchSetup, MatchState, Seat } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import { CARDS } from '@/machines/xingjie/catalog';
import type { XCard } from '@/machines/xingjie/catalog';
import type { SeatPosition, StartingPosition } from '@/machines/xingjie/position';
import type { XingjieState } from '@/machines/xingjie/state';
import { avatarCap } from '@/machines/xingjie/rules/board';
import { QIN_HAN, SANGUO_TANG } from '@/content/xingjie/decks';
import {
  expectCardsConserved,
  expectJsonRoundTrip,
  expectNothingNegative,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
  testRng,
} from '../support/property';

const MATCHES = 240;
const CHUNK = 40;
const CAP = 800;
const SEATS: Seat[] = ['p1', 'p2'];
const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');

type Pick = (n: number) => number;
type FrontObj = Exclude<NonNullable<SeatPosition['front']>[number], string>;
type BackObj = Exclude<NonNullable<SeatPosition['back']>[number], string>;

/** The slot rule of the docs: explicit slots first, then the lowest free slot in the order written. */
function slotsOf(entries: Array<{ slot?: number }>, size: number): number[] {
  const used = new Array<boolean>(size).fill(false);
  for (const e of entries) if (e.slot !== undefined) used[e.slot] = true;
  return entries.map((e) => {
    if (e.slot !== undefined) return e.slot;
    const free = used.indexOf(false);
    used[free] = true;
    return free;
  });
}

/** A random valid seat: every card comes out of `cards` (the seat's deck list, consumed). */
function randomSeat(pick: Pick, cards: string[], hpStart: number, opts: { field: boolean }): SeatPosition {
  const pool = [...cards];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const take = (ok: (c: XCard) => boolean): string | null => {
    const at = pool.findIndex((id) => ok(CARDS[id]));
    return at < 0 ? null : pool.splice(at, 1)[0];
  };
  const seat: SeatPosition = {};
  const short = () => pick(3) === 0; // sometimes the bare-id shorthand

  // Front row: up to 5 characters, some with explicit slots.
  const front: FrontObj[] = [];
  const usedSlots = new Set<number>();
  for (let n = pick(6); n > 0; n--) {
    const card = take((c) => c.type === 'character');
    if (!card) break;
    const e: FrontObj = { card };
    if (pick(2)) {
      let slot = pick(7);
      while (usedSlots.has(slot)) slot = (slot + 1) % 7;
      usedSlots.add(slot);
      e.slot = slot;
    }
    const pos = pick(4);
    if (pos === 1) e.position = 'defense';
    if (pos === 2) e.position = 'faceDownDefense';
    if (pick(5) === 0) e.mods = [{ hp: 1 + pick(4), until: pick(2) ? 'endOfTurn' : 'leavesField' }];
    if (pick(6) === 0) e.mods = [...(e.mods ?? []), { atk: pick(5) - 2 }];
    const data = CARDS[card];
    const eff = (data.effects ?? []).findIndex((x) => x.kind === 'activated' && x.limit?.per === 'game');
    if (eff >= 0 && pick(2)) e.effectsUsed = [eff];
    front.push(e);
  }
  const frontSlots = slotsOf(front, 7);

  // Back row: character equipment on a random host, set cards, face-up continuous magic and traps.
  const back: BackObj[] = [];
  const maxHpBonus = new Map<number, number>();
  for (let n = pick(5); n > 0; n--) {
    const kind = pick(3);
    let e: BackObj | null = null;
    if (kind === 0 && front.length) {
      const card = take((c) => c.type === 'equipment' && c.equipKind === 'character');
      if (card) {
        const host = frontSlots[pick(front.length)];
        const data = CARDS[card] as Extract<XCard, { type: 'equipment' }>;
        e = { card, equippedTo: host };
        if (pick(2)) e.durability = 1 + pick(data.durability);
        maxHpBonus.set(host, (maxHpBonus.get(host) ?? 0) + data.hpBonus);
      }
    } else if (kind === 1) {
      const card = take(
        (c) =>
          (c.type === 'magic' && c.magicKind === 'continuous') ||
          (c.type === 'trap' && c.trapKind === 'continuous'),
      );
      if (card) e = { card, faceUp: true };
    } else {
      const card = take((c) => (c.type === 'magic' && c.magicKind !== 'field') || c.type === 'trap');
      if (card) e = short() ? { card } : { card, faceUp: false };
    }
    if (!e) continue;
    if (pick(3) === 0) {
      const taken = new Set(back.map((b) => b.slot).filter((s) => s !== undefined));
      let slot = pick(5);
      while (taken.has(slot)) slot = (slot + 1) % 5;
      e.slot = slot;
    }
    back.push(e);
  }

  // Damage below each character's HP with its equipment and modifiers.
  front.forEach((e, i) => {
    const hp =
      (CARDS[e.card] as Extract<XCard, { type: 'character' }>).hp +
      (maxHpBonus.get(frontSlots[i]) ?? 0) +
      (e.mods ?? []).reduce((a, m) => a + (m.hp ?? 0), 0);
    if (pick(2)) e.damage = pick(hp);
  });
  if (front.length) seat.front = front.map((e) => (short() && Object.keys(e).length === 1 ? e.card : e));
  if (back.length)
    seat.back = back.map((e) => (e.faceUp === false && Object.keys(e).length === 2 ? e.card : e));

  if (opts.field && pick(3) === 0) {
    const card = take((c) => c.type === 'magic' && c.magicKind === 'field');
    if (card) seat.field = card;
  }
  let cap = hpStart;
  if (pick(3) === 0) {
    const card = take((c) => c.type === 'equipment' && c.equipKind === 'person');
    if (card) {
      const data = CARDS[card] as Extract<XCard, { type: 'equipment' }>;
      seat.personEquips = [pick(2) ? card : { card, durability: 1 + pick(data.durability + 1) }];
      cap += data.hpBonus;
    }
  }
  const pile = (max: number) => {
    const out: string[] = [];
    for (let n = pick(max + 1); n > 0 && pool.length; n--) out.push(pool.shift()!);
    return out;
  };
  const hand = pile(7);
  const graveyard = pile(8);
  const banished = pile(2);
  if (hand.length || pick(2)) seat.hand = hand;
  if (graveyard.length) seat.graveyard = graveyard;
  if (banished.length) seat.banished = banished;
  if (pick(4)) seat.hp = 1 + pick(cap);
  return seat;
}

export function positionSetup(seed: number): { setup: MatchSetup; position: StartingPosition } {
  const pick = testRng(seed * 104_729);
  const decks = [QIN_HAN, SANGUO_TANG];
  const lists = { p1: decks[pick(2)].cards, p2: decks[pick(2)].cards };
  const full = seed % 30 === 0;
  const player = (seat: Seat) => ({
    rank: 8 + pick(5),
    cards: lists[seat],
    ...(full ? {} : { hpOverride: 10 + pick(21) }),
  });
  const deckSetup = { p1: player('p1'), p2: player('p2') };
  const config: Record<string, unknown> = {};
  if (pick(2)) config.overLimitSummon = 'reject';
  if (pick(4) === 0) config.starModifier = 'attackerOnly';
  if (pick(5) === 0) config.damagePersists = false;
  if (pick(6) === 0) config.sharedFieldMagicZone = true;
  if (pick(8) === 0) config.deckOut = 'skipDraw';
  const turn = 1 + pick(12);
  const turnPlayer: Seat = pick(2) ? 'p1' : 'p2';
  const hpStart = (seat: Seat) => deckSetup[seat].hpOverride ?? 15 * deckSetup[seat].rank;
  const p1 = randomSeat(pick, lists.p1, hpStart('p1'), { field: true });
  const p2 = randomSeat(pick, lists.p2, hpStart('p2'), {
    field: !(config.sharedFieldMagicZone && p1.field),
  });
  const position: StartingPosition = { turn, p1, p2 };
  const style = pick(3);
  const first = turn % 2 === 1 ? turnPlayer : other(turnPlayer);
  if (style !== 2) position.turnPlayer = turnPlayer;
  const stacked = SEATS.filter(() => pick(3) === 0);
  const setup: MatchSetup = {
    gameId: 'xingjie',
    rulesVersion: '1',
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed,
    decks: deckSetup,
    config,
    position,
    ...(style !== 0 ? { firstPlayer: first } : {}),
    ...(stacked.length ? { stacked } : {}),
  };
  return { setup, position };
}

const allowNegative = (path: string) =>
  /\.(mods|avatarMods|summonLimitMods)\[\d+\]\.(atk|hp|delta)$/.test(path);

/** The created state holds exactly what the position describes. */
function expectDescribed(s: XingjieState, pos: StartingPosition, setup: MatchSetup): void {
  expect(s.phase).toBe('turn.start');
  expect(s.turn).toBe(pos.turn);
  const turnPlayer =
    pos.turnPlayer ??
    (setup.firstPlayer ? (pos.turn % 2 ? setup.firstPlayer : other(setup.firstPlayer)) : 'p1');
  expect(s.game.turnPlayer).toBe(turnPlayer);
  expect(s.active).toBe(turnPlayer);
  const cid = (id: string | null | undefined) => (id ? s.cards[id].cardId : null);
  for (const seat of SEATS) {
    const d = pos[seat] ?? {};
    const p = s.game.players[seat];
    expect(p.hand.map(cid)).toEqual(d.hand ?? []);
    expect(p.graveyard.map(cid)).toEqual(d.graveyard ?? []);
    expect(p.banished.map(cid)).toEqual(d.banished ?? []);
    expect(cid(p.field)).toBe(d.field ?? null);
    expect(p.personEquips.map((e) => cid(e.id))).toEqual(
      (d.personEquips ?? []).map((e) => (typeof e === 'string' ? e : e.card)),
    );
    const front = (d.front ?? []).map((e) => (typeof e === 'string' ? { card: e } : e)) as FrontObj[];
    const fslots = slotsOf(front, 7);
    expect(p.front.filter(Boolean)).toHaveLength(front.length);
    front.forEach((e, i) => {
      const ch = p.front[fslots[i]]!;
      expect(cid(ch.id)).toBe(e.card);
      expect(ch.position).toBe(e.position ?? 'attack');
      expect(ch.damage).toBe(e.damage ?? 0);
      expect([ch.enteredTurn, ch.attacksUsed, ch.extraAttacks]).toEqual([pos.turn - 1, 0, 0]);
    });
    const back = (d.back ?? []).map((e) => (typeof e === 'string' ? { card: e } : e)) as BackObj[];
    const bslots = slotsOf(back, 5);
    expect(p.back.filter(Boolean)).toHaveLength(back.length);
    back.forEach((e, i) => {
      const b = p.back[bslots[i]]!;
      expect(cid(b.id)).toBe(e.card);
      if (e.equippedTo !== undefined) {
        expect(b.equippedTo).toBe(p.front[e.equippedTo]!.id);
        expect(p.front[e.equippedTo]!.equips).toContain(b.id);
      } else expect(b.faceUp).toBe(e.faceUp ?? false);
    });
    // The start phase has begun: start-of-turn triggers (泰山封禅's heal) have already resolved.
    const healed = s.effects
      .filter((e) => e.type === 'avatarHeal' && e.seat === seat)
      .reduce((a, e) => a + (e.amount as number), 0);
    expect(p.hp - healed).toBe(d.hp ?? avatarCap(s, seat));
    const placed =
      front.length +
      back.length +
      (d.field ? 1 : 0) +
      (d.personEquips ?? []).length +
      (d.hand ?? []).length +
      (d.graveyard ?? []).length +
      (d.banished ?? []).length;
    expect(p.deck).toHaveLength(
      (setup.decks as Record<Seat, { cards: string[] }>)[seat].cards.length - placed,
    );
    if (setup.stacked?.includes(seat)) {
      const idx = p.deck.map((id) => Number(id.split('-')[1]));
      expect(idx).toEqual([...idx].sort((a, b) => a - b));
    }
    expect(p.normalSummonUsed).toBe(false);
  }
}

function gameInvariants(m: MatchState): void {
  const s = m as XingjieState;
  for (const seat of SEATS) {
    const p = s.game.players[seat];
    if (s.config.avatarHealCap === 'start' && p.hp > avatarCap(s, seat))
      throw new Error(`avatar HP ${p.hp} above cap at seq ${s.seq}`);
    if (p.front.length !== s.config.frontRowSlots || p.back.length !== s.config.backRowSlots)
      throw new Error('row size changed');
    for (const b of p.back)
      if (
        b?.equippedTo &&
        !p.front.concat(s.game.players[other(seat)].front).some((c) => c?.id === b.equippedTo)
      )
        throw new Error(`equipment without a host at seq ${s.seq}`);
  }
  if (!s.result && s.active === null) throw new Error(`nobody to act at seq ${s.seq} (${s.phase})`);
  if (s.result && s.phase !== 'over') throw new Error('result without game over');
}

describe('xingjie property: 240 matches from random valid starting positions', () => {
  const stats = { matches: 0, steps: 0, capped: 0, reasons: {} as Record<string, number> };
  for (let from = 1; from <= MATCHES; from += CHUNK) {
    it(
      `positions ${from}–${from + CHUNK - 1}: described exactly, then random legal play keeps every invariant`,
      {
        timeout: 300_000,
      },
      () => {
        for (let seed = from; seed < from + CHUNK; seed++) {
          const { setup, position } = positionSetup(seed);
          const deep = seed % 8 === 0;
          const m = randomMatch(xingjie, setup, {
            seed,
            maxSteps: CAP,
            keepStates: deep,
            concedeRate: 0.0005,
            onStep: (s, a) => {
              if (a === null) expectDescribed(s as XingjieState, position, setup);
              expectCardsConserved(xingjie, s);
              expectNothingNegative(s, allowNegative);
              gameInvariants(s);
              if (a === null || deep || s.seq % 11 === 0 || s.result)
                expectViewsLeakNothing(xingjie, s, seed);
            },
          });
          stats.matches++;
          stats.steps += m.steps;
          if (m.final.result)
            stats.reasons[m.final.result.reason] = (stats.reasons[m.final.result.reason] ?? 0) + 1;
          else stats.capped++;
          if (deep) {
            expectJsonRoundTrip(m.final);
            expectReplayEqualsLive(xingjie, m, seed);
          } else {
            expect(replay(xingjie, m.events)).toEqual(m.final);
          }
        }
      },
    );
  }

  it('the generated positions cover what they should, and matches end by the rules', () => {
    console.log(
      `xingjie positions property: ${stats.matches} matches, ${stats.steps} steps, endings ${JSON.stringify(stats.reasons)}, capped ${stats.capped}`,
    );
    expect(stats.matches).toBe(MATCHES);
    expect(stats.capped).toBeLessThanOrEqual(MATCHES / 10);
    const positions = Array.from({ length: MATCHES }, (_, i) => positionSetup(i + 1).position);
    const entries = positions.flatMap((p) => [p.p1, p.p2]).filter((x): x is SeatPosition => !!x);
    const backs = entries.flatMap((e) => e.back ?? []).map((b) => (typeof b === 'string' ? { card: b } : b));
    const fronts = entries
      .flatMap((e) => e.front ?? [])
      .map((f) => (typeof f === 'string' ? { card: f } : f));
    expect(positions.some((p) => p.turn === 1)).toBe(true);
    expect(backs.some((b) => b.equippedTo !== undefined)).toBe(true);
    expect(backs.some((b) => b.faceUp === true)).toBe(true);
    expect(fronts.some((f) => f.position === 'faceDownDefense')).toBe(true);
    expect(fronts.some((f) => (f.damage ?? 0) > 0)).toBe(true);
    expect(fronts.some((f) => f.mods?.length)).toBe(true);
    expect(fronts.some((f) => f.effectsUsed?.length)).toBe(true);
    expect(entries.some((e) => e.field)).toBe(true);
    expect(entries.some((e) => e.personEquips?.length)).toBe(true);
  });
});
