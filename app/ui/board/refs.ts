/**
 * The `data-ref` a board element carries, so the studio can tell what was clicked: a card instance, a slot
 * (seat, the engine's zone key, the slot index as the game's action words give it), or a player. Boards only
 * label what they draw; which actions a click offers is the studio's matching of the engine's words.
 */
import type { Seat } from '@/app/contracts/common';

export const cardKey = (id: string) => `card:${id}`;
export const slotKey = (seat: Seat | string, zone: string, index?: number) =>
  `slot:${seat}.${zone}${index === undefined ? '' : `.${index}`}`;
export const seatKey = (seat: Seat | string) => `seat:${seat}`;
