/** Board helpers: where a card is, moving it between zones, and the small facts every rule asks. */
import { SEATS, otherSeat } from '@/machines/engine/types';
import type { Seat } from '@/machines/engine/types';
import { cardDef } from '../catalog';
import type { CardDef, SoulDef } from '@/content/wuhunzhi/types';
import type { CardMark, PileHow, PlayerBoard, WuhunzhiState } from '../state';

export const defOf = (s: WuhunzhiState, id: string): CardDef => cardDef(s, s.cards[id].cardId)!;
export const ownerOf = (s: WuhunzhiState, id: string): Seat => s.cards[id].owner;
export const boardOf = (s: WuhunzhiState, seat: Seat): PlayerBoard => s.game.boards[seat];
export const opp = otherSeat;

export function markOf(s: WuhunzhiState, id: string): CardMark {
  let m = s.game.marks[id];
  if (!m) {
    m = { faceUp: true, tapped: false, damage: 0, enteredRound: 0 };
    s.game.marks[id] = m;
  }
  return m;
}
export const isFaceUp = (s: WuhunzhiState, id: string): boolean => s.game.marks[id]?.faceUp ?? true;
export const isTapped = (s: WuhunzhiState, id: string): boolean => s.game.marks[id]?.tapped ?? false;
export const isSoul = (s: WuhunzhiState, id: string): boolean => defOf(s, id).type === 'soul';
export const soulDef = (s: WuhunzhiState, id: string): SoulDef | null => {
  const d = defOf(s, id);
  return d.type === 'soul' ? d : null;
};
/** 「盖着的卡，都算是灵魂卡」: a face-down card or any soul counts as a soul (R13, R30, R36). */
export const countsAsSoul = (s: WuhunzhiState, id: string): boolean => !isFaceUp(s, id) || isSoul(s, id);

export const cellOf = (board: PlayerBoard, id: string): number => board.sandField.indexOf(id) + 1; // 0 = not there
export const rowOf = (cell: number): number => Math.ceil(cell / 3);
export const columnOf = (cell: number): number => ((cell - 1) % 3) + 1;

export interface Location {
  seat: Seat;
  zone:
    | 'deck'
    | 'hand'
    | 'sandField'
    | 'soulYard'
    | 'discardPile'
    | 'banished'
    | 'altar'
    | 'bound'
    | 'occupant'
    | 'general'
    | 'generalStack'
    | 'eventSlot'
    | 'strategy';
  /** cell (1..9) for sandField, altar index for altar/bound/occupant */
  index?: number;
}

export function locate(s: WuhunzhiState, id: string): Location | null {
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const b = s.game.boards[seat];
    const c = b.sandField.indexOf(id);
    if (c >= 0) return { seat, zone: 'sandField', index: c + 1 };
    for (let i = 0; i < b.altars.length; i++) {
      const a = b.altars[i];
      if (a.occupant === id) return { seat, zone: 'occupant', index: i };
      if (a.id === id) return { seat, zone: 'altar', index: i };
      if (a.bound.includes(id)) return { seat, zone: 'bound', index: i };
    }
    if (b.hand.includes(id)) return { seat, zone: 'hand' };
    if (b.soulYard.includes(id)) return { seat, zone: 'soulYard' };
    if (b.discardPile.includes(id)) return { seat, zone: 'discardPile' };
    if (b.banished.includes(id)) return { seat, zone: 'banished' };
    if (b.general === id) return { seat, zone: 'general' };
    if (b.generalStack.includes(id)) return { seat, zone: 'generalStack' };
    if (b.eventSlot === id) return { seat, zone: 'eventSlot' };
    if (b.strategy === id) return { seat, zone: 'strategy' };
    if (b.deck.includes(id)) return { seat, zone: 'deck' };
  }
  return null;
}

const drop = (list: string[], id: string) => {
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
};

/** Take a card out of whatever zone holds it (altar cards themselves are never moved). */
export function detach(s: WuhunzhiState, id: string): void {
  const loc = locate(s, id);
  if (!loc) return;
  const b = s.game.boards[loc.seat];
  switch (loc.zone) {
    case 'sandField':
      b.sandField[loc.index! - 1] = null;
      break;
    case 'occupant':
      b.altars[loc.index!].occupant = null;
      break;
    case 'bound':
      drop(b.altars[loc.index!].bound, id);
      break;
    case 'general':
      b.general = null;
      break;
    case 'eventSlot':
      b.eventSlot = null;
      b.eventExpires = null;
      break;
    case 'strategy':
      b.strategy = null;
      b.strategyRevealed = false;
      break;
    case 'altar':
      throw new Error(`altar card ${id} cannot leave the altar zone`);
    default:
      drop(b[loc.zone], id);
  }
}

