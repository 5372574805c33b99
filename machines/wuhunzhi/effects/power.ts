/**
 * Continuous sources, final power (§8.5) and altar level (§5.5 ④). Modifiers are read at the moment they are
 * needed from every face-up continuous source (formations.ts says which formations stand), so nothing stale is
 * ever stored.
 */
import type { WEffect } from '@/content/wuhunzhi/types';
import type { Seat } from '@/machines/engine/types';
import { boardOf, defOf, isFaceUp, soulDef } from '../rules/board';
import type { WuhunzhiState } from '../state';
import type { EffectCtx } from './context';
import { activeFormations } from './formations';
import { conditionHolds } from './predicates';
import { matchesSelector } from './selectors';

export interface Source {
  controller: Seat;
  source: string;
  effect: WEffect;
  /** 'formation' sources name the formation for narration. */
  kind: 'skill' | 'formation' | 'strategy' | 'event' | 'altar';
}

/** Every continuous effect that is active now (face-up in its zone), without evaluating conditions. */
export function continuousSources(s: WuhunzhiState): Source[] {
  const out: Source[] = [];
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const b = boardOf(s, seat);
    for (const id of b.sandField) {
      if (!id || !isFaceUp(s, id)) continue;
      const d = soulDef(s, id);
      if (!d) continue;
      for (const e of d.skills)
        if (e.kind === 'continuous' && (e.zone ?? 'sandField') === 'sandField')
          out.push({ controller: seat, source: id, effect: e, kind: 'skill' });
    }
    if (b.general) {
      const g = defOf(s, b.general);
      if (g.type === 'general') {
        for (const e of g.skills)
          if (e.kind === 'continuous')
            out.push({ controller: seat, source: b.general, effect: e, kind: 'skill' });
        for (const f of activeFormations(s, seat))
          out.push({ controller: seat, source: b.general, effect: f.effect, kind: 'formation' });
      }
    }
    if (b.strategy && b.strategyRevealed) {
      const d = defOf(s, b.strategy);
      if (d.type === 'strategy')
        out.push({ controller: seat, source: b.strategy, effect: d.effect, kind: 'strategy' });
    }
    if (b.eventSlot) {
      const d = defOf(s, b.eventSlot);
      if (d.type === 'event' && d.durationRounds !== null)
        out.push({ controller: seat, source: b.eventSlot, effect: d.effect, kind: 'event' });
    }
    for (const a of b.altars) {
      if (!a.faceUp) continue;
      if (a.destroyed && !s.config.specialAltarActiveWhenDestroyed) continue;
      const d = defOf(s, a.id);
      if (d.type === 'altar' && d.special && d.altarEffect)
        out.push({ controller: seat, source: a.id, effect: d.altarEffect, kind: 'altar' });
    }
  }
  return out;
}

const ctxOf = (s: WuhunzhiState, src: Source): EffectCtx => ({
  s,
  controller: src.controller,
  source: src.source,
  effect: src.effect,
  choice: {},
});

/** Final power (§8.5): base (or the latest setPower) plus every active modifier, floored at 0 (R42). */
export function finalPower(s: WuhunzhiState, id: string): number {
  const d = soulDef(s, id);
  if (!d) return 0;
  let total = d.basePower;
  for (const m of s.game.powerMods) if (m.card === id) total += m.amount;
  for (const src of continuousSources(s)) {
    const ops = src.effect.ops.filter((o) => o.op === 'modifyPower');
    if (!ops.length) continue;
    const ctx = ctxOf(s, src);
    if (!conditionHolds(ctx, src.effect.condition)) continue;
    for (const op of ops)
      if (
        matchesSelector(
          ctx,
          String(op.target ?? 'self'),
          id,
          op.filter as Record<string, unknown> | undefined,
        )
      )
        total += Number(op.amount);
  }
  return Math.max(0, total);
}

/** Altar level (R6): bound souls plus active modifyAltarLevel effects; a face-down altar is level 0. */
export function altarLevel(s: WuhunzhiState, seat: Seat, index: number): number {
  const a = boardOf(s, seat).altars[index];
  if (!a.faceUp) return 0;
  let level = a.bound.length;
  for (const src of continuousSources(s)) {
    if (src.controller !== seat) continue;
    const ops = src.effect.ops.filter((o) => o.op === 'modifyAltarLevel');
    if (!ops.length) continue;
    if (!conditionHolds(ctxOf(s, src), src.effect.condition)) continue;
    for (const op of ops) {
      const t = String(op.target ?? 'sourceAltar');
      if (t === 'ownAltars' || (t === 'sourceAltar' && src.source === a.id)) level += Number(op.amount);
    }
  }
  return Math.max(0, level);
}
