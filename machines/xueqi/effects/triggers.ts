/**
 * Triggered effects (§8.2): 'summoned', 'destroyed', 'attacks' (as lead) and 'attacked' fire for the creature
 * itself; 'turnStart' and 'turnEnd'
 * fire for the turn player's creatures. Triggered effects take no chosen targets (content lint enforces it):
 * they name 'self' or a group, so nothing is picked for the player.
 */
import { evalCondition, runOps } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { getCard } from '../catalog';
import type { XueqiState } from '../types';
import { canPay } from '../rules/lp';
import { creaturesOf, findCreature } from '../rules/field';
import { makeCtx, usageKey } from './activation';
import type { EffectSource } from './activation';
import { vocabulary } from './vocabulary';

export function fireTrigger(s: XueqiState, seat: Seat, id: string, on: string, cardId?: string): void {
  const card = getCard(cardId ?? s.cards[id].cardId);
  if (card.kind !== 'creature' || !card.effects) return;
  card.effects.forEach((effect, effectIndex) => {
    if (effect.kind !== 'triggered' || effect.trigger?.on !== on) return;
    const src: EffectSource = { kind: 'creature', id, cardId: card.id, rank: card.rank, effectIndex };
    const ctx = makeCtx(s, seat, src, effect, [], null);
    const g = s.game;
    if (effect.limit) {
      const u = g.usage[usageKey(src, seat)];
      const used = !u ? 0 : effect.limit.per === 'game' ? u.game : u.turn === g.turnNumber ? u.count : 0;
      if (used >= effect.limit.count) return;
    }
    if (!evalCondition(vocabulary, ctx, effect.condition as never)) return;
    const cost = (effect.cost ?? []).reduce((n, o) => n + (o.op === 'payLp' ? Number(o.amount ?? 0) : 0), 0);
    if (!canPay(s, seat, cost)) return;
    if (effect.limit) {
      const key = usageKey(src, seat);
      const u = g.usage[key] ?? { turn: g.turnNumber, count: 0, game: 0 };
      if (u.turn !== g.turnNumber) {
        u.turn = g.turnNumber;
        u.count = 0;
      }
      u.count += 1;
      u.game += 1;
      g.usage[key] = u;
    }
    s.effects.push({ type: 'trigger', seat, id, card: card.id, on });
    if (effect.cost) runOps(vocabulary, ctx, effect.cost);
    runOps(vocabulary, ctx, effect.ops);
  });
}

/** turnStart / turnEnd triggers of the turn player's creatures (a snapshot: creatures that leave meanwhile skip). */
export function fireTurnTriggers(s: XueqiState, seat: Seat, on: 'turnStart' | 'turnEnd'): void {
  for (const c of creaturesOf(s.game.players[seat])) {
    if (findCreature(s, c.id)) fireTrigger(s, seat, c.id, on);
  }
}
