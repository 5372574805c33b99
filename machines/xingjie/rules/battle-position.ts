/** Position changes (§5.2, R20): own action phase, once per character per turn, not on the turn it arrived. */
import { check } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { Position, XingjieState } from '../state';
import { P } from './board';
import { mainProblem, priorityToResponder } from './priority';
import type { Problem } from './priority';
import { fireCardTrigger } from '../effects/resolve';

const ALLOWED: Record<Position, Position[]> = {
  attack: ['defense'],
  defense: ['attack'],
  faceDownDefense: ['attack', 'defense'],
};

export function positionProblem(s: XingjieState, seat: Seat, slot: number, to: Position): Problem {
  const m = mainProblem(s, seat);
  if (m) return m;
  const ch = P(s, seat).front[slot];
  if (!ch) return ['ERR_NO_CHARACTER', '该格没有你的角色', 'You have no character in that slot'];
  if (ch.enteredTurn >= s.turn)
    return [
      'ERR_ENTERED_THIS_TURN',
      '该角色登场的回合不能变更表示形式',
      'A character cannot change position on the turn it arrived',
    ];
  if (ch.positionChangedTurn === s.turn)
    return [
      'ERR_POSITION_CHANGED',
      '该角色本回合已经变更过表示形式',
      'That character already changed position this turn',
    ];
  if (!ALLOWED[ch.position].includes(to))
    return [
      'ERR_BAD_POSITION',
      '不能这样变更表示形式（不能变回里侧）',
      'That position change is not allowed (nothing turns face down)',
    ];
  return null;
}

export function changePosition(s: XingjieState, seat: Seat, slot: number, to: Position): void {
  const problem = positionProblem(s, seat, slot, to);
  if (problem) check(false, ...problem);
  const ch = P(s, seat).front[slot]!;
  const flip = ch.position === 'faceDownDefense';
  ch.position = to;
  ch.positionChangedTurn = s.turn;
  s.effects.push({ type: 'positionChanged', seat, slot, to, card: ch.id, flip });
  if (flip) fireCardTrigger(s, seat, ch.id, 'flipped');
  priorityToResponder(s);
}

export const allowedPositions = (from: Position) => ALLOWED[from];
