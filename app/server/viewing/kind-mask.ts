/**
 * Ruling V5 (app/ui/viewer/README.md), shared by the reader's windows and chapter drafts: a card kind a game
 * names openly (`{ cardId }` in a sentence: a Fate-Drawn card, a searched card) reads as a hidden card for a seat
 * when an instance of that kind is hidden from the seat before and after the step and none is in its views of
 * those two moments. Pure.
 */
import 'server-only';
import type { AnyGameDefinition, MatchState, Narration, Seat, Segment } from '@/machines/engine';
import { collectCardIds } from './redact';

/** Card kinds a sentence may not name openly to `seat`; `boards` are its views' boards before and after. */
export function kindMask(
  def: AnyGameDefinition,
  before: MatchState,
  after: MatchState,
  seat: Seat,
  boards: readonly [unknown, unknown],
): Set<string> {
  const was = new Set(def.hiddenFrom(before, seat));
  const shown = collectCardIds(boards[1], collectCardIds(boards[0]));
  const out = new Set<string>();
  for (const id of def.hiddenFrom(after, seat)) {
    const kind = (after.cards[id] ?? before.cards[id])?.cardId;
    if (was.has(id) && kind && !shown.has(kind)) out.add(kind);
  }
  return out;
}

/** The narration with each openly named kind in `mask` told as a hidden card. */
export function maskKinds(n: Narration, mask: ReadonlySet<string>): Narration {
  if (mask.size === 0) return n;
  const one = (segs: readonly Segment[]): Segment[] =>
    segs.map((x) => (typeof x === 'object' && 'cardId' in x && mask.has(x.cardId) ? { card: '' } : x));
  return { zh: one(n.zh), en: one(n.en) };
}
