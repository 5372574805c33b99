/**
 * Duel scripts: the plain-text form of a duel an author can write by hand (docs/duel-script.md).
 *
 *   parseDuelScript(text, options)     -> DuelFile + the script line of every step   (throws ScriptError)
 *   checkDuelScript(text, options)     -> parsed + played through the engine          (throws ScriptError)
 *   serializeDuelScript(file, options) -> text that parses back to the same DuelFile
 *   duelFileFromLine(events, notes)    -> the DuelFile of a stored line (for export)
 *
 * Every error is a RuleError whose message starts with the line number (第 N 行 / Line N) and whose details carry
 * `line`. Pure: no I/O.
 */
import type { AnyGameDefinition } from './definition';
import { RuleError, isRuleError } from './errors';
import { type DuelFile, type DuelNote, playDuelFile, type PlayedDuel } from './duel-file';
import { KERNEL_ACTIONS, applyInPlace, createMatchOrThrow } from './match';
import { actionSchema } from './schemas';
import type { Actor, EngineEvent, MatchSetup, MatchState, Seat } from './types';
import { upcastEvent } from './upcast';

export const DUEL_SCRIPT_MAGIC = '# duelscribe script v1';
export const MAX_NOTE_CHARS = 20_000;
const NOTE_KINDS = ['narration', 'commentary', 'dialogue', 'beat'] as const;
type NoteKind = (typeof NOTE_KINDS)[number];

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