/** Cards leaving the board lose their play marks (a card entering a public pile is face up and clean). */
function resetMark(s: WuhunzhiState, id: string, tapped = false): void {
  s.game.marks[id] = { faceUp: true, tapped, damage: 0, enteredRound: 0 };
}

/** Record how a card reached a pile (W52) and the round. */
const record = (s: WuhunzhiState, id: string, how: PileHow) => {
  s.game.pileHow[id] = { how, turn: s.game.round };
};

export function toDiscard(s: WuhunzhiState, id: string, how: PileHow): void {
  detach(s, id);
  resetMark(s, id);
  s.game.boards[ownerOf(s, id)].discardPile.push(id);
  record(s, id, how);
}
export function toSoulYard(s: WuhunzhiState, id: string, tapped: boolean, how: PileHow): void {
  detach(s, id);
  resetMark(s, id, tapped);
  s.game.boards[ownerOf(s, id)].soulYard.push(id);
  record(s, id, how);
}
export function toHand(s: WuhunzhiState, id: string): void {
  detach(s, id);
  delete s.game.marks[id];
  s.game.boards[ownerOf(s, id)].hand.push(id);
}
export function toBanished(s: WuhunzhiState, id: string, how: PileHow): void {
  detach(s, id);
  resetMark(s, id);
  s.game.boards[ownerOf(s, id)].banished.push(id);
  record(s, id, how);
}

/** Cells (1..9) of `seat`'s sand field holding a card that counts as a soul (R36, `formationCountsTapped`). */
export function soulCells(s: WuhunzhiState, seat: Seat): number[] {
  const out: number[] = [];
  s.game.boards[seat].sandField.forEach((id, i) => {
    if (!id || !countsAsSoul(s, id)) return;
    if (!s.config.formationCountsTapped && isTapped(s, id)) return;
    out.push(i + 1);
  });
  return out;
}

export const fieldCards = (s: WuhunzhiState, seat: Seat): string[] =>
  s.game.boards[seat].sandField.filter((x): x is string => x !== null);

export const emptyCells = (s: WuhunzhiState, seat: Seat): number[] =>
  s.game.boards[seat].sandField.flatMap((id, i) => (id ? [] : [i + 1]));

export const destroyedAltarCount = (s: WuhunzhiState, seat: Seat): number =>
  s.game.boards[seat].altars.filter((a) => a.destroyed).length;

/** Where a card sits, as the seat and cell of a sand field (null elsewhere). */
export function fieldPos(s: WuhunzhiState, id: string): { seat: Seat; cell: number } | null {
  const loc = locate(s, id);
  return loc && loc.zone === 'sandField' ? { seat: loc.seat, cell: loc.index! } : null;
}

/** Every zone of the match with the instance ids in it (the kernel's conservation invariant). */
export function zonesOf(s: WuhunzhiState): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  for (const seat of SEATS) {
    const b = s.game.boards[seat];
    out[`${seat}.deck`] = b.deck;
    out[`${seat}.hand`] = b.hand;
    out[`${seat}.sandField`] = b.sandField.filter((x): x is string => x !== null);
    out[`${seat}.soulYard`] = b.soulYard;
    out[`${seat}.discardPile`] = b.discardPile;
    out[`${seat}.banished`] = b.banished;
    b.altars.forEach((a, i) => {
      out[`${seat}.altar${i + 1}`] = [a.id];
      out[`${seat}.altar${i + 1}.bound`] = a.bound;
      out[`${seat}.altar${i + 1}.occupant`] = a.occupant ? [a.occupant] : [];
    });
    out[`${seat}.general`] = b.general ? [b.general] : [];
    out[`${seat}.generalStack`] = b.generalStack;
    out[`${seat}.eventSlot`] = b.eventSlot ? [b.eventSlot] : [];
    out[`${seat}.strategy`] = b.strategy ? [b.strategy] : [];
  }
  return out;
}
