import { describe, it, expect } from 'vitest';
import { RuleError, check, isRuleError, refuse } from '@/machines/engine';

describe('RuleError', () => {
  it('carries a code, zh and en messages and details', () => {
    const e = new RuleError('ERR_X', { zh: '中文', en: 'English' }, { a: 1 });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('RuleError');
    expect(e.code).toBe('ERR_X');
    expect(e.text).toEqual({ zh: '中文', en: 'English' });
    expect(e.details).toEqual({ a: 1 });
    expect(e.message).toContain('ERR_X');
    expect(e.message).toContain('English');
    expect(isRuleError(e)).toBe(true);
    expect(isRuleError(new Error('x'))).toBe(false);
  });

  it('defaults details to an empty object', () => {
    expect(new RuleError('ERR_Y', { zh: 'z', en: 'e' }).details).toEqual({});
  });

  it('serialises as {code, message:{zh,en}, details}', () => {
    const e = new RuleError('ERR_X', { zh: '中文', en: 'English' }, { card: 'p1-0' });
    expect(e.toJSON()).toEqual({
      code: 'ERR_X',
      message: { zh: '中文', en: 'English' },
      details: { card: 'p1-0' },
    });
    expect(JSON.parse(JSON.stringify(e))).toEqual({
      code: 'ERR_X',
      message: { zh: '中文', en: 'English' },
      details: { card: 'p1-0' },
    });
    expect(Object.keys(e.toJSON()).sort()).toEqual(['code', 'details', 'message']);
  });
});

describe('refuse and check', () => {
  it('refuse always throws a RuleError with the given fields', () => {
    let caught: unknown;
    try {
      refuse('ERR_NOPE', '不行', 'No', { why: 'x' });
    } catch (e) {
      caught = e;
    }
    expect(isRuleError(caught)).toBe(true);
    expect((caught as RuleError).toJSON()).toEqual({
      code: 'ERR_NOPE',
      message: { zh: '不行', en: 'No' },
      details: { why: 'x' },
    });
  });

  it('check passes on a truthy condition and throws on a falsy one', () => {
    expect(() => check(true, 'ERR_A', 'a', 'a')).not.toThrow();
    expect(() => check(1, 'ERR_A', 'a', 'a')).not.toThrow();
    for (const falsy of [false, 0, '', null, undefined]) {
      expect(() => check(falsy, 'ERR_A', '甲', 'A', { v: 1 })).toThrowError(RuleError);
    }
    try {
      check(false, 'ERR_A', '甲', 'A', { v: 1 });
    } catch (e) {
      expect((e as RuleError).code).toBe('ERR_A');
      expect((e as RuleError).text).toEqual({ zh: '甲', en: 'A' });
      expect((e as RuleError).details).toEqual({ v: 1 });
    }
  });
});
