/** Shared pieces of the duel-script parser and serializer: options, errors, JSON and key=value payloads, card lists. */
import type { Text } from '../types';
import type { AnyGameDefinition } from '../definition';
import { RuleError } from '../errors';
import { type DuelFile } from '../duel-file';

export const DUEL_SCRIPT_MAGIC = '# duelscribe script v1';
export const MAX_NOTE_CHARS = 20_000;
export const NOTE_KINDS = ['narration', 'commentary', 'dialogue', 'beat'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export interface DuelScriptOptions {
  /** The games a script may name. */
  games: Readonly<Record<string, AnyGameDefinition>>;
  /** Every card id of a game, so decks and pins may name a card by its zh or en name; unknown ids are refused. */
  cardIds?: (gameId: string) => readonly string[] | undefined;
}

export interface ParsedScript {
  file: DuelFile;
  def: AnyGameDefinition;
  /** 1-based script line of each step (steps[i] was written on line stepLines[i]). */
  stepLines: number[];
  /** 1-based script line of each header key (game, seed, p1 deck …), for setup errors. */
  headerLines: Record<string, number>;
}

/** A refusal of a script: code, zh/en message naming the line, details.line. */
export class ScriptError extends RuleError {}

export function fail(
  line: number,
  code: string,
  zh: string,
  en: string,
  details: Record<string, unknown> = {},
): never {
  throw new ScriptError(
    code,
    { zh: `第 ${line} 行：${zh}`, en: `Line ${line}: ${en}` },
    { ...details, line },
  );
}

/* ------------------------------------------------------------------------------------------- JSON scanning */

/** The end index (exclusive) of the JSON value starting at `s[from]` ('{' or '['), or -1 when unbalanced. */
export function scanJson(s: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let i = from; i < s.length; i++) {
    const c = s[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

export function parseJson(text: string, line: number, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    fail(line, 'ERR_SCRIPT_JSON', `${what} 不是合法的 JSON：${why}`, `${what} is not valid JSON: ${why}`);
  }
}

/* ------------------------------------------------------------------------------------- key=value payloads */

export const BARE = /^[^\s"={}[\],]+$/;
export const LITERAL = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)$/;

/** A value written bare in `key=value` form: JSON literals are numbers/booleans/null, other words strings. */
export function bareValue(token: string): unknown {
  if (LITERAL.test(token)) return JSON.parse(token);
  return token;
}

/** Can this payload be written as `key=value …` and read back identically? */
export function asPairs(payload: unknown): string | null {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(payload)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(k)) return null;
    if (typeof v === 'string') {
      parts.push(BARE.test(v) && !LITERAL.test(v) ? `${k}=${v}` : `${k}=${JSON.stringify(v)}`);
    } else if (
      (typeof v === 'number' && Number.isFinite(v) && JSON.stringify(v) === String(v)) ||
      typeof v === 'boolean' ||
      v === null
    ) {
      parts.push(`${k}=${JSON.stringify(v)}`);
    } else return null;
  }
  return parts.join(' ');
}

