/**
 * Navigation over a line's timeline: phase and turn marks, the step before/after a mark, and the URL of a
 * moment. Client-safe and pure (the server uses the same functions to render the no-JavaScript links).
 */
import type { Perspective } from '@/app/contracts/common';
import type { Moment, Timeline } from '@/app/contracts/viewer';

export const PERSPECTIVE_VALUES: readonly Perspective[] = ['omniscient', 'p1', 'p2'];
export const parsePerspective = (v: unknown): Perspective | null =>
  v === 'omniscient' || v === 'p1' || v === 'p2' ? v : null;

/** Steps where a new turn (round) starts: step 0 and every step whose turn differs from the step before. */
export function turnMarks(t: Timeline): number[] {
  const out: number[] = [];
  for (let i = 0; i < t.length; i++) if (i === 0 || t.turn[i] !== t.turn[i - 1]) out.push(i);
  return out;
}

/** Steps where a new phase starts (a phase change or a turn change). */
export function phaseMarks(t: Timeline): number[] {
  const out: number[] = [];
  for (let i = 0; i < t.length; i++) {
    if (i === 0 || t.phase[i] !== t.phase[i - 1] || t.turn[i] !== t.turn[i - 1]) out.push(i);
  }
  return out;
}

/** The first mark after `at` (or the last step when none). */
export function nextMark(marks: readonly number[], at: number, last: number): number {
  for (const m of marks) if (m > at) return m;
  return last;
}

/** The last mark before `at`: the start of the current phase/turn, or the one before when `at` is a start. */
export function prevMark(marks: readonly number[], at: number): number {
  let best = 0;
  for (const m of marks) if (m < at) best = m;
  return best;
}

export const clampSeq = (at: number, length: number) =>
  Math.min(Math.max(0, Math.trunc(at)), Math.max(0, length - 1));

/** A `sub=` value: a whole number from 0, else none (the whole step). */
export function parseSub(v: unknown): number | undefined {
  if (typeof v !== 'string' || !/^\d{1,4}$/.test(v)) return undefined;
  return Number(v);
}

/** `/m/<id>?at=[&sub=]&line=&view=` — the address of one moment (and sub-step). */
export function momentHref(matchId: string, m: Moment): string {
  const e = encodeURIComponent;
  const sub = m.sub === undefined ? '' : `&sub=${m.sub}`;
  return `/m/${e(matchId)}?at=${m.at}${sub}&line=${e(m.lineId)}&view=${e(m.perspective)}`;
}

/** Read the moment from a query string; missing or malformed values fall back to the given defaults. */
export function momentFromSearch(search: URLSearchParams, fallback: Moment): Moment {
  const at = Number(search.get('at'));
  const sub = parseSub(search.get('sub'));
  return {
    at: search.has('at') && Number.isInteger(at) && at >= 0 ? at : fallback.at,
    ...(sub === undefined ? {} : { sub }),
    lineId: search.get('line') || fallback.lineId,
    perspective: parsePerspective(search.get('view')) ?? fallback.perspective,
  };
}
