/**
 * The move list's shape, pure: the line's steps grouped by turn up to a limit (the current step, or the end once
 * the reader opted in to see everything), quiet runs folded, the variations hanging at their fork steps, and
 * which windows of words the list still needs. No React, no fetch.
 */
import type { Perspective } from '@/app/contracts/common';
import type { LineOption } from '@/app/contracts/viewer';
import { WINDOW, windowStart } from '@/app/contracts/steps';
import { foldQuiet } from './event-list';
import type { ChunkRef } from './moves-machine';

/** One turn of the list: its first step, its last step shown, and the turn's number. */
export interface TurnGroup {
  start: number;
  end: number;
  turn: number;
}

/**
 * The turns from the line's start up to `limit` (inclusive), each cut at `limit`: a turn that starts after it
 * is not listed (its text would be a spoiler). `turns` are the steps where turns start (viewer-nav turnMarks).
 */
export function turnGroups(turns: readonly number[], turnOf: readonly number[], limit: number): TurnGroup[] {
  const out: TurnGroup[] = [];
  for (let i = 0; i < turns.length && turns[i] <= limit; i++) {
    const next = i + 1 < turns.length ? turns[i + 1] : Infinity;
    out.push({ start: turns[i], end: Math.min(limit, next - 1, turnOf.length - 1), turn: turnOf[turns[i]] });
  }
  return out;
}

/** The rows of steps `from..to`: each run of quiet steps one row when `skip` (the step `at` keeps its own). */
export function stepRows(
  from: number,
  to: number,
  quiet: readonly number[],
  at: number,
  skip: boolean,
): Array<{ seq: number; folded: number }> {
  const seqs = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  return skip ? foldQuiet(seqs, quiet, at) : seqs.map((seq) => ({ seq, folded: 0 }));
}

/** The lines hanging under `under`, by the step they fork after (in the given order). */
export function variationsUnder(
  lines: readonly LineOption[],
  under: string,
): ReadonlyMap<number, readonly LineOption[]> {
  const out = new Map<number, LineOption[]>();
  for (const l of lines) {
    if (l.branch?.under !== under) continue;
    const list = out.get(l.branch.after) ?? [];
    list.push(l);
    out.set(l.branch.after, list);
  }
  return out;
}

/** The steps of a variation the list may show under `limit`: from the step after its fork, at most to `limit`. */
export function variationSpan(line: LineOption, limit: number): { from: number; to: number; later: number } {
  const from = (line.branch?.after ?? -1) + 1;
  const end = line.length - 1;
  const to = Math.min(limit, end);
  return { from, to, later: Math.max(0, end - Math.max(to, from - 1)) };
}

/**
 * The windows of words the list needs and the player does not hold (`held` says whether a window of the line
 * shown is in the player's stores), most needed first: the line's, from the one holding `limit` back to the
 * first; then, for each variation shown (forking at or before `limit`, nested ones under a shown one too), its
 * windows up to `limit`.
 */
export function wantedChunks(args: {
  lineId: string;
  length: number;
  lines: readonly LineOption[];
  perspective: Perspective;
  limit: number;
  held: (from: number) => boolean;
}): ChunkRef[] {
  const { lineId, length, lines, perspective, limit, held } = args;
  const out: ChunkRef[] = [];
  for (let from = windowStart(Math.min(limit, length - 1)); from >= 0; from -= WINDOW)
    if (!held(from)) out.push({ lineId, perspective, from, length });
  const visit = (under: string) => {
    for (const l of lines) {
      if (l.branch?.under !== under || l.branch.after > limit) continue;
      const { from, to } = variationSpan(l, limit);
      for (let w = windowStart(from); w <= to; w += WINDOW)
        out.push({ lineId: l.id, perspective, from: w, length: l.length });
      visit(l.id);
    }
  };
  visit(lineId);
  return out;
}
