/** Parsing a duel script into a DuelFile, and checking it by playing it through the engine. */
import type { AnyGameDefinition } from '../definition';
import { type DuelFile, type DuelNote } from '../duel-file';
import type { Actor, MatchSetup, Seat } from '../types';

import { parseAction } from './actions';
import {
  MAX_NOTE_CHARS,
  NOTE_KINDS,
  fail,
  parseJson,
  cardResolver,
  type NoteKind,
  type DuelScriptOptions,
  type ParsedScript,
  type CardResolver,
} from './common';
import { declaredNames, parseCards } from './cards';
import { parseDecks, type Header } from './decks';

/* ------------------------------------------------------------------------------------------------ headers */

export const HEADER =
  /^(game|rules|title|title en|description|description en|seed|first|stacked|config|position|decks json|cards? json|p[12] name|p[12] deck(?: json| [A-Za-z_][A-Za-z0-9_]*)?)\s*:(.*)$/;
export const ACTION = /^(p1|p2|author)\s*:?\s+(\S+)(.*)$/;
export const NOTE = /^>\s*\[([a-z]+)(!spoiler)?\](?: (.*)|)$/;
export const NOTE_MORE = /^>>(?: (.*)|)$/;

export function seatOf(t: string): Seat {
  return t.startsWith('p1') ? 'p1' : 'p2';
}

/* ------------------------------------------------------------------------------------------------ parsing */

/** Parse a script into a DuelFile without playing it (setup and actions are checked by `checkDuelScript`). */
export function parseDuelScript(text: string, options: DuelScriptOptions): ParsedScript {
  const rawLines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header: Header = { values: new Map(), deckParts: { p1: [], p2: [] }, cards: [] };
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
      if (key === 'card json' || key === 'cards json') {
        header.cards.push({ value, line: n, list: key === 'cards json' });
        headerLines['cards'] ??= n;
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
      if (!steps.length) {
        validateHeaderPresence(header, n);
        resolve = withDeclaredCards(g, header, resolve, options, headerLines);
      }
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
  if (!steps.length) {
    validateHeaderPresence(header, last);
    resolve = withDeclaredCards(g, header, resolve, options, headerLines);
  }
  const file = buildFile(header, g, resolve, openingNotes, steps);
  return { file, def: g, stepLines, headerLines };
}

/** Once the header is read: decks and pins may name the declared custom cards by id or name too. */
function withDeclaredCards(
  def: AnyGameDefinition,
  header: Header,
  resolve: CardResolver,
  options: DuelScriptOptions,
  headerLines: Record<string, number>,
): CardResolver {
  const cards = parseCards(header);
  if (!cards) return resolve;
  for (const [id, line] of Object.entries(cards.lines)) headerLines[`card ${id}`] = line;
  return cardResolver(def, options.cardIds?.(def.id), declaredNames(cards.cards));
}

export function validateHeaderPresence(header: Header, line: number): void {
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

export function buildFile(
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
  const cards = parseCards(header);
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
  // Last, in the setup envelope's own key order, so a parsed setup re-parses to the same JSON.
  if (cards) setup.cards = cards.cards;
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
