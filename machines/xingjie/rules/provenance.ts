/**
 * How each graveyard card got there (ruling 43): `game.graveyardHow` by instance id, written where a card is put
 * into a graveyard (rules/board.ts toPile and the few direct pushes say how) with the turn. After every action the
 * kernel's settle drops the entries of cards that have left the graveyard (special-summoned, banished, moved by a
 * ruling) and gives any graveyard card without one `other` (idempotent).
 */
import { provenanceUpToDate, type Seat } from '@/machines/engine';
import type { GraveHow, XingjieState } from '../state';

export type { GraveHow };

export const GRAVE_HOWS: readonly GraveHow[] = [
  'battle',
  'effect',
  'sent',
  'resolved',
  'negated',
  'broken',
  'hostLeft',
  'replaced',
  'discarded',
  'cost',
  'tribute',
  'ruling',
  'other',
];

/** Record that `id` has just been put into its owner's graveyard, and how. */
export function recordGrave(s: XingjieState, id: string, how: GraveHow): void {
  (s.game.graveyardHow ??= {})[id] = { how, turn: s.turn };
}

/** Bring `game.graveyardHow` up to date with the graveyards (the kernel's settle runs it after every action). */
export function settleProvenance(s: XingjieState): void {
  const g = s.game;
  const how = (g.graveyardHow ??= {});
  if (provenanceUpToDate([g.players.p1.graveyard, g.players.p2.graveyard], how)) return;
  const inGrave = new Set<string>();
  for (const seat of ['p1', 'p2'] as Seat[])
    for (const id of g.players[seat].graveyard) {
      inGrave.add(id);
      if (!how[id]) how[id] = { how: 'other', turn: s.turn };
    }
  for (const id of Object.keys(how)) if (!inGrave.has(id)) delete how[id];
}
