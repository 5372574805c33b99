/**
 * Custom cards for 星阶 (issue 12, docs/rules/xingjie.md "Custom cards / 自定义卡牌", rulings 37–42): an author's
 * card is the starter cards' declarative shape (card-schema.ts), validated by the kernel
 * (machines/engine/custom-cards.ts) and checked here against the effect vocabulary: every op, condition, trigger,
 * filter and target exists, each op's arguments are the ones it takes, and no effect names a target it can never
 * have. A bad card is ERR_BAD_CARD naming the card, the field path and the reason (zh/en).
 */
import { z } from 'zod';
import type { ConditionDef, CustomCardSpec } from '@/machines/engine';
import { refuseCardAt } from '@/machines/engine/custom-cards';
import type { XCard, XEffect } from '@/content/xingjie/types';
import { isStarterCard } from './catalog';
import { cardSchema, filterSchema } from './card-schema';
import { lintCard } from './effects/lint';
import { TARGET_EXPRESSIONS } from './effects/targets';
import { CHOICE_OPS, vocabulary } from './effects/vocabulary';

type Problem = [path: string, zh: string, en: string];

const target = z.union([
  z.enum(TARGET_EXPRESSIONS as [string, ...string[]]),
  z.string().regex(/^target[0-3]$/),
  z.object({ all: filterSchema }).strict(),
]);
const int = z.number().int().min(-999).max(999);
const count = z.number().int().min(1).max(60);
const player = z.enum(['self', 'opponent']).optional();
const duration = z.enum(['instant', 'thisTurn', 'untilEndOfNextTurn', 'whileOnField']).optional();
const args = (shape: z.ZodRawShape) => z.object({ op: z.string(), ...shape }).strict();

/** Every op of §8.2 the engine implements, with the arguments it takes. */
const OP_ARGS: Record<string, z.ZodType> = {
  damage: args({ target, n: count }),
  heal: args({ target, n: count }),
  modifyAtk: args({
    target: target.optional(),
    n: int,
    duration,
    affects: filterSchema.optional(),
    self: z.boolean().optional(),
  }),
  modifyHp: args({ target, n: int, duration }),
  destroy: args({ target }),
  sendTo: args({ target, to: z.enum(['graveyard', 'banished', 'hand', 'deckTop', 'deckBottom']) }),
  draw: args({ player, n: count }),
  discard: args({ player, n: count.optional(), filter: filterSchema.optional() }),
  search: args({ filter: filterSchema.optional() }),
  banishFromGraveyard: args({ player, n: count.optional(), filter: filterSchema.optional() }),
  specialSummon: args({
    from: z.enum(['deck', 'hand', 'graveyard']),
    filter: filterSchema.optional(),
    position: z.enum(['attack', 'defense', 'faceDownDefense']).optional(),
  }),
  changePosition: args({ target, to: z.enum(['attack', 'defense', 'faceDownDefense']) }),
  negateAttack: args({}),
  negateActivation: args({}),
  grantExtraAttacks: args({ target, n: count }),
  modifySummonLimit: args({ player, n: z.union([int, z.literal('ignore')]), duration }),
  modifyDurability: args({ target, n: int }),
};
/** The ops a continuous effect can have (ruling 9: attack and the summon limit). */
const CONTINUOUS_OPS = ['modifyAtk', 'modifySummonLimit'];
/** Ops whose target must be a character (an avatar or a back-row card can never be one). */
const CHARACTER_OPS = ['changePosition', 'grantExtraAttacks', 'modifyHp'];
const AVATARS = ['ownAvatar', 'opponentAvatar', 'bothAvatars'];
const COMBATANTS = ['attacker', 'attackTarget'];

/** The predicates a condition names, with their paths. */
function predicates(c: ConditionDef | undefined, path: string, out: Array<[string, string]>): void {
  if (!c || typeof c !== 'object') return;
  const x = c as Partial<{ and: ConditionDef[]; or: ConditionDef[]; not: ConditionDef; is: string }>;
  if (x.and) x.and.forEach((y, i) => predicates(y, `${path}.and.${i}`, out));
  else if (x.or) x.or.forEach((y, i) => predicates(y, `${path}.or.${i}`, out));
  else if (x.not) predicates(x.not, `${path}.not`, out);
  else if (x.is) out.push([path, x.is]);
}

