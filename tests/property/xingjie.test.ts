/**
 * 星阶 property tests: 1,000 seeded random legal-play matches with the starter decks. Every match must end by
 * the rules (HP, deck-out, over-limit summon, concession); a step cap is only a safety net and its hits are
 * counted. Invariants: legal actions are accepted, sampled others refused without change, cards conserved,
 * nothing negative, avatar HP never above its cap, replay and seek equal live play, views leak nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalActions,
  renderContext,
  renderNarration,
  replay,
  stepConsequences,
  stepNarration,
} from '@/machines/engine';
import type { Action, MatchState, Narration, RenderContext, Seat } from '@/machines/engine';
import { CARDS } from '@/content/xingjie/cards';
import { xingjie } from '@/machines/xingjie';
import type { XingjieState } from '@/machines/xingjie/state';
import { avatarCap } from '@/machines/xingjie/rules/board';
import {
  expectCardsConserved,
  expectJsonRoundTrip,
  expectNothingNegative,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
  testRng,
} from '../support/property';
import { propertySetup } from './xingjie-setup';

const MATCHES = 1000;
const CAP = 3000;

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

/**
 * Issue 18's acceptance for 星阶: players named after cards of the game, and for every step and seat, the narration
 * and every consequence as that seat reads them name no card instance hidden from it before and after the step. Each
 * instance renders as a marker of its own (so a visible copy of the same card, or a player called like it, cannot
 * hide a leak), and every seat reference renders as that player's name, never a name baked into the text.
 */
describe('xingjie property: words a seat reads name no card hidden from it', () => {
  const names = CARDS.map((c) => c.name.zh);
  const marker = (id: string) => `⟦${id}⟧`;
  const texts = (n: Narration, ctx: RenderContext) => {
    const t = renderNarration(n, ctx);
    return [t.zh, t.en];
  };

  it('60 matches, every step, both seats, narration and consequences', { timeout: 300_000 }, () => {
    let checked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const pick = testRng(seed * 31);
      const setup = propertySetup(seed);
      setup.players = { p1: { name: names[pick(names.length)] }, p2: { name: names[pick(names.length)] } };
      // The markers must never be satisfied by a player's name.
      expect(setup.players.p1.name).not.toMatch(/⟦/);
      const m = randomMatch(xingjie, setup, { seed, keepStates: true, maxSteps: 1500, concedeRate: 0.001 });
      for (let i = 1; i < m.states.length; i++) {
        const [before, after, event] = [m.states[i - 1], m.states[i], m.events[i]];
        const told = stepNarration(xingjie, before, event, after);
        const own = xingjie.narrate(before as XingjieState, event, after as XingjieState) as Narration;
        // The game's own sentence names players only by seat reference.
        for (const part of [...own.zh, ...own.en])
          if (
            typeof part === 'string' &&
            (['p1', 'p2'] as Seat[]).some((p) => part.includes(setup.players[p].name))
          )
            expect.fail(`step ${i} (${event.type}) writes a player's name into the text: ${part}`);
        const sentences = [told, ...stepConsequences(xingjie, before, event, after).map((c) => c.text)];
        for (const seat of ['p1', 'p2'] as Seat[]) {
          const real = renderContext(xingjie, before, after, seat);
          const marked: RenderContext = {
            ...real,
            cardIdOf: (id) => (before.cards[id] || after.cards[id] ? id : undefined),
            cardName: (id) => ({ zh: marker(id), en: marker(id) }),
          };
          const hiddenBefore = new Set(xingjie.hiddenFrom(before as XingjieState, seat));
          const hidden = new Set(
            xingjie.hiddenFrom(after as XingjieState, seat).filter((id) => hiddenBefore.has(id)),
          );
          for (const t of sentences.flatMap((n) => texts(n, marked)))
            for (const [, id] of t.matchAll(/⟦([^⟧]+)⟧/g))
              if (hidden.has(id))
                expect.fail(`step ${i} (${event.type}) tells ${seat} of hidden ${id}: ${t}`);
          // Seat references render as the players' names in the text the seat reads.
          for (const n of sentences)
            for (const lang of ['zh', 'en'] as const)
              for (const part of n[lang])
                if (typeof part === 'object' && 'seat' in part) {
                  const got = renderNarration({ zh: [part], en: [part] }, real)[lang];
                  if (got !== setup.players[part.seat].name)
                    expect.fail(`seat ${part.seat} rendered as ${got}`);
                }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(15_000);
  });
});
