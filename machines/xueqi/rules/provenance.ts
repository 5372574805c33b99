/**
 * How each graveyard card got there (E44): kept in `game.graveyardHow` by instance id, derived after every action
 * from the step's records (battle or effect destruction, destruction by its own controller (R9), a discard, an
 * expiry (R43), an extra-summoned creature sent off the field (R20), a resolved rule or value card), with the
 * turn. A card that leaves the graveyard loses its entry. Positions may give it (`graveyard: [{ card, how, turn }]`).
 */
import { SEATS, provenanceUpToDate } from '@/machines/engine';
import type { GraveHow, XueqiState } from '../state';

export type { GraveHow };

export interface Provenance {
  how: GraveHow;
  turn: number;
}

/** The step's records, read for how each card they name reached the graveyard. */
function howOf(e: Record<string, unknown>): GraveHow | null {
  switch (e.type) {
    case 'destroy':
      return e.how === 'battle' ? 'battle' : e.how === 'voluntary' ? 'voluntary' : 'effect';
    case 'supportLeaves':
      return e.why === 'destroy' ? 'effect' : 'discarded';
    case 'discard':
      return 'discarded';
    case 'expire':
      return 'expired';
    case 'leave':
      return e.to === 'graveyard' ? 'sentOff' : null;
    case 'activate':
      return 'resolved';
    default:
      return null;
  }
}

/** Bring `game.graveyardHow` up to date with the graveyards (idempotent; the kernel's settle runs it). */
export function recordProvenance(s: XueqiState): void {
  const g = s.game;
  if (
    provenanceUpToDate(
      SEATS.map((seat) => g.players[seat].graveyard),
      g.graveyardHow,
    )
  )
    return;
  const inGrave = new Set(SEATS.flatMap((seat) => g.players[seat].graveyard));
  for (const id of Object.keys(g.graveyardHow)) if (!inGrave.has(id)) delete g.graveyardHow[id];
  const found = new Map<string, GraveHow>();
  for (const e of s.effects as Array<Record<string, unknown>>) {
    const how = howOf(e);
    if (how && typeof e.id === 'string') found.set(e.id, how);
  }
  for (const seat of SEATS) {
    for (const id of g.players[seat].graveyard) {
      if (g.graveyardHow[id]) continue;
      g.graveyardHow[id] = { how: found.get(id) ?? 'other', turn: g.turnNumber };
    }
  }
}
