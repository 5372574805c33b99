/**
 * Activating an effect (a creature's activated effect, a rule or value card from hand, a character skill):
 * one legality check shared by applyAction and legalActions, the enumeration of legal target/pick choices,
 * and resolution (usage count, costs, ops).
 */
import { evalCondition, runOps } from '@/machines/engine';
import type { Seat, TargetDef } from '@/machines/engine';
import type { XEffectData } from '../catalog';
import { cardOf } from '../catalog';
import { canPay } from '../rules/lp';
import { ruleParams } from '../rules/params';
import { problem } from '../rules/problem';
import type { Problem } from '../rules/problem';
import type { XueqiState } from '../state';
import { DECK_PICK_OPS, SUMMON_OPS, countUse, limitUsedUp, lpCostOf, makeCtx } from './context';
import type { EffectSource } from './context';
import { deckPickOptions, targetCandidates } from './targets';
import { vocabulary } from './vocabulary';

export type { EffectSource };

/** Does an effect with this timing allow summons during battle (「發動攻擊后」/「戰斗時」)? */
export const isBattleSummonTiming = (e: XEffectData) =>
  Boolean(e.timing?.some((t) => t === 'duringBattle' || t === 'afterAttack'));

const hasSummon = (e: XEffectData) => e.ops.some((o) => SUMMON_OPS.has(o.op));
const deckPickOp = (e: XEffectData) => e.ops.find((o) => DECK_PICK_OPS.has(o.op));

/** Split a flat target list into one list per TargetDef; null when the count is wrong. */
function group(defs: readonly TargetDef[], targets: readonly string[]): string[][] | null {
  const need = defs.reduce((n, d) => n + (d.count ?? 1), 0);
  if (targets.length !== need) return null;
  const out: string[][] = [];
  let i = 0;
  for (const d of defs) {
    out.push(targets.slice(i, i + (d.count ?? 1)));
    i += d.count ?? 1;
  }
  return out;
}

/**
 * Why this activation is illegal now (null if legal). `extraCost` is the rule/value activation cost paid with it.
 * Timing and "whose card" are checked by the caller.
 */
export function activationProblem(
  s: XueqiState,
  seat: Seat,
  src: EffectSource,
  effect: XEffectData,
  targets: readonly string[],
  pick: string | undefined,
  extraCost = 0,
): Problem | null {
  const g = s.game;
  if (effect.limit && limitUsedUp(s, seat, src, effect)) {
    return problem(
      'ERR_EFFECT_LIMIT',
      `此效果${effect.limit.per === 'game' ? '本局' : '本回合'}已用完次数`,
      `This effect's ${effect.limit.per === 'game' ? 'per-game' : 'per-turn'} limit is used up`,
    );
  }
  const ctx = makeCtx(s, seat, src, effect, [], pick ?? null);
  if (!evalCondition(vocabulary, ctx, effect.condition as never)) {
    return problem('ERR_CONDITION_UNMET', '效果的发动条件不满足', "The effect's condition does not hold");
  }
  const cost = lpCostOf(effect) + extraCost;
  if (!canPay(s, seat, cost)) {
    return problem(
      'ERR_CANNOT_PAY',
      `生命值不足以支付${cost}点（必须高于代价）`,
      `Not enough LP to pay ${cost} (LP must exceed the cost)`,
    );
  }
  if (hasSummon(effect) && !g.inBattle && g.battleFought) {
    return problem(
      'ERR_SUMMON_AFTER_BATTLE',
      '召唤须在战斗开始前进行',
      'Summons must come before the battle (R22)',
    );
  }
  if (hasSummon(effect) && g.inBattle && !isBattleSummonTiming(effect)) {
    return problem(
      'ERR_SUMMON_IN_BATTLE',
      '战斗中只能进行卡牌明言的战斗召唤',
      'During battle only effects that say so can summon',
    );
  }
  // Targets (R41: a targeted card needs its targets; `targets: []` or none declared means untargeted).
  const defs = (effect.targets ?? []) as TargetDef[];
  const chosen = group(defs, targets);
  if (!chosen) return problem('ERR_BAD_TARGETS', '目标数量不对', 'Wrong number of targets');
  const seen = new Set<string>();
  for (let k = 0; k < defs.length; k++) {
    const cands = targetCandidates(s, seat, src.id, defs[k].filter);
    let last = -1;
    for (const t of chosen[k]) {
      const at = cands.indexOf(t);
      if (at < 0 || seen.has(t)) return problem('ERR_BAD_TARGET', '目标不合法', 'Illegal target');
      if (at < last)
        return problem(
          'ERR_TARGET_ORDER',
          '同一组目标须按场上顺序列出',
          'Targets of one group must be listed in field order',
        );
      last = at;
      seen.add(t);
    }
  }
  // Deck pick.
  const pickOp = deckPickOp(effect);
  if (pickOp) {
    const filter = {
      kind: pickOp.op === 'summonFromDeck' ? 'creature' : undefined,
      ...((pickOp.filter as object) ?? {}),
    };
    if (!pick || !deckPickOptions(s, seat, filter).includes(pick)) {
      return problem('ERR_BAD_PICK', '须从卡组中选择一张符合条件的卡', 'Pick a matching card from your deck');
    }
  } else if (pick !== undefined) {
    return problem('ERR_BAD_PICK', '此效果不从卡组选卡', 'This effect picks no card from the deck');
  }
  // Summons: the extra-summon cap (R19) and slots (R21).
  let slotsNeeded = 0;
  for (const op of effect.ops) {
    if (!SUMMON_OPS.has(op.op)) continue;
    const n =
      op.op === 'summonExtra'
        ? Number(op.count ?? 1)
        : op.op === 'summonFromHand'
          ? (chosen[op.target as number]?.length ?? 0)
          : 1;
    if (
      op.op === 'summonExtra' &&
      cardOf(s, op.defId as string).rank > src.rank + s.config.extraSummonRankOffset
    ) {
      return problem(
        'ERR_RANK_CAP',
        `额外召唤的等阶不得高于召唤者${s.config.extraSummonRankOffset}阶以上`,
        `An extra summon may be at most ${s.config.extraSummonRankOffset} ranks above its summoner`,
      );
    }
    if (src.kind === 'rule' || src.kind === 'value') slotsNeeded += n;
  }
  if (
    slotsNeeded > 0 &&
    g.players[seat].creatureSlots.length + slotsNeeded > ruleParams(s, seat).creatureSlotLimit
  ) {
    return problem('ERR_SLOTS_FULL', '场地格位已满', 'All creature slots are full');
  }
  return null;
}

