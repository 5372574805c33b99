/**
 * Where a card instance is on the board, as a ZoneRef (zone keys of zones.ts; `index` is the 0-based position in
 * that zone's list, as in the view) and in the board's words, counted from 1 as the board counts: 第 2 格 /
 * slot 2, 额外区第 1 只 / extra area, creature 1, 支援区第 1 张 / support area, card 1.
 */
import type { Seat, Text, ZoneRef } from '@/machines/engine';
import { SEATS } from '@/machines/engine';
import type { XueqiState } from './state';
import type { ZoneKey } from './zones';

export interface Place extends ZoneRef {
  zone: ZoneKey;
  index: number;
}

/** The zone of `seat` holding `id` (field, support area, hand, graveyard, deck), or null. */
export function placeOf(s: XueqiState, id: string): Place | null {
  for (const seat of SEATS) {
    const p = s.game.players[seat];
    const lists: Array<[ZoneKey, readonly string[]]> = [
      ['slot', p.creatureSlots.map((c) => c.id)],
      ['extra', p.extraCreatures.map((c) => c.id)],
      ['support', p.supportArea.map((x) => x.id)],
      ['hand', p.hand],
      ['graveyard', p.graveyard],
      ['deck', p.deck],
    ];
    for (const [zone, ids] of lists) {
      const index = ids.indexOf(id);
      if (index >= 0) return { seat, zone, index };
    }
  }
  return null;
}

/** The next free creature slot of `seat` (where a summon from hand or by a rule card lands). */
export const nextSlot = (s: XueqiState, seat: Seat): Place => ({
  seat,
  zone: 'slot',
  index: s.game.players[seat].creatureSlots.length,
});

/** A place in words, 1-based: 第2格 / slot 2; 额外区第1只 / extra area, no. 1; 支援区第1张 / support area, no. 1. */
export function placeWords(p: Place): Text {
  const n = p.index + 1;
  switch (p.zone) {
    case 'slot':
      return { zh: `第${n}格`, en: `slot ${n}` };
    case 'extra':
      return { zh: `额外区第${n}只`, en: `extra area no. ${n}` };
    case 'support':
      return { zh: `支援区第${n}张`, en: `support area no. ${n}` };
    case 'hand':
      return { zh: '手牌', en: 'hand' };
    case 'graveyard':
      return { zh: '墓地', en: 'graveyard' };
    default:
      return { zh: '卡组', en: 'deck' };
  }
}

/** Only the seat, zone and index of a place (a plain ZoneRef for consequences and board refs). */
export const zoneRef = (p: Place): ZoneRef => ({ seat: p.seat, zone: p.zone, index: p.index });
