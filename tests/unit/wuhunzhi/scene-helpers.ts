/**
 * Test helpers for 武魂志 positions inside a round: describe a played state as a position, start a match from it,
 * and compare the two matches step for step (instances are renamed between them: the described match numbers its
 * cards afresh, and copies of a card are interchangeable).
 */
import { expect } from 'vitest';
import { applyAction, createMatchOrThrow, legalActions, view } from '@/machines/engine';
import type { Action, MatchSetup, Seat } from '@/machines/engine';
import { describePosition } from '@/machines/wuhunzhi/describe-position';
import type { WuhunzhiConfig } from '@/machines/wuhunzhi/config';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { def } from './helpers';

/** A new match (no deck lists) standing where `played` rests, with the same rulings. */
export function describedMatch(played: WuhunzhiState, config?: Partial<WuhunzhiConfig>): WuhunzhiState {
  const setup: MatchSetup<WuhunzhiConfig> = {
    gameId: 'wuhunzhi',
    rulesVersion: def.rulesVersion,
    players: played.players,
    seed: 1,
    position: JSON.parse(JSON.stringify(describePosition(played))),
    ...(config ? { config } : {}),
  };
  try {
    return createMatchOrThrow<WuhunzhiState>(def, setup);
  } catch (e) {
    const t = (e as { text?: { en: string } }).text;
    throw new Error(`${played.phase}: ${t?.en ?? e}\n${JSON.stringify(setup.position)}`);
  }
}

/** described instance -> played instance, zone by zone. */
export function instanceMap(described: WuhunzhiState, played: WuhunzhiState): Map<string, string> {
  const a = def.zonesOf(described);
  const b = def.zonesOf(played);
  const map = new Map<string, string>();
  expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
  for (const key of Object.keys(a)) {
    expect(a[key].length, key).toBe(b[key].length);
    a[key].forEach((id, i) => map.set(id, b[key][i]));
  }
  return map;
}

const renamed = (v: unknown, map: Map<string, string>): string =>
  JSON.stringify(v, (_k, x) => (typeof x === 'string' && map.has(x) ? map.get(x) : x));

const SEATS: Seat[] = ['p1', 'p2'];

/** Same views (every perspective), legal actions, phase, who acts and result, up to the renaming. */
export function expectSameMatch(
  described: WuhunzhiState,
  played: WuhunzhiState,
  map: Map<string, string>,
  trail = '',
): void {
  for (const p of ['p1', 'p2', 'omniscient'] as const) {
    const d = view(def, described, p);
    const q = view(def, played, p);
    expect(JSON.parse(renamed(d.board, map)), `view ${p}\n${trail}`).toEqual(
      JSON.parse(JSON.stringify(q.board)),
    );
    expect([d.phase, d.turn, d.active, d.result], trail).toEqual([q.phase, q.turn, q.active, q.result]);
  }
  for (const seat of SEATS)
    expect(JSON.parse(renamed(legalActions(def, described, seat), map)), `legal ${seat}\n${trail}`).toEqual(
      JSON.parse(JSON.stringify(legalActions(def, played, seat))),
    );
}

/** Play `steps` more random legal actions in both, comparing after each. Returns the steps compared. */
export function playAlongside(
  described: WuhunzhiState,
  played: WuhunzhiState,
  pick: (n: number) => number,
  steps: number,
): number {
  const map = instanceMap(described, played);
  const back = new Map([...map].map(([k, v]) => [v, k]));
  expectSameMatch(described, played, map);
  let n = 0;
  const trail: string[] = [`at ${JSON.stringify(describePosition(played).at)}`];
  for (; n < steps && !played.result; n++) {
    const legal = SEATS.flatMap((s) => legalActions(def, played, s)).filter(
      (a) => a.type !== 'match.concede',
    );
    if (!legal.length) break;
    const action = legal[pick(legal.length)];
    const mirrored = JSON.parse(renamed(action, back)) as Action;
    const r1 = applyAction(def, played, action);
    const r2 = applyAction(def, described, mirrored);
    if (!r1.ok) throw new Error(`played refused ${JSON.stringify(action)}: ${r1.error.text.en}`);
    if (!r2.ok) throw new Error(`described refused ${JSON.stringify(mirrored)}: ${r2.error.text.en}`);
    played = r1.state as WuhunzhiState;
    described = r2.state as WuhunzhiState;
    trail.push(`${action.actor} ${action.type} ${JSON.stringify(action.payload)} -> ${played.phase}`);
    expectSameMatch(described, played, map, trail.join('\n'));
  }
  return n;
}
