/**
 * 血契 scenes: a state reached by play, described as a position (machines/xueqi/describe-position.ts), started as
 * a new match and played on next to the original. Both must have the same legal actions, views and results at
 * every later step. Instance ids differ (a position makes its own), so ids are matched zone by zone; the
 * first-player reveal is history a position does not tell, and the RNG state is handed over (a position's future
 * randomness otherwise follows its own seed).
 */
import { expect } from 'vitest';
import { allLegalActions, applyAction, createMatchOrThrow, view } from '@/machines/engine';
import type { Action, MatchSetup, MatchState } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import { describePosition } from '@/machines/xueqi/describe-position';

/** The setup of a match starting from `played` described as a position (no deck lists: exact decks). */
export function sceneSetup(played: XueqiState, seed = 99): MatchSetup {
  const cards = played.customCards ? Object.values(played.customCards) : undefined;
  return {
    gameId: 'xueqi',
    rulesVersion: xueqi.rulesVersion,
    players: { p1: { ...played.players.p1 }, p2: { ...played.players.p2 } },
    seed,
    config: played.config as object,
    position: describePosition(played),
    ...(cards ? { cards } : {}),
  };
}

/** Start the described match, with the played match's RNG state and pins handed over. */
export function describedMatch(played: XueqiState): XueqiState {
  const d = createMatchOrThrow<XueqiState>(xueqi, sceneSetup(played));
  d.rng = [...played.rng];
  d.pins = structuredClone(played.pins);
  return d;
}

/** Instance id in `a` -> the id at the same zone index in `b` (the cards must agree). */
export function idMap(a: XueqiState, b: XueqiState, into = new Map<string, string>()): Map<string, string> {
  const za = xueqi.zonesOf(a);
  const zb = xueqi.zonesOf(b);
  for (const zone of Object.keys(za)) {
    expect(zb[zone].length, `zone ${zone}`).toBe(za[zone].length);
    za[zone].forEach((id, i) => {
      expect(b.cards[zb[zone][i]].cardId, `${zone}[${i}]`).toBe(a.cards[id].cardId);
      into.set(id, zb[zone][i]);
    });
  }
  return into;
}

/** Every string value that is a mapped instance id, renamed. */
export function rename<T>(v: T, map: Map<string, string>): T {
  if (typeof v === 'string') return (map.get(v) ?? v) as T;
  if (Array.isArray(v)) return v.map((x) => rename(x, map)) as T;
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rename(x, map)])) as T;
  return v;
}

const withoutReveal = (v: unknown) => ({ ...(v as object), firstPlayerReveal: undefined });
const sorted = (xs: Action[]) => xs.map((x) => JSON.stringify(x)).sort();

/** The described match agrees with the played one now: phase, turn, who acts, result, views, legal actions. */
export function expectSameNow(played: XueqiState, described: XueqiState, map: Map<string, string>): void {
  idMap(played, described, map);
  expect(described.phase).toBe(played.phase);
  expect(described.turn).toBe(played.turn);
  expect(described.active).toBe(played.active);
  expect(described.result).toEqual(played.result);
  for (const p of ['omniscient', 'p1', 'p2'] as const) {
    const a = view(xueqi, played, p) as { board: unknown };
    const b = view(xueqi, described, p) as { board: unknown };
    expect(withoutReveal(b.board), `view ${p}`).toEqual(withoutReveal(rename(a.board, map)));
  }
  expect(sorted(allLegalActions(xueqi, described))).toEqual(
    sorted(rename(allLegalActions(xueqi, played), map)),
  );
}

/**
 * Describe `played`, start the described match, and play both on with `actions` (the played line, or a chooser
 * picking among the legal actions), checking they agree before and after every step. Returns the steps taken.
 */
export function expectSameFuture(
  played: XueqiState,
  next: Action[] | ((s: XueqiState) => Action | null),
  maxSteps = 1000,
): number {
  let a = played;
  let b = describedMatch(played);
  const map = new Map<string, string>();
  expectSameNow(a, b, map);
  let steps = 0;
  while (!a.result && steps < maxSteps) {
    const action = Array.isArray(next) ? next[steps] : next(a);
    if (!action) break;
    const ra = applyAction(xueqi, a, action);
    const rb = applyAction(xueqi, b, rename(action, map));
    expect(rb.ok, `step ${steps}: ${JSON.stringify(action)}`).toBe(ra.ok);
    if (!ra.ok || !rb.ok) break;
    a = ra.state;
    b = rb.state;
    expectSameNow(a, b, map);
    steps++;
  }
  return steps;
}

export type { MatchState };
