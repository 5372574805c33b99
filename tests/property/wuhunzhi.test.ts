/**
 * 武魂志 property tests: 1,000 seeded random legal-play matches with the starter decks (several rulings and
 * variants mixed in). Every match must end by the rules without an engine error; legal actions are accepted,
 * sampled actions outside legalActions are refused without changing the state; cards are conserved; nothing is
 * negative; altar damage is reset at the end phase; replay equals live play; views leak nothing.
 *
 * Speed: the live loop applies actions in place (applyAction = copy + applyInPlace); the copying path is exercised
 * on sampled steps, where the refusal checks also run.
 */
import { describe, expect, it } from 'vitest';
import {
  allLegalActions,
  applyAction,
  applyInPlace,
  cloneState,
  createMatchOrThrow,
  legalActions,
  matchCreatedEvent,
  renderContext,
  renderNarration,
  replay,
  stepConsequences,
  stepNarration,
} from '@/machines/engine';
import type { Action, EngineEvent, MatchState, Narration, RenderContext, Seat } from '@/machines/engine';
import { SEATS } from '@/machines/engine';
import { CATALOG } from '@/machines/wuhunzhi/catalog';
import { EXAMPLE_POSITIONS } from '@/content/wuhunzhi/positions';
import { wuhunzhi } from '@/machines/wuhunzhi';
import type { WuhunzhiConfig } from '@/machines/wuhunzhi/config';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import {
  expectCardsConserved,
  expectNothingNegative,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  testRng,
} from '../support/property';
import { setupFor } from '../unit/wuhunzhi/helpers';

const MATCHES = Number(process.env.WZ_MATCHES ?? 1000);
const MAX_STEPS = 6000;

/** A mix of rulings so the non-default branches are played too (1 in 2 matches keeps the defaults). */
function configFor(seed: number): Partial<WuhunzhiConfig> {
  switch (seed % 12) {
    case 1:
      return {
        altarDestroyThreshold: 1000,
        variants: { endOfRoundDiscard: true } as WuhunzhiConfig['variants'],
      };
    case 3:
      return { altarDestroyThreshold: 800, variants: { soulBurst: true } as WuhunzhiConfig['variants'] };
    case 5:
      return {
        summonPassIsFinal: true,
        tappedSoulCombat: 'noRetaliation',
        attackOnTrap: 'zeroPowerDefender',
      };
    case 7:
      return {
        frontRow: 'bottom',
        excessMandatory: true,
        halfRounding: 'ceil',
        initiativeDamageMeasure: 'cappedAt2000',
        altarDestroyThreshold: 1200,
      };
    case 9:
      return {
        tappedSoulCombat: 'untargetable',
        bindRequiresUpright: true,
        returnRequiresGrade: true,
        uniqueNameIncludesBoundSouls: true,
        variants: { destroyedAltarOccupantsTargetable: true } as WuhunzhiConfig['variants'],
      };
    case 11:
      return {
        eventSlotConflict: 'replace',
        deployOnlyLastRoundSummons: true,
        faceDownCountsAsSoulForMovement: false,
        selfDestroyedSoulsTo: 'discardPile',
        formationCountsTapped: false,
        specialAltarActiveWhenDestroyed: false,
        faceDownAltarSummonable: true,
      };
    default:
      return {};
  }
}

const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

const TYPES = [
  'setup.choose',
  'construction.draw',
  'construction.revealAltar',
  'construction.bindSoul',
  'construction.recoverSoul',
  'planning.activateEvent',
  'planning.setStrategy',
  'phase.pass',
  'deployment.deploy',
  'deployment.return',
  'deployment.move',
  'summon.place',
  'summon.pass',
  'recon.scout',
  'battle.declare',
  'battle.redirect',
  'battle.counter',
  'battle.excess',
  'effect.activate',
  'window.pass',
  'end.discard',
];

