/**
 * Running one effect: the condition is checked, costs and ops run in order, and the use is counted for its limit.
 * Continuous-type effects (strategies, timed events) keep their `modifyPower`/`modifyAltarLevel` ops as auras that
 * power.ts reads while the card stays face up; only their other ops run here.
 */
import { evalCondition, runOps } from '@/machines/engine/effects';
import type { EffectCtx } from './context';
import { VOCABULARY, AURA_OPS } from './vocabulary';

export function effectKey(source: string, effect: { id?: string }, index: number): string {
  return `${source}#${effect.id ?? index}`;
}

export function runEffect(
  s: EffectCtx['s'],
  ctx: Omit<EffectCtx, 's'>,
  opts: { auraOpsAreContinuous?: boolean } = {},
): boolean {
  const full: EffectCtx = { s, ...ctx };
  if (!evalCondition(VOCABULARY, full, ctx.effect.condition)) {
    s.effects.push({ type: 'effectFizzled', card: ctx.source });
    return false;
  }
  s.effects.push({ type: 'effect', card: ctx.source, seat: ctx.controller, name: ctx.effect.name ?? null });
  const ops = [...(ctx.effect.cost ?? []), ...ctx.effect.ops].filter(
    (o) => !(opts.auraOpsAreContinuous && AURA_OPS.includes(o.op)),
  );
  runOps(VOCABULARY, full, ops);
  return true;
}

export function countUse(s: EffectCtx['s'], key: string, limit: { per: string } | undefined): void {
  if (!limit) return;
  const per = limit.per as 'battle' | 'round' | 'match';
  s.game.effectUses[per][key] = (s.game.effectUses[per][key] ?? 0) + 1;
}

export function usesLeft(
  s: EffectCtx['s'],
  key: string,
  limit: { per: string; count: number } | undefined,
): boolean {
  if (!limit) return true;
  const per = limit.per as 'battle' | 'round' | 'match';
  return (s.game.effectUses[per][key] ?? 0) < limit.count;
}
