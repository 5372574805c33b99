/**
 * Custom cards for 血契 (issue 12, docs/rules/xueqi.md "Custom cards / 自定义卡牌", E45–E50): an author's card is
 * the starter cards' own declarative shape (catalog.ts `customCardSchema`: kind, bilingual name and text — the text
 * may be left empty, E50 — rank, numbers, effects as data), validated by the kernel (machines/engine/custom-cards.ts)
 * and checked here against the game's effect vocabulary: every op, condition, trigger, timing and target must
 * exist, and every effect must be one the rules can resolve. A bad card is ERR_BAD_CARD naming the card, the field
 * path and the reason (zh/en).
 */
import type { z } from 'zod';
import { lintEffect } from '@/machines/engine';
import { refuseCardAt } from '@/machines/engine/custom-cards';
import type { CustomCardSpec, EffectDef, OpDef } from '@/machines/engine';
import { CATALOG, customCardSchema } from './catalog';
import type { XEffectData, XueqiCardData } from './catalog';
import { DEFAULT_CONFIG } from './config';
import { SUMMON_OPS } from './effects/context';
import { vocabulary } from './effects/vocabulary';
import { RULE_PARAM_NAMES } from './rules/params';

/** [field path, zh, en] */
export type CardProblem = [string, string, string];

const KINDS = ['activated', 'triggered', 'continuous'];
const TIMINGS = ['main', 'battle', 'afterAttack', 'duringBattle'];
const GROUPS = ['self', 'allEnemyCreatures', 'allOwnCreatures', 'allCreatures'];
/** Ops that act on creatures on the field through `target`. */
const CREATURE_OPS = [
  'modifyAtk',
  'modifyLife',
  'setAtk',
  'setLife',
  'toDeckBottom',
  'grantExtraAttack',
  'allowDirectAttack',
  'preventAttack',
];
const PLAYER_OPS = ['loseLp', 'gainLp', 'draw', 'discard'];
const FILTER_KEYS: Record<string, (v: unknown) => boolean> = {
  zone: (v) => v === 'creature' || v === 'support' || v === 'hand',
  side: (v) => v === 'own' || v === 'enemy' || v === 'any',
  minRank: (v) => Number.isInteger(v),
  maxRank: (v) => Number.isInteger(v),
  maxLife: (v) => Number.isInteger(v),
  maxAtk: (v) => Number.isInteger(v),
  kind: (v) => v === 'creature' || v === 'rule' || v === 'value',
  extra: (v) => typeof v === 'boolean',
  notSelf: (v) => typeof v === 'boolean',
};
const BOOLEAN_PARAMS = ['directAttackRequiresEmptyField', 'turnEndsAfterBattle'];

const isInt = (v: unknown, min: number) => Number.isInteger(v) && (v as number) >= min;

/** Every effect of a card with its field path (`effects.0`, `effect`). */
export const effectsOf = (c: XueqiCardData): Array<[string, XEffectData]> =>
  c.kind === 'creature' ? (c.effects ?? []).map((e, i) => [`effects.${i}`, e]) : [['effect', c.effect]];

function filterProblems(path: string, filter: unknown, out: CardProblem[]): void {
  for (const [k, v] of Object.entries((filter ?? {}) as Record<string, unknown>)) {
    const ok = FILTER_KEYS[k];
    if (!ok)
      out.push([
        `${path}.${k}`,
        `没有这种筛选条件 ${k}（可用：${Object.keys(FILTER_KEYS).join('、')}）`,
        `unknown filter field ${k} (fields: ${Object.keys(FILTER_KEYS).join(', ')})`,
      ]);
    else if (!ok(v)) out.push([`${path}.${k}`, `筛选条件 ${k} 的值无效`, `invalid value for filter ${k}`]);
  }
}

/** The zone a chosen target group picks from ('creature' unless its filter says otherwise). */
const zoneOf = (e: XEffectData, i: number): unknown => e.targets?.[i]?.filter?.zone ?? 'creature';