/** Plausible actions near the legal ones: other seat, shifted numbers, other cards, bare types. */
function candidates(s: WuhunzhiState, seat: Seat, legal: Action[], pick: (n: number) => number): Action[] {
  const ids = Object.keys(s.cards);
  const out: Action[] = [];
  const other: Seat = seat === 'p1' ? 'p2' : 'p1';
  for (const a of legal.filter((x) => x.type !== 'match.concede').slice(0, 12)) {
    out.push({ ...a, actor: other });
    const p = { ...(a.payload as Record<string, unknown>) };
    for (const k of Object.keys(p)) {
      if (typeof p[k] === 'number') out.push({ ...a, payload: { ...p, [k]: ((p[k] as number) % 9) + 1 } });
      if (typeof p[k] === 'string') out.push({ ...a, payload: { ...p, [k]: ids[pick(ids.length)] } });
      if (typeof p[k] === 'boolean') out.push({ ...a, payload: { ...p, [k]: !p[k] } });
    }
  }
  const card = ids[pick(ids.length)];
  const n = 1 + pick(9);
  const bare: Record<string, object> = {
    'construction.draw': { draw: pick(2) === 0 },
    'construction.revealAltar': { altar: pick(5) },
    'construction.bindSoul': { card, altar: pick(5) },
    'construction.recoverSoul': { card },
    'planning.activateEvent': { card },
    'planning.setStrategy': { card },
    'phase.pass': {},
    'deployment.deploy': { altar: pick(5), cell: n },
    'deployment.return': { cell: n, altar: pick(5) },
    'deployment.move': { cell: n, toCell: 1 + pick(9) },
    'summon.place': { card, altar: pick(5), faceDown: pick(2) === 0 },
    'summon.pass': {},
    'recon.scout': { cell: n },
    'battle.declare': { target: pick(2) ? { kind: 'card', cell: n } : { kind: 'altar', altar: pick(5) } },
    'battle.redirect': { altar: pick(5) },
    'battle.counter': { reveal: pick(2) === 0 },
    'battle.excess': { altar: pick(3) ? pick(5) : null },
    'effect.activate': { card, effect: 0 },
    'window.pass': {},
    'end.discard': { card },
    'trigger.order': { card, effect: 0 },
    'setup.choose': { general: card, reserves: [], altar: pick(5) },
  };
  for (const type of TYPES) out.push({ type, actor: seat, payload: bare[type] });
  return out;
}

function checkRefusals(s: WuhunzhiState, pick: (n: number) => number): number {
  let refused = 0;
  const frozen = JSON.stringify(s);
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const legal = legalActions(wuhunzhi, s, seat);
    const keys = new Set(legal.map((a) => canonical(a)));
    const all = candidates(s, seat, legal, pick);
    for (let i = 0; i < 6; i++) {
      const a = all[pick(all.length)];
      if (keys.has(canonical(a))) continue;
      const r = applyAction(wuhunzhi, s, a);
      if (r.ok) throw new Error(`illegal action accepted at seq ${s.seq} (${s.phase}): ${JSON.stringify(a)}`);
      refused++;
    }
  }
  expect(JSON.stringify(s)).toBe(frozen);
  return refused;
}

function checkRoundReset(prev: WuhunzhiState, s: WuhunzhiState): void {
  if (s.game.round === prev.game.round) return;
  // The end phase just ran: every undestroyed altar is healed and the per-round altar damage counter is zero.
  for (const seat of ['p1', 'p2'] as Seat[]) {
    expect(s.game.altarDamageTakenThisRound[seat]).toBe(0);
    for (const a of s.game.boards[seat].altars) if (!a.destroyed) expect(a.damage).toBe(0);
  }
  expect(s.game.powerMods).toEqual([]);
}

const CHUNK = 100;
const totals = { reasons: {} as Record<string, number>, refused: 0, steps: 0 };

