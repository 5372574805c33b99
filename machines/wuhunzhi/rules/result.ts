/** Win/loss/draw (§7): results are set the instant a condition holds; both at once is a draw (R37). */
import type { Seat } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import type { WuhunzhiState } from '../state';

/** Why a seat lost, as the result tells it after the player's name. */
export const LOSS_REASONS: Record<string, { zh: string; en: string }> = {
  altarsDestroyed: { zh: '祭坛被破坏四个', en: 'four altars destroyed' },
  cannotReachFive: { zh: '手牌无法达到5张', en: 'the hand cannot reach five cards' },
  noBuildAction: { zh: '建设阶段三种行为都无法进行', en: 'no construction action was possible' },
  simultaneous: { zh: '双方同时满足判负条件', en: 'both players lost at the same instant' },
};

/** The match is decided (the chart's global exit to gameOver is guarded by this). */
export const isOver = (s: WuhunzhiState): boolean => s.result !== null;

export function setLoss(s: WuhunzhiState, losers: Seat[], reason: string): void {
  if (s.result || !losers.length) return;
  if (losers.length >= 2) {
    s.result = { winner: null, reason: 'simultaneous', text: LOSS_REASONS.simultaneous };
  } else {
    const base = LOSS_REASONS[reason];
    const name = s.players[losers[0]].name;
    s.result = {
      winner: otherSeat(losers[0]),
      reason,
      text: { zh: `${name}${base.zh}`, en: `${name}: ${base.en}` },
    };
  }
  s.effects.push({ type: 'gameOver', losers, reason });
}
