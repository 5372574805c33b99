/**
 * When a 血契 effect happens, for the generated rules text (card-text.ts): its trigger (「召唤上场时」「被攻击时」
 * 「每当对方失去生命值时」), the timings of an activated effect (「主要阶段」「战斗时」「发动攻击后」), its limit
 * (「每回合一次」「每局一次」) and its condition (「若己方生命值低于对方」), each in Chinese and English.
 * Every trigger, timing and predicate of the vocabulary (effects/vocabulary.ts) has its words here; an unknown one
 * is told plainly, never by its identifier.
 */
import type { Text } from '@/machines/engine';
import { enNumber, times, zhCount } from './card-text-words';

const TRIGGERS: Record<string, Text> = {
  summoned: { zh: '召唤上场时', en: 'when summoned' },
  destroyed: { zh: '被破坏时', en: 'when destroyed' },
  attacks: { zh: '发动攻击时', en: 'when it attacks' },
  attacked: { zh: '被攻击时', en: 'when attacked' },
  turnStart: { zh: '己方回合开始时', en: 'at the start of your turn' },
  turnEnd: { zh: '己方回合结束时', en: 'at the end of your turn' },
};

/** lpChanged (E45): 「每当对方失去生命值时」 / "each time the opponent loses LP". */
function lpChangedWords(filter: Record<string, unknown> | undefined): Text {
  const player = filter?.player === 'self' || filter?.player === 'opponent' ? filter.player : 'any';
  const change = filter?.change === 'loss' || filter?.change === 'gain' ? filter.change : 'any';
  const who = {
    self: { zh: '己方', en: 'you', poss: 'your' },
    opponent: { zh: '对方', en: 'the opponent', poss: "the opponent's" },
    any: { zh: '任一方', en: 'a player', poss: "a player's" },
  }[player];
  const s = player === 'self' ? '' : 's';
  if (change === 'loss') return { zh: `每当${who.zh}失去生命值时`, en: `each time ${who.en} lose${s} LP` };
  if (change === 'gain') return { zh: `每当${who.zh}获得生命值时`, en: `each time ${who.en} gain${s} LP` };
  return { zh: `每当${who.zh}的生命值变化时`, en: `each time ${who.poss} LP changes` };
}

/** The moment a triggered effect resolves. */
export function triggerWords(trigger: { on: string; filter?: Record<string, unknown> } | undefined): Text {
  if (!trigger) return { zh: '在特定时机', en: 'at a certain moment' };
  if (trigger.on === 'lpChanged') return lpChangedWords(trigger.filter);
  return Object.hasOwn(TRIGGERS, trigger.on)
    ? TRIGGERS[trigger.on]
    : { zh: '在特定时机', en: 'at a certain moment' };
}

const TIMINGS: Record<string, Text> = {
  main: { zh: '主要阶段', en: 'main phase' },
  battle: { zh: '战斗阶段', en: 'battle phase' },
  duringBattle: { zh: '战斗时', en: 'during battle' },
  afterAttack: { zh: '发动攻击后', en: 'after it attacks' },
};

/** When a creature's activated effect may be used (default: main phase): 「主要阶段或战斗时」. */
export function timingWords(timing: readonly string[] | undefined): Text {
  const known = (timing ?? ['main']).filter((t) => Object.hasOwn(TIMINGS, t)).map((t) => TIMINGS[t]);
  if (!known.length) return { zh: '在特定时机', en: 'at a certain moment' };
  return { zh: known.map((t) => t.zh).join('或'), en: known.map((t) => t.en).join(' or ') };
}

/** 「每回合一次」「每局两次」 / "once per turn", "twice per game". */
export function limitWords(limit: { per: string; count: number } | undefined): Text | null {
  if (!limit) return null;
  const n = times(limit.count);
  if (limit.per === 'turn') return { zh: `每回合${n.zh}`, en: `${n.en} per turn` };
  if (limit.per === 'game') return { zh: `每局${n.zh}`, en: `${n.en} per game` };
  return { zh: `限用${n.zh}`, en: `at most ${n.en}` };
}

type Args = Record<string, unknown>;
/** A predicate told plainly and negated: [holds, does not hold]. */
type Pred = (a: Args) => [Text, Text];

const num = (v: unknown, d = 0): number => (typeof v === 'number' ? v : d);