/** Split `a=1 b="x y" c=z` into a payload object. */
export function parsePairs(text: string, line: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let i = 0;
  while (i < text.length) {
    while (text[i] === ' ' || text[i] === '\t') i++;
    if (i >= text.length) break;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(text.slice(i));
    if (!m) {
      fail(
        line,
        'ERR_SCRIPT_SYNTAX',
        `无法读取参数「${text.slice(i, i + 30)}」：应为 键=值 或 JSON 对象`,
        `Cannot read the argument "${text.slice(i, i + 30)}": expected key=value or a JSON object`,
      );
    }
    const key = m[1];
    if (key in out) fail(line, 'ERR_SCRIPT_SYNTAX', `参数 ${key} 重复`, `Argument ${key} given twice`);
    i += m[0].length;
    if (text[i] === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length)
        fail(
          line,
          'ERR_SCRIPT_SYNTAX',
          `参数 ${key} 的字符串没有结束引号`,
          `The string of ${key} has no closing quote`,
        );
      out[key] = parseJson(text.slice(i, j + 1), line, key);
      i = j + 1;
    } else if (text[i] === '{' || text[i] === '[') {
      const end = scanJson(text, i);
      if (end < 0)
        fail(line, 'ERR_SCRIPT_JSON', `参数 ${key} 的 JSON 括号不配对`, `The JSON of ${key} is unbalanced`);
      out[key] = parseJson(text.slice(i, end), line, key);
      i = end;
    } else {
      let j = i;
      while (j < text.length && text[j] !== ' ' && text[j] !== '\t') j++;
      const token = text.slice(i, j);
      if (!token) fail(line, 'ERR_SCRIPT_SYNTAX', `参数 ${key} 没有值`, `Argument ${key} has no value`);
      out[key] = bareValue(token);
      i = j;
    }
    if (i < text.length && text[i] !== ' ' && text[i] !== '\t') {
      fail(line, 'ERR_SCRIPT_SYNTAX', `参数 ${key} 之后缺少空格`, `Expected a space after argument ${key}`);
    }
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------- cards */

export interface CardResolver {
  (token: string, line: number, what: string): string;
}

export function cardResolver(
  def: AnyGameDefinition,
  ids: readonly string[] | undefined,
  custom: ReadonlyArray<{ id: string; name?: Text }> = [],
): CardResolver {
  if (!ids) return (token) => token;
  const known = new Set([...ids, ...custom.map((c) => c.id)]);
  const byName = new Map<string, string>();
  for (const id of ids) {
    const n = def.cardName(id);
    for (const key of [n.zh, n.en.toLowerCase()]) if (!byName.has(key)) byName.set(key, id);
  }
  for (const c of custom) {
    if (!c.name) continue;
    for (const key of [c.name.zh, c.name.en.toLowerCase()]) if (!byName.has(key)) byName.set(key, c.id);
  }
  return (token, line, what) => {
    if (known.has(token)) return token;
    const id = byName.get(token) ?? byName.get(token.toLowerCase());
    if (id) return id;
    fail(
      line,
      'ERR_SCRIPT_UNKNOWN_CARD',
      `${what}：${def.name.zh}没有卡牌「${token}」`,
      `${what}: ${def.name.en} has no card "${token}"`,
      { card: token },
    );
  };
}

/** `3x spark, flame, 2× Blaze` -> ids in order. */
export function parseCardList(text: string, line: number, resolve: CardResolver, what: string): string[] {
  const out: string[] = [];
  if (!text.trim()) return out;
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (!item)
      fail(
        line,
        'ERR_SCRIPT_SYNTAX',
        `${what}中有空项（多余的逗号？）`,
        `${what} has an empty item (a stray comma?)`,
      );
    const m = /^(\d{1,4})\s*[x×*]\s*(.+)$/.exec(item);
    const count = m ? Number(m[1]) : 1;
    const name = (m ? m[2] : item).trim();
    if (count < 1)
      fail(
        line,
        'ERR_SCRIPT_SYNTAX',
        `${what}中「${item}」的数量必须至少为 1`,
        `${what}: the count of "${item}" must be at least 1`,
      );
    const id = resolve(name, line, what);
    for (let k = 0; k < count; k++) out.push(id);
  }
  return out;
}

export function formatCardList(ids: readonly string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < ids.length;) {
    let j = i;
    while (j < ids.length && ids[j] === ids[i]) j++;
    parts.push(j - i > 1 ? `${j - i}x ${ids[i]}` : ids[i]);
    i = j;
  }
  return parts.join(', ');
}

/** A card list can be written as text only when every id is a plain token that reads back as itself. */
export const listable = (v: unknown): v is string[] =>
  Array.isArray(v) &&
  v.every(
    (x) => typeof x === 'string' && /^[^\s,#>]([^,]*[^\s,])?$/.test(x) && !/^\d{1,4}\s*[x×*]\s/.test(x),
  );
