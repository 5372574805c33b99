/**
 * 血契 property tests: ≥1,000 seeded random legal-play matches with the starter decks (a fifth of them under
 * non-default rulings), checking the shared invariants and the game's own: every LP change is explained by an
 * effect record with its cause (the sum of recorded deltas equals the change at every step), slots and hand
 * stay within their limits, and matches end by the rules. Narration and consequences, rendered for each seat,
 * never name a card instance that seat could know neither before nor after the step, and always name the players
 * (who are called like cards of the game).
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
import type { Action, MatchSetup, MatchState, Narration, RenderContext, Seat } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import { CATALOG } from '@/machines/xueqi/catalog';
import type { XueqiConfig } from '@/machines/xueqi/config';
import type { LpRecord } from '@/machines/xueqi/rules/lp';
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

const MATCHES = Number(process.env.XUEQI_MATCHES ?? 1000);
const CAUSES = new Set([
  'summonCost',
  'activationCost',
  'effectCost',
  'upkeep',
  'battle',
  'effect',
  'destroyGain',
  'discardRefund',
]);
const SIGNED = /\.(lp|atkMod|lifeMod|tempAtk|tempLife)$/;

const VARIANTS: Array<Partial<XueqiConfig>> = [
  { upkeepTiming: 'ownTurnEnd' },
  { expiryBeforeUpkeep: false, destroyGainTo: 'controller' },
  { allowVoluntaryDestroy: false, ruleDiscardRefund: true },
  { lpCheck: 'endOfTurn', attackThreshold: 'greaterOrEqual' },
  { comboOnlyWhenNeeded: false, supporterRounding: 'ceil' },
  { extraToGraveyard: false, extraSummonRankOffset: 0 },
  { opponentTurnActivations: true, deckOutMode: 'latched' },
  {
    fateDrawTurnCounting: 'global',
    fateDrawMinCompletedTurns: 2,
    lifelineDuration: 'game',
    freeSummonCoversActivations: true,
  },
  { summoningSickness: true, directAttackBlockers: 'anyCard', durationCounting: 'global' },
  { drawOptional: true, handLimit: 6, creatureSlotLimit: 3, supportAreaLimit: 1 },
  {
    summonRestriction: {
      maxRankByRound: [
        { fromRound: 1, maxRank: 3 },
        { fromRound: 4, maxRank: 9 },
      ],
    },
    maxCopies: 3,
  },
  {
    profession: { p1: 1, p2: 4 },
    characterSkills: {
      p1: [
        {
          kind: 'activated',
          timing: ['main', 'battle'],
          limit: { per: 'turn', count: 1 },
          targets: [{ filter: { side: 'own' } }],
          ops: [{ op: 'modifyAtk', target: 0, amount: 50, duration: 'thisTurn' }],
        },
      ],
      p2: [{ kind: 'continuous', ops: [{ op: 'setRuleParam', param: 'maxComboSize', value: 4 }] }],
    },
  },
];

function setupFor(seed: number): MatchSetup {
  const swap = seed % 2 === 0;
  const config = seed % 5 === 0 ? VARIANTS[(seed / 5) % VARIANTS.length] : undefined;
  return {
    gameId: 'xueqi',
    rulesVersion: '1',
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed,
    decks: { p1: swap ? BONE_LEGION.cards : BAT_SWARM.cards, p2: swap ? BAT_SWARM.cards : BONE_LEGION.cards },
    ...(config ? { config } : {}),
  };
}

/** The LP change of each seat at this step equals the sum of the recorded deltas, and each record is well-formed. */
/** Which actions may produce an LP record of each cause (the log must explain the change by its action). */
const CAUSE_ACTIONS: Record<string, RegExp> = {
  summonCost: /^summon\.creature$/,
  activationCost: /^(rule|value)\.activate$/,
  upkeep: /^(turn\.end|battle\.end)$/,
  battle: /^battle\.attack$/,
  discardRefund: /^rule\.discard$/,
};

function expectLpExplained(before: XueqiState, after: XueqiState, action: Action | null): void {
  const sum: Record<Seat, number> = { p1: 0, p2: 0 };
  const running: Record<Seat, number> = { p1: before.game.players.p1.lp, p2: before.game.players.p2.lp };
  for (const e of after.effects) {
    if (e.type !== 'lp') continue;
    const r = e as unknown as LpRecord;
    if (!CAUSES.has(r.cause)) throw new Error(`unexplained LP cause ${r.cause}`);
    const allowed = CAUSE_ACTIONS[r.cause];
    if (allowed && !allowed.test(action?.type ?? ''))
      throw new Error(`LP cause ${r.cause} after ${action?.type}`);
    if (r.cause === 'battle' && r.player === action?.actor) throw new Error('battle damage to the attacker');
    if (r.cause === 'summonCost' || r.cause === 'activationCost') {
      if (r.player !== action?.actor || r.delta > 0) throw new Error(`${r.cause} not paid by the actor`);
    }
    if (r.cause === 'destroyGain' && r.delta <= 0) throw new Error('destroyGain must be a gain');
    if (r.delta === 0 && r.requested === 0) throw new Error('empty LP record');
    if (Math.abs(r.delta) > Math.abs(r.requested) || Math.sign(r.delta) * Math.sign(r.requested) < 0)
      throw new Error('lifeline raised a change');
    running[r.player] += r.delta;
    if (running[r.player] !== r.lp)
      throw new Error(`LP record says ${r.lp}, running total ${running[r.player]}`);
    sum[r.player] += r.delta;
  }
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const change = after.game.players[seat].lp - before.game.players[seat].lp;
    if (change !== sum[seat])
      throw new Error(
        `seq ${after.seq}: ${seat} LP changed by ${change} but the records explain ${sum[seat]}`,
      );
  }
}

