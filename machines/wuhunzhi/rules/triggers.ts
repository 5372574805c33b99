/**
 * Simultaneous mandatory triggers (§8.4, R41): the first seat's resolve before the second's, and within one seat
 * the owner chooses the order (`trigger.order`) whenever two or more of its triggers are waiting. A single waiting
 * trigger resolves at once. A queued trigger whose source has left play (or turned face down) no longer resolves.
 */
import { check } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import { boardOf, defOf, isFaceUp, soulDef } from './board';
import { resolveTriggered, stateChecks, triggerUsesLeft } from '../effects/resolve';
import type { WEffect } from '@/content/wuhunzhi/types';
import type { WuhunzhiState } from '../state';

export interface QueuedTrigger {
  seat: Seat;
  card: string;
  effect: number;
}

function skillsOf(s: WuhunzhiState, seat: Seat): Array<{ card: string; skills: WEffect[] }> {
  const b = boardOf(s, seat);
  const out: Array<{ card: string; skills: WEffect[] }> = [];
  for (const id of b.sandField) {
    const d = id && isFaceUp(s, id) ? soulDef(s, id) : null;
    if (id && d) out.push({ card: id, skills: d.skills });
  }
  if (b.general) {
    const d = defOf(s, b.general);
    if (d.type === 'general') out.push({ card: b.general, skills: d.skills });
  }
  return out;
}

const stillActive = (s: WuhunzhiState, t: QueuedTrigger): boolean =>
  skillsOf(s, t.seat).some((x) => x.card === t.card);

/** Queue the triggers named `on` of both seats (first seat first) and resolve what needs no choice. */
export function queueTriggers(s: WuhunzhiState, on: string, filter?: Record<string, unknown>): void {
  const queue: QueuedTrigger[] = [];
  for (const seat of [s.game.first, s.game.second]) {
    for (const src of skillsOf(s, seat)) {
      src.skills.forEach((e, effect) => {
        if (e.kind !== 'triggered' || e.trigger?.on !== on) return;
        if (filter && Object.entries(filter).some(([k, v]) => e.trigger?.filter?.[k] !== v)) return;
        if (!triggerUsesLeft(s, src.card, e, effect)) return; // W55: a spent limit is not queued
        queue.push({ seat, card: src.card, effect });
      });
    }
  }
  if (queue.length) s.game.triggerQueue = queue;
  drainTriggers(s);
}

/** The triggers the seat at the head of the queue may choose to resolve next (empty when no choice is due). */
export function orderOptions(s: WuhunzhiState, seat: Seat): QueuedTrigger[] {
  const q = s.game.triggerQueue;
  if (!q?.length || q[0].seat !== seat) return [];
  const group = q.filter((t) => t.seat === seat);
  return group.length >= 2 ? group : [];
}

function resolveOne(s: WuhunzhiState, t: QueuedTrigger): void {
  const q = s.game.triggerQueue!;
  q.splice(q.indexOf(t), 1);
  if (!q.length) delete s.game.triggerQueue;
  if (s.result || !stillActive(s, t)) return;
  const d = defOf(s, t.card);
  const e = d.type === 'soul' || d.type === 'general' ? d.skills[t.effect] : null;
  if (e) resolveTriggered(s, t.seat, t.card, e, t.effect);
  stateChecks(s);
}

export function drainTriggers(s: WuhunzhiState): void {
  for (;;) {
    const q = s.game.triggerQueue;
    if (!q?.length || s.result) {
      delete s.game.triggerQueue;
      return;
    }
    if (q.filter((t) => t.seat === q[0].seat).length >= 2) return; // the owner chooses the order
    resolveOne(s, q[0]);
  }
}

export function chooseTrigger(s: WuhunzhiState, seat: Seat, card: string, effect: number): void {
  const t = orderOptions(s, seat).find((x) => x.card === card && x.effect === effect);
  check(
    t,
    'ERR_NO_TRIGGER_CHOICE',
    '现在不需要选择这个触发效果的顺序',
    'That trigger is not waiting for you to order it',
    { card, effect },
  );
  resolveOne(s, t);
  drainTriggers(s);
}

export const triggersSettled = (s: WuhunzhiState): boolean => !s.game.triggerQueue?.length;