function creatureCountWords(a: Args): [Text, Text] {
  const enemy = a.side === 'enemy';
  const zh = enemy ? '对方场上' : '己方场上';
  const en = enemy ? 'the opponent controls' : 'you control';
  const min = typeof a.min === 'number' && a.min > 0 ? a.min : undefined;
  const max = typeof a.max === 'number' && Number.isFinite(a.max) ? a.max : undefined;
  const c = (n: number) => `${enNumber(n)} creature${n === 1 ? '' : 's'}`;
  let yes: Text;
  if (max === 0) yes = { zh: `${zh}没有生物`, en: `${en} no creatures` };
  else if (min !== undefined && max !== undefined)
    yes =
      min === max
        ? { zh: `${zh}恰有${zhCount(min)}只生物`, en: `${en} exactly ${c(min)}` }
        : {
            zh: `${zh}有${zhCount(min)}至${zhCount(max)}只生物`,
            en: `${en} between ${enNumber(min)} and ${c(max)}`,
          };
  else if (min !== undefined)
    yes = { zh: `${zh}有${zhCount(min)}只以上生物`, en: `${en} at least ${c(min)}` };
  else if (max !== undefined)
    yes = { zh: `${zh}的生物不多于${zhCount(max)}只`, en: `${en} at most ${c(max)}` };
  else yes = { zh: `${zh}有任意数量的生物`, en: `${en} any number of creatures` };
  return [yes, { zh: `并非${yes.zh}`, en: `it is not so that ${yes.en}` }];
}

const PREDICATES: Record<string, Pred> = {
  lpBelowOpponent: () => [
    { zh: '己方生命值低于对方', en: "your LP is below the opponent's" },
    { zh: '己方生命值不低于对方', en: "your LP is not below the opponent's" },
  ],
  lpAtLeast: (a) => [
    { zh: `己方生命值不低于${num(a.amount)}点`, en: `you have at least ${num(a.amount)} LP` },
    { zh: `己方生命值低于${num(a.amount)}点`, en: `you have less than ${num(a.amount)} LP` },
  ],
  lpAtMost: (a) => [
    { zh: `己方生命值不高于${num(a.amount)}点`, en: `you have ${num(a.amount)} LP or less` },
    { zh: `己方生命值高于${num(a.amount)}点`, en: `you have more than ${num(a.amount)} LP` },
  ],
  creatureCount: creatureCountWords,
  inBattle: () => [
    { zh: '正在战斗', en: 'a battle is under way' },
    { zh: '不在战斗中', en: 'no battle is under way' },
  ],
  hasAttacked: () => [
    { zh: '此卡本回合已攻击过', en: 'this creature has attacked this turn' },
    { zh: '此卡本回合尚未攻击', en: 'this creature has not attacked this turn' },
  ],
  deckAtLeast: (a) => {
    const n = num(a.count);
    const cards = `${enNumber(n)} card${n === 1 ? '' : 's'}`;
    return [
      { zh: `己方卡组至少还有${zhCount(n)}张卡`, en: `your deck has at least ${cards}` },
      { zh: `己方卡组少于${zhCount(n)}张卡`, en: `your deck has fewer than ${cards}` },
    ];
  },
  handAtMost: (a) => {
    const n = num(a.count);
    const cards = `${enNumber(n)} card${n === 1 ? '' : 's'}`;
    return n === 0
      ? [
          { zh: '己方没有手牌', en: 'your hand is empty' },
          { zh: '己方有手牌', en: 'you hold a card in hand' },
        ]
      : [
          { zh: `己方手牌不多于${zhCount(n)}张`, en: `you hold at most ${cards} in hand` },
          { zh: `己方手牌多于${zhCount(n)}张`, en: `you hold more than ${cards} in hand` },
        ];
  },
};

const UNKNOWN: [Text, Text] = [
  { zh: '满足特定条件', en: 'a certain condition holds' },
  { zh: '不满足特定条件', en: 'a certain condition does not hold' },
];

type Cond = { and?: unknown[]; or?: unknown[]; not?: unknown; is?: string } & Args;

/** A condition (predicates joined by and/or/not) as words; `nested` wraps a group in brackets. */
export function conditionWords(cond: unknown, nested = false, negate = false): Text {
  const c = (cond ?? {}) as Cond;
  if (Array.isArray(c.and) || Array.isArray(c.or)) {
    const and = Array.isArray(c.and);
    const parts = ((and ? c.and : c.or) as unknown[]).map((x) => conditionWords(x, true));
    const joined = {
      zh: parts.map((p) => p.zh).join(and ? '且' : '或'),
      en: parts.map((p) => p.en).join(and ? ' and ' : ' or '),
    };
    if (negate) return { zh: `并非（${joined.zh}）`, en: `not (${joined.en})` };
    return nested && parts.length > 1 ? { zh: `（${joined.zh}）`, en: `(${joined.en})` } : joined;
  }
  if (c.not !== undefined) return conditionWords(c.not, nested, !negate);
  const pred = typeof c.is === 'string' && Object.hasOwn(PREDICATES, c.is) ? PREDICATES[c.is](c) : UNKNOWN;
  return pred[negate ? 1 : 0];
}
