/** The support area (R11): persistent rule and value cards. */
import type { XueqiState } from '../state';

/** A persistent card leaves to its owner's graveyard; nobody gains LP (「破壞【規則卡】無生命值恢復」). */
export function supportToGraveyard(s: XueqiState, id: string, why: 'destroy' | 'discard'): boolean {
  for (const seat of ['p1', 'p2'] as const) {
    const area = s.game.players[seat].supportArea;
    const at = area.findIndex((x) => x.id === id);
    if (at < 0) continue;
    area.splice(at, 1);
    s.game.players[s.cards[id].owner].graveyard.push(id);
    s.effects.push({ type: 'supportLeaves', seat, id, card: s.cards[id].cardId, why });
    return true;
  }
  return false;
}
