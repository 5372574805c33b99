/**
 * Priority windows (§8.4). A window offers priority in its order; a seat with priority may activate effects one
 * after another and gives it up with `window.pass`. A seat is offered priority only while it has a usable
 * activated effect (public information, see activation.ts), so idle windows close at once (ruling W1).
 */
import { check } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import { activationOptions } from './activation';
import type { WuhunzhiState } from '../state';

export type WindowOrder = 'first' | 'second' | 'defender' | 'attacker';

function orderOf(s: WuhunzhiState, order: WindowOrder): Seat[] {
  const lead =
    order === 'first'
      ? s.game.first
      : order === 'second'
        ? s.game.second
        : (s.game.attack?.attackerSeat ?? s.game.first);
  const head = order === 'defender' ? otherSeat(lead) : lead;
  return [head, otherSeat(head)];
}

export function openWindow(s: WuhunzhiState, id: string, order: WindowOrder): void {
  if (id === 'battle.afterAttack' && !s.game.attack?.completed) {
    s.game.window = null;
    return;
  }
  s.game.window = { id, queue: orderOf(s, order) };
  skipIdle(s);
}

/** Drop seats from the head of the queue that have nothing to activate. */
export function skipIdle(s: WuhunzhiState): void {
  const w = s.game.window;
  if (!w) return;
  while (w.queue.length && activationOptions(s, w.queue[0], w.id).length === 0) w.queue.shift();
  if (!w.queue.length) s.game.window = null;
}

export function passWindow(s: WuhunzhiState, seat: Seat): void {
  const w = s.game.window;
  check(w && w.queue[0] === seat, 'ERR_NO_PRIORITY', '你现在没有优先权', 'You do not hold priority now');
  w.queue.shift();
  s.effects.push({ type: 'windowPass', seat, window: w.id });
  skipIdle(s);
}
