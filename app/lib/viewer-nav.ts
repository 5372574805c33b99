/**
 * Navigation over a line's timeline: phase and turn marks, the step before/after a mark, and the URL of a
 * moment. Client-safe and pure (the server uses the same functions to render the no-JavaScript links).
 */
import type { Moment, Perspective, Timeline } from './viewer-types';

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

/** `/m/<id>?at=&line=&view=` — the address of one moment. */
export function momentHref(matchId: string, m: Moment): string {
  const q = new URLSearchParams({ at: String(m.at), line: m.lineId, view: m.perspective });
  return `/m/${encodeURIComponent(matchId)}?${q.toString()}`;
}

/** Read the moment from a query string; missing or malformed values fall back to the given defaults. */
export function momentFromSearch(search: URLSearchParams, fallback: Moment): Moment {
  const at = Number(search.get('at'));
  return {
    at: search.has('at') && Number.isInteger(at) && at >= 0 ? at : fallback.at,
    lineId: search.get('line') || fallback.lineId,
    perspective: parsePerspective(search.get('view')) ?? fallback.perspective,
  };
}

/** Human label of a phase path from the game's statechart ("playing.main" -> 主要阶段 / main). */
const PHASE_WORDS: Record<string, { zh: string; en: string }> = {
  setup: { zh: '准备', en: 'setup' },
  start: { zh: '开始', en: 'start' },
  upkeep: { zh: '维持', en: 'upkeep' },
  standby: { zh: '准备', en: 'standby' },
  draw: { zh: '抽牌', en: 'draw' },
  main: { zh: '主要', en: 'main' },
  main1: { zh: '主要一', en: 'main 1' },
  main2: { zh: '主要二', en: 'main 2' },
  battle: { zh: '战斗', en: 'battle' },
  combat: { zh: '战斗', en: 'combat' },
  attack: { zh: '攻击', en: 'attack' },
  end: { zh: '结束', en: 'end' },
  over: { zh: '终局', en: 'game over' },
  summon: { zh: '召唤', en: 'summon' },
  deploy: { zh: '布阵', en: 'deploy' },
  mulligan: { zh: '调度', en: 'mulligan' },
  opening: { zh: '开局', en: 'opening' },
  playing: { zh: '对局', en: 'playing' },
};

export function phaseLabel(path: string, lang: 'zh' | 'en'): string {
  const leaf = path.split('.').filter(Boolean).pop() ?? path;
  const w = PHASE_WORDS[leaf];
  if (!w) return leaf;
  return lang === 'zh' ? `${w.zh}阶段` : `${w.en} phase`;
}
