/** Test helpers for 武魂志 starting positions: setups and matches from a position, refusals, card ids of a state. */
import { createMatch, view } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import type { WuhunzhiConfig } from '@/machines/wuhunzhi/config';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import type { WuhunzhiBoardView } from '@/machines/wuhunzhi/view';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';
import { EXAMPLE_POSITIONS } from '@/content/wuhunzhi/positions';
import { def, newMatch, setupFor } from './helpers';

export const DECKS = { p1: DECK_JIXIA, p2: DECK_HULANG };
export const withPosition = (
  position: unknown,
  extra: Partial<MatchSetup<WuhunzhiConfig>> = {},
  seed = 5,
): MatchSetup<WuhunzhiConfig> => setupFor(seed, { position, ...extra });
export const fromPosition = (position: unknown, extra: Partial<MatchSetup<WuhunzhiConfig>> = {}, seed = 5) =>
  newMatch(seed, { position, ...extra });
export const cid = (s: WuhunzhiState, id: string | null) => (id ? s.cards[id].cardId : null);
export const ids = (s: WuhunzhiState, list: readonly (string | null)[]) => list.map((id) => cid(s, id));
export const example = (id: string) => EXAMPLE_POSITIONS.find((e) => e.id === id)!;
export const boardView = (s: WuhunzhiState, p: 'p1' | 'p2' | 'omniscient') =>
  view(def, s, p).board as WuhunzhiBoardView;

/** Refusal of a position: the code and the zh/en message (nothing is created). */
export function refusal(position: unknown, extra: Partial<MatchSetup<WuhunzhiConfig>> = {}) {
  const r = createMatch(def, withPosition(position, extra));
  if (!('code' in r)) throw new Error('the position was accepted');
  return { code: r.code, zh: r.text.zh, en: r.text.en, details: r.details };
}