function expectWithinLimits(s: XueqiState): void {
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const p = s.game.players[seat];
    if (p.creatureSlots.length > ruleParams(s, seat).creatureSlotLimit)
      throw new Error('too many slot creatures');
    const pend = s.game.pending;
    if (
      !(pend && pend.kind === 'discardForLimit' && pend.seat === seat) &&
      p.hand.length > s.config.handLimit
    ) {
      throw new Error(`${seat} holds ${p.hand.length} cards with no discard pending`);
    }
    for (const c of [...p.creatureSlots, ...p.extraCreatures])
      if (c.occupiesSlot !== p.creatureSlots.includes(c)) throw new Error('slot flag mismatch');
  }
  if (s.result === null && s.phase === 'over') throw new Error('over without result');
}

describe('xueqi property: random legal play with the starter decks', () => {
  const reasons: Record<string, number> = {};
  let steps = 0;
  const CHUNK = 100;
  for (let from = 1; from <= MATCHES; from += CHUNK) {
    it(`matches ${from}–${from + CHUNK - 1} keep every invariant and end by the rules`, () => {
      for (let seed = from; seed < from + CHUNK; seed++) playAndCheck(seed);
    });
  }
  it('matches end by life and by deck-out, after real play', () => {
    expect(reasons.lpZero ?? 0).toBeGreaterThan(0);
    expect(reasons.deckOut ?? 0).toBeGreaterThan(0);
    expect(steps / MATCHES).toBeGreaterThan(20);
  });

  function playAndCheck(seed: number): void {
    let prev: XueqiState | null = null;
    let i = 0;
    const m = randomMatch(xueqi, setupFor(seed), {
      seed,
      maxSteps: 4000,
      keepStates: seed % 25 === 0,
      concedeRate: 0.0005,
      onStep: (st, action) => {
        const s = st as XueqiState;
        if (prev) expectLpExplained(prev, s, action);
        expectCardsConserved(xueqi, s);
        expectWithinLimits(s);
        if (i % 5 === 0) expectNothingNegative(s, (path) => SIGNED.test(path));
        if (i % 15 === 0) expectViewsLeakNothing(xueqi, s, seed + i);
        prev = s;
        i++;
      },
    });
    expect(m.final.result, `seed ${seed} did not end`).not.toBeNull();
    expectNothingNegative(m.final, (path) => SIGNED.test(path));
    reasons[m.final.result!.reason] = (reasons[m.final.result!.reason] ?? 0) + 1;
    steps += m.steps;
    if (seed % 25 === 0) {
      expectJsonRoundTrip(m.final);
      expectReplayEqualsLive(xueqi, m, seed);
    } else if (seed % 5 === 1) {
      expect(replay(xueqi, m.events)).toEqual(m.final);
    }
  }

  it('refuses sampled actions outside legalActions and leaves the state unchanged', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const m = randomMatch(xueqi, setupFor(seed), { seed, keepStates: true, maxSteps: 4000 });
      const pick = testRng(seed * 7);
      for (const st of m.states.filter((_, i) => i % 6 === 0)) {
        const s = st as XueqiState;
        const frozen = JSON.stringify(s);
        const ids = [...Object.keys(s.cards), 'player', 'nope'];
        const any = () => ids[pick(ids.length)];
        const cardIds = [...new Set(Object.values(s.cards).map((c) => c.cardId))];
        const legal = new Set(
          (['p1', 'p2'] as Seat[]).flatMap((seat) =>
            legalActions(xueqi, s, seat).map((a) => JSON.stringify(a)),
          ),
        );
        for (const seat of ['p1', 'p2'] as Seat[]) {
          const c: Action[] = [
            { type: 'draw.normal', actor: seat, payload: {} },
            { type: 'draw.skip', actor: seat, payload: {} },
            { type: 'draw.fate', actor: seat, payload: { cardId: cardIds[pick(cardIds.length)] } },
            { type: 'draw.bottom', actor: seat, payload: { card: any() } },
            { type: 'hand.discard', actor: seat, payload: { card: any() } },
            { type: 'summon.creature', actor: seat, payload: { card: any() } },
            { type: 'rule.activate', actor: seat, payload: { card: any(), targets: [] } },
            { type: 'rule.activate', actor: seat, payload: { card: any(), targets: [any()] } },
            { type: 'value.activate', actor: seat, payload: { card: any(), targets: [any()] } },
            { type: 'effect.activate', actor: seat, payload: { creature: any(), effect: 0, targets: [] } },
            { type: 'creature.destroy', actor: seat, payload: { creature: any() } },
            { type: 'rule.discard', actor: seat, payload: { card: any() } },
            { type: 'battle.declare', actor: seat, payload: {} },
            { type: 'battle.attack', actor: seat, payload: { lead: any(), supporters: [], target: any() } },
            {
              type: 'battle.attack',
              actor: seat,
              payload: { lead: any(), supporters: [any(), any()], target: any() },
            },
            { type: 'battle.end', actor: seat, payload: {} },
            { type: 'turn.end', actor: seat, payload: {} },
            { type: 'skill.activate', actor: seat, payload: { skill: 0, targets: [any()] } },
          ];
          // Legal actions with a field permuted or swapped for another seat are mostly illegal too.
          for (const a of legalActions(xueqi, s, seat)) {
            const p = a.payload as Record<string, unknown>;
            if (Array.isArray(p.supporters) && p.supporters.length === 2)
              c.push({ ...a, payload: { ...p, supporters: [...p.supporters].reverse() } });
            c.push({ ...a, actor: seat === 'p1' ? 'p2' : 'p1' });
          }
          for (const a of c) {
            if (legal.has(JSON.stringify(a))) continue;
            const r = applyAction(xueqi, s as MatchState, a);
            expect(r.ok, JSON.stringify(a)).toBe(false);
          }
        }
        expect(JSON.stringify(s)).toBe(frozen);
      }
    }
  });
});

