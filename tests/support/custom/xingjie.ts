/**
 * Seeded custom cards for 星阶 drawn in the card schema's shape with the test RNG, and a match setup whose decks
 * carry them: shared by the custom-card property test and `npm run bench` (replay with custom cards in play).
 * `perSeat` fixes how many custom cards each seat's deck takes (default: a seeded count).
 */
import type { MatchSetup, Seat } from '@/machines/engine';
import { testRng } from '../property';
import { propertySetup } from '../../property/xingjie-setup';

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

export function customSetup(seed: number, perSeat?: number): MatchSetup {
  const base = propertySetup(seed);
  const pick = testRng(seed * 31 + 7);
  const a = randomCustomCards(pick, 'a', perSeat ?? 10 + pick(21));
  const b = randomCustomCards(pick, 'b', perSeat ?? 10 + pick(21));
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
