/** Quiet steps shown folded: one band per run on the timeline, one row per run in the event list. */
import { describe, expect, it } from 'vitest';
import { foldQuiet } from '@/app/ui/viewer/event-list';
import { quietRuns } from '@/app/ui/viewer/timeline';

const q = (n: number, quiet: number[]) => Array.from({ length: n }, (_, i) => (quiet.includes(i) ? 1 : 0));

describe('folded quiet steps', () => {
  it('the timeline draws each run of quiet steps as one band', () => {
    expect(quietRuns(q(10, [1, 2, 3, 6, 9]))).toEqual([
      [1, 3],
      [6, 6],
      [9, 9],
    ]);
    expect(quietRuns(q(4, []))).toEqual([]);
  });

  it('the event list folds a run into one row at its first step, with its length', () => {
    expect(foldQuiet([0, 1, 2, 3, 4, 5], q(6, [1, 2, 3]), 5)).toEqual([
      { seq: 0, folded: 0 },
      { seq: 1, folded: 3 },
      { seq: 4, folded: 0 },
      { seq: 5, folded: 0 },
    ]);
  });

  it('the step the reader is on keeps its own row, splitting the run around it', () => {
    expect(foldQuiet([0, 1, 2, 3, 4], q(5, [1, 2, 3, 4]), 2)).toEqual([
      { seq: 0, folded: 0 },
      { seq: 1, folded: 1 },
      { seq: 2, folded: 0 },
      { seq: 3, folded: 2 },
    ]);
  });
});