/** When an effect resolves during an attack (so `attacker`/`attackTarget` and negateAttack mean something). */
function duringAttack(e: XEffect): boolean {
  const preds: Array<[string, string]> = [];
  predicates(e.condition as ConditionDef | undefined, '', preds);
  return (
    !!e.timing?.includes('onAttackDeclared') ||
    e.trigger?.on === 'attacks' ||
    e.trigger?.on === 'attacked' ||
    preds.some(([, is]) => is === 'attackDeclared' || is === 'attackTargetsMe')
  );
}

function opProblems(c: XCard, e: XEffect, path: string, out: Problem[]): void {
  const list: Array<[string, { op: string; [k: string]: unknown }]> = [
    ...(e.cost ?? []).map((o, i) => [`${path}.cost.${i}`, o] as [string, typeof o]),
    ...e.ops.map((o, i) => [`${path}.ops.${i}`, o] as [string, typeof o]),
  ];
  for (const [p, op] of list) {
    const schema = OP_ARGS[op.op];
    if (!schema) {
      out.push([`${p}.op`, `效果词汇中没有 ${op.op}`, `unknown op ${op.op}`]);
      continue;
    }
    const parsed = schema.safeParse(op);
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      const where = [p, ...i.path].join('.');
      out.push([where, `${op.op} 的参数不对：${i.message}`, `bad argument of ${op.op}: ${i.message}`]);
      continue;
    }
    const t = op.target;
    const m = typeof t === 'string' ? /^target(\d)$/.exec(t) : null;
    if (m && Number(m[1]) >= (e.targets?.length ?? 0))
      out.push([
        `${p}.target`,
        `${t} 不存在：这个效果只取 ${e.targets?.length ?? 0} 个对象`,
        `${t} does not exist: the effect takes ${e.targets?.length ?? 0} target(s)`,
      ]);
    if (typeof t === 'string' && CHARACTER_OPS.includes(op.op) && AVATARS.includes(t))
      out.push([
        `${p}.target`,
        `${op.op} 只能作用于角色，不能是人物`,
        `${op.op} works on characters, not avatars`,
      ]);
    if (t === 'self' && c.type !== 'character' && op.op !== 'destroy' && op.op !== 'sendTo')
      out.push([
        `${p}.target`,
        `self 指这张${c.type === 'equipment' ? '装备' : '魔法/陷阱'}卡本身，${op.op} 对它无从作用`,
        `self is this ${c.type} card itself; ${op.op} cannot act on it`,
      ]);
    if (typeof t === 'string' && COMBATANTS.includes(t) && !duringAttack(e))
      out.push([
        `${p}.target`,
        `${t} 只在攻击中存在（时机 onAttackDeclared 或触发 attacks/attacked）`,
        `${t} exists only during an attack (timing onAttackDeclared or trigger attacks/attacked)`,
      ]);
    if (op.op === 'negateAttack' && !duringAttack(e))
      out.push([
        p,
        '无效攻击只能在攻击中发动',
        'negateAttack needs an attack (onAttackDeclared, attacks, attacked)',
      ]);
    if (op.op === 'negateActivation' && e.trigger?.on !== 'cardActivated')
      out.push([
        p,
        '无效发动只能写在“卡牌发动时”（cardActivated）触发的效果里',
        'negateActivation works only in an effect triggered on cardActivated',
      ]);
    if (e.kind === 'continuous' && !CONTINUOUS_OPS.includes(op.op))
      out.push([p, `永续效果只能改变攻击力或召唤限制，不能 ${op.op}`, `a continuous effect cannot ${op.op}`]);
    if (e.kind !== 'continuous' && op.op === 'modifyAtk' && t === undefined)
      out.push([`${p}.target`, 'modifyAtk 需要对象', 'modifyAtk needs a target']);
    if (e.kind === 'triggered' && CHOICE_OPS.includes(op.op))
      out.push([
        p,
        `触发效果不能让玩家选择（${op.op}）`,
        `a triggered effect cannot open a choice (${op.op})`,
      ]);
  }
}

