/**
 * 星阶 scenes: a state reached by play against the match created from its description (describePosition).
 * The two matches are compared step by step: the same legal actions for both seats, the same views from every
 * perspective, the same consequences and results, with the played match's instance ids mapped onto the
 * described match's (each zone's cards in order; the content card must agree).
 */
import { expect } from 'vitest';
import { applyAction, createMatchOrThrow, legalActions } from '@/machines/engine';
import type { Action, MatchSetup, Perspective } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import { describePosition } from '@/machines/xingjie/describe-position';
import type { XingjieState } from '@/machines/xingjie/state';

const PERSPECTIVES: Perspective[] = ['p1', 'p2', 'omniscient'];

/** The setup of a match that starts from `s` described as a position (same players, seed and rules). */
export function describedSetup(s: XingjieState, seed = 1): MatchSetup | null {
  const d = describePosition(s);
  if (!d) return null;
  return {
    gameId: 'xingjie',
    rulesVersion: xingjie.rulesVersion,
    players: { p1: { name: s.players.p1.name }, p2: { name: s.players.p2.name } },
    seed,
    config: s.config,
    decks: d.decks,
    position: JSON.parse(JSON.stringify(d.position)),
  };
}

/** Played instance id -> described instance id, zone by zone (the content cards must be the same). */
export function idMap(played: XingjieState, described: XingjieState): Map<string, string> {
  const a = xingjie.zonesOf(played);
  const b = xingjie.zonesOf(described);
  const out = new Map<string, string>();
  expect(Object.keys(b)).toEqual(Object.keys(a));
  for (const zone of Object.keys(a)) {
    expect(
      b[zone].map((id) => described.cards[id].cardId),
      zone,
    ).toEqual(a[zone].map((id) => played.cards[id].cardId));
    a[zone].forEach((id, i) => out.set(id, b[zone][i]));
  }
  return out;
}

/** A JSON value with every played instance id (as a whole string or a `id#n` key) renamed. */
export function rename<T>(v: T, map: Map<string, string>): T {
  return JSON.parse(JSON.stringify(v), function (this: unknown, _k, x) {
    if (typeof x === 'string' && map.has(x)) return map.get(x);
    if (x && typeof x === 'object' && !Array.isArray(x)) {
      const o: Record<string, unknown> = {};
      for (const [k, val] of Object.entries(x)) o[map.get(k) ?? k] = val;
      return o;
    }
    return x;
  }) as T;
}

/** Everything a player or reader can observe now: legal actions per seat, views, result, who acts, phase. */
export function observe(s: XingjieState) {
  return {
    phase: s.phase,
    turn: s.turn,
    active: s.active,
    result: s.result,
    legal: { p1: legalActions(xingjie, s, 'p1'), p2: legalActions(xingjie, s, 'p2') },
    views: PERSPECTIVES.map((p) => xingjie.view(s, p)),
  };
}

/**
 * Check that the described match equals the played one now and after each of `actions` (played ids), which
 * both matches take. `pick` chooses an action when `actions` runs out (random play), until `steps`.
 */
export function expectSamePlay(
  played: XingjieState,
  described: XingjieState,
  opts: { actions?: Action[]; pick?: (n: number) => number; steps?: number },
): number {
  const map = idMap(played, described);
  let a = played;
  let b = described;
  expect(observe(b), `at ${a.phase}`).toEqual(rename(observe(a), map));
  const script = [...(opts.actions ?? [])];
  const steps = opts.steps ?? script.length;
  let n = 0;
  for (; n < steps && !a.result; n++) {
    let action = script.shift();
    if (!action) {
      if (!opts.pick) break;
      const legal = [...legalActions(xingjie, a, 'p1'), ...legalActions(xingjie, a, 'p2')].filter(
        (x) => x.type !== 'match.concede',
      );
      if (!legal.length) break;
      action = legal[opts.pick(legal.length)];
    }
    const ra = applyAction(xingjie, a, action);
    const rb = applyAction(xingjie, b, rename(action, map));
    expect(rb.ok, `step ${n} ${JSON.stringify(action)}`).toBe(ra.ok);
    if (!ra.ok || !rb.ok) break;
    expect(xingjie.consequences!(b, rename(action, map), rb.state as XingjieState)).toEqual(
      rename(xingjie.consequences!(a, action, ra.state as XingjieState), map),
    );
    a = ra.state as XingjieState;
    b = rb.state as XingjieState;
    expect(observe(b), `after step ${n} ${JSON.stringify(action)}`).toEqual(rename(observe(a), map));
  }
  return n;
}

/** Describe `played`, create the described match (it must be accepted) and compare the two over `opts`. */
export function expectDescribedPlaysAlike(
  played: XingjieState,
  opts: { actions?: Action[]; pick?: (n: number) => number; steps?: number } = {},
): XingjieState {
  const setup = describedSetup(played);
  expect(setup, `describable at ${played.phase}`).not.toBeNull();
  const described = createMatchOrThrow<XingjieState>(xingjie, setup!);
  expectSamePlay(played, described, opts);
  return described;
}
