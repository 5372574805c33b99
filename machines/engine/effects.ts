/**
 * The shared card-effect vocabulary. Card data in content/ declares effects as plain JSON:
 *
 *   { kind, trigger?: { on, filter? }, condition?, cost?, targets?, ops: [{ op, ...args }], limit?, duration? }
 *
 * The kernel knows the shape and how to walk it; each game registers what its trigger names, condition
 * predicates and op names mean (`EffectVocabulary`). Op and predicate names are shared across games where the
 * meaning is the same (`draw`, `destroy`, `modifyAtk`, `sendTo`, `search`, `discard`, …), so one reader can
 * learn the vocabulary once. A card needs code of its own only for an op no vocabulary entry expresses, and
 * then it registers a small named op (`custom:<cardId>`) rather than a branch in the engine.
 */
import { z } from 'zod';
import { refuse } from './errors';

export interface OpDef {
  op: string;
  [arg: string]: unknown;
}

/** Conditions are predicate calls combined with and/or/not. */
export type ConditionDef =
  | { and: ConditionDef[] }
  | { or: ConditionDef[] }
  | { not: ConditionDef }
  | { is: string; [arg: string]: unknown };

export interface TargetDef {
  /** Game-specific filter fields (a conjunction). */
  filter?: Record<string, unknown>;
  count?: number;
  /** Who picks: the effect's controller (default) or its opponent. */
  chooser?: 'controller' | 'opponent';
}

export interface EffectDef {
  id?: string;
  name?: string;
  kind: string;
  trigger?: { on: string; filter?: Record<string, unknown> };
  timing?: string[];
  condition?: ConditionDef;
  cost?: OpDef[];
  targets?: TargetDef[];
  ops: OpDef[];
  limit?: { per: string; count: number };
  duration?: unknown;
  text?: { zh: string; en?: string };
}

export const opSchema: z.ZodType<OpDef> = z
  .object({ op: z.string().min(1) })
  .passthrough() as z.ZodType<OpDef>;

export const conditionSchema: z.ZodType<ConditionDef> = z.lazy(() =>
  z.union([
    z.object({ and: z.array(conditionSchema) }).strict(),
    z.object({ or: z.array(conditionSchema) }).strict(),
    z.object({ not: conditionSchema }).strict(),
    z.object({ is: z.string().min(1) }).passthrough(),
  ]),
) as z.ZodType<ConditionDef>;

export const effectSchema = z
  .object({
    id: z.string().optional(),
    name: z.string().optional(),
    kind: z.string().min(1),
    trigger: z
      .object({ on: z.string().min(1), filter: z.record(z.string(), z.unknown()).optional() })
      .optional(),
    timing: z.array(z.string()).optional(),
    condition: conditionSchema.optional(),
    cost: z.array(opSchema).optional(),
    targets: z
      .array(
        z.object({
          filter: z.record(z.string(), z.unknown()).optional(),
          count: z.number().int().min(1).optional(),
          chooser: z.enum(['controller', 'opponent']).optional(),
        }),
      )
      .optional(),
    ops: z.array(opSchema),
    limit: z.object({ per: z.string(), count: z.number().int().min(1) }).optional(),
    duration: z.unknown().optional(),
    text: z.object({ zh: z.string(), en: z.string().optional() }).optional(),
  })
  .strict();

/** What a game's effect interpreter provides. `X` is the game's effect context (state, source card, targets …). */
export interface EffectVocabulary<X> {
  ops: Record<string, (ctx: X, op: OpDef) => void>;
  predicates: Record<string, (ctx: X, args: Record<string, unknown>) => boolean>;
  triggers: readonly string[];
}

export function evalCondition<X>(
  vocab: EffectVocabulary<X>,
  ctx: X,
  cond: ConditionDef | undefined,
): boolean {
  if (!cond) return true;
  const c = cond as Partial<{ and: ConditionDef[]; or: ConditionDef[]; not: ConditionDef; is: string }>;
  if (c.and) return c.and.every((x) => evalCondition(vocab, ctx, x));
  if (c.or) return c.or.some((x) => evalCondition(vocab, ctx, x));
  if (c.not) return !evalCondition(vocab, ctx, c.not);
  const pred = Object.hasOwn(vocab.predicates, c.is!) ? vocab.predicates[c.is!] : undefined;
  if (!pred)
    refuse('ERR_UNKNOWN_CONDITION', `未知的效果条件「${c.is}」`, `Unknown effect condition "${c.is}"`);
  return pred(ctx, cond as Record<string, unknown>);
}

export function runOps<X>(vocab: EffectVocabulary<X>, ctx: X, ops: readonly OpDef[]): void {
  for (const op of ops) {
    const fn = Object.hasOwn(vocab.ops, op.op) ? vocab.ops[op.op] : undefined;
    if (!fn) refuse('ERR_UNKNOWN_OP', `未知的效果操作「${op.op}」`, `Unknown effect op "${op.op}"`);
    fn(ctx, op);
  }
}

/**
 * Check at content-load time that every op, predicate and trigger an effect names exists in the game's
 * vocabulary; returns a list of problems (empty when the effect is fully interpretable).
 */
export function lintEffect<X>(vocab: EffectVocabulary<X>, effect: EffectDef, where: string): string[] {
  const problems: string[] = [];
  const walkCond = (cond: ConditionDef | undefined) => {
    if (!cond) return;
    const c = cond as Partial<{ and: ConditionDef[]; or: ConditionDef[]; not: ConditionDef; is: string }>;
    if (c.and) c.and.forEach(walkCond);
    else if (c.or) c.or.forEach(walkCond);
    else if (c.not) walkCond(c.not);
    else if (!Object.hasOwn(vocab.predicates, c.is!)) problems.push(`${where}: unknown condition "${c.is}"`);
  };
  walkCond(effect.condition);
  for (const op of [...(effect.cost ?? []), ...effect.ops]) {
    if (!Object.hasOwn(vocab.ops, op.op)) problems.push(`${where}: unknown op "${op.op}"`);
  }
  if (effect.trigger && !vocab.triggers.includes(effect.trigger.on)) {
    problems.push(`${where}: unknown trigger "${effect.trigger.on}"`);
  }
  return problems;
}
