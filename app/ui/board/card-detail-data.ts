/**
 * What a board puts on a card it may show in detail, and on a pile that holds more cards than it draws: plain
 * data in a `data-detail` / `data-list` attribute, read by the card-detail host only when a reader opens it (so a
 * step renders no detail). A card hidden from the perspective carries neither. Pure, server- and client-safe.
 */

/** One number of the card as it is now: `key` pairs it with a printed number; otherwise `label` names it. */
export interface NowStat {
  key?: string;
  label?: string;
  value: number | string;
}

export interface DetailData {
  cardId: string;
  now?: NowStat[];
}

export const detailAttr = (cardId: string, now?: NowStat[]): string =>
  JSON.stringify(now && now.length ? { cardId, now } : { cardId });

export const listAttr = (label: string, cards: ReadonlyArray<{ cardId: string }>): string =>
  JSON.stringify({ label, cards: cards.map((c) => c.cardId) });

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

export function parseDetail(s: string | undefined): DetailData | null {
  try {
    const v: unknown = s ? JSON.parse(s) : null;
    return isObj(v) && typeof v.cardId === 'string' ? (v as unknown as DetailData) : null;
  } catch {
    return null;
  }
}

export function parseList(s: string | undefined): { label: string; cards: string[] } | null {
  try {
    const v: unknown = s ? JSON.parse(s) : null;
    return isObj(v) && Array.isArray(v.cards) && typeof v.label === 'string'
      ? { label: v.label, cards: v.cards.filter((c): c is string => typeof c === 'string') }
      : null;
  } catch {
    return null;
  }
}
