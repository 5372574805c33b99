/**
 * Running one effect: the condition is checked, costs and ops run in order, and the use is counted for its limit.
 * Continuous-type effects (strategies, timed events) keep their `modifyPower`/`modifyAltarLevel` ops as auras that
 * power.ts reads while the card stays face up; only their other ops run here. The state checks of §6.6 live here
 * too, since a Soul Burst (variant B.1) resolves an effect, and they run right after every damage op.
 */
import { runOps } from '@/machines/engine/effects';
import type { Seat } from '@/machines/engine/types';
import { cardDef } from '../catalog';
import { checkState } from '../rules/damage';
import type { EffectCtx } from './context';
import type { WEffect } from '@/content/wuhunzhi/types';
import { conditionHolds } from './predicates';
import { AURA_OPS, CHECKED_OPS, VOCABULARY } from './vocabulary';

export function effectKey(source: string, effect: { id?: string }, index: number): string {
  return `${source}#${effect.id ?? index}`;
}

/**
 * `countAs`: the use key of a limited triggered effect (W55), counted once its condition holds and before its ops
 * run, so an effect its own ops set off again finds the use already spent.
 */
export function runEffect(
  s: EffectCtx['s'],
  ctx: Omit<EffectCtx, 's'>,
  opts: { auraOpsAreContinuous?: boolean; countAs?: string } = {},
): boolean {
  const full: EffectCtx = { s, ...ctx };
  if (!conditionHolds(full, ctx.effect.condition)) {
    s.effects.push({ type: 'effectFizzled', card: ctx.source });
    return false;
  }
  if (opts.countAs !== undefined) countUse(s, opts.countAs, ctx.effect.limit);
  s.effects.push({ type: 'effect', card: ctx.source, seat: ctx.controller, name: ctx.effect.name ?? null });
  const ops = [...(ctx.effect.cost ?? []), ...ctx.effect.ops].filter(
    (o) => !(opts.auraOpsAreContinuous && AURA_OPS.includes(o.op)),
  );
  for (const op of ops) {
    const from = s.effects.length;
    runOps(VOCABULARY, full, [op]);
    if (CHECKED_OPS.includes(op.op)) stateChecks(s);
    // Triggers an op sets off (W49): a card it tapped, a seat whose general it changed.
    const caused = s.effects.slice(from);
    if (op.op === 'tap')
      for (const e of caused) if (e.type === 'tapped') fireOwn(s, e.card as string, 'onTapped');
    for (const e of caused)
      if (e.type === 'generalDestroyed' || e.type === 'generalSwitched')
        fireGeneralChanged(s, e.seat as Seat);
  }
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
    const d = cardDef(s, s.cards[id].cardId)!;
    if (d.type !== 'soul' && d.type !== 'general') continue;
    fireTriggered(s, o, id, d.skills, 'onOpponentEffect', (e) => {
      const want = e.trigger?.filter?.kind;
      return want === undefined || want === kind;
    });
  }
}

/**
 * A card's triggered skills named `on`, in printed order, each resolving as `resolveTriggered` says; `accept`
 * narrows them further (a 反击's effect kind).
 */
export function fireTriggered(
  s: EffectCtx['s'],
  seat: Seat,
  source: string,
  skills: readonly WEffect[],
  on: string,
  accept: (e: WEffect) => boolean = () => true,
): void {
  skills.forEach((e, index) => {
    if (!s.result && e.kind === 'triggered' && e.trigger?.on === on && accept(e))
      resolveTriggered(s, seat, source, e, index);
  });
}

/** Whether a triggered skill still has uses this battle, round or match (W55; always, for a version-1 match). */
export const triggerUsesLeft = (s: EffectCtx['s'], source: string, e: WEffect, index: number): boolean =>
  !s.config.triggeredEffectLimits || usesLeft(s, effectKey(source, e, index), e.limit);

/**
 * One triggered skill (`index` in its card's skills): a skill whose use limit is spent does not fire at all (W55);
 * otherwise it resolves, and a use is counted once its condition holds.
 */
export function resolveTriggered(
  s: EffectCtx['s'],
  seat: Seat,
  source: string,
  e: WEffect,
  index: number,
): void {
  const countAs = s.config.triggeredEffectLimits && e.limit ? effectKey(source, e, index) : undefined;
  if (countAs !== undefined && !usesLeft(s, countAs, e.limit)) return;
  runEffect(s, { controller: seat, source, effect: e, choice: {} }, { countAs });
}

/**
 * §6.6 (run after every resolved step): souls at their base power are tapped, altars at the threshold destroyed,
 * the L2 loss checked; under variant B.1 the destroyed altars' Soul Bursts resolve, then the checks run again.
 */
/**
 * A card's own triggered effects named `on` (W49: `onTargeted`, `onTapped`): only while it is a face-up soul on the
 * sand field or its seat's general.
 */
export function fireOwn(s: EffectCtx['s'], id: string, on: string): void {
  const seat = s.cards[id].owner;
  const b = s.game.boards[seat];
  if (!(s.game.marks[id]?.faceUp ?? true) || (!b.sandField.includes(id) && b.general !== id)) return;
  const d = cardDef(s, s.cards[id].cardId)!;
  if (d.type === 'soul' || d.type === 'general') fireTriggered(s, seat, id, d.skills, on);
}

/** `onGeneralChanged` (W49): the seat's face-up field souls, then its new general, in board order. */
function fireGeneralChanged(s: EffectCtx['s'], seat: Seat): void {
  const b = s.game.boards[seat];
  const ids = [...b.sandField.filter((id): id is string => !!id), ...(b.general ? [b.general] : [])];
  for (const id of ids) fireOwn(s, id, 'onGeneralChanged');
}

export function stateChecks(s: EffectCtx['s']): void {
  const tapped: string[] = [];
  const bursts = checkState(s, tapped);
  for (const id of tapped) fireOwn(s, id, 'onTapped');
  if (!bursts.length) return;
  for (const b of bursts) {
    const d = cardDef(s, s.cards[b.id].cardId)!;
    if (d.type === 'altar' && d.burstEffect && !s.result)
      runEffect(s, { controller: b.seat, source: b.id, effect: d.burstEffect, choice: {} });
  }
  stateChecks(s);
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
