/**
 * Pure helpers of the card editor: read and write a card's JSON by dot path, turn a form input into the value a
 * field stores, say which field (or the effects editor) an ERR_BAD_CARD path belongs to, suggest an id from a
 * card's name, and split a card into its form part and its effects (edited as JSON). Client-safe, no React.
 */
import type { CardEditorSpec, CardField } from '@/machines/engine/card-editor';

type Json = Record<string, unknown>;

const keysOf = (path: string) => (path === '' ? [] : path.split('.'));

/** The value at a dot path (`name.zh`, `skills.0.ops`), or undefined. */
export function getAt(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const k of keysOf(path)) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, k)) return undefined;
    cur = (cur as Json)[k];
  }
  return cur;
}

/** A copy of `obj` with the value at a dot path set (undefined removes the key); objects are created on the way. */
export function setAt<T extends object>(obj: T, path: string, value: unknown): T {
  const [head, ...rest] = keysOf(path);
  if (head === undefined) return obj;
  const copy: Json = Array.isArray(obj) ? ([...obj] as unknown as Json) : { ...(obj as Json) };
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy as T;
  }
  const inner = copy[head];
  copy[head] = setAt(inner && typeof inner === 'object' ? inner : {}, rest.join('.'), value);
  return copy as T;
}

/**
 * What a field stores for an input. Text inputs give strings; a number field gives a number, or null/undefined
 * for an empty input where the field allows it, or the raw string (so validation reports it at the field).
 */
export function fieldValue(field: CardField, input: string | boolean | string[]): unknown {
  switch (field.kind) {
    case 'number': {
      const s = String(input).trim();
      if (s === '') return field.nullable ? null : field.optional ? undefined : s;
      const n = Number(s);
      return Number.isFinite(n) ? n : s;
    }
    case 'boolean':
      return input === true ? true : field.optional ? undefined : false;
    case 'select': {
      if (input === '' && field.optional) return undefined;
      const o = field.options.find((x) => String(x.value) === String(input));
      return o ? o.value : input;
    }
    case 'keywords': {
      const list = (Array.isArray(input) ? input : String(input).split(/[,，、\s]+/u))
        .map((w) => w.trim())
        .filter(Boolean);
      return list.length ? list : undefined;
    }
    case 'text':
      return input === '' && field.optional ? undefined : String(input);
    default:
      return input;
  }
}

/** A bilingual field's value after one language changed (null when a nullable pair is emptied). */
export function bilingualValue(
  field: CardField,
  current: unknown,
  lang: 'zh' | 'en',
  input: string,
): unknown {
  const cur = current && typeof current === 'object' ? (current as { zh?: string; en?: string }) : {};
  const next = { zh: cur.zh ?? '', en: cur.en ?? '', [lang]: input };
  if (field.kind === 'bilingual' && field.nullable && next.zh === '' && next.en === '') return null;
  return next;
}

/**
 * Where an error path belongs: the form field whose path is it or a prefix of it (`name.zh` → `name`), else the
 * effects editor (`skills.0.ops.1.target`), else the card as a whole.
 */
export function errorTarget(
  spec: CardEditorSpec,
  type: string,
  path: string,
): { field: string } | { effects: true } | { card: true } {
  const fields = spec.fields.filter((f) => f.types.includes(type));
  const hit = fields.find((f) => path === f.path || path.startsWith(`${f.path}.`));
  if (hit) return { field: hit.path };
  const effectKeys = spec.types.find((t) => t.value === type)?.effectKeys ?? [];
  const top = keysOf(path)[0];
  if (top !== undefined && effectKeys.includes(top)) return { effects: true };
  return { card: true };
}

/** The effects part of a card (its effect keys that are present), for the JSON editor. */
export function effectsPart(spec: CardEditorSpec, card: Json): Json {
  const type = String(card[spec.typeKey] ?? '');
  const keys = spec.types.find((t) => t.value === type)?.effectKeys ?? [];
  const out: Json = {};
  for (const k of keys) if (Object.hasOwn(card, k)) out[k] = card[k];
  return out;
}

