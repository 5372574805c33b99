/** Board helpers: card data of an instance, stats (§6 preamble), finding and moving cards between zones. */
import type { Seat } from '@/machines/engine';
import { otherSeat } from '@/machines/engine';
import { cardOf } from '../catalog';
import type { CharacterCard, EquipmentCard, XCard } from '../catalog';
import type { CharacterInstance, GraveHow, PlayerState, Ref, StatMod, XingjieState } from '../state';
import { continuousAtkBonus } from './continuous';
import { recordGrave } from './provenance';

export const dataOf = (s: XingjieState, id: string): XCard => cardOf(s, s.cards[id].cardId);
export const charData = (s: XingjieState, id: string) => dataOf(s, id) as CharacterCard;
export const equipData = (s: XingjieState, id: string) => dataOf(s, id) as EquipmentCard;
export const P = (s: XingjieState, seat: Seat): PlayerState => s.game.players[seat];

const sumMods = (mods: StatMod[], k: 'atk' | 'hp') => mods.reduce((a, m) => a + m[k], 0);

/** Character equipment bonuses of a character. */
function equipBonus(s: XingjieState, ch: CharacterInstance, k: 'atkBonus' | 'hpBonus'): number {
  let n = 0;
  for (const e of ch.equips) n += equipData(s, e)[k];
  return n;
}

export function effectiveAtk(s: XingjieState, seat: Seat, ch: CharacterInstance): number {
  const base = charData(s, ch.id).atk;
  return Math.max(
    0,
    base + equipBonus(s, ch, 'atkBonus') + sumMods(ch.mods, 'atk') + continuousAtkBonus(s, seat, ch),
  );
}

export const effectiveMaxHp = (s: XingjieState, ch: CharacterInstance): number =>
  charData(s, ch.id).hp + equipBonus(s, ch, 'hpBonus') + sumMods(ch.mods, 'hp');

export const currentHp = (s: XingjieState, ch: CharacterInstance): number =>
  effectiveMaxHp(s, ch) - ch.damage;

export const stars = (s: XingjieState, ch: CharacterInstance): number => charData(s, ch.id).stars;

export function avatarAtk(s: XingjieState, seat: Seat): number {
  const p = P(s, seat);
  let n = sumMods(p.avatarMods, 'atk');
  for (const e of p.personEquips) n += equipData(s, e.id).atkBonus;
  return Math.max(0, n);
}

/** R40: the avatar's HP cap: the starting value plus the hpBonus of its current person equipment. */
export function avatarCap(s: XingjieState, seat: Seat): number {
  const p = P(s, seat);
  let n = p.hpStart + sumMods(p.avatarMods, 'hp');
  for (const e of p.personEquips) n += equipData(s, e.id).hpBonus;
  return n;
}

export const characters = (s: XingjieState, seat: Seat): CharacterInstance[] =>
  P(s, seat).front.filter((c): c is CharacterInstance => c !== null);

export const hasCharacters = (s: XingjieState, seat: Seat) => P(s, seat).front.some((c) => c !== null);
export const freeFront = (s: XingjieState, seat: Seat) => P(s, seat).front.indexOf(null);
export const freeBack = (s: XingjieState, seat: Seat) => P(s, seat).back.indexOf(null);

export function findCharacter(
  s: XingjieState,
  id: string,
): { seat: Seat; slot: number; ch: CharacterInstance } | null {
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const slot = P(s, seat).front.findIndex((c) => c?.id === id);
    if (slot >= 0) return { seat, slot, ch: P(s, seat).front[slot]! };
  }
  return null;
}

export function charAt(s: XingjieState, ref: Ref): CharacterInstance | null {
  if (ref.zone !== 'front') return null;
  return P(s, ref.seat).front[ref.slot] ?? null;
}

export const isFaceUp = (ch: CharacterInstance) => ch.position !== 'faceDownDefense';

export function newCharacter(
  id: string,
  position: CharacterInstance['position'],
  turn: number,
): CharacterInstance {
  return {
    id,
    position,
    damage: 0,
    enteredTurn: turn,
    setTurn: position === 'faceDownDefense' ? turn : null,
    positionChangedTurn: null,
    attacksUsed: 0,
    extraAttacks: 0,
    equips: [],
    mods: [],
  };
}

