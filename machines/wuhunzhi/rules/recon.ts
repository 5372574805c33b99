/** Reconnaissance phase (§5.6): one scout of a face-down card on the opponent's sand field (R18), or pass. */
import { check } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import { boardOf, isFaceUp } from './board';
import { inStep } from './flow';
import { revealOnField } from './reveal';
import type { WuhunzhiState } from '../state';

export function scoutOptions(s: WuhunzhiState, seat: Seat): number[] {
  if (!inStep(s, seat, 'reconnaissance') || s.game.scoutedThisRound[seat]) return [];
  return boardOf(s, otherSeat(seat)).sandField.flatMap((id, i) => (id && !isFaceUp(s, id) ? [i + 1] : []));
}

export function scout(s: WuhunzhiState, seat: Seat, cell: number): void {
  check(
    inStep(s, seat, 'reconnaissance'),
    'ERR_NOT_RECON',
    '只能在自己的侦察阶段侦察',
    'You can scout only in your reconnaissance step',
  );
  check(
    !s.game.scoutedThisRound[seat],
    'ERR_ALREADY_SCOUTED',
    '本回合已经侦察过了',
    'You have already scouted this round',
  );
  check(
    scoutOptions(s, seat).includes(cell),
    'ERR_NOT_FACE_DOWN',
    '只能翻开对方沙场上盖着的卡',
    "Only a face-down card on the opponent's sand field can be scouted",
    { cell },
  );
  s.game.scoutedThisRound[seat] = true;
  const id = boardOf(s, otherSeat(seat)).sandField[cell - 1]!;
  s.effects.push({ type: 'scouted', seat, cell });
  revealOnField(s, id, 'scout');
  s.game.stepDone = true;
}
