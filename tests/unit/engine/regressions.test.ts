import { describe, it, expect } from 'vitest';
import { createMatch, evalCondition, isRuleError, lintEffect, replay, runOps } from '@/machines/engine';
import type { EffectVocabulary, MatchState, RuleError } from '@/machines/engine';
import { Play, duelette, playGreedy, stackedSetup } from './helpers';

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return isRuleError(e) ? (e as RuleError).code : `not a RuleError: ${String(e)}`;
  }
  return undefined;
};
const vocab: EffectVocabulary<object> = {
  ops: { draw: () => {} },
  predicates: { yes: () => true },
  triggers: ['onSummon'],
};

describe('regression: effects.ts: vocabulary lookups follow the prototype chain', () => {
  it('ops named after Object.prototype members are unknown ops', () => {
    for (const op of ['toString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__']) {
      expect(
        codeOf(() => runOps(vocab, {}, [{ op }])),
        op,
      ).toBe('ERR_UNKNOWN_OP');
    }
  });
  it('predicates named after Object.prototype members are unknown conditions', () => {
    for (const is of ['constructor', 'toString', '__proto__']) {
      expect(
        codeOf(() => evalCondition(vocab, {}, { is })),
        is,
      ).toBe('ERR_UNKNOWN_CONDITION');
    }
  });
  it('lintEffect reports them', () => {
    const problems = lintEffect(
      vocab,
      { kind: 'k', condition: { is: 'constructor' }, ops: [{ op: 'toString' }] },
      'w',
    );
    expect(problems).toEqual(['w: unknown condition "constructor"', 'w: unknown op "toString"']);
  });
});

describe('regression: match.ts: a config override of undefined replaces the default', () => {
  it('keeps the default for an undefined override', () => {
    const s = createMatch(
      duelette,
      stackedSetup({ config: { targetScore: undefined } as never }),
    ) as MatchState;
    expect(s.config).toEqual({ targetScore: 10, playsPerTurn: 2 });
    expect(Object.values(s.config as object)).not.toContain(undefined);
  });
  it('live play equals a replay of the JSON-stored log', () => {
    const p = playGreedy(new Play(stackedSetup({ config: { targetScore: undefined } as never })));
    const stored = JSON.parse(JSON.stringify(p.events));
    expect(codeOf(() => replay(duelette, stored))).toBeUndefined(); // today: ERR_MATCH_OVER (replay wins at 10 first)
    expect(replay(duelette, stored)).toEqual(p.state);
  });
});

describe('regression: replay.ts: the first event is not checked like the others', () => {
  it('a match.created with seq other than 0 is refused', () => {
    const p = new Play(stackedSetup());
    p.do('phase.pass', 'p1');
    const log = [{ ...p.events[0], seq: 7 }, ...p.events.slice(1)];
    expect(codeOf(() => replay(duelette, log))).toBe('ERR_SEQ_GAP');
  });
});