describe('wuhunzhi property: 1,000 seeded random matches with the starter decks', () => {
  for (let from = 1; from <= MATCHES; from += CHUNK) {
    it(`seeds ${from}–${Math.min(MATCHES, from + CHUNK - 1)}: end by the rules and keep every invariant`, () => {
      runMatches(from, Math.min(MATCHES, from + CHUNK - 1));
    }, 120_000);
  }
  it('over all matches: many refusals checked, few concessions', () => {
    expect(totals.refused).toBeGreaterThan(MATCHES * 15);
    expect((totals.reasons.concede ?? 0) / MATCHES).toBeLessThan(0.5);
    console.log(
      `wuhunzhi property: ${MATCHES} matches, ${totals.steps} steps, ${totals.refused} refusals checked`,
      totals.reasons,
    );
  });
});

function runMatches(first: number, last: number): void {
  {
    const reasons = totals.reasons;
    let refusedTotal = 0;
    let steps = 0;
    for (let seed = first; seed <= last; seed++) {
      const pick = testRng(seed);
      const setup = setupFor(seed, {
        config: configFor(seed),
        firstPlayer: seed % 3 === 0 ? undefined : seed % 2 ? 'p1' : 'p2',
      });
      const state = createMatchOrThrow<WuhunzhiState>(wuhunzhi, setup);
      const events: EngineEvent[] = [matchCreatedEvent(wuhunzhi, setup)];
      const keep = seed % 50 === 0;
      const states: MatchState[] = keep ? [cloneState(state)] : [];
      let prev = cloneState(state);
      let n = 0;
      while (!state.result && n < MAX_STEPS) {
        let legal = allLegalActions(wuhunzhi, state);
        if (pick(2000) !== 0) legal = legal.filter((a) => a.type !== 'match.concede');
        expect(legal.length, `no legal action at ${state.phase}`).toBeGreaterThan(0);
        const action = legal[pick(legal.length)];
        if (n % 25 === 0) refusedTotal += checkRefusals(state, pick);
        const sampled = n % 25 === 12;
        if (sampled) {
          const r = applyAction(wuhunzhi, state, action);
          if (!r.ok)
            throw new Error(
              `legal action refused at seq ${state.seq}: ${JSON.stringify(action)} -> ${r.error.code} ${r.error.text.en}`,
            );
        }
        try {
          events.push(applyInPlace(wuhunzhi, state, action));
        } catch (e) {
          throw new Error(
            `seed ${seed} seq ${state.seq} ${state.phase}: legal action ${JSON.stringify(action)} failed: ${(e as Error).message}`,
          );
        }
        n++;
        if (n % 4 === 0 || state.result) expectCardsConserved(wuhunzhi, state);
        if (n % 4 === 2 || state.result)
          expectNothingNegative(state, (path) => /^game\.powerMods\[\d+\]\.amount$/.test(path)); // modifiers are signed deltas
        checkRoundReset(prev as WuhunzhiState, state);
        if (n % 20 === 7 || state.result) expectViewsLeakNothing(wuhunzhi, state, seed + n);
        if (keep) states.push(cloneState(state));
        if (state.game.round !== (prev as WuhunzhiState).game.round || n % 50 === 0) prev = cloneState(state);
        else prev.game.round = state.game.round;
      }
      steps += n;
      expect(
        state.result,
        `seed ${seed} did not end in ${MAX_STEPS} steps (${state.phase}, round ${state.game.round})`,
      ).not.toBeNull();
      reasons[state.result!.reason] = (reasons[state.result!.reason] ?? 0) + 1;
      if (keep) expectReplayEqualsLive(wuhunzhi, { events, states, final: state, steps: n }, seed);
      else if (seed % 10 === 0) expect(replay(wuhunzhi, events)).toEqual(state);
    }
    totals.refused += refusedTotal;
    totals.steps += steps;
  }
}

/**
 * Narration and consequences per seat, with the players named like cards (孙武 leads 稷下's deck too; 荆轲 is one of
 * 虎狼's souls): for every step and each seat, the rendered narration (both languages) and every consequence's
 * sentence name no card instance hidden from that seat before and after the step (checked by instance: a render
 * whose card names are one marker per instance), no plain text of a sentence carries a card's name (cards are
 * always references), and every seat reference reads as that player's name.
 */