function targetProblems(c: XueqiCardData, e: XEffectData, op: OpDef, path: string, out: CardProblem[]) {
  const t = op.target;
  const where = `${path}.target`;
  if (t === undefined) {
    out.push([where, `${op.op} 须写明目标`, `${op.op} needs a target`]);
    return;
  }
  if (typeof t === 'number') {
    if (!Number.isInteger(t) || t < 0 || t >= (e.targets ?? []).length) {
      out.push([
        where,
        `目标序号 ${t} 超出本效果选择的目标（共 ${(e.targets ?? []).length} 组）`,
        `target index ${t} is not one of the effect's ${(e.targets ?? []).length} chosen target groups`,
      ]);
      return;
    }
    const zone = zoneOf(e, t);
    const fits =
      op.op === 'summonFromHand'
        ? zone === 'hand' && e.targets?.[t]?.filter?.kind === 'creature'
        : op.op === 'destroy'
          ? zone === 'creature' || zone === 'support'
          : zone === 'creature';
    if (!fits) {
      const need =
        op.op === 'summonFromHand'
          ? {
              zh: '手牌中的生物卡（zone: hand, kind: creature）',
              en: 'a creature card in hand (zone: hand, kind: creature)',
            }
          : op.op === 'destroy'
            ? { zh: '场上的生物或支援区的卡', en: 'a creature or a support-area card' }
            : { zh: '场上的生物', en: 'a creature on the field' };
      out.push([
        where,
        `目标不可能：${op.op} 须指向${need.zh}`,
        `impossible target: ${op.op} needs ${need.en}`,
      ]);
    }
    return;
  }
  if (typeof t !== 'string' || !GROUPS.includes(t) || op.op === 'summonFromHand') {
    out.push([
      where,
      `没有这种目标 ${String(t)}（可用：已选目标的序号、${GROUPS.join('、')}）`,
      `unknown target ${String(t)} (targets: an index of the chosen targets, ${GROUPS.join(', ')})`,
    ]);
    return;
  }
  if (t === 'self' && c.kind !== 'creature')
    out.push([
      where,
      '目标不可能：规则卡和数值卡不在场上，不能以自身为目标',
      'impossible target: a rule or value card is not a creature on the field, so it cannot target self',
    ]);
}

function opProblems(
  c: XueqiCardData,
  e: XEffectData,
  op: OpDef,
  path: string,
  all: Readonly<Record<string, unknown>>,
  out: CardProblem[],
): void {
  if (CREATURE_OPS.includes(op.op) || op.op === 'destroy' || op.op === 'summonFromHand')
    targetProblems(c, e, op, path, out);
  if (
    PLAYER_OPS.includes(op.op) &&
    op.player !== undefined &&
    op.player !== 'self' &&
    op.player !== 'opponent'
  )
    out.push([`${path}.player`, 'player 只能是 self 或 opponent', 'player must be self or opponent']);
  if (['loseLp', 'gainLp', 'payLp'].includes(op.op) && !isInt(op.amount, 0))
    out.push([`${path}.amount`, '生命值数量须为非负整数', 'the LP amount must be a whole number ≥ 0']);
  if (['modifyAtk', 'modifyLife'].includes(op.op) && !Number.isInteger(op.amount))
    out.push([`${path}.amount`, '增减须为整数', 'the change must be a whole number']);
  if (['setAtk', 'setLife'].includes(op.op) && !isInt(op.value, 0))
    out.push([`${path}.value`, '设定值须为非负整数', 'the value must be a whole number ≥ 0']);
  if (
    [...CREATURE_OPS.slice(0, 4)].includes(op.op) &&
    op.duration !== undefined &&
    op.duration !== 'thisTurn' &&
    op.duration !== 'permanent'
  )
    out.push([
      `${path}.duration`,
      'duration 只能是 thisTurn 或 permanent',
      'duration must be thisTurn or permanent',
    ]);
  if (
    ['draw', 'discard', 'grantExtraAttack', 'summonExtra'].includes(op.op) &&
    op.count !== undefined &&
    !isInt(op.count, 1)
  )
    out.push([`${path}.count`, '数量须为正整数', 'the count must be a whole number ≥ 1']);
  if (op.op === 'search' || op.op === 'summonFromDeck') filterProblems(`${path}.filter`, op.filter, out);
  if (op.op === 'summonExtra') {
    const def = (
      Object.hasOwn(all, op.defId as string) ? all[op.defId as string] : CATALOG[op.defId as string]
    ) as XueqiCardData | undefined;
    if (c.kind !== 'creature')
      out.push([path, '额外召唤只能出自生物的效果（R19）', 'only a creature effect can extra-summon (R19)']);
    if (!def || def.kind !== 'creature' || !def.extraOnly)
      out.push([
        `${path}.defId`,
        `没有这张额外召唤卡牌 ${String(op.defId)}（须为 extraOnly 的生物卡）`,
        `no extra-summon card ${String(op.defId)} (it must be a creature with extraOnly)`,
      ]);
    else if (def.rank > c.rank + DEFAULT_CONFIG.extraSummonRankOffset)
      out.push([
        `${path}.defId`,
        `额外召唤的等阶不得高于召唤者${DEFAULT_CONFIG.extraSummonRankOffset}阶以上（R19）`,
        `an extra summon may be at most ${DEFAULT_CONFIG.extraSummonRankOffset} ranks above its summoner (R19)`,
      ]);
  }
  if (op.op === 'setRuleParam') {
    const param = op.param as string;
    if (e.kind !== 'continuous')
      out.push([path, '改变规则参数只能是持续效果', 'setRuleParam works only in a continuous effect']);
    if (!(RULE_PARAM_NAMES as readonly string[]).includes(param))
      out.push([
        `${path}.param`,
        `没有这种规则参数 ${param}（可用：${RULE_PARAM_NAMES.join('、')}）`,
        `unknown rule parameter ${param} (parameters: ${RULE_PARAM_NAMES.join(', ')})`,
      ]);
    else if (
      BOOLEAN_PARAMS.includes(param)
        ? typeof op.value !== 'boolean'
        : typeof op.value !== 'number' || !(op.value >= 0)
    )
      out.push([`${path}.value`, `规则参数 ${param} 的值无效`, `invalid value for rule parameter ${param}`]);
  }
}