function fail(
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
function scanJson(s: string, from: number): number {
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

function parseJson(text: string, line: number, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    fail(line, 'ERR_SCRIPT_JSON', `${what} 不是合法的 JSON：${why}`, `${what} is not valid JSON: ${why}`);
  }
}

/* ------------------------------------------------------------------------------------- key=value payloads */

const BARE = /^[^\s"={}[\],]+$/;
const LITERAL = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)$/;

/** A value written bare in `key=value` form: JSON literals are numbers/booleans/null, other words strings. */
function bareValue(token: string): unknown {
  if (LITERAL.test(token)) return JSON.parse(token);
  return token;
}

/** Can this payload be written as `key=value …` and read back identically? */
function asPairs(payload: unknown): string | null {
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
function parsePairs(text: string, line: number): Record<string, unknown> {
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

interface CardResolver {
  (token: string, line: number, what: string): string;
}

function cardResolver(def: AnyGameDefinition, ids: readonly string[] | undefined): CardResolver {
  if (!ids) return (token) => token;
  const known = new Set(ids);
  const byName = new Map<string, string>();
  for (const id of ids) {
    const n = def.cardName(id);
    for (const key of [n.zh, n.en.toLowerCase()]) if (!byName.has(key)) byName.set(key, id);
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
function parseCardList(text: string, line: number, resolve: CardResolver, what: string): string[] {
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

function formatCardList(ids: readonly string[]): string {
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
const listable = (v: unknown): v is string[] =>
  Array.isArray(v) &&
  v.every(
    (x) => typeof x === 'string' && /^[^\s,#>]([^,]*[^\s,])?$/.test(x) && !/^\d{1,4}\s*[x×*]\s/.test(x),
  );

/* ------------------------------------------------------------------------------------------------ headers */

const HEADER =
  /^(game|rules|title|title en|description|description en|seed|first|stacked|config|position|decks json|p[12] name|p[12] deck(?: json| [A-Za-z_][A-Za-z0-9_]*)?)\s*:(.*)$/;
const ACTION = /^(p1|p2|author)\s*:?\s+(\S+)(.*)$/;
const NOTE = /^>\s*\[([a-z]+)(!spoiler)?\](?: (.*)|)$/;
const NOTE_MORE = /^>>(?: (.*)|)$/;

interface Header {
  values: Map<string, { value: string; line: number }>;
  deckParts: Record<Seat, Array<{ key: string | null; json: boolean; value: string; line: number }>>;
}

function seatOf(t: string): Seat {
  return t.startsWith('p1') ? 'p1' : 'p2';
}

/* ------------------------------------------------------------------------------------------------ parsing */

/** Parse a script into a DuelFile without playing it (setup and actions are checked by `checkDuelScript`). */
export function parseDuelScript(text: string, options: DuelScriptOptions): ParsedScript {
  const rawLines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header: Header = { values: new Map(), deckParts: { p1: [], p2: [] } };
  const steps: DuelFile['steps'] = [];
  const stepLines: number[] = [];
  const openingNotes: DuelNote[] = [];
  let lastNote: DuelNote | null = null;
  let lastNoteLine = 0;
  let def: AnyGameDefinition | undefined;
  let resolve: CardResolver = (t) => t;
  const headerLines: Record<string, number> = {};
  const noteAt = new Map<DuelNote, number>();

  const ensureGame = (line: number): AnyGameDefinition => {
    if (def) return def;
    const g = header.values.get('game');
    if (!g)
      fail(
        line,
        'ERR_SCRIPT_NO_GAME',
        '缺少「game:」标题行（必须在第一个动作之前）',
        'Missing the "game:" header (it must come before the first action)',
      );
    return def!;
  };

  for (let idx = 0; idx < rawLines.length; idx++) {
    const n = idx + 1;
    const raw = rawLines[idx];
    const lineText = raw.trim();
    const more = NOTE_MORE.exec(raw.trimStart());
    if (more) {
      if (!lastNote || lastNoteLine !== n - 1) {
        fail(
          n,
          'ERR_SCRIPT_SYNTAX',
          '「>>」续行必须紧跟在一条笔记之后',
          'A ">>" continuation must directly follow a note',
        );
      }
      lastNote.body += `\n${more[1] ?? ''}`;
      lastNoteLine = n;
      continue;
    }
    if (!lineText || lineText.startsWith('#')) continue;
    const note = NOTE.exec(raw.trimStart());
    if (note) {
      const kind = note[1] as NoteKind;
      if (!NOTE_KINDS.includes(kind)) {
        fail(
          n,
          'ERR_SCRIPT_NOTE_KIND',
          `笔记类型「${note[1]}」未知（可用：${NOTE_KINDS.join('、')}）`,
          `Unknown note kind "${note[1]}" (use ${NOTE_KINDS.join(', ')})`,
        );
      }
      const dn: DuelNote = { kind, body: note[3] ?? '' };
      if (note[2]) dn.spoiler = true;
      noteAt.set(dn, n);
      if (steps.length === 0) openingNotes.push(dn);
      else (steps[steps.length - 1].notes ??= []).push(dn);
      lastNote = dn;
      lastNoteLine = n;
      continue;
    }
    if (lineText.startsWith('>')) {
      fail(
        n,
        'ERR_SCRIPT_SYNTAX',
        '笔记应写作「> [类型] 正文」，例如「> [narration] 他笑了」',
        'A note is written "> [kind] text", e.g. "> [narration] he smiled"',
      );
    }
    const h = HEADER.exec(lineText);
    if (h) {
      const key = h[1];
      const value = h[2].trim();
      if (steps.length)
        fail(
          n,
          'ERR_SCRIPT_HEADER_LATE',
          `标题行「${key}:」必须写在第一个动作之前`,
          `The header "${key}:" must come before the first action`,
        );
      if (/^p[12] deck/.test(key)) {
        const seat = seatOf(key);
        const rest = key.slice('p1 deck'.length).trim();
        header.deckParts[seat].push({
          key: rest === 'json' || rest === '' ? null : rest,
          json: rest === 'json',
          value,
          line: n,
        });
        headerLines[`${seat} deck`] ??= n;
        continue;
      }
      if (header.values.has(key))
        fail(n, 'ERR_SCRIPT_HEADER_TWICE', `标题行「${key}:」重复`, `The header "${key}:" is given twice`);
      header.values.set(key, { value, line: n });
      headerLines[key] = n;
      if (key === 'game') {
        def = options.games[value];
        if (!def) {
          fail(
            n,
            'ERR_SCRIPT_UNKNOWN_GAME',
            `未知游戏「${value}」（可用：${Object.keys(options.games).join('、') || '无'}）`,
            `Unknown game "${value}" (known: ${Object.keys(options.games).join(', ') || 'none'})`,
          );
        }
        resolve = cardResolver(def, options.cardIds?.(def.id));
      }
      continue;
    }
    const a = ACTION.exec(lineText);
    if (a) {
      const g = ensureGame(n);
      if (!steps.length) validateHeaderPresence(header, n);
      steps.push({ action: parseAction(a[1] as Actor, a[2], a[3].trim(), n, g, resolve) });
      stepLines.push(n);
      continue;
    }
    const who = /^([A-Za-z0-9_]+)\s*:?\s+[a-z][a-zA-Z0-9]*\.[a-z]/.exec(lineText);
    if (who) {
      fail(
        n,
        'ERR_SCRIPT_UNKNOWN_SEAT',
        `未知的行动者「${who[1]}」（应为 p1、p2 或 author）`,
        `Unknown actor "${who[1]}" (expected p1, p2 or author)`,
        { actor: who[1] },
      );
    }
    fail(
      n,
      'ERR_SCRIPT_SYNTAX',
      `无法理解这一行：「${lineText.slice(0, 60)}」（应为标题行「键: 值」、动作「p1 类型 参数」、笔记「> [类型] 正文」或注释「# …」）`,
      `Cannot read this line: "${lineText.slice(0, 60)}" (expected a header "key: value", an action "p1 type args", a note "> [kind] text" or a comment "# …")`,
    );
  }
  for (const [note, n] of noteAt) {
    if (!note.body.trim()) fail(n, 'ERR_SCRIPT_NOTE_EMPTY', '笔记正文不能为空', 'A note cannot be empty');
    if (note.body.length > MAX_NOTE_CHARS) {
      fail(
        n,
        'ERR_TOO_LARGE',
        `笔记过长（${note.body.length} 字符，上限 ${MAX_NOTE_CHARS}）`,
        `The note is too long (${note.body.length} characters, limit ${MAX_NOTE_CHARS})`,
      );
    }
  }
  const last = rawLines.length;
  const g = ensureGame(last);
  if (!steps.length) validateHeaderPresence(header, last);
  const file = buildFile(header, g, resolve, openingNotes, steps);
  return { file, def: g, stepLines, headerLines };
}

function validateHeaderPresence(header: Header, line: number): void {
  for (const key of ['p1 name', 'p2 name'] as const) {
    if (!header.values.has(key)) {
      fail(
        line,
        'ERR_SCRIPT_MISSING_HEADER',
        `缺少标题行「${key}:」（玩家名字）`,
        `Missing the header "${key}:" (the player's name)`,
      );
    }
  }
}

function buildFile(
  header: Header,
  def: AnyGameDefinition,
  resolve: CardResolver,
  notes: DuelNote[],
  steps: DuelFile['steps'],
): DuelFile {
  const get = (k: string) => header.values.get(k);
  const title = get('title')?.value || `${get('p1 name')?.value} vs ${get('p2 name')?.value}`;
  const seedH = get('seed');
  let seed = 0;
  if (seedH) {
    if (!/^-?\d+$/.test(seedH.value))
      fail(
        seedH.line,
        'ERR_SCRIPT_SYNTAX',
        `种子必须是整数：「${seedH.value}」`,
        `The seed must be an integer: "${seedH.value}"`,
      );
    seed = Number(seedH.value);
  }
  const setup: MatchSetup = {
    gameId: def.id,
    rulesVersion: get('rules')?.value || def.rulesVersion,
    players: { p1: { name: get('p1 name')!.value }, p2: { name: get('p2 name')!.value } },
    seed,
  };
  const config = get('config');
  if (config) setup.config = parseJson(config.value, config.line, 'config') as MatchSetup['config'];
  const decks = parseDecks(header, resolve);
  if (decks !== undefined) setup.decks = decks as MatchSetup['decks'];
  const stacked = get('stacked');
  if (stacked) {
    const seats = stacked.value.split(/[\s,]+/).filter(Boolean);
    for (const s of seats) {
      if (s !== 'p1' && s !== 'p2')
        fail(
          stacked.line,
          'ERR_SCRIPT_UNKNOWN_SEAT',
          `未知座位「${s}」（应为 p1 或 p2）`,
          `Unknown seat "${s}" (expected p1 or p2)`,
        );
    }
    setup.stacked = seats as Seat[];
  }
  const first = get('first');
  if (first) {
    if (first.value !== 'p1' && first.value !== 'p2')
      fail(
        first.line,
        'ERR_SCRIPT_UNKNOWN_SEAT',
        `先手必须是 p1 或 p2：「${first.value}」`,
        `first must be p1 or p2: "${first.value}"`,
      );
    setup.firstPlayer = first.value;
  }
  const position = get('position');
  if (position) setup.position = parseJson(position.value, position.line, 'position');
  const file: DuelFile = {
    title: { zh: title, en: get('title en')?.value || title },
    setup,
    steps,
  };
  const desc = get('description');
  if (desc) file.description = { zh: desc.value, en: get('description en')?.value || desc.value };
  if (notes.length) file.notes = notes;
  return file;
}

function parseDecks(header: Header, resolve: CardResolver): unknown {
  const whole = header.values.get('decks json');
  if (whole) return parseJson(whole.value, whole.line, 'decks json');
  const out: Partial<Record<Seat, unknown>> = {};
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const parts = header.deckParts[seat];
    if (!parts.length) continue;
    const what = { zh: `${seat} 的牌组`, en: `${seat}'s deck` };
    if (parts.some((p) => p.json)) {
      if (parts.length > 1)
        fail(
          parts[1].line,
          'ERR_SCRIPT_HEADER_TWICE',
          `${what.zh}写成 JSON 时只能有一行`,
          `${what.en} in JSON takes exactly one line`,
        );
      out[seat] = parseJson(parts[0].value, parts[0].line, `${seat} deck json`);
    } else if (parts.every((p) => p.key === null)) {
      out[seat] = parts.flatMap((p) => parseCardList(p.value, p.line, resolve, `${seat} deck`));
    } else if (parts.every((p) => p.key !== null)) {
      const obj: Record<string, string[]> = {};
      for (const p of parts)
        (obj[p.key!] ??= []).push(...parseCardList(p.value, p.line, resolve, `${seat} deck ${p.key}`));
      out[seat] = obj;
    } else {
      fail(
        parts[parts.length - 1].line,
        'ERR_SCRIPT_SYNTAX',
        `${what.zh}不能同时使用「deck:」和「deck 分区:」`,
        `${what.en} cannot mix "deck:" with "deck <part>:" lines`,
      );
    }
  }
  return Object.keys(out).length ? out : undefined;
}

/** `author: fate.pin draw p1 flame`, `author: ruling {...} reason: …`, `p1 card.play card=p1-3`, `p1 x.y {...}`. */
function parseAction(
  actor: Actor,
  word: string,
  rest: string,
  line: number,
  def: AnyGameDefinition,
  resolve: CardResolver,
) {
  let type = word;
  if (actor === 'author' && (word === 'pin' || word === 'fate')) type = KERNEL_ACTIONS.pin;
  if (actor === 'author' && word === 'ruling') type = KERNEL_ACTIONS.ruling;
  if (!actionSchema.shape.type.safeParse(type).success) {
    fail(
      line,
      'ERR_SCRIPT_UNKNOWN_ACTION',
      `「${word}」不是动作名（应为 小写.点分 形式，如 card.play）`,
      `"${word}" is not an action name (expected dotted lower-case, e.g. card.play)`,
    );
  }
  const known =
    type === KERNEL_ACTIONS.pin ||
    type === KERNEL_ACTIONS.ruling ||
    type === KERNEL_ACTIONS.concede ||
    type in def.actions;
  if (!known) {
    fail(
      line,
      'ERR_SCRIPT_UNKNOWN_ACTION',
      `${def.name.zh}没有动作「${type}」`,
      `${def.name.en} has no action "${type}"`,
      { type },
    );
  }
  let payload: unknown;
  if (rest.startsWith('{')) {
    const end = scanJson(rest, 0);
    if (end < 0) fail(line, 'ERR_SCRIPT_JSON', 'JSON 参数的括号不配对', 'The JSON argument is unbalanced');
    payload = parseJson(rest.slice(0, end), line, 'payload');
    const after = rest.slice(end).trim();
    if (type === KERNEL_ACTIONS.ruling && after) {
      const m = /^reason\s*:\s*(.*)$/.exec(after);
      if (!m)
        fail(
          line,
          'ERR_SCRIPT_SYNTAX',
          '裁定的变更之后应写「reason: 理由」',
          'A ruling\'s change is followed by "reason: …"',
        );
      payload = { change: payload, reason: m[1] };
    } else if (type === KERNEL_ACTIONS.ruling) {
      if (!(payload && typeof payload === 'object' && 'reason' in payload && 'change' in payload)) {
        fail(
          line,
          'ERR_SCRIPT_RULING_REASON',
          '裁定必须写明理由：「author: ruling {变更} reason: 理由」',
          'A ruling needs a reason: "author: ruling {change} reason: …"',
        );
      }
    } else if (after) {
      fail(
        line,
        'ERR_SCRIPT_SYNTAX',
        `JSON 参数之后还有多余内容：「${after.slice(0, 30)}」`,
        `Unexpected text after the JSON argument: "${after.slice(0, 30)}"`,
      );
    }
  } else if (type === KERNEL_ACTIONS.pin && rest && !/^[A-Za-z_][A-Za-z0-9_]*=/.test(rest)) {
    payload = parsePin(rest, line, resolve);
  } else if (type === KERNEL_ACTIONS.ruling) {
    fail(
      line,
      'ERR_SCRIPT_RULING_REASON',
      '裁定写作「author: ruling {变更 JSON} reason: 理由」',
      'A ruling is written "author: ruling {change JSON} reason: …"',
    );
  } else {
    payload = parsePairs(rest, line);
  }
  return { type, actor, payload };
}

function parsePin(rest: string, line: number, resolve: CardResolver): unknown {
  const words = rest.split(/\s+/);
  const seat = (s: string | undefined): Seat => {
    if (s !== 'p1' && s !== 'p2')
      fail(
        line,
        'ERR_SCRIPT_UNKNOWN_SEAT',
        `未知座位「${s ?? ''}」（应为 p1 或 p2）`,
        `Unknown seat "${s ?? ''}" (expected p1 or p2)`,
      );
    return s;
  };
  if (words[0] === 'draw') {
    const who = seat(words[1]);
    const name = words.slice(2).join(' ');
    if (!name)
      fail(
        line,
        'ERR_SCRIPT_SYNTAX',
        '锁定抽牌需要卡牌：「author: fate.pin draw p1 卡名」',
        'A draw pin names a card: "author: fate.pin draw p1 <card>"',
      );
    return { kind: 'draw', seat: who, cardId: resolve(name, line, 'fate.pin') };
  }
  if (words[0] === 'coin' && words.length === 2) return { kind: 'coin', winner: seat(words[1]) };
  if (words[0] === 'pick' && words.length === 2 && /^\d+$/.test(words[1]))
    return { kind: 'pick', index: Number(words[1]) };
  fail(
    line,
    'ERR_SCRIPT_SYNTAX',
    '命运锁定写作「draw p1 卡名」「coin p2」或「pick 3」',
    'A pin is "draw p1 <card>", "coin p2" or "pick 3"',
  );
}

/* ------------------------------------------------------------------------------------------ check (play) */

export interface CheckedScript extends ParsedScript {
  played: PlayedDuel;
}

/** Parse and play a script through the engine; any refusal names its script line. */
export function checkDuelScript(text: string, options: DuelScriptOptions): CheckedScript {
  const parsed = parseDuelScript(text, options);
  try {
    return { ...parsed, played: playDuelFile(parsed.def, parsed.file) };
  } catch (e) {
    if (!isRuleError(e)) throw e;
    const step = typeof e.details.step === 'number' ? e.details.step : null;
    if (step !== null) {
      const line = parsed.stepLines[step - 1];
      throw new ScriptError(
        e.code,
        { zh: `第 ${line} 行：${e.text.zh}`, en: `Line ${line}: ${e.text.en}` },
        { ...e.details, line },
      );
    }
    const line = setupErrorLine(e, parsed.headerLines);
    throw new ScriptError(
      e.code,
      { zh: `第 ${line} 行：${e.text.zh}`, en: `Line ${line}: ${e.text.en}` },
      { ...e.details, line },
    );
  }
}

/** The header line a setup refusal is about (decks.p2… -> the p2 deck line), else the game line. */
function setupErrorLine(e: RuleError, lines: Record<string, number>): number {
  const t = e.text.en;
  const pick = (...keys: string[]) => keys.map((k) => lines[k]).find((x) => x !== undefined);
  const m = /decks\.(p[12])/.exec(t);
  return (
    (m && pick(`${m[1]} deck`, 'decks json')) ||
    (e.code === 'ERR_BAD_CONFIG' && pick('config')) ||
    (e.code === 'ERR_RULES_VERSION' && pick('rules')) ||
    (/position/.test(t) && pick('position')) ||
    (/players\.p1/.test(t) && pick('p1 name')) ||
    (/players\.p2/.test(t) && pick('p2 name')) ||
    (/seed/.test(t) && pick('seed')) ||
    (/decks/.test(t) && pick('p1 deck', 'p2 deck', 'decks json')) ||
    pick('game') ||
    1
  );
}

/* ---------------------------------------------------------------------------------------------- serialise */

export interface SerializeOptions {
  /** With the game, `# turn N` comment headers are added where the turn changes (the script reads the same). */
  def?: AnyGameDefinition;
}

const oneLine = (s: string) => !/[\r\n]/.test(s);

function noteLines(n: DuelNote): string[] {
  const [first, ...rest] = n.body.split('\n');
  const tag = `[${n.kind}${n.spoiler ? '!spoiler' : ''}]`;
  return [first ? `> ${tag} ${first}` : `> ${tag}`, ...rest.map((l) => (l ? `>> ${l}` : '>>'))];
}

function formatAction(action: DuelFile['steps'][number]['action']): string {
  const { type, actor } = action;
  const payload = action.payload ?? {};
  const p = payload as Record<string, unknown>;
  if (type === KERNEL_ACTIONS.pin && p && typeof p === 'object') {
    const keys = Object.keys(p).sort().join(',');
    if (
      p.kind === 'draw' &&
      keys === 'cardId,kind,seat' &&
      typeof p.cardId === 'string' &&
      /^\S+$/.test(p.cardId)
    ) {
      return `${actor}: ${type} draw ${p.seat} ${p.cardId}`;
    }
    if (p.kind === 'coin' && keys === 'kind,winner') return `${actor}: ${type} coin ${p.winner}`;
    if (p.kind === 'pick' && keys === 'index,kind' && Number.isInteger(p.index) && (p.index as number) >= 0)
      return `${actor}: ${type} pick ${p.index}`;
    return `${actor}: ${type} ${JSON.stringify(payload)}`;
  }
  if (type === KERNEL_ACTIONS.ruling && p && typeof p === 'object' && !Array.isArray(p)) {
    const keys = Object.keys(p).sort().join(',');
    const reason = p.reason;
    if (
      keys === 'change,reason' &&
      typeof reason === 'string' &&
      oneLine(reason) &&
      reason === reason.trim() &&
      p.change &&
      typeof p.change === 'object' &&
      !Array.isArray(p.change)
    ) {
      return `${actor}: ruling ${JSON.stringify(p.change)} reason: ${reason}`;
    }
    return `${actor}: ${type} ${JSON.stringify(payload)}`;
  }
  const pairs = asPairs(payload);
  if (pairs !== null) return pairs ? `${actor}: ${type} ${pairs}` : `${actor}: ${type}`;
  return `${actor}: ${type} ${JSON.stringify(payload)}`;
}

function headerValueOk(v: string): boolean {
  return oneLine(v) && v === v.trim();
}

/** Write a DuelFile as a script; `parseDuelScript` of the result gives the same file (setup, steps, notes). */
export function serializeDuelScript(file: DuelFile, options: SerializeOptions = {}): string {
  const s = file.setup as MatchSetup;
  const out: string[] = [DUEL_SCRIPT_MAGIC, `game: ${s.gameId}`, `rules: ${s.rulesVersion}`];
  const text = (key: string, v: string) => {
    if (!headerValueOk(v))
      throw new RuleError('ERR_SCRIPT_UNWRITABLE', {
        zh: `${key} 不能包含换行或首尾空格`,
        en: `${key} cannot contain line breaks or surrounding spaces`,
      });
    out.push(v ? `${key}: ${v}` : `${key}:`);
  };
  text('title', file.title.zh);
  if (file.title.en !== file.title.zh) text('title en', file.title.en);
  if (file.description) {
    text('description', file.description.zh);
    if (file.description.en !== file.description.zh) text('description en', file.description.en);
  }
  text('p1 name', s.players.p1.name);
  text('p2 name', s.players.p2.name);
  out.push(`seed: ${s.seed}`);
  if (s.firstPlayer) out.push(`first: ${s.firstPlayer}`);
  if (s.stacked) out.push(`stacked: ${s.stacked.join(', ')}`);
  if (s.config !== undefined) out.push(`config: ${JSON.stringify(s.config)}`);
  if (s.decks !== undefined) out.push(...formatDecks(s.decks));
  if (s.position !== undefined) out.push(`position: ${JSON.stringify(s.position)}`);
  for (const n of file.notes ?? []) out.push(...noteLines(n));
  let state: MatchState | null = null;
  let turn = -1;
  if (options.def) {
    try {
      state = createMatchOrThrow(options.def, s);
    } catch {
      state = null;
    }
  }
  out.push('');
  for (const step of file.steps) {
    if (state) {
      if (state.turn !== turn) {
        turn = state.turn;
        out.push(`# turn ${turn}`);
      }
      try {
        applyInPlace(options.def!, state, { ...step.action, payload: step.action.payload ?? {} });
      } catch {
        state = null;
      }
    }
    out.push(formatAction(step.action));
    for (const n of step.notes ?? []) out.push(...noteLines(n));
  }
  return out.join('\n') + '\n';
}

function formatDecks(decks: unknown): string[] {
  const d = decks as Record<string, unknown>;
  const isRecord =
    d && typeof d === 'object' && !Array.isArray(d) && Object.keys(d).every((k) => k === 'p1' || k === 'p2');
  if (!isRecord) return [`decks json: ${JSON.stringify(decks)}`];
  const out: string[] = [];
  for (const seat of ['p1', 'p2'] as const) {
    if (!(seat in d)) continue;
    const deck = d[seat];
    if (listable(deck) && deck.length > 0) {
      out.push(`${seat} deck: ${formatCardList(deck)}`);
    } else if (
      deck &&
      typeof deck === 'object' &&
      !Array.isArray(deck) &&
      Object.keys(deck).length > 0 &&
      Object.entries(deck).every(
        ([k, v]) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(k) && k !== 'json' && listable(v),
      )
    ) {
      for (const [k, v] of Object.entries(deck))
        out.push(`${seat} deck ${k}: ${formatCardList(v as string[])}`.trimEnd());
    } else {
      out.push(`${seat} deck json: ${JSON.stringify(deck)}`);
    }
  }
  return out;
}

/* ----------------------------------------------------------------------------------------------- export */

export interface LineNote {
  seq: number;
  kind: NoteKind;
  body: string;
  spoiler?: boolean;
}

/**
 * The DuelFile of a stored line: its events (match.created first, upcast to the current version) and its notes
 * (latest revisions, ordered by seq then as given).
 */
export function duelFileFromLine(
  def: AnyGameDefinition,
  events: readonly EngineEvent[],
  notes: readonly LineNote[],
  title: string,
): DuelFile {
  const [first, ...rest] = events.map((e) => upcastEvent(def, e));
  if (!first || first.type !== KERNEL_ACTIONS.created) {
    throw new RuleError('ERR_NO_MATCH_CREATED', {
      zh: '事件流必须以 match.created 开始',
      en: 'An event line must start with match.created',
    });
  }
  const bySeq = new Map<number, DuelNote[]>();
  for (const n of [...notes].sort((a, b) => a.seq - b.seq)) {
    const dn: DuelNote = { kind: n.kind, body: n.body };
    if (n.spoiler) dn.spoiler = true;
    const list = bySeq.get(n.seq) ?? [];
    list.push(dn);
    bySeq.set(n.seq, list);
  }
  const file: DuelFile = {
    title: { zh: title, en: title },
    setup: first.payload as DuelFile['setup'],
    steps: rest.map((e) => {
      const step: DuelFile['steps'][number] = {
        action: { type: e.type, actor: e.actor, payload: e.payload },
      };
      const ns = bySeq.get(e.seq);
      if (ns) step.notes = ns;
      return step;
    }),
  };
  const opening = bySeq.get(0);
  if (opening) file.notes = opening;
  return file;
}
