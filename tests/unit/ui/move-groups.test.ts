/** The move list's shape (app/ui/viewer/move-groups.ts): turns up to the limit, variations, wanted words. */
import { describe, expect, it } from 'vitest';
import type { LineOption } from '@/app/contracts/viewer';
import {
  stepRows,
  turnGroups,
  variationSpan,
  variationsUnder,
  wantedChunks,
} from '@/app/ui/viewer/move-groups';

const turnOf = Array.from({ length: 30 }, (_, i) => 1 + Math.floor(i / 10));
const turns = [0, 10, 20];
const line = (id: string, length: number, branch?: LineOption['branch']): LineOption => ({
  id,
  name: id,
  length,
  isMain: id === 'main',
  forkSeq: null,
  ...(branch ? { branch } : {}),
});

describe('move list groups', () => {
  it('groups steps by turn and never lists a step after the limit', () => {
    expect(turnGroups(turns, turnOf, 14)).toEqual([
      { start: 0, end: 9, turn: 1 },
      { start: 10, end: 14, turn: 2 },
    ]);
    expect(turnGroups(turns, turnOf, 29)).toEqual([
      { start: 0, end: 9, turn: 1 },
      { start: 10, end: 19, turn: 2 },
      { start: 20, end: 29, turn: 3 },
    ]);
    expect(turnGroups(turns, turnOf, 0)).toEqual([{ start: 0, end: 0, turn: 1 }]);
  });

  it('folds quiet runs when skipping passes, keeping the current step on its own row', () => {
    const quiet = [0, 1, 1, 1, 0, 1];
    expect(stepRows(0, 5, quiet, 4, true)).toEqual([
      { seq: 0, folded: 0 },
      { seq: 1, folded: 3 },
      { seq: 4, folded: 0 },
      { seq: 5, folded: 1 },
    ]);
    expect(stepRows(0, 3, quiet, 2, true)).toEqual([
      { seq: 0, folded: 0 },
      { seq: 1, folded: 1 },
      { seq: 2, folded: 0 },
      { seq: 3, folded: 1 },
    ]);
    expect(stepRows(2, 3, quiet, 2, false)).toEqual([
      { seq: 2, folded: 0 },
      { seq: 3, folded: 0 },
    ]);
  });

  it('a variation shows its own steps up to the limit and counts the rest', () => {
    const v = line('v', 40, { under: 'main', after: 10 });
    expect(variationSpan(v, 10)).toEqual({ from: 11, to: 10, later: 29 });
    expect(variationSpan(v, 15)).toEqual({ from: 11, to: 15, later: 24 });
    expect(variationSpan(v, 100)).toEqual({ from: 11, to: 39, later: 0 });
  });

  it('indexes variations by the step they fork after', () => {
    const lines = [
      line('main', 30),
      line('a', 20, { under: 'main', after: 5 }),
      line('b', 20, { under: 'main', after: 5 }),
      line('c', 20, { under: 'a', after: 8 }),
    ];
    const m = variationsUnder(lines, 'main');
    expect([...m.keys()]).toEqual([5]);
    expect(m.get(5)!.map((l) => l.id)).toEqual(['a', 'b']);
    expect(
      variationsUnder(lines, 'a')
        .get(8)!
        .map((l) => l.id),
    ).toEqual(['c']);
  });

  it('asks for the words of the windows up to the limit only, nearest first, and of the variations shown', () => {
    const lines = [
      line('main', 300),
      line('a', 150, { under: 'main', after: 60 }),
      line('b', 150, { under: 'a', after: 70 }),
      line('late', 300, { under: 'main', after: 200 }),
    ];
    const refs = wantedChunks({
      lineId: 'main',
      length: 300,
      lines,
      perspective: 'p1',
      limit: 130,
      held: (from) => from === 128,
    });
    expect(refs.map((r) => `${r.lineId}@${r.from}`)).toEqual([
      'main@64',
      'main@0',
      'a@0',
      'a@64',
      'a@128',
      'b@64',
      'b@128',
    ]);
    expect(refs.every((r) => r.perspective === 'p1')).toBe(true);
  });
});
