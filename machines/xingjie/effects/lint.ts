/**
 * Content checks for 星阶 card effects beyond the shared lint (every op, predicate and trigger known):
 * choice ops come last and never in triggered effects; activated character/equipment effects carry a use
 * limit (so play always terminates); targets pick one thing each; op targets are known expressions.
 */
import { effectSchema, lintEffect } from '@/machines/engine';
import type { EffectDef } from '@/machines/engine';
import type { XCard } from '../catalog';
import { CHOICE_OPS, vocabulary } from './vocabulary';
import { isTargetExpression } from './targets';
import { FILTER_KEYS } from './filters';

const TIMINGS = ['start', 'draw', 'action', 'battle', 'end', 'onAttackDeclared'];

export function lintCard(card: XCard): string[] {
  const out: string[] = [];
  (card.effects ?? []).forEach((eff, i) => {
    const where = `${card.id}#${i}`;
    const parsed = effectSchema.safeParse(eff);
    if (!parsed.success) out.push(`${where}: not an effect declaration`);
    out.push(...lintEffect(vocabulary, eff as EffectDef, where));
    const ops = eff.ops;
    ops.forEach((op, k) => {
      if (CHOICE_OPS.includes(op.op) && k !== ops.length - 1)
        out.push(`${where}: choice op ${op.op} must be the last op`);
      if ('target' in op && !isTargetExpression(op.target))
        out.push(`${where}: unknown target ${JSON.stringify(op.target)}`);
    });
    if (eff.kind === 'triggered') {
      if (!eff.trigger) out.push(`${where}: triggered effect without a trigger`);
      if (ops.some((o) => CHOICE_OPS.includes(o.op)))
        out.push(`${where}: triggered effects may not open choices`);
      if (eff.targets?.length) out.push(`${where}: triggered effects take no chosen targets`);
    }
    if (eff.kind === 'activated' && (card.type === 'character' || card.type === 'equipment') && !eff.limit) {
      out.push(`${where}: activated effects of characters and equipment need a use limit`);
    }
    for (const t of eff.timing ?? []) if (!TIMINGS.includes(t)) out.push(`${where}: unknown timing ${t}`);
    for (const t of eff.targets ?? []) {
      if ((t.count ?? 1) !== 1) out.push(`${where}: each TargetSpec picks exactly one target`);
      for (const k of Object.keys(t.filter ?? {}))
        if (!(FILTER_KEYS as readonly string[]).includes(k)) out.push(`${where}: unknown filter key ${k}`);
    }
    for (const c of eff.cost ?? []) {
      if (!(
        c.op === 'discard' ||
        (c.op === 'damage' && c.target === 'ownAvatar') ||
        (c.op === 'sendTo' && c.target === 'self')
      )) {
        out.push(`${where}: unsupported cost ${c.op}`);
      }
    }
  });
  if (card.type === 'character' && (card.stars < 1 || card.atk < 0 || card.hp < 1))
    out.push(`${card.id}: bad stats`);
  return out;
}
