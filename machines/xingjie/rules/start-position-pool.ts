/**
 * Starting positions: refusing one (ERR_BAD_POSITION, zh and en, naming the seat, zone, slot and card) and handing
 * out the instances of a seat's deck list to the cards the position names (ruling 22 of docs/rules/xingjie.md).
 */
import { InstancePool, refuse } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { findCard } from '../catalog';
import type { CardSource as Cards, XCard } from '../catalog';
import type { XingjieState } from '../state';
import { ZONE_NAMES } from '../words';

/**
 * Refuse the position; the messages start with 起始局面 / "Starting position" (a script names its line) and end
 * with the path of the field at fault inside the position (`p1.front.3.slot`, `attack.target`), also `details.field`.
 */
export function bad(zh: string, en: string, details: { field: string } & Record<string, unknown>): never {
  const f = details.field;
  return refuse('ERR_BAD_POSITION', `起始局面：${zh}（${f}）`, `Starting position: ${en} (${f})`, details);
}

interface Label {
  zh: string;
  en: string;
}
/** A card as a refusal names it; `s` sees the match's custom cards. */
export const cardLabel = (id: string, s?: Cards): Label => {
  const c = findCard(s, id);
  return c
    ? { zh: `「${c.name.zh}」(${id})`, en: `"${c.name.en}" (${id})` }
    : { zh: `"${id}"`, en: `"${id}"` };
};
export const TYPE: Record<XCard['type'], Label> = {
  character: { zh: '角色卡', en: 'a character' },
  magic: { zh: '魔法卡', en: 'a magic card' },
  trap: { zh: '陷阱卡', en: 'a trap' },
  equipment: { zh: '装备卡', en: 'equipment' },
};
/** Zones are named as the board names them (words.ts). */
export const ZONE: Record<string, Label> = ZONE_NAMES;

/** Where the cards a position names come from: the seat's deck list, or (no list) the position itself. */
export interface CardSource {
  /** `field`: the entry's path in the position, named by a refusal. */
  take(cardId: string, zone: string, field: string): { id: string; card: XCard };
  /** The deck the position leaves: the list's unplaced cards (deck-list seats). */
  rest(): string[];
  readonly state: XingjieState;
  /** A seat without a deck list: its deck is the position's `deck`, exactly. */
  readonly story: boolean;
}

function known(s: XingjieState, seat: Seat, cardId: string, zone: string, field: string): XCard {
  const card = findCard(s, cardId);
  const z = ZONE[zone];
  if (!card)
    bad(`${seat} 的${z.zh}中有未知的卡 "${cardId}"`, `${seat} ${z.en}: unknown card "${cardId}"`, {
      seat,
      zone,
      card: cardId,
      field,
    });
  return card;
}

/**
 * A seat with no deck list (ruling 32): every card the position names is a new instance `p1-<n>`, numbered in
 * the order the zones are read (front, back, field, person equipment, hand, graveyard, banished, deck).
 */
export class StoryPool implements CardSource {
  private n = 0;
  readonly story = true;
  constructor(
    private readonly seat: Seat,
    private readonly s: XingjieState,
  ) {}
  take(cardId: string, zone: string, field: string): { id: string; card: XCard } {
    const card = known(this.s, this.seat, cardId, zone, field);
    const id = `${this.seat}-${this.n++}`;
    this.s.cards[id] = { cardId, owner: this.seat };
    return { id, card };
  }
  rest(): string[] {
    return [];
  }
  get state(): XingjieState {
    return this.s;
  }
}

/** Hands out the instances of one seat's deck list, first unused copy first. */
export class DeckPool implements CardSource {
  readonly story = false;
  private readonly pool: InstancePool;
  constructor(
    private readonly seat: Seat,
    private readonly s: XingjieState,
    deck: string[],
  ) {
    this.pool = new InstancePool(deck, (id) => s.cards[id].cardId);
  }
  take(cardId: string, zone: string, field: string): { id: string; card: XCard } {
    const seat = this.seat;
    const z = ZONE[zone];
    const card = known(this.s, seat, cardId, zone, field);
    const taken = this.pool.take(cardId);
    if (taken.ok) return { id: taken.id, card };
    const { listed, named: n } = taken;
    const l = cardLabel(cardId, this.s);
    if (listed === 0)
      bad(
        `${seat} 的${z.zh}中的${l.zh}不在 ${seat} 的卡组列表中`,
        `${seat} ${z.en}: ${l.en} is not in ${seat}'s deck list`,
        { seat, zone, card: cardId, field },
      );
    return bad(
      `${seat} 的局面用了 ${n} 张${l.zh}，但 ${seat} 的卡组列表只有 ${listed} 张`,
      `${seat}'s position names ${l.en} ${n} times but ${seat}'s deck list holds ${listed}`,
      { seat, zone, card: cardId, named: n, listed, field },
    );
  }
  /** The instances not placed anywhere, in deck-list order. */
  rest(): string[] {
    return this.pool.unclaimed();
  }
  get state(): XingjieState {
    return this.s;
  }
}