function combos(cands: string[], k: number): string[][] {
  const out: string[][] = [];
  const rec = (from: number, acc: string[]) => {
    if (acc.length === k) {
      out.push(acc.slice());
      return;
    }
    for (let i = from; i < cands.length; i++) {
      acc.push(cands[i]);
      rec(i + 1, acc);
      acc.pop();
    }
  };
  rec(0, []);
  return out;
}

/** Every legal `{ targets, pick }` for this activation now. */
export function activationOptions(
  s: XueqiState,
  seat: Seat,
  src: EffectSource,
  effect: XEffectData,
  extraCost = 0,
): Array<{ targets: string[]; pick?: string }> {
  const defs = (effect.targets ?? []) as TargetDef[];
  let lists: string[][] = [[]];
  for (const d of defs) {
    const groups = combos(targetCandidates(s, seat, src.id, d.filter), d.count ?? 1);
    const next: string[][] = [];
    for (const l of lists)
      for (const gr of groups) if (!gr.some((t) => l.includes(t))) next.push([...l, ...gr]);
    lists = next;
    if (!lists.length) return [];
  }
  const pickOp = deckPickOp(effect);
  const picks: Array<string | undefined> = pickOp
    ? deckPickOptions(s, seat, {
        kind: pickOp.op === 'summonFromDeck' ? 'creature' : undefined,
        ...((pickOp.filter as object) ?? {}),
      })
    : [undefined];
  const out: Array<{ targets: string[]; pick?: string }> = [];
  for (const targets of lists) {
    for (const pick of picks) {
      if (activationProblem(s, seat, src, effect, targets, pick, extraCost)) continue;
      out.push(pick === undefined ? { targets } : { targets, pick });
    }
  }
  return out;
}

/** Resolve a legal activation: count its use, pay its cost ops, run its ops. */
export function resolveActivation(
  s: XueqiState,
  seat: Seat,
  src: EffectSource,
  effect: XEffectData,
  targets: readonly string[],
  pick: string | undefined,
): void {
  countUse(s, seat, src, effect);
  const chosen = group((effect.targets ?? []) as TargetDef[], targets) ?? [];
  const ctx = makeCtx(s, seat, src, effect, chosen, pick ?? null);
  if (effect.cost) runOps(vocabulary, ctx, effect.cost);
  runOps(vocabulary, ctx, effect.ops);
}
