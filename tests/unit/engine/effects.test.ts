import { describe, it, expect } from 'vitest';
import { effectSchema, evalCondition, isRuleError, lintEffect, runOps } from '@/machines/engine';
import type { EffectDef, EffectVocabulary, OpDef, RuleError } from '@/machines/engine';

interface Ctx {
  log: string[];
  hp: number;
}

const vocab: EffectVocabulary<Ctx> = {
  ops: {
    draw: (ctx, op) => ctx.log.push(`draw ${op.count ?? 1}`),
    damage: (ctx, op) => {
      ctx.hp -= op.amount as number;
      ctx.log.push(`damage ${op.amount}`);
    },
  },
  predicates: {
    yes: () => true,
    no: () => false,
    hpAtLeast: (ctx, args) => ctx.hp >= (args.value as number),
  },
  triggers: ['onSummon', 'onDestroy'],
};

const ctx = (): Ctx => ({ log: [], hp: 10 });

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return isRuleError(e) ? (e as RuleError).code : `not a RuleError: ${String(e)}`;
  }
  return undefined;
};

describe('evalCondition', () => {
  it('is true without a condition', () => {
    expect(evalCondition(vocab, ctx(), undefined)).toBe(true);
  });

  it('calls predicates with their arguments', () => {
    expect(evalCondition(vocab, ctx(), { is: 'yes' })).toBe(true);
    expect(evalCondition(vocab, ctx(), { is: 'no' })).toBe(false);
    expect(evalCondition(vocab, ctx(), { is: 'hpAtLeast', value: 10 })).toBe(true);
    expect(evalCondition(vocab, ctx(), { is: 'hpAtLeast', value: 11 })).toBe(false);
  });

  it('combines with and / or / not', () => {
    const c = ctx();
    expect(evalCondition(vocab, c, { and: [{ is: 'yes' }, { is: 'yes' }] })).toBe(true);
    expect(evalCondition(vocab, c, { and: [{ is: 'yes' }, { is: 'no' }] })).toBe(false);
    expect(evalCondition(vocab, c, { or: [{ is: 'no' }, { is: 'yes' }] })).toBe(true);
    expect(evalCondition(vocab, c, { or: [{ is: 'no' }, { is: 'no' }] })).toBe(false);
    expect(evalCondition(vocab, c, { not: { is: 'no' } })).toBe(true);
    expect(evalCondition(vocab, c, { not: { is: 'yes' } })).toBe(false);
    expect(evalCondition(vocab, c, { and: [] })).toBe(true);
    expect(evalCondition(vocab, c, { or: [] })).toBe(false);
    expect(
      evalCondition(vocab, c, {
        and: [{ or: [{ is: 'no' }, { not: { is: 'no' } }] }, { not: { and: [{ is: 'yes' }, { is: 'no' }] } }],
      }),
    ).toBe(true);
  });

  it('refuses an unknown predicate with ERR_UNKNOWN_CONDITION, even nested', () => {
    expect(codeOf(() => evalCondition(vocab, ctx(), { is: 'mystery' }))).toBe('ERR_UNKNOWN_CONDITION');
    expect(
      codeOf(() => evalCondition(vocab, ctx(), { not: { and: [{ is: 'yes' }, { is: 'mystery' }] } })),
    ).toBe('ERR_UNKNOWN_CONDITION');
  });
});

describe('runOps', () => {
  it('runs ops in order with their arguments', () => {
    const c = ctx();
    runOps(vocab, c, [
      { op: 'damage', amount: 3 },
      { op: 'draw', count: 2 },
      { op: 'damage', amount: 1 },
    ]);
    expect(c.log).toEqual(['damage 3', 'draw 2', 'damage 1']);
    expect(c.hp).toBe(6);
  });

  it('does nothing for an empty list', () => {
    const c = ctx();
    runOps(vocab, c, []);
    expect(c).toEqual(ctx());
  });

  it('refuses an unknown op with ERR_UNKNOWN_OP, after running the ops before it', () => {
    const c = ctx();
    const ops: OpDef[] = [{ op: 'draw' }, { op: 'teleport' }, { op: 'damage', amount: 1 }];
    expect(codeOf(() => runOps(vocab, c, ops))).toBe('ERR_UNKNOWN_OP');
    expect(c.log).toEqual(['draw 1']);
  });
});

describe('lintEffect', () => {
  const good: EffectDef = {
    kind: 'trigger',
    trigger: { on: 'onSummon' },
    condition: { and: [{ is: 'yes' }, { not: { is: 'hpAtLeast', value: 3 } }] },
    cost: [{ op: 'damage', amount: 1 }],
    ops: [{ op: 'draw', count: 1 }],
  };

  it('reports nothing for a fully known effect', () => {
    expect(lintEffect(vocab, good, 'card:x')).toEqual([]);
  });

  it('reports unknown ops (in ops and cost), conditions (nested) and triggers, naming where', () => {
    const bad: EffectDef = {
      kind: 'trigger',
      trigger: { on: 'onSunrise' },
      condition: { or: [{ is: 'yes' }, { not: { is: 'ghost' } }] },
      cost: [{ op: 'payLife' }],
      ops: [{ op: 'draw' }, { op: 'teleport' }],
    };
    const problems = lintEffect(vocab, bad, 'card:y');
    expect(problems).toHaveLength(4);
    expect(problems.every((p) => p.startsWith('card:y'))).toBe(true);
    expect(problems.some((p) => p.includes('unknown op "payLife"'))).toBe(true);
    expect(problems.some((p) => p.includes('unknown op "teleport"'))).toBe(true);
    expect(problems.some((p) => p.includes('unknown condition "ghost"'))).toBe(true);
    expect(problems.some((p) => p.includes('unknown trigger "onSunrise"'))).toBe(true);
  });
});

describe('effectSchema', () => {
  it('accepts a valid declaration', () => {
    const decl = {
      id: 'e1',
      name: 'Burn',
      kind: 'trigger',
      trigger: { on: 'onSummon', filter: { side: 'self' } },
      timing: ['main'],
      condition: { and: [{ is: 'yes' }, { not: { is: 'hpAtLeast', value: 3 } }] },
      cost: [{ op: 'damage', amount: 1 }],
      targets: [{ filter: { type: 'unit' }, count: 1, chooser: 'opponent' }],
      ops: [{ op: 'draw', count: 2 }],
      limit: { per: 'turn', count: 1 },
      duration: 'endOfTurn',
      text: { zh: '造成伤害', en: 'Deal damage' },
    };
    const r = effectSchema.safeParse(decl);
    expect(r.success).toBe(true);
    expect(r.data).toEqual(decl);
    expect(effectSchema.safeParse({ kind: 'static', ops: [] }).success).toBe(true);
  });

  it('refuses an unknown top-level key', () => {
    expect(effectSchema.safeParse({ kind: 'static', ops: [], power: 3 }).success).toBe(false);
  });

  it('refuses missing ops, an op without a name, a bad count and an ill-formed condition', () => {
    expect(effectSchema.safeParse({ kind: 'static' }).success).toBe(false);
    expect(effectSchema.safeParse({ kind: 'static', ops: [{ amount: 1 }] }).success).toBe(false);
    expect(effectSchema.safeParse({ kind: 'static', ops: [], targets: [{ count: 0 }] }).success).toBe(false);
    expect(
      effectSchema.safeParse({ kind: 'static', ops: [], condition: { and: [{ is: 'a' }], or: [] } }).success,
    ).toBe(false);
    expect(effectSchema.safeParse({ kind: '', ops: [] }).success).toBe(false);
  });
});