function effectProblems(
  c: XueqiCardData,
  path: string,
  e: XEffectData,
  all: Readonly<Record<string, unknown>>,
  out: CardProblem[],
): void {
  // The vocabulary (lintEffect), each problem at the field that names it.
  const fieldOf = (what: string): string => {
    const op = /^unknown op "(.*)"$/.exec(what)?.[1];
    if (op === undefined)
      return what.startsWith('unknown trigger') ? `${path}.trigger.on` : `${path}.condition`;
    const inOps = e.ops.findIndex((o) => o.op === op);
    return inOps >= 0
      ? `${path}.ops.${inOps}.op`
      : `${path}.cost.${(e.cost ?? []).findIndex((o) => o.op === op)}.op`;
  };
  for (const p of lintEffect(vocabulary, e as EffectDef, path)) {
    const what = p.slice(p.indexOf(': ') + 2);
    out.push([fieldOf(what), `效果词汇中没有 ${what.replace(/^unknown (op|condition|trigger) /, '')}`, what]);
  }
  if (!KINDS.includes(e.kind))
    out.push([
      `${path}.kind`,
      `效果种类只能是 ${KINDS.join('、')}`,
      `the effect kind must be one of ${KINDS.join(', ')}`,
    ]);
  (e.timing ?? []).forEach((t, i) => {
    if (!TIMINGS.includes(t))
      out.push([
        `${path}.timing.${i}`,
        `没有这种发动时机 ${t}（可用：${TIMINGS.join('、')}）`,
        `unknown timing ${t} (timings: ${TIMINGS.join(', ')})`,
      ]);
  });
  if (e.limit && e.limit.per !== 'turn' && e.limit.per !== 'game')
    out.push([`${path}.limit.per`, '次数限制只能按 turn 或 game 计', 'a limit counts per turn or per game']);
  if (e.duration !== undefined)
    out.push([
      `${path}.duration`,
      '效果不读 duration：请在操作上写 duration',
      'effects take no duration: give it on the op',
    ]);
  if (e.kind === 'triggered') {
    if (c.kind !== 'creature')
      out.push([`${path}.kind`, '只有生物卡有触发效果', 'only creature cards have triggered effects']);
    if (!e.trigger)
      out.push([`${path}.trigger`, '触发效果必须写明触发条件', 'a triggered effect needs its trigger']);
    if (e.targets?.length)
      out.push([
        `${path}.targets`,
        '触发效果不选择目标（E9）：请用 self 或整组',
        'a triggered effect chooses no targets (E9): use self or a group',
      ]);
  } else if (e.trigger)
    out.push([`${path}.trigger`, '只有触发效果有触发条件', 'only a triggered effect has a trigger']);
  const tf = e.trigger?.filter;
  if (tf && e.trigger?.on !== 'lpChanged')
    out.push([
      `${path}.trigger.filter`,
      '只有 lpChanged 触发可以加筛选',
      'only the lpChanged trigger takes a filter',
    ]);
  if (tf && e.trigger?.on === 'lpChanged')
    for (const [k, v] of Object.entries(tf)) {
      const ok =
        k === 'player'
          ? ['self', 'opponent', 'any'].includes(v as string)
          : k === 'change' && ['loss', 'gain', 'any'].includes(v as string);
      if (!ok)
        out.push([
          `${path}.trigger.filter.${k}`,
          'lpChanged 的筛选只有 player（self/opponent/any）与 change（loss/gain/any）',
          'lpChanged filters are player (self/opponent/any) and change (loss/gain/any)',
        ]);
    }
  if (e.kind === 'continuous') {
    if (c.kind === 'creature')
      out.push([
        `${path}.kind`,
        '持续效果只在规则卡和数值卡上生效',
        'continuous effects work on rule and value cards only',
      ]);
    else if (!c.persistent)
      out.push([
        'persistent',
        '持续效果的卡须为永续卡（留在支援区）',
        'a card with a continuous effect must be persistent',
      ]);
    e.ops.forEach((op, i) => {
      if (op.op !== 'setRuleParam')
        out.push([
          `${path}.ops.${i}`,
          '持续效果只能改变规则参数（setRuleParam）',
          'a continuous effect holds setRuleParam ops only',
        ]);
    });
  }
  if (e.kind === 'activated' && c.kind === 'creature' && e.ops.some((o) => SUMMON_OPS.has(o.op)) && !e.limit)
    out.push([
      `${path}.limit`,
      '起动的召唤效果须有次数限制（E8）',
      'an activated summoning effect needs a limit (E8)',
    ]);
  (e.targets ?? []).forEach((t, i) => filterProblems(`${path}.targets.${i}.filter`, t.filter, out));
  (e.cost ?? []).forEach((op, i) => {
    if (op.op !== 'payLp')
      out.push([`${path}.cost.${i}`, '代价只能是支付生命值（payLp）', 'a cost can only be payLp']);
    else opProblems(c, e, op, `${path}.cost.${i}`, all, out);
  });
  e.ops.forEach((op, i) => opProblems(c, e, op, `${path}.ops.${i}`, all, out));
}

/** What is wrong with a card beyond its shape, as [field path, zh, en] (empty when it is sound). */
export function cardProblems(c: XueqiCardData, all: Readonly<Record<string, unknown>> = {}): CardProblem[] {
  const out: CardProblem[] = [];
  for (const [path, e] of effectsOf(c)) effectProblems(c, path, e, all, out);
  return out;
}

export const customCardSpec: CustomCardSpec = {
  schema: customCardSchema as unknown as z.ZodType<{ id: string }>,
  isStarter: (id) => Object.hasOwn(CATALOG, id),
  check(card: XueqiCardData, all) {
    const [p] = cardProblems(card, all);
    if (p) refuseCardAt(card.id, p);
  },
  // An extra-summon creature is never in a deck (R19): "try it" puts it where it comes into play, p1's extra zone,
  // in the main phase of p1's second turn (ready to attack), with the first five cards of the deck list in hand.
  tryPosition: (card: XueqiCardData, deck: unknown) =>
    card.kind === 'creature' && card.extraOnly
      ? {
          turn: 3,
          active: 'p1',
          phase: 'main',
          p1: { extraCreatures: [card.id], hand: Array.isArray(deck) ? deck.slice(0, 5) : [] },
        }
      : null,
};
