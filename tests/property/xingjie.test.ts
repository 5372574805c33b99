/**
 * 星阶 property tests: 1,000 seeded random legal-play matches with the starter decks. Every match must end by
 * the rules (HP, deck-out, over-limit summon, concession); a step cap is only a safety net and its hits are
 * counted. Invariants: legal actions are accepted, sampled others refused without change, cards conserved,
 * nothing negative, avatar HP never above its cap, replay and seek equal live play, views leak nothing.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, replay } from '@/machines/engine';
import type { Action, MatchSetup, MatchState, Seat } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
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

const MATCHES = 1000;
const CAP = 3000;

export function propertySetup(seed: number): MatchSetup {
  const pick = testRng(seed * 7919);
  const decks = pick(2) ? [QIN_HAN, SANGUO_TANG] : [SANGUO_TANG, QIN_HAN];
  const full = seed % 40 === 0; // every 40th match at the full 15 × rank life
  const player = (i: number) => ({
    rank: 8 + pick(5),
    cards: decks[i].cards,
    ...(full ? {} : { hpOverride: 10 + pick(11) }),
  });
  const config: Record<string, unknown> = {};
  if (pick(2)) config.overLimitSummon = 'reject';
  if (pick(4) === 0) config.starModifier = 'attackerOnly';
  if (pick(4) === 0) config.normalSummonPositions = ['attack', 'defense'];
  if (pick(5) === 0) config.damagePersists = false;
  return {
    gameId: 'xingjie',
    rulesVersion: '1',
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed,
    decks: { p1: player(0), p2: player(1) },
    config,
  };
}

const allowNegative = (path: string) =>
  /\.(mods|avatarMods|summonLimitMods)\[\d+\]\.(atk|hp|delta)$/.test(path);

function gameInvariants(s: MatchState): void {
  const x = s as XingjieState;
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const p = x.game.players[seat];
    if (p.hp > avatarCap(x, seat) && x.config.avatarHealCap === 'start')
      throw new Error(`avatar HP ${p.hp} above cap at seq ${s.seq}`);
    if (p.front.length !== x.config.frontRowSlots || p.back.length !== x.config.backRowSlots)
      throw new Error('row size changed');
    for (const b of p.back)
      if (
        b?.equippedTo &&
        !p.front.concat(x.game.players[seat === 'p1' ? 'p2' : 'p1'].front).some((c) => c?.id === b.equippedTo)
      )
        throw new Error('equipment without a host');
  }
  if (!s.result && s.active === null) throw new Error(`nobody to act at seq ${s.seq} (${s.phase})`);
  if (s.result && s.phase !== 'over') throw new Error('result without game over');
}

describe('xingjie property: 1,000 seeded random legal-play matches', () => {
  const CHUNK = 100;
  const stats = { capped: 0, steps: 0, matches: 0, reasons: {} as Record<string, number> };
  for (let from = 1; from <= MATCHES; from += CHUNK) {
    it(
      `matches ${from}–${from + CHUNK - 1} end by the rules and keep every invariant`,
      { timeout: 300_000 },
      () => {
        for (let seed = from; seed < from + CHUNK; seed++) {
          const deep = seed % 50 === 0;
          const m = randomMatch(xingjie, propertySetup(seed), {
            seed,
            maxSteps: CAP,
            keepStates: deep,
            concedeRate: 0.0005,
            onStep: (s, a) => {
              expectCardsConserved(xingjie, s);
              if (a === null || s.seq % 4 === 0 || s.result) {
                expectNothingNegative(s, allowNegative);
                gameInvariants(s);
              }
              if (deep || s.seq % 13 === 0 || s.result) expectViewsLeakNothing(xingjie, s, seed);
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
          } else if (seed % 10 === 0) {
            expect(replay(xingjie, m.events)).toEqual(m.final);
          }
        }
      },
    );
  }

  it('ended by the rules: step-cap hits are rare and counted', () => {
    console.log(
      `xingjie property: ${stats.matches} matches, ${stats.steps} steps, endings ${JSON.stringify(stats.reasons)}, capped ${stats.capped}`,
    );
    expect(stats.matches).toBe(MATCHES);
    expect(stats.capped).toBeLessThanOrEqual(MATCHES / 100);
    expect(stats.reasons.hpZero).toBeGreaterThan(MATCHES / 2);
  });

  it('refuses sampled actions outside legalActions and leaves the state unchanged', () => {
    const refs = (seat: Seat) => [
      { seat, zone: 'front', slot: 0 },
      { seat, zone: 'front', slot: 3 },
      { seat, zone: 'avatar', slot: 0 },
      { seat, zone: 'back', slot: 1 },
    ];
    for (let seed = 1; seed <= 14; seed++) {
      const m = randomMatch(xingjie, propertySetup(seed), { seed, keepStates: true, maxSteps: 400 });
      const pick = testRng(seed);
      for (const s of m.states.filter((_, i) => i % 6 === 0) as XingjieState[]) {
        const frozen = JSON.stringify(s);
        for (const seat of ['p1', 'p2'] as Seat[]) {
          const legal = new Set(legalActions(xingjie, s, seat).map((a) => JSON.stringify(a)));
          const mine = s.game.players[seat];
          const cards = [
            ...mine.hand,
            ...mine.deck.slice(0, 2),
            ...s.game.players[seat === 'p1' ? 'p2' : 'p1'].hand.slice(0, 2),
          ];
          const card = cards.length ? cards[pick(cards.length)] : 'p1-0';
          const other: Seat = seat === 'p1' ? 'p2' : 'p1';
          const candidates: Action[] = [
            { type: 'priority.pass', actor: seat, payload: {} },
            { type: 'summon.normal', actor: seat, payload: { card, tributes: [] } },
            { type: 'summon.normal', actor: seat, payload: { card, tributes: [0, 1] } },
            { type: 'summon.set', actor: seat, payload: { card, tributes: [] } },
            { type: 'backrow.set', actor: seat, payload: { card } },
            { type: 'magic.activate', actor: seat, payload: { card } },
            { type: 'magic.activate', actor: seat, payload: { card, targets: [refs(other)[pick(4)]] } },
            { type: 'field.activate', actor: seat, payload: { card } },
            { type: 'equip.character', actor: seat, payload: { card, target: refs(seat)[pick(2)] } },
            { type: 'equip.person', actor: seat, payload: { card } },
            {
              type: 'position.change',
              actor: seat,
              payload: { slot: pick(7), to: ['attack', 'defense', 'faceDownDefense'][pick(3)] },
            },
            { type: 'set.activate', actor: seat, payload: { slot: pick(5) } },
            {
              type: 'effect.activate',
              actor: seat,
              payload: { source: { zone: 'front', slot: pick(7) }, effect: 0 },
            },
            {
              type: 'battle.attack',
              actor: seat,
              payload: { attacker: pick(7), target: pick(2) ? 'avatar' : pick(7) },
            },
            { type: 'battle.attack', actor: seat, payload: { attacker: 'avatar', target: 'avatar' } },
            { type: 'hand.discard', actor: seat, payload: { card } },
            { type: 'choice.pick', actor: seat, payload: { option: pick(3) } },
            { type: 'choice.pick', actor: seat, payload: { option: 0, position: 'attack' } },
            { type: 'summon.normal', actor: seat, payload: { card, tributes: [], position: 'defense' } },
            { type: 'magic.activate', actor: seat, payload: { card, targets: [], costCards: [] } },
            { type: 'set.activate', actor: seat, payload: { slot: pick(5), costCards: [] } },
          ];
          for (const a of candidates) {
            if (legal.has(JSON.stringify(a))) continue;
            const r = applyAction(xingjie, s, a);
            expect(r.ok, `${JSON.stringify(a)} at seq ${s.seq} (${s.phase})`).toBe(false);
          }
          for (const a of legalActions(xingjie, s, seat)) expect(applyAction(xingjie, s, a).ok).toBe(true);
        }
        expect(JSON.stringify(s)).toBe(frozen);
      }
    }
  });
});
