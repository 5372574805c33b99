/** The tree of variations seen from one line (app/lib/line-tree.ts): shared steps and where each line hangs. */
import { describe, expect, it } from 'vitest';
import { branchesFrom, sharedUpTo, type TreeLine } from '@/app/lib/line-tree';

// main 0..40; a forks main after 10 (own 11..20); b forks a after 15 (own 16..25); c forks main after 10 too
// (own 11..14); d forks main after 30 (own 31..35); h (hidden) forks main after 5, e forks h after 8.
const L: TreeLine[] = [
  { id: 'main', parentLineId: null, forkSeq: null, length: 41 },
  { id: 'a', parentLineId: 'main', forkSeq: 10, length: 21 },
  { id: 'b', parentLineId: 'a', forkSeq: 15, length: 26 },
  { id: 'c', parentLineId: 'main', forkSeq: 10, length: 15 },
  { id: 'd', parentLineId: 'main', forkSeq: 30, length: 36 },
  { id: 'h', parentLineId: 'main', forkSeq: 5, length: 9 },
  { id: 'e', parentLineId: 'h', forkSeq: 8, length: 12 },
  { id: 'empty', parentLineId: 'main', forkSeq: 20, length: 21 },
];
const byId = new Map(L.map((l) => [l.id, l]));

describe('line tree', () => {
  it('two lines share the steps up to their first fork apart', () => {
    expect(sharedUpTo('main', 'a', byId)).toBe(10);
    expect(sharedUpTo('a', 'main', byId)).toBe(10);
    expect(sharedUpTo('a', 'b', byId)).toBe(15);
    expect(sharedUpTo('main', 'b', byId)).toBe(10);
    expect(sharedUpTo('a', 'c', byId)).toBe(10);
    expect(sharedUpTo('b', 'd', byId)).toBe(10);
    expect(sharedUpTo('e', 'main', byId)).toBe(5);
    expect(sharedUpTo('e', 'h', byId)).toBe(8);
    expect(sharedUpTo('main', 'main', byId)).toBe(40);
    expect(sharedUpTo('main', 'nope', byId)).toBe(-1);
  });

  it('seen from the main line, variations hang at their forks and a variation of a variation nests', () => {
    const t = branchesFrom('main', ['main', 'a', 'b', 'c', 'd', 'e', 'empty'], L);
    expect(Object.fromEntries(t)).toEqual({
      a: { under: 'main', after: 10 },
      b: { under: 'a', after: 15 },
      c: { under: 'main', after: 10 },
      d: { under: 'main', after: 30 },
      // through a line the reader does not see
      e: { under: 'main', after: 5 },
    });
  });

  it('seen from a variation, the main line is a variation of it', () => {
    const t = branchesFrom('b', ['main', 'a', 'b', 'd'], L);
    expect(Object.fromEntries(t)).toEqual({
      main: { under: 'b', after: 10 },
      a: { under: 'b', after: 15 },
      d: { under: 'main', after: 30 },
    });
  });
});