const CARD_NAMED = { p1: { name: '孙武' }, p2: { name: '荆轲' } };
const NARRATION_MATCHES = Number(process.env.WZ_NARRATION_MATCHES ?? 80);
const CARD_NAMES = [
  ...new Set(Object.keys(CATALOG).flatMap((id) => [wuhunzhi.cardName(id).zh, wuhunzhi.cardName(id).en])),
];

function checkTold(before: WuhunzhiState, action: Action, after: WuhunzhiState): void {
  const own = [
    wuhunzhi.narrate(before, action, after) as Narration,
    ...stepConsequences(wuhunzhi, before, action, after).map((c) => c.text),
  ];
  // The game's own sentences name cards only as instances: no card name in plain text (the kernel's result words
  // are the result's), no card kind named openly (武魂志 never needs to).
  for (const text of own)
    for (const lang of ['zh', 'en'] as const)
      for (const seg of text[lang]) {
        if (typeof seg === 'object' && 'cardId' in seg)
          throw new Error(`a card kind is named openly at seq ${before.seq}: ${seg.cardId}`);
        if (typeof seg !== 'string') continue;
        const named = CARD_NAMES.find((name) => seg.includes(name));
        if (named) throw new Error(`plain text names a card (${named}) at seq ${before.seq}: ${seg}`);
      }
  const told = [stepNarration(wuhunzhi, before, action, after), ...own.slice(1)];
  for (const seat of SEATS) {
    const ctx = renderContext(wuhunzhi, before, after, seat);
    const marked: RenderContext = {
      ...ctx,
      cardIdOf: (id) => id,
      cardName: (id) => ({ zh: `⟦${id}⟧`, en: `⟦${id}⟧` }),
    };
    const was = new Set(wuhunzhi.hiddenFrom(before, seat));
    const hidden = wuhunzhi.hiddenFrom(after, seat).filter((id) => was.has(id));
    for (const text of told) {
      const r = renderNarration(text, marked);
      for (const id of hidden)
        if (r.zh.includes(`⟦${id}⟧`) || r.en.includes(`⟦${id}⟧`))
          throw new Error(`${seat} is told hidden ${id} at seq ${before.seq} (${action.type}): ${r.zh}`);
      const plain = renderNarration(text, ctx);
      for (const s of SEATS) {
        const refs = text.zh.filter((x) => typeof x === 'object' && 'seat' in x && x.seat === s).length;
        const shown = plain.zh.split(after.players[s].name).length - 1;
        if (shown < refs)
          throw new Error(`${s}'s name is missing for ${seat} at seq ${before.seq}: ${plain.zh}`);
      }
    }
  }
}

describe('wuhunzhi property: narration and consequences tell each seat only what it may know', () => {
  it(`${NARRATION_MATCHES} matches (a third from example positions) with players named like cards`, () => {
    for (let seed = 1; seed <= NARRATION_MATCHES; seed++) {
      const pick = testRng(seed ^ 0xbeef);
      // Every third match starts from an example position (a late round, a crowded board).
      const position =
        seed % 3 === 0 ? EXAMPLE_POSITIONS[seed % EXAMPLE_POSITIONS.length].position : undefined;
      const setup = { ...setupFor(seed, { config: configFor(seed), position }), players: CARD_NAMED };
      const s = createMatchOrThrow<WuhunzhiState>(wuhunzhi, setup);
      for (let n = 0; n < 1500 && !s.result; n++) {
        const legal = allLegalActions(wuhunzhi, s).filter(
          (a) => a.type !== 'match.concede' || pick(300) === 0,
        );
        const action = legal[pick(legal.length)];
        const before = cloneState(s);
        applyInPlace(wuhunzhi, s, action);
        checkTold(before, action, s);
      }
    }
  }, 300_000);
});
