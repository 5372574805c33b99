/** Deployment phase (§5.4): deploy altar occupants, return field souls to altars, move them (R11–R13). */
import { check } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import { boardOf, countsAsSoul, defOf, isFaceUp, isSoul, markOf, soulDef } from './board';
import { inStep } from './flow';
import { altarLevel } from '../effects/power';
import type { WuhunzhiState } from '../state';

/** May this occupant be deployed this round? (R11, `deployOnlyLastRoundSummons`) */
export function isDeployable(s: WuhunzhiState, id: string): boolean {
  const entered = markOf(s, id).enteredRound;
  if (entered === s.game.round) return false;
  return !s.config.deployOnlyLastRoundSummons || entered === s.game.round - 1;
}

/** A field card that may be moved or returned: a soul, or any face-down card (R13). */
export function isMovable(s: WuhunzhiState, id: string): boolean {
  if (s.config.faceDownCountsAsSoulForMovement) return countsAsSoul(s, id);
  return isSoul(s, id);
}

export function canReturnTo(s: WuhunzhiState, seat: Seat, id: string, altar: number): boolean {
  const a = boardOf(s, seat).altars[altar];
  if (!a || !a.faceUp || a.occupant) return false;
  if (!isFaceUp(s, id) && a.destroyed) return false;
  if (s.config.returnRequiresGrade) {
    const d = defOf(s, id);
    const grade = d.type === 'soul' ? d.soulGrade : 0;
    if (grade > altarLevel(s, seat, altar)) return false;
  }
  return true;
}

const cellOk = (cell: number) => Number.isInteger(cell) && cell >= 1 && cell <= 9;

/** Every deployment move is refused outside `seat`'s own deployment step. */
function checkDeploymentStep(s: WuhunzhiState, seat: Seat): void {
  check(
    inStep(s, seat, 'deployment'),
    'ERR_NOT_DEPLOYMENT',
    '只能在自己的布阵阶段布阵',
    'You can deploy only in your deployment step',
  );
}

/** In `seat`'s deployment step, the card on one of its sand-field cells (refused on an empty cell). */
function fieldCard(s: WuhunzhiState, seat: Seat, cell: number) {
  checkDeploymentStep(s, seat);
  const b = boardOf(s, seat);
  const id = cellOk(cell) ? b.sandField[cell - 1] : null;
  check(id, 'ERR_CELL_EMPTY', '这个格子没有卡', 'That cell is empty', { cell });
  return { b, id };
}

export function deploy(s: WuhunzhiState, seat: Seat, altar: number, cell: number): void {
  checkDeploymentStep(s, seat);
  const b = boardOf(s, seat);
  const a = b.altars[altar];
  check(a && a.occupant, 'ERR_NO_OCCUPANT', '这个祭坛中没有卡', 'That altar holds no card', { altar });
  check(
    isDeployable(s, a.occupant),
    'ERR_ENTERED_THIS_ROUND',
    '本回合进入祭坛的卡不能布阵',
    'A card that entered the altar this round cannot be deployed',
    { altar },
  );
  check(
    cellOk(cell) && b.sandField[cell - 1] === null,
    'ERR_CELL_OCCUPIED',
    '只能放到沙场上未放置卡的格子',
    'The cell must be an empty cell of your sand field',
    { cell },
  );
  const id = a.occupant;
  a.occupant = null;
  b.sandField[cell - 1] = id;
  s.effects.push({ type: 'deployed', seat, card: id, altar, cell, faceUp: isFaceUp(s, id) });
}

export function returnToAltar(s: WuhunzhiState, seat: Seat, cell: number, altar: number): void {
  const { b, id } = fieldCard(s, seat, cell);
  check(
    isMovable(s, id),
    'ERR_NOT_MOVABLE',
    '翻开的陷阱卡不能放回祭坛',
    'A face-up trap cannot be returned',
    { cell },
  );
  check(
    canReturnTo(s, seat, id, altar),
    'ERR_ALTAR_UNAVAILABLE',
    '只能放回自己已翻开且没有卡的祭坛（盖着的卡不能放回被破坏的祭坛）',
    'The altar must be yours, face up and empty (and not destroyed for a face-down card)',
    { altar },
  );
  b.sandField[cell - 1] = null;
  b.altars[altar].occupant = id;
  const m = markOf(s, id);
  m.damage = 0; // 「灵魂卡所受到的伤害只有在将他放回祭坛后才能恢复」
  m.tapped = false;
  m.enteredRound = s.game.round;
  s.effects.push({
    type: 'returned',
    seat,
    card: id,
    cell,
    altar,
    faceUp: m.faceUp,
    soul: soulDef(s, id) !== null || !m.faceUp,
  });
}

export function moveSoul(s: WuhunzhiState, seat: Seat, cell: number, toCell: number): void {
  const { b, id } = fieldCard(s, seat, cell);
  check(isMovable(s, id), 'ERR_NOT_MOVABLE', '翻开的陷阱卡不能移动', 'A face-up trap cannot be moved', {
    cell,
  });
  check(
    cellOk(toCell) && b.sandField[toCell - 1] === null,
    'ERR_CELL_OCCUPIED',
    '只能移到沙场上未放置卡的格子',
    'The target cell must be empty',
    { toCell },
  );
  b.sandField[cell - 1] = null;
  b.sandField[toCell - 1] = id;
  s.effects.push({ type: 'movedSoul', seat, card: id, from: cell, to: toCell });
}