const MARK = (x: string) => `⟦${x}⟧`;
const NAMES = Object.values(CATALOG).flatMap((c) => [c.name.zh, c.name.en]);

/** A render context where every card reads as a marker of its instance (a kind: of its id), for `seat`. */
function markers(before: XueqiState, after: XueqiState, seat: Seat | 'omniscient'): RenderContext {
  const real = renderContext(xueqi, before, after, seat);
  return {
    ...real,
    cardIdOf: (id) => (real.cardIdOf(id) === undefined ? undefined : `#${id}`),
    cardName: (x) => ({ zh: MARK(x), en: MARK(x) }),
  };
}

describe('xueqi property: what each seat reads of a step', () => {
  const CHECKED = Number(process.env.XUEQI_NARRATION_MATCHES ?? 40);
  it(`over ${CHECKED} random matches with players named like cards, no seat reads a card hidden from it`, () => {
    let texts = 0;
    for (let seed = 1; seed <= CHECKED; seed++) {
      const setup = setupFor(seed);
      const pick = testRng(seed * 13);
      setup.players = { p1: { name: NAMES[pick(NAMES.length)] }, p2: { name: NAMES[pick(NAMES.length)] } };
      if (setup.players.p1.name === setup.players.p2.name) setup.players.p2.name += '·二';
      const players = [setup.players.p1.name, setup.players.p2.name];
      let prev: XueqiState | null = null;
      randomMatch(xueqi, setup, {
        seed,
        maxSteps: 1000,
        onStep: (st, action) => {
          const after = st as XueqiState;
          if (prev && action) {
            const before = prev;
            const told: Narration[] = [
              stepNarration(xueqi, before, action, after),
              ...stepConsequences(xueqi, before, action, after).map((c) => c.text),
            ];
            // The Fate-Drawn card, a searched card and a deck pick are named openly (E23).
            const p = action.payload as { pick?: string };
            const open =
              action.type === 'draw.fate' ||
              p.pick !== undefined ||
              after.effects.some((e) => e.type === 'search');
            const omni = told.map((x) => renderNarration(x, markers(before, after, 'omniscient')));
            for (const seat of ['p1', 'p2'] as Seat[]) {
              const was = new Set(xueqi.hiddenFrom(before, seat));
              const hidden = xueqi.hiddenFrom(after, seat).filter((id) => was.has(id));
              told.forEach((x, k) => {
                const r = renderNarration(x, markers(before, after, seat));
                for (const lang of ['zh', 'en'] as const) {
                  texts++;
                  const text = r[lang];
                  const fail = (why: string) => {
                    throw new Error(
                      `seed ${seed} seq ${after.seq - 1} ${action.type} ${seat} ${lang}: ${why}: ${text}`,
                    );
                  };
                  for (const id of hidden) if (text.includes(MARK(`#${id}`))) fail(`names hidden ${id}`);
                  // No card name written into a string: names come only from card references (markers here).
                  let rest = text;
                  for (const name of players) rest = rest.split(name).join('');
                  for (const name of NAMES) if (rest.includes(name)) fail(`writes the name ${name}`);
                  if (/\bp[12]\b/.test(rest.replace(/⟦[^⟧]*⟧/g, ''))) fail('shows a seat id');
                  // Kinds are named openly only where the rules make the card public (E23).
                  if (/⟦[a-z]/.test(text) && !open) fail('names a kind of card openly');
                  // Every player is named wherever the omniscient reader reads their name.
                  for (const name of players)
                    if (text.split(name).length !== omni[k][lang].split(name).length) fail(`misses ${name}`);
                }
              });
            }
          }
          prev = after;
        },
      });
    }
    expect(texts).toBeGreaterThan(10_000);
  }, 600_000);
});
