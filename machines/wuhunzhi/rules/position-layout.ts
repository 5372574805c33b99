/**
 * The bookkeeping of laying a described position out (docs/rules/wuhunzhi.md, "Starting positions"): which
 * instance a named card takes, and how a refusal is worded. With a deck list, a named card takes the first unused
 * instance of that card in the list (W25); a seat whose position gives its `deck` exactly (W41) has exactly the
 * cards the position names, each a new instance numbered as the normal setup numbers them.
 */
import { refuse } from '@/machines/engine/errors';
import { InstancePool } from '@/machines/engine/instance-pool';
import type { Seat, Text } from '@/machines/engine/types';
import { cardDef, type CardSource } from '../catalog';
import type { CardDef } from '@/content/wuhunzhi/types';
import type { CardMark, PlayerBoard, WuhunzhiGame, WuhunzhiState } from '../state';

export type CardType = CardDef['type'];
export const TYPE_NAMES: Record<CardType, Text> = {
  soul: { zh: '灵魂卡', en: 'soul' },
  trap: { zh: '陷阱卡', en: 'trap' },
  event: { zh: '事件卡', en: 'event' },
  strategy: { zh: '战略卡', en: 'strategy' },
  general: { zh: '主将卡', en: 'general' },
  altar: { zh: '祭坛卡', en: 'altar' },
};
export const MAIN_DECK: CardType[] = ['soul', 'trap', 'event', 'strategy'];

/** Refuse the position: ERR_BAD_POSITION, the message ending with the field path it is about. */
export const bad = (field: string, zh: string, en: string, details: Record<string, unknown> = {}): never =>
  refuse('ERR_BAD_POSITION', `${zh}（${field}）`, `${en} (${field})`, { field, ...details });

/** 「墨翟」(s-modi) / "Mo Di" (s-modi) */
export function label(s: CardSource, cardId: string): Text {
  const d = cardDef(s, cardId)!;
  const name = d.type === 'soul' ? (d.name ?? d.identity) : d.name;
  return { zh: `「${name.zh}」(${cardId})`, en: `"${name.en}" (${cardId})` };
}

export const mark = (faceUp: boolean, tapped = false, damage = 0, enteredRound = 0): CardMark => ({
  faceUp,
  tapped,
  damage,
  enteredRound,
});

const PREFIX: Record<CardType, string> = {
  soul: 'm',
  trap: 'm',
  event: 'm',
  strategy: 'm',
  altar: 'a',
  general: 'g',
};

/** One seat's position laid out on its board (with a deck list, the board starts as createBoard left it). */
export class SeatLayout {
  private readonly pool: InstancePool | null;
  private readonly made: Record<string, string[]> = { m: [], a: [], g: [] };

  constructor(
    private readonly draft: WuhunzhiState,
    readonly seat: Seat,
    private readonly b: PlayerBoard,
    private readonly marks: WuhunzhiGame['marks'],
    readonly round: number,
    /** The seat's cards are exactly those the position names (W41). */
    readonly exact: boolean,
  ) {
    const ids = [...b.deck, ...b.altars.map((a) => a.id), ...b.generalStack];
    this.pool = exact ? null : new InstancePool(ids, (id) => draft.cards[id].cardId);
  }

  /** Take the next unused instance of `cardId` for `zone` (field path `field`), holding only `allowed` types. */
  take(cardId: string, field: string, zone: Text, allowed: CardType[]): string {
    const seat = this.seat;
    const d = cardDef(this.draft, cardId)!;
    if (!d)
      bad(field, `${seat} 的${zone.zh}：没有这种卡 ${cardId}`, `${seat} ${zone.en}: unknown card ${cardId}`, {
        seat,
        card: cardId,
      });
    const name = label(this.draft, cardId);
    if (!allowed.includes(d.type)) {
      const can = allowed.map((t) => TYPE_NAMES[t]);
      bad(
        field,
        `${seat} 的${zone.zh}不能放${TYPE_NAMES[d.type].zh}${name.zh}（只能放${can.map((t) => t.zh).join('、')}）`,
        `${seat} ${zone.en} cannot hold the ${TYPE_NAMES[d.type].en} ${name.en} (only ${can.map((t) => t.en).join(', ')})`,
        { seat, card: cardId },
      );
    }
    if (!this.pool) {
      const list = this.made[PREFIX[d.type]];
      const id = `${seat}-${PREFIX[d.type]}${list.length}`;
      list.push(id);
      this.draft.cards[id] = { cardId, owner: seat };
      return id;
    }
    const taken = this.pool.take(cardId);
    if (taken.ok) return taken.id;
    const n = taken.listed;
    if (n === 0)
      bad(
        field,
        `${seat} 的卡组里没有${name.zh}，不能放进${zone.zh}`,
        `${seat}'s deck list has no ${name.en} to put in ${zone.en}`,
        { seat, card: cardId },
      );
    return bad(
      field,
      `${seat} 的卡组只有 ${n} 张${name.zh}，局面用了更多（${zone.zh}）`,
      `${seat}'s deck list has only ${n} × ${name.en}; the position uses more (${zone.en})`,
      { seat, card: cardId },
    );
  }

  /** Instances of the deck list not named by the position, in deck-list order (none for an exact seat). */
  left(type: 'main' | 'altar' | 'general'): string[] {
    if (!this.pool) return [];
    const list =
      type === 'main' ? this.b.deck : type === 'altar' ? this.b.altars.map((a) => a.id) : this.b.generalStack;
    return this.pool.unclaimed(list);
  }

  setMark(id: string, m: CardMark): void {
    this.marks[id] = m;
  }

  markOf(id: string): CardMark {
    return this.marks[id];
  }
}
