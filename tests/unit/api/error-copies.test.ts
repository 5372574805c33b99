/**
 * The built site keeps one store and the line models on globalThis for every route bundle, so a refusal may be
 * thrown by another bundle's copy of StoreError or RuleError. Such an error must still map to its own status
 * (a stale step is 409, a step past the end 400, a rule refusal 422), never to a 500.
 */
import { describe, expect, it } from 'vitest';
import { toAppError } from '@/app/server/http/errors';

/** An error as another copy of the class makes it: same brand, different prototype. */
function fromAnotherCopy(brand: string, code: string) {
  return Object.assign(new Error(`${code}: x`), {
    [Symbol.for(brand)]: true,
    code,
    text: { zh: '别处', en: 'elsewhere' },
    details: { seq: 1 },
  });
}

describe('refusals thrown by another bundle’s copy of the error classes', () => {
  it('store errors keep their status', () => {
    expect(toAppError(fromAnotherCopy('duelscribe.StoreError', 'ERR_CONFLICT')).status).toBe(409);
    const bad = toAppError(fromAnotherCopy('duelscribe.StoreError', 'ERR_BAD_SEQ'));
    expect([bad.status, bad.code, bad.details]).toEqual([400, 'ERR_BAD_SEQ', { seq: 1 }]);
  });
  it('rule errors are 422 with their code', () => {
    const r = toAppError(fromAnotherCopy('duelscribe.RuleError', 'ERR_ILLEGAL_ACTION'));
    expect([r.status, r.code]).toEqual([422, 'ERR_ILLEGAL_ACTION']);
  });
  it('a plain error is still a 500', () => {
    expect(toAppError(Object.assign(new Error('x'), { code: 'ERR_CONFLICT' })).status).toBe(500);
  });
});
