/** Damage to souls and altars, and the state checks of §6.6 (tapping, altar destruction, the L2 loss). */
import type { Seat } from '@/machines/engine/types';
import { SEATS } from '@/machines/engine/types';
import { boardOf, isFaceUp, markOf, soulDef } from './board';
import { setLoss } from './result';
import type { WuhunzhiState } from '../state';

export function addSoulDamage(s: WuhunzhiState, id: string, amount: number, cause: string): void {
  if (amount <= 0) return;
  markOf(s, id).damage += amount;
  s.effects.push({ type: 'soulDamage', card: id, amount, cause });
}

export function healSoul(s: WuhunzhiState, id: string, amount: number | 'all'): void {
  const m = markOf(s, id);
  const healed = amount === 'all' ? m.damage : Math.min(m.damage, amount);
  if (healed <= 0) return;
  m.damage -= healed;
  s.effects.push({ type: 'soulHealed', card: id, amount: healed });
}

/** Damage an altar; it counts toward initiative (R28) whatever its source. Destroyed altars take no more. */
export function addAltarDamage(
  s: WuhunzhiState,
  seat: Seat,
  index: number,
  amount: number,
  cause: string,
): void {
  const a = boardOf(s, seat).altars[index];
  if (a.destroyed || amount <= 0) return;
  const before = a.damage;
  a.damage += amount;
  const counted =
    s.config.initiativeDamageMeasure === 'applied'
      ? amount
      : Math.max(0, Math.min(amount, s.config.altarDestroyThreshold - before));
  s.game.altarDamageTakenThisRound[seat] += counted;
  s.effects.push({ type: 'altarDamage', seat, altar: index, amount, cause });
}

export function healAltar(s: WuhunzhiState, seat: Seat, index: number, amount: number | 'all'): void {
  const a = boardOf(s, seat).altars[index];
  if (a.destroyed) return; // 「被破坏后是无法修复的」
  const healed = amount === 'all' ? a.damage : Math.min(a.damage, amount);
  if (healed <= 0) return;
  a.damage -= healed;
  s.effects.push({ type: 'altarHealed', seat, altar: index, amount: healed });
}

/** An altar destroyed by the state checks whose Soul Burst (variant B.1) is due to resolve. */
export interface Burst {
  seat: Seat;
  id: string;
}

/**
 * §6.6 steps 1–3: tap damaged souls, destroy altars at the threshold, then the altar loss check. Returns the
 * destroyed altars whose Soul Burst must resolve now (variant on, and the destruction did not end the match);
 * stateChecks (effects/resolve.ts) resolves them and checks again.
 */
export function checkState(s: WuhunzhiState, tapped: string[] = []): Burst[] {
  if (s.result) return [];
  for (const seat of SEATS) {
    for (const id of boardOf(s, seat).sandField) {
      if (!id || !isFaceUp(s, id)) continue;
      const d = soulDef(s, id);
      const m = markOf(s, id);
      if (d && !m.tapped && m.damage >= d.basePower) {
        m.tapped = true;
        tapped.push(id);
        s.effects.push({ type: 'tapped', card: id });
      }
    }
  }
  const bursts: Burst[] = [];
  for (const seat of SEATS) {
    boardOf(s, seat).altars.forEach((a, i) => {
      if (a.destroyed || a.damage < s.config.altarDestroyThreshold) return;
      a.destroyed = true;
      a.faceUp = true;
      s.effects.push({ type: 'altarDestroyed', seat, altar: i });
      bursts.push({ seat, id: a.id });
    });
  }
  const losers = SEATS.filter(
    (seat) => boardOf(s, seat).altars.filter((a) => a.destroyed).length >= s.config.altarsToLose,
  );
  if (s.config.variants.soulBurst && bursts.length && !losers.length) return bursts;
  if (losers.length) setLoss(s, losers, 'altarsDestroyed');
  return [];
}
