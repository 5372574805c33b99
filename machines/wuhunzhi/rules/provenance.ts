/**
 * How each card in a pile got there (W52): `game.pileHow` by instance id, written where a card enters the soul
 * yard, discard pile or banished zone (rules/board.ts: toSoulYard, toDiscard, toBanished say how) with the round.
 * After every action the kernel's settle drops the entries of cards that have left the piles (a soul bound to an
 * altar or summoned from the yard) and gives any pile card without one `other` (idempotent).
 */
import { SEATS } from '@/machines/engine/types';
import { provenanceUpToDate } from '@/machines/engine/provenance';
import type { PileHow, WuhunzhiState } from '../state';

export type { PileHow };

export const PILE_HOWS: readonly PileHow[] = [
  'battle',
  'tapped',
  'effect',
  'trap',
  'spent',
  'resolved',
  'expired',
  'replaced',
  'discarded',
  'namesake',
  'general',
  'recovered',
  'ruling',
  'other',
];

/** The piles that keep provenance. */
export const PILES = ['soulYard', 'discardPile', 'banished'] as const;

function* piles(s: WuhunzhiState): Generator<readonly string[]> {
  for (const seat of SEATS) for (const pile of PILES) yield s.game.boards[seat][pile];
}

export function settleProvenance(s: WuhunzhiState): void {
  const g = s.game;
  if (provenanceUpToDate(piles(s), g.pileHow)) return;
  const inPile = new Set<string>();
  for (const seat of SEATS)
    for (const pile of PILES)
      for (const id of g.boards[seat][pile]) {
        inPile.add(id);
        if (!g.pileHow[id]) g.pileHow[id] = { how: 'other', turn: g.round };
      }
  for (const id of Object.keys(g.pileHow)) if (!inPile.has(id)) delete g.pileHow[id];
}
