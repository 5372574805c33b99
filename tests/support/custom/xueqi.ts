/**
 * Seeded custom cards for 血契 drawn in the card schema's shape with the test RNG, and a match setup whose decks
 * carry them: shared by the custom-card property test and `npm run bench` (replay with custom cards in play).
 * `perSeat` fixes how many custom cards each seat's deck takes (default: a seeded count).
 */
import type { MatchSetup } from '@/machines/engine';
import { BAT_SWARM, BONE_LEGION } from '@/content/xueqi/decks';
import { testRng } from '../property';

type Pick = (n: number) => number;
type Json = Record<string, unknown>;
const t = (zh: string, en: string) => ({ zh, en });
const of = <T>(pick: Pick, xs: readonly T[]): T => xs[pick(xs.length)];
const amount = (pick: Pick) => 10 * (1 + pick(10));
/** Numbers that may go below zero (modifiers, LP deltas). */
export const SIGNED = /\.(lp|atkMod|lifeMod|tempAtk|tempLife)$/;

export const TRIGGERS = ['summoned', 'destroyed', 'attacks', 'attacked', 'turnStart', 'turnEnd', 'lpChanged'];

function condition(pick: Pick): Json | undefined {
  return of(pick, [
    undefined,
    undefined,
    { is: 'lpBelowOpponent' },
    { is: 'lpAtLeast', amount: 500 + 100 * pick(30) },
    { is: 'lpAtMost', amount: 1000 + 100 * pick(30) },
    { is: 'creatureCount', side: of(pick, ['own', 'enemy']), min: pick(2), max: 2 + pick(4) },
    { is: 'inBattle' },
    { not: { is: 'hasAttacked' } },
    { is: 'deckAtLeast', count: 1 + pick(10) },
    { is: 'handAtMost', count: 2 + pick(6) },
  ]);
}

/** An untargeted op (triggers name self or a group, E9); a rule or value card has no self. */
function groupOp(pick: Pick, card: 'creature' | 'support' = 'creature'): Json {
  const op = of(pick, [
    { op: 'gainLp', player: 'self', amount: amount(pick) },
    { op: 'loseLp', player: 'opponent', amount: amount(pick) },
    { op: 'modifyAtk', target: 'self', amount: amount(pick), duration: of(pick, ['thisTurn', 'permanent']) },
    { op: 'setAtk', target: 'self', value: 50 * pick(12), duration: of(pick, ['thisTurn', 'permanent']) },
    { op: 'setLife', target: of(pick, ['self', 'allEnemyCreatures']), value: 10 * pick(20) },
    { op: 'modifyLife', target: 'allOwnCreatures', amount: -amount(pick), duration: 'thisTurn' },
    { op: 'draw', player: of(pick, ['self', 'opponent']), count: 1 },
    { op: 'discard', player: 'opponent', count: 1 },
    { op: 'grantExtraAttack', target: 'self', count: 1 },
    { op: 'toDeckBottom', target: 'self' },
    { op: 'preventAttack', target: 'allEnemyCreatures' },
  ]);
  return card === 'support' && op.target === 'self' ? { ...op, target: 'allOwnCreatures' } : op;
}

/** An op on chosen target 0 (a creature on the field). */
function targetOp(pick: Pick): Json {
  return of(pick, [
    { op: 'destroy', target: 0 },
    { op: 'setLife', target: 0, value: 10 * pick(10), duration: 'thisTurn' },
    { op: 'setAtk', target: 0, value: 100 * pick(8) },
    { op: 'modifyAtk', target: 0, amount: amount(pick), duration: 'thisTurn' },
    { op: 'allowDirectAttack', target: 0 },
    { op: 'toDeckBottom', target: 0 },
  ]);
}

const targets = (pick: Pick): Json[] => [
  { filter: { side: of(pick, ['own', 'enemy', 'any']), maxRank: 2 + pick(6) } },
];

function creatureEffect(pick: Pick, extraDefs: Json[], rank: number): Json {
  const k = pick(10);
  const cond = condition(pick);
  if (k < 5) {
    const on = of(pick, TRIGGERS);
    const trigger =
      on === 'lpChanged' && pick(2)
        ? {
            on,
            filter: {
              player: of(pick, ['self', 'opponent', 'any']),
              change: of(pick, ['loss', 'gain', 'any']),
            },
          }
        : { on };
    return {
      kind: 'triggered',
      trigger,
      ...(cond ? { condition: cond } : {}),
      ...(pick(4) === 0 ? { cost: [{ op: 'payLp', amount: amount(pick) }] } : {}),
      ...(pick(3) === 0 ? { limit: { per: of(pick, ['turn', 'game']), count: 1 } } : {}),
      ops: [groupOp(pick)],
    };
  }
  const timing = [of(pick, ['main', 'battle', 'afterAttack', 'duringBattle'])];
  const limit = { per: of(pick, ['turn', 'game']), count: 1 + pick(2) };
  if (k < 7) {
    const fits = extraDefs.filter((d) => (d.rank as number) <= rank + 2);
    const ops =
      fits.length && pick(2)
        ? [{ op: 'summonExtra', defId: of(pick, fits).id, count: 1 + pick(2) }]
        : [{ op: 'summonFromDeck', filter: { maxRank: rank } }];
    return { kind: 'activated', timing, limit, ops };
  }
  return {
    kind: 'activated',
    timing,
    ...(pick(2) ? { limit } : {}),
    ...(cond ? { condition: cond } : {}),
    ...(pick(3) === 0 ? { cost: [{ op: 'payLp', amount: amount(pick) }] } : {}),
    targets: targets(pick),
    ops: [targetOp(pick)],
  };
}

