/**
 * Revealing cards on the sand field and what fires then: a soul's {触}[翻开] (onReveal), a special trap whose
 * timing is [翻开], and an ordinary trap only when revealed by an opponent's attack (§8.1, R18, R19, R43).
 */
import type { Seat } from '@/machines/engine/types';
import { defOf, markOf, ownerOf, soulDef, toDiscard } from './board';
import { fireTriggered, runEffect, stateChecks } from '../effects/resolve';
import type { WuhunzhiState } from '../state';

export type RevealCause = 'scout' | 'act' | 'attacked' | 'effect';

/** Turn a sand-field card face up; resolves what its type and the cause allow. */
export function revealOnField(s: WuhunzhiState, id: string, cause: RevealCause): void {
  const m = markOf(s, id);
  if (m.faceUp) return;
  m.faceUp = true;
  const seat: Seat = ownerOf(s, id);
  s.effects.push({ type: 'revealed', card: id, cause });
  const d = defOf(s, id);
  if (d.type === 'soul') {
    fireTriggered(s, seat, id, d.skills, 'onReveal');
  } else if (d.type === 'trap') {
    const fires = d.trapKind === 'special' ? d.trapTiming === 'onReveal' : cause === 'attacked';
    if (fires) {
      runEffect(s, { controller: seat, source: id, effect: d.effect, choice: {} });
      // R40: a trap that activated goes to the discard pile once resolved.
      if (!s.result) {
        s.effects.push({ type: 'trapSpent', card: id });
        toDiscard(s, id, 'trap');
      }
    } else if (d.trapKind === 'ordinary') {
      m.dead = true; // revealed otherwise than by an attack: it will never fire (R18)
    }
  }
  stateChecks(s);
}

export const isTrapCard = (s: WuhunzhiState, id: string): boolean => defOf(s, id).type === 'trap';
export const isSoulCard = (s: WuhunzhiState, id: string): boolean => soulDef(s, id) !== null;
