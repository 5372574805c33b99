/**
 * Targets: which instances a TargetDef may choose (its `filter`), and what an op's `target` reference names.
 *
 * Filter fields (a conjunction): zone 'creature' (default) | 'support' | 'hand'; side 'own' | 'enemy' | 'any'
 * (default 'any'; hand is always the controller's own); minRank/maxRank; maxLife; maxAtk; kind (support:
 * 'rule' | 'value'); extra (creature: extra-summoned or not); notSelf.
 */
import type { Seat } from '@/machines/engine';
import { otherSeat } from '@/machines/engine';
import { cardOf } from '../catalog';
import { atkOf, creaturesOf, findCreature, lifeOf } from '../rules/field';
import type { XueqiState } from '../state';
import type { EffectCtx } from './context';

export type Filter = Record<string, unknown>;

const sidesOf = (seat: Seat, side: unknown): Seat[] =>
  side === 'own' ? [seat] : side === 'enemy' ? [otherSeat(seat)] : [seat, otherSeat(seat)];

function rankOk(rank: number, f: Filter): boolean {
  if (typeof f.minRank === 'number' && rank < f.minRank) return false;
  if (typeof f.maxRank === 'number' && rank > f.maxRank) return false;
  return true;
}

/** Every instance id a TargetDef with `filter` may choose, in field order (slots, extra, support, hand). */
export function targetCandidates(
  s: XueqiState,
  seat: Seat,
  sourceId: string | null,
  filter: Filter = {},
): string[] {
  const out: string[] = [];
  const zone = filter.zone ?? 'creature';
  if (zone === 'creature') {
    for (const side of sidesOf(seat, filter.side)) {
      for (const c of creaturesOf(s.game.players[side])) {
        if (filter.notSelf && c.id === sourceId) continue;
        if (typeof filter.extra === 'boolean' && c.extra !== filter.extra) continue;
        if (!rankOk(cardOf(s, s.cards[c.id].cardId).rank, filter)) continue;
        if (typeof filter.maxLife === 'number' && lifeOf(s, c) > filter.maxLife) continue;
        if (typeof filter.maxAtk === 'number' && atkOf(s, c) > filter.maxAtk) continue;
        out.push(c.id);
      }
    }
  } else if (zone === 'support') {
    for (const side of sidesOf(seat, filter.side)) {
      for (const sup of s.game.players[side].supportArea) {
        if (filter.kind && sup.kind !== filter.kind) continue;
        if (!rankOk(cardOf(s, s.cards[sup.id].cardId).rank, filter)) continue;
        out.push(sup.id);
      }
    }
  } else if (zone === 'hand') {
    for (const id of s.game.players[seat].hand) {
      if (id === sourceId) continue;
      const card = cardOf(s, s.cards[id].cardId);
      if (filter.kind && card.kind !== filter.kind) continue;
      if (!rankOk(card.rank, filter)) continue;
      out.push(id);
    }
  }
  return out;
}

/** Deck cards (content ids, distinct, in deck order) matching a deck-pick filter. */
export function deckPickOptions(s: XueqiState, seat: Seat, filter: Filter = {}): string[] {
  const seen = new Set<string>();
  for (const id of s.game.players[seat].deck) {
    const cardId = s.cards[id].cardId;
    if (seen.has(cardId)) continue;
    const card = cardOf(s, cardId);
    if (filter.kind && card.kind !== filter.kind) continue;
    if (!rankOk(card.rank, filter)) continue;
    seen.add(cardId);
  }
  return [...seen];
}

/**
 * What an op's `target` names: an index into the chosen targets, 'self' (the source creature, if still on the
 * field), or a group: 'allEnemyCreatures' | 'allOwnCreatures' | 'allCreatures'.
 */
export function resolveTarget(ctx: EffectCtx, ref: unknown): string[] {
  const { s, seat } = ctx;
  if (typeof ref === 'number') return (ctx.chosen[ref] ?? []).slice();
  if (ref === 'self') return ctx.sourceId && findCreature(s, ctx.sourceId) ? [ctx.sourceId] : [];
  if (ref === 'allEnemyCreatures') return creaturesOf(s.game.players[otherSeat(seat)]).map((c) => c.id);
  if (ref === 'allOwnCreatures') return creaturesOf(s.game.players[seat]).map((c) => c.id);
  if (ref === 'allCreatures')
    return [...creaturesOf(s.game.players[seat]), ...creaturesOf(s.game.players[otherSeat(seat)])].map(
      (c) => c.id,
    );
  return [];
}

/** 'self' | 'opponent' relative to the effect's controller. */
export const playerRef = (ctx: EffectCtx, ref: unknown): Seat =>
  ref === 'opponent' ? otherSeat(ctx.seat) : ctx.seat;
