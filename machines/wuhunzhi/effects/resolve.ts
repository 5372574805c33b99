/**
 * Running one effect: the condition is checked, costs and ops run in order, and the use is counted for its limit.
 * Continuous-type effects (strategies, timed events) keep their `modifyPower`/`modifyAltarLevel` ops as auras that
 * power.ts reads while the card stays face up; only their other ops run here.
 */
import { evalCondition, runOps } from '@/machines/engine/effects';
import type { Seat } from '@/machines/engine/types';
import type { EffectCtx } from './context';
import { CATALOG } from '../catalog';
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
  if (ctx.effect.trigger?.on !== 'onOpponentEffect') respondToEffect(s, ctx.controller, ctx.effect.kind);
  return true;
}

/**
 * 反击效果 (`onOpponentEffect`, §8.1): after an effect of `seat` resolves, the other seat's face-up field souls and
 * general with a matching trigger (`filter.kind`, when given, names the effect kind) resolve, in board order.
 * A response never triggers further responses (no chains, R41).
 */
function respondToEffect(s: EffectCtx['s'], seat: Seat, kind: string): void {
  const o: Seat = seat === 'p1' ? 'p2' : 'p1';
  const b = s.game.boards[o];
  const ids = [
    ...b.sandField.filter((id): id is string => !!id && (s.game.marks[id]?.faceUp ?? true)),
    ...(b.general ? [b.general] : []),
  ];
  for (const id of ids) {
    const d = CATALOG[s.cards[id].cardId];
    if (d.type !== 'soul' && d.type !== 'general') continue;
    for (const e of d.skills) {
      if (s.result || e.kind !== 'triggered' || e.trigger?.on !== 'onOpponentEffect') continue;
      const want = e.trigger.filter?.kind;
      if (want !== undefined && want !== kind) continue;
      runEffect(s, { controller: o, source: id, effect: e, choice: {} });
    }
  }
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