function supportEffect(pick: Pick, kind: 'rule' | 'value'): { effect: Json; persistent: boolean } {
  const k = pick(6);
  if (kind === 'rule' && k === 0) {
    const op = of(pick, [
      { op: 'setRuleParam', param: 'maxComboSize', value: 4 },
      { op: 'setRuleParam', param: 'attacksPerCreaturePerTurn', value: 2 },
      { op: 'setRuleParam', param: 'directAttackRequiresEmptyField', value: false },
      { op: 'setRuleParam', param: 'supporterAtkFactor', value: 1 },
    ]);
    return { effect: { kind: 'continuous', targets: [], ops: [op] }, persistent: true };
  }
  const cond = condition(pick);
  if (k < 3)
    return {
      effect: {
        kind: 'activated',
        ...(cond ? { condition: cond } : {}),
        targets: [],
        ops: [groupOp(pick, 'support')],
      },
      persistent: pick(4) === 0,
    };
  if (k === 3)
    return {
      effect: {
        kind: 'activated',
        targets: [{ filter: { zone: 'support', side: 'enemy' } }],
        ops: [{ op: 'destroy', target: 0 }],
      },
      persistent: false,
    };
  return {
    effect: { kind: 'activated', targets: targets(pick), ops: [targetOp(pick)] },
    persistent: pick(4) === 0,
  };
}

/** `n` deck cards and a few extra-summon definitions drawn with the test RNG, ids prefixed. */
function randomCustomCards(pick: Pick, prefix: string, n: number): { deck: Json[]; extra: Json[] } {
  const text = t('作者的卡。', "The author's card.");
  const extra = Array.from({ length: 1 + pick(2) }, (_, i) => ({
    id: `${prefix}-x${i}`,
    kind: 'creature',
    name: t(`${prefix}血灵${i}`, `${prefix} wisp ${i}`),
    rank: 1 + pick(4),
    atk: 10 * (3 + pick(20)),
    life: 10 * (3 + pick(20)),
    extraOnly: true,
    ...(pick(3) === 0 ? { durationTurns: 1 + pick(3) } : {}),
    text,
    effects: pick(2) ? [] : [creatureEffect(pick, [], 1)],
  }));
  const deck = Array.from({ length: n }, (_, i): Json => {
    const id = `${prefix}-${i}`;
    const name = t(`${prefix}卡${i}`, `${prefix} card ${i}`);
    const k = pick(10);
    if (k < 6) {
      const rank = 1 + pick(9);
      return {
        id,
        kind: 'creature',
        name,
        rank,
        atk: 50 * (1 + pick(4 * rank)),
        life: 50 * (1 + pick(4 * rank)),
        ...(pick(6) === 0 ? { durationTurns: 1 + pick(3) } : {}),
        text,
        effects: Array.from({ length: pick(3) }, () => creatureEffect(pick, extra, rank)),
      };
    }
    const kind = k < 8 ? 'rule' : 'value';
    const { effect, persistent } = supportEffect(pick, kind);
    return { id, kind, name, rank: pick(6), persistent, text, effect };
  });
  return { deck, extra };
}

export function customSetup(seed: number, perSeat?: number): MatchSetup {
  const pick = testRng(seed * 31 + 7);
  const a = randomCustomCards(pick, 'a', perSeat ?? 4 + pick(12));
  const b = randomCustomCards(pick, 'b', perSeat ?? 4 + pick(12));
  const deck = (base: readonly string[], cards: Json[]) => [
    ...base.slice(0, base.length - cards.length),
    ...cards.map((c) => c.id as string),
  ];
  return {
    gameId: 'xueqi',
    rulesVersion: '1',
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed,
    cards: [...a.deck, ...a.extra, ...b.deck, ...b.extra],
    decks: { p1: deck(BAT_SWARM.cards, a.deck), p2: deck(BONE_LEGION.cards, b.deck) },
  } as MatchSetup;
}