/** What is wrong with a card's effects, as [field path, zh, en] (empty when it is sound). */
export function cardProblems(c: XCard): Problem[] {
  const out: Problem[] = [];
  (c.effects ?? []).forEach((e, i) => {
    const path = `effects.${i}`;
    const preds: Array<[string, string]> = [];
    predicates(e.condition as ConditionDef | undefined, `${path}.condition`, preds);
    for (const [p, is] of preds)
      if (!vocabulary.predicates[is]) out.push([`${p}.is`, `没有这种条件 ${is}`, `unknown condition ${is}`]);
    if (e.kind === 'triggered' && !e.trigger)
      out.push([`${path}.trigger`, '触发效果必须写明触发条件', 'a triggered effect needs its trigger']);
    if (e.kind !== 'triggered' && e.trigger)
      out.push([`${path}.trigger`, '只有触发效果有触发条件', 'only a triggered effect has a trigger']);
    if (e.kind !== 'activated' && e.timing)
      out.push([`${path}.timing`, '只有起动效果有发动时机', 'only an activated effect has a timing']);
    if (e.trigger?.filter?.phase && e.trigger.on !== 'phaseStart' && e.trigger.on !== 'phaseEnd')
      out.push([
        `${path}.trigger.filter.phase`,
        '只有阶段触发可以指定阶段',
        'only phase triggers name a phase',
      ]);
    (e.targets ?? []).forEach((t, k) => {
      const z = t.filter?.zone;
      if (z && z !== 'front' && z !== 'back' && z !== 'avatar')
        out.push([
          `${path}.targets.${k}.filter.zone`,
          `对象只能在前场、后场或人物（不能在${z}）`,
          `a target is on the front row, the back row or an avatar (not ${z})`,
        ]);
    });
    if (e.kind !== 'activated' && e.targets?.length)
      out.push([`${path}.targets`, '只有起动效果可以选择对象', 'only an activated effect chooses targets']);
    opProblems(c, e, path, out);
  });
  // The content lint the starter cards pass (choice ops last, limits on character/equipment activations …).
  for (const p of lintCard(c)) {
    const what = p.slice(p.indexOf(': ') + 2);
    out.push([p.slice(0, p.indexOf(': ')).replace(`${c.id}#`, 'effects.'), `效果不合规则：${what}`, what]);
  }
  return out;
}

/** The trigger filter keys the engine reads, by trigger (ruling 45); a trigger not named reads none. */
const TRIGGER_READS: Readonly<Record<string, readonly string[]>> = {
  phaseStart: ['phase'],
  phaseEnd: ['phase'],
  // matched against the activated card's printed data and its controller, not where it was or how it lay
  cardActivated: Object.keys(filterSchema.shape).filter((k) => k !== 'zone' && k !== 'position'),
};

/**
 * What a card written now may not declare although a stored match may hold it (ruling 45): a trigger filter key
 * the engine never reads (a card's own triggers read none; `cardActivated` does not read `zone` or `position`).
 */
export function newCardProblems(c: XCard): Problem[] {
  const out: Problem[] = [];
  (c.effects ?? []).forEach((e, i) => {
    const t = e.trigger;
    const reads = t ? (TRIGGER_READS[t.on] ?? []) : [];
    for (const k of Object.keys(t?.filter ?? {}))
      if (!reads.includes(k))
        out.push([
          `effects.${i}.trigger.filter.${k}`,
          reads.length
            ? `这个触发时机不看 ${k}（写了也不起作用）`
            : `这个触发时机只看这张卡自己，${k} 写了也不起作用`,
          reads.length
            ? `this trigger does not read ${k} (it would have no effect)`
            : `this trigger is about this card alone: ${k} would have no effect`,
        ]);
  });
  return out;
}

export const customCardSpec: CustomCardSpec = {
  schema: cardSchema as unknown as z.ZodType<{ id: string }>,
  isStarter: isStarterCard,
  check(card: XCard) {
    const [p] = cardProblems(card);
    if (p) refuseCardAt(card.id, p);
  },
  checkNew(card: XCard) {
    const [p] = newCardProblems(card);
    if (p) refuseCardAt(card.id, p);
  },
};
