/**
 * 星阶 custom cards, property test (issue 12 acceptance): seeded matches whose starter decks carry custom cards
 * generated from the card schema's shape (test RNG: characters of every star band with effects drawn from the
 * whole trigger vocabulary — damaged, phaseEnd and cardActivated with negateActivation included — normal,
 * continuous and field magic, normal and continuous traps, character and person equipment). Every step: legal
 * actions accepted, cards conserved; sampled steps: nothing negative, the game's invariants, views leak nothing;
 * every match: replay equals live play (and seek, for some). XJ_CUSTOM_MATCHES reduces the count while developing.
 */
import { describe, expect, it } from 'vitest';
import { createMatchOrThrow, replay } from '@/machines/engine';
import type { MatchSetup, Seat } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import type { XingjieState } from '@/machines/xingjie/state';
import { avatarCap } from '@/machines/xingjie/rules/board';
import {
  expectCardsConserved,
  expectNothingNegative,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
  testRng,
} from '../support/property';
import { propertySetup } from './xingjie-setup';

const MATCHES = Number(process.env.XJ_CUSTOM_MATCHES ?? 300);
type Pick = (n: number) => number;
type Card = Record<string, unknown>;
const t = (zh: string, en: string) => ({ zh, en });
const of = <T>(pick: Pick, xs: readonly T[]): T => xs[pick(xs.length)];
const n = (pick: Pick, max = 4) => 1 + pick(max);
const none = t('', '');
const ALL_PHASES = ['start', 'draw', 'action', 'battle', 'end'];

/** An op a triggered effect may carry (no choices, no chosen targets; `self` stats only on characters). */
function triggeredOp(pick: Pick, character: boolean): Card {
  const ops: Card[] = [
    { op: 'damage', target: 'opponentAvatar', n: n(pick) },
    { op: 'damage', target: 'allOpponentCharacters', n: n(pick) },
    { op: 'damage', target: 'self', n: 1 },
    { op: 'heal', target: 'ownAvatar', n: n(pick) },
    { op: 'heal', target: 'self', n: n(pick) },
    { op: 'modifyAtk', target: 'self', n: n(pick), duration: 'thisTurn' },
    { op: 'modifyHp', target: 'allOwnCharacters', n: -1, duration: 'thisTurn' },
    { op: 'draw', n: 1 },
    { op: 'draw', player: 'opponent', n: 1 },
    { op: 'modifySummonLimit', player: 'self', n: 1, duration: 'thisTurn' },
    { op: 'modifyDurability', target: 'ownAvatar', n: -1 },
    { op: 'destroy', target: { all: { zone: 'back', controller: 'opponent', position: 'faceUp' } } },
    { op: 'sendTo', target: 'self', to: 'deckBottom' },
  ];
  return of(
    pick,
    ops.filter((o) => character || o.target !== 'self' || o.op === 'sendTo'),
  );
}

/** A triggered effect from every trigger of the vocabulary. */
function triggered(pick: Pick, character: boolean): Card {
  const on = of(pick, [
    'summoned',
    'flipped',
    'attacked',
    'attacks',
    'destroyed',
    'damaged',
    'phaseStart',
    'phaseEnd',
    'cardActivated',
    'equipBroken',
  ]);
  const trigger: Card = { on };
  if (on === 'phaseStart' || on === 'phaseEnd') trigger.filter = { phase: of(pick, ALL_PHASES) };
  if (on === 'cardActivated')
    trigger.filter = {
      controller: of(pick, ['self', 'opponent', 'any']),
      ...(pick(2) ? { type: 'magic' } : {}),
    };
  const ops =
    on === 'cardActivated' && pick(2)
      ? [{ op: 'negateActivation' }]
      : on === 'attacked' && pick(3) === 0
        ? [{ op: 'negateAttack' }]
        : [triggeredOp(pick, character)];
  return {
    kind: 'triggered',
    trigger,
    ...(pick(3) === 0 ? { limit: { per: 'turn', count: 1 } } : {}),
    ops,
    text: none,
  };
}

/** An activated effect with a chosen target, a plain one or one that opens a choice. */
function activated(pick: Pick, limited: boolean, character: boolean): Card {
  const base = {
    kind: 'activated',
    ...(limited ? { limit: { per: of(pick, ['turn', 'game']), count: 1 } } : {}),
    text: none,
  };
  const shape = pick(4);
  if (shape === 0)
    return {
      ...base,
      targets: [{ filter: { zone: 'front', controller: 'opponent' }, count: 1 }],
      ops: [
        of(pick, [
          { op: 'damage', target: 'target0', n: n(pick, 8) },
          { op: 'changePosition', target: 'target0', to: 'defense' },
          { op: 'modifyAtk', target: 'target0', n: -n(pick), duration: 'untilEndOfNextTurn' },
          { op: 'sendTo', target: 'target0', to: 'hand' },
        ]),
      ],
    };
  if (shape === 1)
    return {
      ...base,
      timing: ['action', 'battle'],
      ops: [triggeredOp(pick, character), { op: 'draw', n: 1 }],
    };
  if (shape === 2)
    return {
      ...base,
      cost: [{ op: 'damage', target: 'ownAvatar', n: 1 }],
      ops: [
        of(pick, [
          { op: 'search', filter: { type: 'character' } },
          { op: 'specialSummon', from: 'graveyard', filter: { starsBetween: [1, 8] } },
          { op: 'discard', player: 'opponent', n: 1 },
          { op: 'banishFromGraveyard', player: 'opponent', n: 1 },
        ]),
      ],
    };
  return {
    ...base,
    timing: ['onAttackDeclared'],
    condition: { is: 'attackTargetsMe' },
    ops: [{ op: 'negateAttack' }],
  };
}

