import { describe, expect, it } from 'vitest';
import { applyPatch, diff } from '@/app/lib/viewer-diff';
import { testRng } from '../../support/property';

function randomValue(pick: (n: number) => number, depth = 0): unknown {
  const k = pick(depth > 3 ? 3 : 6);
  if (k === 0) return pick(100);
  if (k === 1) return ['a', 'b', 'c', null][pick(4)];
  if (k === 2) return pick(2) === 0;
  if (k === 3) return Array.from({ length: pick(4) }, () => randomValue(pick, depth + 1));
  const o: Record<string, unknown> = {};
  for (const key of ['x', 'y', 'z', 'w'].slice(0, pick(5))) o[key] = randomValue(pick, depth + 1);
  return o;
}

describe('viewer diff/patch', () => {
  it('round-trips random JSON values and never mutates the input', () => {
    const pick = testRng(42);
    for (let i = 0; i < 2000; i++) {
      const a = randomValue(pick);
      const b = randomValue(pick);
      const frozen = JSON.stringify(a);
      const patched = applyPatch(a, diff(a, b));
      expect(patched).toEqual(b);
      expect(JSON.stringify(a)).toBe(frozen);
    }
  });

  it('shares untouched subtrees (so memoised board parts skip re-rendering)', () => {
    const a = { seats: { p1: { hand: [1, 2] }, p2: { hand: [3] } }, n: 1 };
    const b = { seats: { p1: { hand: [1, 2] }, p2: { hand: [3, 4] } }, n: 1 };
    const p = applyPatch(a, diff(a, b));
    expect(p.seats.p1).toBe(a.seats.p1);
    expect(p.seats.p2).not.toBe(a.seats.p2);
    expect(diff(a, a)).toEqual([]);
  });

  it('deletes keys that disappear', () => {
    const a = { k: 1, gone: { deep: true } };
    const b = { k: 2 };
    expect(applyPatch(a, diff(a, b))).toEqual(b);
  });
});
