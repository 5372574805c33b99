/** Test helpers for 武魂志: setups with the starter decks, a state builder, and action shorthands. */
import { applyAction, createMatchOrThrow, legalActions } from '@/machines/engine';
import type { Action, MatchSetup, Seat } from '@/machines/engine';
import { wuhunzhi } from '@/machines/wuhunzhi';
import type { WuhunzhiConfig } from '@/machines/wuhunzhi/config';
import type { WuhunzhiState } from '@/machines/wuhunzhi/types';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';

export const def = wuhunzhi;

export function setupFor(seed: number, extra: Partial<MatchSetup<WuhunzhiConfig>> = {}): MatchSetup<WuhunzhiConfig> {
  return {
    gameId: 'wuhunzhi',
    rulesVersion: wuhunzhi.rulesVersion,
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed,
    decks: { p1: DECK_JIXIA, p2: DECK_HULANG },
    firstPlayer: 'p1',
    ...extra,
  };
}

export const newMatch = (seed = 1, extra: Partial<MatchSetup<WuhunzhiConfig>> = {}): WuhunzhiState =>
  createMatchOrThrow<WuhunzhiState>(wuhunzhi, setupFor(seed, extra));

/** Apply an action and return the new state; throws with the refusal otherwise. */
export function act(s: WuhunzhiState, actor: Seat, type: string, payload: object = {}): WuhunzhiState {
  const r = applyAction(wuhunzhi, s, { type, actor, payload });
  if (!r.ok) throw new Error(`${type} refused: ${r.error.code} ${r.error.text.en}`);
  return r.state as WuhunzhiState;
}

export function refusal(s: WuhunzhiState, actor: Seat, type: string, payload: object = {}): string {
  const r = applyAction(wuhunzhi, s, { type, actor, payload });
  if (r.ok) throw new Error(`${type} was accepted`);
  return r.error.code;
}

export const legal = (s: WuhunzhiState, seat: Seat): Action[] => legalActions(wuhunzhi, s, seat).filter((a) => a.type !== 'match.concede');

/** Do both setup choices with the first general and altar 0. */
export function pastSetup(s: WuhunzhiState): WuhunzhiState {
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const b = s.game.boards[seat];
    s = act(s, seat, 'setup.choose', { general: b.generalStack[0], reserves: b.generalStack.slice(1), altar: 0 });
  }
  return s;
}
