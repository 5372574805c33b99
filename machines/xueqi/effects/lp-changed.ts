/**
 * The `lpChanged` trigger (§8.2, E45): once a step has changed LP — a player action, the turn start or the turn
 * end, an author ruling — every creature on the field whose triggered effect listens for it resolves, once per
 * LP change, in the order the changes were made; for each change the turn player's creatures first, each side
 * in field order (slots, then the extra area). The trigger filter narrows it: `player` ('self' | 'opponent' |
 * 'any', relative to the creature's controller; default 'any') and `change` ('loss' | 'gain' | 'any'; default
 * 'any'). LP changes made while these triggers resolve do not fire `lpChanged` again (no chains), and nothing
 * fires once the match is decided.
 */
import { otherSeat } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { cardOf } from '../catalog';
import { creaturesOf, findCreature } from '../rules/field';
import type { LpRecord } from '../rules/lp';
import type { XueqiState } from '../state';
import { fireTrigger } from './vocabulary';

/** Whether an `lpChanged` trigger filter of a creature controlled by `seat` takes this LP change. */
export function lpFilterAccepts(
  seat: Seat,
  rec: Pick<LpRecord, 'player' | 'delta'>,
  filter: unknown,
): boolean {
  const f = (filter ?? {}) as { player?: string; change?: string };
  if (f.player === 'self' && rec.player !== seat) return false;
  if (f.player === 'opponent' && rec.player === seat) return false;
  if (f.change === 'loss' && rec.delta >= 0) return false;
  if (f.change === 'gain' && rec.delta <= 0) return false;
  return true;
}

const listens = (s: XueqiState, seat: Seat): boolean =>
  creaturesOf(s.game.players[seat]).some((c) => {
    const card = cardOf(s, s.cards[c.id].cardId);
    return card.kind === 'creature' && Boolean(card.effects?.some((e) => e.trigger?.on === 'lpChanged'));
  });

/**
 * Resolve the `lpChanged` triggers for the LP records `s.effects[from…]` made by the step that just finished.
 * Only custom cards can listen (no starter card has the trigger), so a match without them does nothing here.
 */
export function fireLpChanged(s: XueqiState, from: number): void {
  if (!s.customCards || s.result) return;
  const end = s.effects.length;
  if (from >= end) return;
  const turn = s.game.activePlayer;
  const seats = [turn, otherSeat(turn)];
  if (!seats.some((seat) => listens(s, seat))) return;
  for (let i = from; i < end; i++) {
    const rec = s.effects[i] as unknown as LpRecord;
    if (rec.type !== 'lp' || rec.delta === 0) continue;
    for (const seat of seats) {
      for (const c of creaturesOf(s.game.players[seat])) {
        if (s.result) return;
        if (!findCreature(s, c.id)) continue;
        fireTrigger(s, seat, c.id, 'lpChanged', undefined, (f) => lpFilterAccepts(seat, rec, f));
      }
    }
  }
}
