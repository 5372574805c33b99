/**
 * Target selectors of the 武魂志 vocabulary. Triggered and continuous effects name their targets with a
 * selector (self, ownSouls, attacker …), so they resolve without a hidden pick; activated effects and events may
 * use `chosenCard`, chosen in the activating action's payload.
 */
import type { Seat } from '@/machines/engine/types';
import { boardOf, cellOf, isFaceUp, isTapped, ownerOf, rowOf, soulDef } from '../rules/board';
import type { WuhunzhiState } from '../state';
import type { EffectCtx } from './context';

export const SELECTORS = [
  'self',
  'ownSouls',
  'opponentSouls',
  'allSouls',
  'attacker',
  'attackTarget',
  'chosenCard',
] as const;

/** Row counted from the front (row 1 faces the opponent, R29; `frontRow: 'bottom'` flips it). */
export const frontRowOf = (s: WuhunzhiState, cell: number): number =>
  s.config.frontRow === 'top' ? rowOf(cell) : 4 - rowOf(cell);

const faceUpSouls = (s: WuhunzhiState, seat: Seat): string[] =>
  boardOf(s, seat).sandField.filter((id): id is string => !!id && isFaceUp(s, id) && soulDef(s, id) !== null);

function passes(s: WuhunzhiState, id: string, filter: Record<string, unknown> | undefined): boolean {
  if (!filter) return true;
  const d = soulDef(s, id);
  if (filter.attribute !== undefined && d?.attribute !== filter.attribute) return false;
  if (filter.tapped !== undefined && isTapped(s, id) !== filter.tapped) return false;
  if (filter.row !== undefined) {
    const cell = cellOf(boardOf(s, ownerOf(s, id)), id);
    if (!cell || frontRowOf(s, cell) !== filter.row) return false;
  }
  if (filter.maxBasePower !== undefined && (d?.basePower ?? 0) > Number(filter.maxBasePower)) return false;
  return true;
}

export function selectCards(ctx: EffectCtx, selector: string, filter?: Record<string, unknown>): string[] {
  const { s } = ctx;
  const other: Seat = ctx.controller === 'p1' ? 'p2' : 'p1';
  let ids: string[];
  switch (selector) {
    case 'self':
      ids = [ctx.source];
      break;
    case 'ownSouls':
      ids = faceUpSouls(s, ctx.controller);
      break;
    case 'opponentSouls':
      ids = faceUpSouls(s, other);
      break;
    case 'allSouls':
      ids = [...faceUpSouls(s, 'p1'), ...faceUpSouls(s, 'p2')];
      break;
    case 'attacker':
      ids = s.game.attack ? [s.game.attack.attacker] : [];
      break;
    case 'attackTarget': {
      const a = s.game.attack;
      ids = a && a.target.kind === 'card' && a.targetCard ? [a.targetCard] : [];
      break;
    }
    case 'chosenCard': {
      const t = ctx.choice.target;
      const id = t ? boardOf(s, t.seat).sandField[t.cell - 1] : null;
      ids = id ? [id] : [];
      break;
    }
    default:
      ids = [];
  }
  return ids.filter((id) => passes(s, id, filter));
}

export function matchesSelector(
  ctx: EffectCtx,
  selector: string,
  id: string,
  filter?: Record<string, unknown>,
): boolean {
  return selectCards(ctx, selector, filter).includes(id);
}
