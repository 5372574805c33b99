/**
 * Continuous effects (§8.2 kind 'continuous'): printed on face-up characters, face-up continuous magic and
 * traps, and field magic (which affects both players). They are computed on demand, never stored.
 * Supported continuous ops: modifyAtk { n, affects: Filter } and modifySummonLimit { player, n | 'ignore' }.
 */
import type { Seat } from '@/machines/engine';
import { cardOf, hasContinuous } from '../catalog';
import type { XCard } from '../catalog';
import type { XOp } from '@/content/xingjie/types';
import { matchCard, matchController, matchPosition } from '../effects/filters';
import type { Filter } from '../effects/filters';
import type { CharacterInstance, XingjieState } from '../state';

interface Source {
  controller: Seat;
  card: XCard;
  id: string;
}

/** Every face-up card on the field whose continuous effects are active now. */
export function continuousSources(s: XingjieState): Source[] {
  const out: Source[] = [];
  const add = (controller: Seat, id: string) => {
    const cardId = s.cards[id].cardId;
    if (hasContinuous(s, cardId)) out.push({ controller, card: cardOf(s, cardId), id });
  };
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const p = s.game.players[seat];
    for (const ch of p.front) if (ch && ch.position !== 'faceDownDefense') add(seat, ch.id);
    for (const b of p.back) if (b && b.faceUp && !b.equippedTo) add(seat, b.id);
    if (p.field) add(seat, p.field);
    for (const e of p.personEquips) add(seat, e.id);
  }
  return out;
}

/** The continuous ops named `name` on the field now (plain loops: this is on the hot path of every stat read). */
function continuousOps(s: XingjieState, name: string): Array<{ src: Source; op: XOp }> {
  const out: Array<{ src: Source; op: XOp }> = [];
  for (const src of continuousSources(s)) {
    for (const eff of src.card.effects ?? []) {
      if (eff.kind !== 'continuous') continue;
      for (const op of eff.ops) if (op.op === name) out.push({ src, op });
    }
  }
  return out;
}

/** Σ continuous modifyAtk that applies to a face-up or face-down character controlled by `seat`. */
export function continuousAtkBonus(s: XingjieState, seat: Seat, ch: CharacterInstance): number {
  let n = 0;
  const card = cardOf(s, s.cards[ch.id].cardId);
  for (const { src, op } of continuousOps(s, 'modifyAtk')) {
    const f = op.affects as Filter | undefined;
    if (src.id === ch.id && op.self !== true && !f) continue;
    if (!matchController(src.controller, seat, f) || !matchPosition(ch, f) || !matchCard(card, f, s.config))
      continue;
    n += Number(op.n ?? 0);
  }
  return n;
}

/** §5.5: the highest star count `seat` may summon, or Infinity while a card waives the limit. */
export function maxSummonStars(s: XingjieState, seat: Seat): number {
  const p = s.game.players[seat];
  let n = p.rank + s.config.summonLimitOffset;
  for (const m of p.summonLimitMods) {
    if (m.ignore) return Infinity;
    n += m.delta;
  }
  for (const { src, op } of continuousOps(s, 'modifySummonLimit')) {
    const who = op.player === 'opponent' ? (src.controller === 'p1' ? 'p2' : 'p1') : src.controller;
    if (who !== seat) continue;
    if (op.n === 'ignore') return Infinity;
    n += Number(op.n ?? 0);
  }
  return n;
}
