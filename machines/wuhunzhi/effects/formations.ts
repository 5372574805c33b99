/** Formations (§8.6, R36): a general's formation is active in the battle phase while P's soul cells match it exactly. */
import type { FormationDef } from '@/content/wuhunzhi/types';
import type { Seat } from '@/machines/engine/types';
import { boardOf, defOf, soulCells } from '../rules/board';
import type { WuhunzhiState } from '../state';

export const inBattle = (s: WuhunzhiState): boolean => s.phase.startsWith('match.round.battle');

export function isFormationActive(s: WuhunzhiState, seat: Seat, f: FormationDef): boolean {
  if (!inBattle(s)) return false;
  if (!boardOf(s, seat).general) return false;
  const cells = soulCells(s, seat);
  if (cells.length !== f.cells.length) return false;
  return f.cells.every((c) => cells.includes(c));
}

export function activeFormations(s: WuhunzhiState, seat: Seat): FormationDef[] {
  const g = boardOf(s, seat).general;
  if (!g) return [];
  const d = defOf(s, g);
  return d.type === 'general' ? d.formations.filter((f) => isFormationActive(s, seat, f)) : [];
}