/** Put a card (by owner) into a pile zone; a graveyard keeps how it got there (ruling 43). */
export function toPile(
  s: XingjieState,
  id: string,
  to: 'graveyard' | 'banished' | 'hand' | 'deckTop' | 'deckBottom',
  how: GraveHow,
): void {
  const p = P(s, s.cards[id].owner);
  if (to === 'deckTop') p.deck.unshift(id);
  else if (to === 'deckBottom') p.deck.push(id);
  else p[to].push(id);
  if (to === 'graveyard') recordGrave(s, id, how);
}

const EQUIP_HOW = {
  broken: 'broken',
  'host left': 'hostLeft',
  effect: 'effect',
  replaced: 'replaced',
} as const;

/** Remove a character equipment card from the back row (wherever it is) and send it to the graveyard. */
export function removeCharacterEquip(
  s: XingjieState,
  equipId: string,
  reason: 'broken' | 'host left' | 'effect',
  how: GraveHow = EQUIP_HOW[reason],
): void {
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const back = P(s, seat).back;
    const at = back.findIndex((b) => b?.id === equipId);
    if (at < 0) continue;
    const host = back[at]!.equippedTo;
    back[at] = null;
    if (host) {
      const f = findCharacter(s, host);
      if (f) {
        f.ch.equips = f.ch.equips.filter((e) => e !== equipId);
        applyHpBonusLoss(s, f.ch, equipData(s, equipId).hpBonus);
      }
    }
    toPile(s, equipId, 'graveyard', how);
    s.effects.push({ type: 'equipGone', seat, card: equipId, reason });
    return;
  }
}

/** R8: when an HP bonus leaves, damage = max(0, damage − bonus) under clampNoDeath. */
export function applyHpBonusLoss(s: XingjieState, ch: CharacterInstance, bonus: number): void {
  if (bonus > 0 && s.config.hpBonusRemoval === 'clampNoDeath') ch.damage = Math.max(0, ch.damage - bonus);
}

/**
 * Take a character off the field to `to` (its equipment goes to the graveyard, R16). Returns the instance
 * or null if the slot was empty.
 */
export function removeCharacter(
  s: XingjieState,
  seat: Seat,
  slot: number,
  to: 'graveyard' | 'banished' | 'hand' | 'deckTop' | 'deckBottom',
  how: GraveHow,
): CharacterInstance | null {
  const ch = P(s, seat).front[slot];
  if (!ch) return null;
  P(s, seat).front[slot] = null;
  for (const e of [...ch.equips]) {
    const back = P(s, s.cards[e].owner).back;
    const at = back.findIndex((b) => b?.id === e);
    if (at >= 0) back[at] = null;
    toPile(s, e, 'graveyard', 'hostLeft');
    s.effects.push({ type: 'equipGone', seat: s.cards[e].owner, card: e, reason: 'host left' });
  }
  toPile(s, ch.id, to, how);
  return ch;
}

/** R40: remove a person equipment; HP becomes min(HP, new cap). */
export function removePersonEquip(
  s: XingjieState,
  seat: Seat,
  equipId: string,
  reason: 'broken' | 'replaced' | 'effect',
  how: GraveHow = EQUIP_HOW[reason],
): void {
  const p = P(s, seat);
  p.personEquips = p.personEquips.filter((e) => e.id !== equipId);
  toPile(s, equipId, 'graveyard', how);
  p.hp = Math.min(p.hp, avatarCap(s, seat));
  s.effects.push({ type: 'equipGone', seat, card: equipId, reason });
}

/** Damage to an avatar; HP is stored clamped at 0 (≤ 0 loses, §7 W1). */
export function damageAvatar(s: XingjieState, seat: Seat, n: number, cause: string): void {
  if (n <= 0) return;
  const p = P(s, seat);
  p.hp = Math.max(0, p.hp - n);
  s.effects.push({ type: 'avatarDamage', seat, amount: n, cause, hp: p.hp });
}

export const opponentOf = otherSeat;
