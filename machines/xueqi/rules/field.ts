/**
 * The field: creature stats, entering and leaving, destruction with its LP gain (R8), expiry (R43). The
 * `summoned` and `destroyed` triggers are fired by the callers' wrappers (effects/vocabulary.ts `enterField`,
 * `destroyCreature`), since triggers run effect ops, which enter and destroy creatures in turn.
 */
import type { Seat } from '@/machines/engine';
import { otherSeat } from '@/machines/engine';
import { cardOf } from '../catalog';
import type { CreatureCardData } from '../catalog';
import type { CreatureInstance, PlayerState, XueqiState } from '../state';
import { destroyGain } from './costs';
import { changeLp } from './lp';

export const creatureData = (s: XueqiState, id: string): CreatureCardData =>
  cardOf(s, s.cards[id].cardId) as CreatureCardData;
export const rankOf = (s: XueqiState, id: string): number => cardOf(s, s.cards[id].cardId).rank;
export const atkOf = (s: XueqiState, c: CreatureInstance): number =>
  Math.max(0, creatureData(s, c.id).atk + c.atkMod + c.tempAtk);
export const lifeOf = (s: XueqiState, c: CreatureInstance): number =>
  Math.max(0, creatureData(s, c.id).life + c.lifeMod + c.tempLife);

export const creaturesOf = (p: PlayerState): CreatureInstance[] => [...p.creatureSlots, ...p.extraCreatures];

export function findCreature(s: XueqiState, id: string): { seat: Seat; c: CreatureInstance } | null {
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const p = s.game.players[seat];
    const c = p.creatureSlots.find((x) => x.id === id) ?? p.extraCreatures.find((x) => x.id === id);
    if (c) return { seat, c };
  }
  return null;
}

/** The turn at whose end a creature arriving now expires (R43), or null without a duration. */
export function expiryFor(s: XueqiState, seat: Seat, turns: number | undefined): number | null {
  if (!turns) return null;
  const g = s.game;
  if (s.config.durationCounting === 'global') return g.turnNumber + turns - 1;
  const first = g.activePlayer === seat ? g.turnNumber : g.turnNumber + 1;
  return first + 2 * (turns - 1);
}

/**
 * Put a card instance onto `seat`'s field (no trigger: see effects/vocabulary.ts `enterField`). The caller has
 * removed it from where it was.
 */
export function placeCreature(
  s: XueqiState,
  seat: Seat,
  id: string,
  opts: { via: CreatureInstance['via']; occupiesSlot: boolean; extra: boolean; by?: string },
): CreatureInstance {
  const g = s.game;
  const c: CreatureInstance = {
    id,
    extra: opts.extra,
    occupiesSlot: opts.occupiesSlot,
    via: opts.via,
    enteredTurn: g.turnNumber,
    expiresAtEndOfTurn: expiryFor(s, seat, creatureData(s, id).durationTurns),
    attacksUsed: 0,
    extraAttacks: 0,
    directAttackThisTurn: false,
    cannotAttackUntilTurn: 0,
    atkMod: 0,
    lifeMod: 0,
    tempAtk: 0,
    tempLife: 0,
  };
  (opts.occupiesSlot ? g.players[seat].creatureSlots : g.players[seat].extraCreatures).push(c);
  s.effects.push({
    type: 'enter',
    seat,
    id,
    card: s.cards[id].cardId,
    via: opts.via,
    slot: opts.occupiesSlot,
    extra: opts.extra,
    by: opts.by ?? null,
  });
  return c;
}

/** Take a creature off the field (no destination). */
export function removeCreature(s: XueqiState, seat: Seat, id: string): CreatureInstance {
  const p = s.game.players[seat];
  let at = p.creatureSlots.findIndex((x) => x.id === id);
  if (at >= 0) return p.creatureSlots.splice(at, 1)[0];
  at = p.extraCreatures.findIndex((x) => x.id === id);
  return p.extraCreatures.splice(at, 1)[0];
}

/** A creature that left the field goes to its controller's graveyard; an extra one may cease to exist (R20 variant). */
export function creatureToGraveyard(s: XueqiState, seat: Seat, c: CreatureInstance): void {
  if (c.extra && !s.config.extraToGraveyard) {
    delete s.cards[c.id];
    s.effects.push({ type: 'vanish', seat, id: c.id });
    return;
  }
  s.game.players[seat].graveyard.push(c.id);
}

/**
 * Destroy a creature (battle, effect or the voluntary action of R9). The destroyer (or, under
 * `destroyGainTo: 'controller'`, the controller) gains destroyGain(rank). Returns its controller and card for
 * the `destroyed` triggers (effects/vocabulary.ts `destroyCreature` fires them), or null if it was not there.
 */
export function removeDestroyed(
  s: XueqiState,
  id: string,
  destroyer: Seat,
  how: 'battle' | 'effect' | 'voluntary',
): { seat: Seat; cardId: string } | null {
  const found = findCreature(s, id);
  if (!found) return null;
  const { seat } = found;
  const cardId = s.cards[id].cardId;
  const rank = rankOf(s, id);
  const c = removeCreature(s, seat, id);
  s.effects.push({ type: 'destroy', seat, id, card: cardId, how, by: destroyer });
  const gainer = s.config.destroyGainTo === 'destroyer' ? destroyer : seat;
  changeLp(s, gainer, destroyGain(rank), 'destroyGain', gainer, cardId);
  creatureToGraveyard(s, seat, c);
  return { seat, cardId };
}

/** Leave by expiry (R7, R43): no LP for anyone. */
export function expireCreature(s: XueqiState, seat: Seat, id: string): void {
  const cardId = s.cards[id].cardId;
  const c = removeCreature(s, seat, id);
  s.effects.push({ type: 'expire', seat, id, card: cardId });
  creatureToGraveyard(s, seat, c);
}

/** Does `seat` count as having "cards on the field" for the direct-attack block (R35)? */
export function blocksDirectAttack(s: XueqiState, seat: Seat): boolean {
  const p = s.game.players[seat];
  if (p.creatureSlots.length + p.extraCreatures.length > 0) return true;
  return s.config.directAttackBlockers === 'anyCard' && p.supportArea.length > 0;
}

export const opponentOf = otherSeat;