/** The card with its effect keys replaced by `effects` (keys of the type not in `effects` are removed). */
export function withEffects(spec: CardEditorSpec, card: Json, effects: Json): Json {
  const type = String(card[spec.typeKey] ?? '');
  const keys = spec.types.find((t) => t.value === type)?.effectKeys ?? [];
  const out: Json = { ...card };
  for (const k of keys) delete out[k];
  for (const [k, v] of Object.entries(effects)) out[k] = v;
  return out;
}

/**
 * The card with a starter card's effects added (`effects`: effect key -> value): a list (skills, effects,
 * formations) gets the borrowed entries at its end; any other effect key is set to the borrowed effect; `needs`
 * (fields the effects need on the card) are set too.
 */
export function withBorrowedEffects(card: Json, effects: Readonly<Json>, needs: Readonly<Json> = {}): Json {
  const out: Json = { ...card, ...needs };
  for (const [k, v] of Object.entries(effects)) {
    const had = out[k];
    out[k] = Array.isArray(v)
      ? [...(Array.isArray(had) ? had : []), ...structuredClone(v)]
      : structuredClone(v);
  }
  return out;
}

const ID_MAX = 64;

/**
 * An id for a new card from its name: the English name as lower-case words joined by '-', else the Chinese name
 * (letters, digits and CJK kept); never one of `taken` (a suffix -2, -3 … is added), never empty.
 */
export function suggestId(
  name: { zh?: string; en?: string },
  taken: Iterable<string>,
  fallback = 'card',
): string {
  const en = (name.en ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const zh = (name.zh ?? '').replace(/[^\p{L}\p{N}_]+/gu, '');
  const base = (en || zh || fallback).slice(0, ID_MAX - 4).replace(/^[-.]+/, '') || fallback;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let i = 2; ; i++) if (!used.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** JSON text parsed, or where its syntax breaks as a 1-based line and column. */
export function parseJson(
  text: string,
): { ok: true; value: unknown } | { ok: false; line: number; column: number; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const m = /line (\d+) column (\d+)/.exec(message);
    if (m) return { ok: false, line: Number(m[1]), column: Number(m[2]), message };
    const pos = /position (\d+)/.exec(message);
    const at = pos ? Number(pos[1]) : text.length;
    const before = text.slice(0, at).split('\n');
    return { ok: false, line: before.length, column: (before.at(-1)?.length ?? 0) + 1, message };
  }
}

/**
 * An ERR_BAD_CARD message as shown beside its field: without the card prefix (「自定义卡牌「x」：」, `Custom card
 * "x": `) and, when `dropPath`, without the leading field path the form already shows by its label.
 */
export function reasonOf(message: string, cardId: string, path: string, dropPath: boolean): string {
  let s = message;
  for (const p of [`自定义卡牌「${cardId}」：`, `Custom card "${cardId}": `])
    if (s.startsWith(p)) s = s.slice(p.length);
  if (dropPath && path)
    for (const p of [`${path}: `, `${path}：`]) if (s.startsWith(p)) return s.slice(p.length);
  return s;
}

/**
 * Whether a number field's value is out of its stated range (or not a whole number), as the words that state the
 * range (`range`, `atLeast`, `atMost`, `whole` with their numbers); null when it is fine or not a number field.
 */
export function numberProblem(
  field: CardField,
  value: unknown,
): { key: 'range' | 'atLeast' | 'atMost' | 'whole'; vars: Record<string, number> } | null {
  if (field.kind !== 'number') return null;
  if (value === undefined || value === null) return null;
  const { min, max } = field;
  const ok =
    typeof value === 'number' &&
    Number.isInteger(value) &&
    (min === undefined || value >= min) &&
    (max === undefined || value <= max);
  if (ok) return null;
  if (min !== undefined && max !== undefined) return { key: 'range', vars: { min, max } };
  if (min !== undefined) return { key: 'atLeast', vars: { min } };
  if (max !== undefined) return { key: 'atMost', vars: { max } };
  return { key: 'whole', vars: {} };
}
