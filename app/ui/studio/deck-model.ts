/**
 * The deck builder's model: a seat's deck list as the new-match form pastes it (the duel-script deck grammar:
 * `part: 3x id, id` lines, or bare card lists for a game whose deck is one list), read into parts, changed a card
 * at a time and written back as paste text. Pure; the server reads the paste (app/server/authoring/decks.ts) and
 * the game's rules judge the deck. Card order is kept (a stacked deck is drawn in the written order).
 */

/** One part of a deck: a card list, or one scalar (星阶 `rank: 10`). `key` null: the deck is one bare list. */
export interface DeckPart {
  key: string | null;
  value: string[] | number | boolean | null;
}
export type DeckModel = DeckPart[];

const PART_LINE = /^([A-Za-z_][A-Za-z0-9_]*)\s*:(.*)$/;
const LITERAL = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)$/;
const COUNTED = /^(\d{1,4})\s*[x×*]\s*(.+)$/;

const isScalar = (v: unknown): v is number | boolean | null =>
  v === null || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/** A deck value as `setup.decks[seat]` takes it (a preset's deck): a list, or parts of lists and scalars. */
export function deckModelOf(deck: unknown): DeckModel {
  if (Array.isArray(deck)) return [{ key: null, value: deck.map(String) }];
  if (!deck || typeof deck !== 'object') return [];
  return Object.entries(deck as Record<string, unknown>).map(([key, v]) => ({
    key,
    value: Array.isArray(v) ? v.map(String) : isScalar(v) ? v : null,
  }));
}

/** `3x a, b` -> ['a', 'a', 'a', 'b']; a token that is not a count keeps its text (the server names bad ones). */
function readList(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const m = COUNTED.exec(item);
    const n = m ? Math.min(Number(m[1]), 500) : 1;
    const id = (m ? m[2] : item).trim();
    for (let k = 0; k < n; k++) out.push(id);
  }
  return out;
}

/** A pasted deck list read into parts (lines of one part are joined, as the server reads them). */
export function parseDeckPaste(text: string): DeckModel {
  const parts: DeckModel = [];
  const find = (key: string | null) => parts.find((p) => p.key === key);
  for (const line of text.replace(/\r/g, '').split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const m = PART_LINE.exec(t);
    const key = m ? m[1] : null;
    const value = (m ? m[2] : t).trim();
    const prev = find(key);
    if (m && LITERAL.test(value)) {
      const scalar = JSON.parse(value) as number | boolean | null;
      if (prev) prev.value = scalar;
      else parts.push({ key, value: scalar });
      continue;
    }
    const ids = readList(value);
    if (prev && Array.isArray(prev.value)) prev.value.push(...ids);
    else if (prev) prev.value = ids;
    else parts.push({ key, value: ids });
  }
  return parts;
}

/** Ids in order with runs of one card written `Nx id`. */
export function formatList(ids: readonly string[]): string {
  const out: string[] = [];
  for (let i = 0; i < ids.length;) {
    let j = i;
    while (j < ids.length && ids[j] === ids[i]) j++;
    out.push(j - i > 1 ? `${j - i}x ${ids[i]}` : ids[i]);
    i = j;
  }
  return out.join(', ');
}

/** The model as paste text: `part: list` lines (a bare list for a one-list deck). */
export function deckPasteOf(model: DeckModel): string {
  return model
    .map((p) => {
      const body = Array.isArray(p.value) ? formatList(p.value) : JSON.stringify(p.value);
      return p.key === null ? body : `${p.key}: ${body}`.trimEnd();
    })
    .filter((l) => l !== '')
    .join('\n');
}

const listOf = (model: DeckModel, key: string | null) => {
  const p = model.find((x) => x.key === key);
  return p && Array.isArray(p.value) ? p.value : null;
};

/** A copy with the list of part `key` replaced (the part is added, at the end, when missing). */
function withList(model: DeckModel, key: string | null, list: string[]): DeckModel {
  if (!model.some((p) => p.key === key)) return [...model, { key, value: list }];
  return model.map((p) => (p.key === key ? { key, value: list } : p));
}

/** One more copy of `cardId` in part `key`: on top (first) or at the bottom (last) of the list. */
export function addCard(
  model: DeckModel,
  key: string | null,
  cardId: string,
  where: 'top' | 'bottom' = 'bottom',
): DeckModel {
  const list = listOf(model, key) ?? [];
  return withList(model, key, where === 'top' ? [cardId, ...list] : [...list, cardId]);
}

/** One copy fewer of `cardId` in part `key` (its last copy); unchanged when there is none. */
export function removeCard(model: DeckModel, key: string | null, cardId: string): DeckModel {
  const list = listOf(model, key);
  const at = list ? list.lastIndexOf(cardId) : -1;
  if (!list || at < 0) return model;
  return withList(model, key, [...list.slice(0, at), ...list.slice(at + 1)]);
}

/** Every copy of `cardId` in part `key` moved to the top of the list (drawn first when the deck is stacked). */
export function moveToTop(model: DeckModel, key: string | null, cardId: string): DeckModel {
  const list = listOf(model, key);
  if (!list || !list.includes(cardId)) return model;
  return withList(model, key, [...list.filter((x) => x === cardId), ...list.filter((x) => x !== cardId)]);
}

/** A part's distinct cards in first-seen order with their counts (what the builder lists). */
export function cardCounts(model: DeckModel, key: string | null): Array<{ cardId: string; count: number }> {
  const counts = new Map<string, number>();
  for (const id of listOf(model, key) ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([cardId, count]) => ({ cardId, count }));
}

/** How many cards part `key` holds (0 for a scalar or missing part). */
export const partSize = (model: DeckModel, key: string | null) => listOf(model, key)?.length ?? 0;

/** Whether `count` cards keep a part's size rule (`min` = `max`: exactly that many). */
export const sizeKept = (count: number, size: { min: number; max: number }) =>
  count >= size.min && count <= size.max;

/**
 * The part a card goes in: the game's deck part taking its face (card type), else the first list part of the
 * deck (a one-list deck: null).
 */
export function partFor(
  model: DeckModel,
  face: string | undefined,
  parts: ReadonlyArray<{ key: string; faces?: readonly string[] }> | undefined,
): string | null {
  const named = parts?.find((p) => face !== undefined && p.faces?.includes(face));
  if (named) return named.key;
  if (parts?.length) return parts.find((p) => p.faces?.length)?.key ?? parts[0].key;
  const first = model.find((p) => Array.isArray(p.value));
  return first ? first.key : null;
}
