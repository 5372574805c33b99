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
  const e = encodeURIComponent;
  return `/m/${e(matchId)}?at=${m.at}&line=${e(m.lineId)}&view=${e(m.perspective)}`;
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

/** Human labels of the phase names the games' statecharts use ("playing.main" -> 主要阶段 / main phase). */
const PHASE_WORDS: Record<string, { zh: string; en: string }> = {
  setup: { zh: '准备', en: 'setup' },
  start: { zh: '开始', en: 'start' },
  begin: { zh: '开始', en: 'start' },
  upkeep: { zh: '维持', en: 'upkeep' },
  standby: { zh: '准备', en: 'standby' },
  draw: { zh: '抽牌', en: 'draw' },
  drawGate: { zh: '抽牌', en: 'draw' },
  main: { zh: '主要', en: 'main' },
  action: { zh: '行动', en: 'action' },
  battle: { zh: '战斗', en: 'battle' },
  attack: { zh: '攻击', en: 'attack' },
  end: { zh: '结束', en: 'end' },
  over: { zh: '终局', en: 'game over' },
  gameOver: { zh: '终局', en: 'game over' },
  construction: { zh: '构筑', en: 'construction' },
  preparation: { zh: '准备', en: 'preparation' },
  planning: { zh: '筹划', en: 'planning' },
  deployment: { zh: '布阵', en: 'deployment' },
  summoning: { zh: '召唤', en: 'summoning' },
  reconnaissance: { zh: '侦察', en: 'reconnaissance' },
  strategies: { zh: '战略', en: 'strategies' },
  cleanup: { zh: '清理', en: 'cleanup' },
  discard: { zh: '弃牌', en: 'discard' },
};
/** Sub-states that only qualify their parent phase (whose move it is, a response window …). */
const SUB_WORDS: Record<string, { zh: string; en: string }> = {
  first: { zh: '先手', en: 'first player' },
  second: { zh: '后手', en: 'second player' },
  firstBuild: { zh: '先手构筑', en: 'first player builds' },
  secondBuild: { zh: '后手构筑', en: 'second player builds' },
  firstDraw: { zh: '先手抽牌', en: 'first player draws' },
  secondDraw: { zh: '后手抽牌', en: 'second player draws' },
  window: { zh: '响应窗口', en: 'response window' },
  firstWindow: { zh: '响应窗口', en: 'response window' },
  secondWindow: { zh: '响应窗口', en: 'response window' },
  startWindow: { zh: '响应窗口', en: 'response window' },
  endWindow: { zh: '响应窗口', en: 'response window' },
  afterWindow: { zh: '攻击后窗口', en: 'after-attack window' },
  targetWindow: { zh: '目标窗口', en: 'target window' },
  act: { zh: '行动', en: 'acting' },
  declare: { zh: '宣告', en: 'declaring' },
  resolve: { zh: '结算', en: 'resolving' },
  idle: { zh: '空闲', en: 'open' },
  next: { zh: '推进', en: 'advancing' },
};

export function phaseLabel(path: string, lang: 'zh' | 'en'): string {
  const parts = path.split('.').filter(Boolean);
  const word = (w: { zh: string; en: string }) =>
    w === PHASE_WORDS.over || w === PHASE_WORDS.gameOver
      ? w[lang]
      : lang === 'zh'
        ? `${w.zh}阶段`
        : `${w.en} phase`;
  for (let i = parts.length - 1; i >= 0; i--) {
    const w = PHASE_WORDS[parts[i]];
    if (!w) continue;
    const subs = parts
      .slice(i + 1)
      .map((p) => SUB_WORDS[p]?.[lang])
      .filter(Boolean);
    return subs.length ? `${word(w)} · ${subs.join(' · ')}` : word(w);
  }
  const leaf = parts[parts.length - 1] ?? path;
  return SUB_WORDS[leaf]?.[lang] ?? leaf;
}
