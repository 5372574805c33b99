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

export const listAttr = (label: string, cards: ReadonlyArray<{ cardId: string; now?: NowStat[] }>): string =>
  JSON.stringify({
    label,
    cards: cards.map((c) => (c.now && c.now.length ? { cardId: c.cardId, now: c.now } : c.cardId)),
  });

/**
 * How a pile card got there and when, as detail rows: the game's own words for its `how` code (the engine's
 * `graveHowWords`) and the turn. Nothing when the view does not say.
 */
export function pileNow(
  c: { how?: string; turn?: number },
  howWords: Readonly<Record<string, { zh: string; en: string }>> | undefined,
  lang: 'zh' | 'en',
): NowStat[] | undefined {
  const out: NowStat[] = [];
  const how = c.how !== undefined ? howWords?.[c.how] : undefined;
  if (how) out.push({ label: lang === 'en' ? 'How it got here' : '来历', value: how[lang] });
  if (typeof c.turn === 'number' && c.turn > 0)
    out.push({
      label: lang === 'en' ? 'When' : '时间',
      value: lang === 'en' ? `turn ${c.turn}` : `第${c.turn}回合`,
    });
  return out.length ? out : undefined;
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

export function parseDetail(s: string | undefined): DetailData | null {
  try {
    const v: unknown = s ? JSON.parse(s) : null;
    return isObj(v) && typeof v.cardId === 'string' ? (v as unknown as DetailData) : null;
  } catch {
    return null;
  }
}

export function parseList(s: string | undefined): { label: string; cards: DetailData[] } | null {
  try {
    const v: unknown = s ? JSON.parse(s) : null;
    if (!isObj(v) || !Array.isArray(v.cards) || typeof v.label !== 'string') return null;
    const cards = v.cards.flatMap((c): DetailData[] =>
      typeof c === 'string'
        ? [{ cardId: c }]
        : isObj(c) && typeof c.cardId === 'string'
          ? [c as unknown as DetailData]
          : [],
    );
    return { label: v.label, cards };
  } catch {
    return null;
  }
}
