/** General replacement (§5.9): destruction flips the next reserve; a forced switch picks one from the stack. */
import type { Seat } from '@/machines/engine/types';
import { boardOf, defOf, soulDef, toDiscard, toSoulYard } from './board';
import type { WuhunzhiState } from '../state';

const nameZh = (s: WuhunzhiState, id: string): string | null => {
  const d = defOf(s, id);
  return d.type === 'general' ? d.name.zh : (soulDef(s, id)?.name?.zh ?? null);
};

/** Souls on the sand field named like the new general go to the discard pile. */
function namesakeCleanup(s: WuhunzhiState, seat: Seat): void {
  const b = boardOf(s, seat);
  if (!b.general) return;
  const name = nameZh(s, b.general);
  for (const id of [...b.sandField]) {
    if (id && soulDef(s, id) && nameZh(s, id) === name) {
      toDiscard(s, id, 'namesake');
      s.effects.push({ type: 'namesakeDiscarded', card: id, seat });
    }
  }
}

export function destroyGeneral(s: WuhunzhiState, seat: Seat): void {
  const b = boardOf(s, seat);
  const old = b.general;
  if (!old) return;
  toSoulYard(s, old, false, 'general'); // inert there (R35)
  const next = b.generalStack.shift() ?? null;
  b.general = next;
  if (next) s.game.marks[next].faceUp = true; // the next reserve is flipped face up (§5.9)
  s.effects.push({ type: 'generalDestroyed', seat, card: old, next });
  if (next) namesakeCleanup(s, seat);
}

export function forceSwitchGeneral(s: WuhunzhiState, seat: Seat, target: string): void {
  const b = boardOf(s, seat);
  const at = b.generalStack.indexOf(target);
  if (at < 0 || !b.general) return;
  b.generalStack.splice(at, 1);
  b.generalStack.push(b.general);
  const old = b.general;
  b.general = target;
  // The new general is face up; the old one joins the face-down reserves.
  s.game.marks[target].faceUp = true;
  s.game.marks[old].faceUp = false;
  s.effects.push({ type: 'generalSwitched', seat, card: old, next: target });
  namesakeCleanup(s, seat);
}