/** `count` custom cards drawn with the test RNG: mostly characters, then magic, traps and equipment. */
function randomCustomCards(pick: Pick, prefix: string, count: number): Card[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `${prefix}-${i}`;
    const base = {
      id,
      name: t(`${prefix}卡${i}`, `${prefix} card ${i}`),
      rarity: of(pick, ['common', 'rare']),
      text: t('作者的卡。', "The author's card."),
    };
    const kind = pick(10);
    if (kind < 5) {
      const stars = 1 + pick(10);
      const effects = [triggered(pick, true), ...(pick(3) === 0 ? [activated(pick, true, true)] : [])];
      return {
        ...base,
        type: 'character',
        stars,
        atk: pick(4 * stars + 1),
        hp: 1 + pick(4 * stars),
        auras: ['江湖'],
        effects: pick(5) ? effects : [],
      };
    }
    if (kind < 7) {
      const magicKind = of(pick, ['normal', 'continuous', 'field']);
      const effects: Card[] = [activated(pick, false, false)];
      if (magicKind !== 'normal')
        effects.push(
          pick(2)
            ? triggered(pick, false)
            : {
                kind: 'continuous',
                ops: [{ op: 'modifyAtk', n: n(pick), affects: { controller: 'self' } }],
                text: none,
              },
        );
      return { ...base, type: 'magic', magicKind, effects };
    }
    if (kind < 9) {
      const trapKind = of(pick, ['normal', 'continuous']);
      const effects: Card[] = [activated(pick, false, false)];
      if (trapKind === 'continuous') effects.push(triggered(pick, false));
      return { ...base, type: 'trap', trapKind, effects };
    }
    return {
      ...base,
      type: 'equipment',
      equipKind: of(pick, ['character', 'person']),
      durability: n(pick, 3),
      atkBonus: pick(6),
      hpBonus: pick(6),
      effects: pick(2)
        ? [{ kind: 'triggered', trigger: { on: 'equipBroken' }, ops: [{ op: 'draw', n: 1 }], text: none }]
        : [],
    };
  });
}

function setupOf(seed: number): MatchSetup {
  const base = propertySetup(seed);
  const pick = testRng(seed * 31 + 7);
  const a = randomCustomCards(pick, 'a', 10 + pick(21));
  const b = randomCustomCards(pick, 'b', 10 + pick(21));
  const decks = base.decks as Record<Seat, { cards: string[] }>;
  const withCustom = (d: { cards: string[] }, cards: Card[]) => ({
    ...d,
    cards: [...d.cards.slice(0, d.cards.length - cards.length), ...cards.map((c) => c.id as string)],
  });
  return {
    ...base,
    cards: [...a, ...b],
    decks: { p1: withCustom(decks.p1, a), p2: withCustom(decks.p2, b) },
  };
}

const allowNegative = (path: string) =>
  /\.(mods|avatarMods|summonLimitMods)\[\d+\]\.(atk|hp|delta)$/.test(path);

function gameInvariants(s: XingjieState): void {
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const p = s.game.players[seat];
    if (p.hp > avatarCap(s, seat) && s.config.avatarHealCap === 'start')
      throw new Error(`avatar HP above cap`);
  }
  if (!s.result && s.active === null) throw new Error(`nobody to act (${s.phase})`);
}

describe(`星阶 property: ${MATCHES} matches with seeded custom cards`, () => {
  const CHUNK = 30;
  const chunks = Array.from({ length: Math.ceil(MATCHES / CHUNK) }, (_, i) => i * CHUNK + 1);
  const stats = { custom: 0, negated: 0, damaged: 0, phaseEnd: 0, capped: 0 };
  it.each(chunks)(
    'matches from seed %i keep the invariants, and replay as they were played',
    { timeout: 300_000 },
    (from) => {
      const to = Math.min(MATCHES, from + CHUNK - 1);
      for (let seed = from; seed <= to; seed++) {
        const setup = setupOf(seed);
        expect(createMatchOrThrow<XingjieState>(xingjie, setup).customCards).toBeDefined();
        const keep = seed % 25 === 0;
        let k = 0;
        const m = randomMatch(xingjie, setup, {
          seed,
          maxSteps: 3000,
          keepStates: keep,
          onStep(state) {
            const s = state as XingjieState;
            try {
              expectCardsConserved(xingjie, s);
              for (const e of s.effects) {
                if (e.type === 'activationNegated') stats.negated++;
                if (e.type === 'trigger' && e.on === 'damaged') stats.damaged++;
                if (e.type === 'trigger' && e.on === 'phaseEnd') stats.phaseEnd++;
              }
              if (k % 4 === 0 || s.result) {
                expectNothingNegative(s, allowNegative);
                gameInvariants(s);
              }
              if (k % 25 === 0 || s.result) expectViewsLeakNothing(xingjie, s, seed + k);
            } catch (e) {
              throw new Error(`seed ${seed} step ${k} (${s.phase}): ${(e as Error).message}`);
            }
            k++;
          },
        });
        if (!m.final.result) stats.capped++;
        stats.custom += Object.keys(m.final.customCards ?? {}).length;
        if (keep) expectReplayEqualsLive(xingjie, m, seed);
        else expect(replay(xingjie, m.events)).toEqual(m.final);
      }
    },
  );
  it('the new vocabulary came up in play', () => {
    console.log(`xingjie custom property: ${JSON.stringify(stats)}`);
    expect(stats.custom).toBeGreaterThan(MATCHES * 8);
    if (MATCHES >= 100) {
      expect(stats.negated).toBeGreaterThan(0);
      expect(stats.damaged).toBeGreaterThan(0);
      expect(stats.phaseEnd).toBeGreaterThan(0);
    }
    expect(stats.capped).toBeLessThanOrEqual(Math.max(1, MATCHES / 50));
  });
});
