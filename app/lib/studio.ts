/**
 * The authoring side of the site, without HTTP: create a match, append an action through the engine, undo,
 * branch, notes, import and export duel scripts. Server-only (db + machines); the route handlers and the CLI
 * (scripts/duel.ts) call these. Every refusal is a StudioError `{ code, message: { zh, en }, status }`.
 */
import { z } from 'zod';
import { storeDuel } from '@/db/store-duel';
import type { DbHandle } from '@/db/client';
import { isStoreError } from '@/db/errors';
import {
  appendEvents,
  createMatchRecord,
  forkLine,
  getLine,
  getMatch,
  hashEditKey,
  listLines,
  listNotes,
  readLine,
  setMainLine,
  type MatchRecord,
} from '@/db/event-store';
import {
  applyAction,
  cloneState,
  createMatch,
  isRuleError,
  legalActions,
  matchCreatedEvent,
  replay,
  replaySteps,
  schemas,
  upcastEvent,
  view,
} from '@/machines/engine';
import type { Action, AnyGameDefinition, MatchSetup, MatchState, Seat, Text } from '@/machines/engine';
import {
  ScriptError,
  checkDuelScript,
  duelFileFromLine,
  parseDuelScript,
  serializeDuelScript,
  type DuelScriptOptions,
} from '@/machines/engine/duel-script';
import { narrateText } from '@/machines/engine/present';
import { GAMES } from '@/machines/registry';
import { newEditKey } from './auth';
import { deckPresets, studioCardIds } from './studio-content';

export class StudioError extends Error {
  constructor(
    readonly code: string,
    readonly text: Text,
    readonly status: number,
    readonly details: Record<string, unknown> = {},
  ) {
    super(`${code}: ${text.en}`);
  }
  toJSON() {
    return { code: this.code, message: this.text, details: this.details };
  }
}

const STORE_STATUS: Record<string, number> = {
  ERR_NOT_FOUND: 404,
  ERR_CONFLICT: 409,
  ERR_TOO_LARGE: 413,
  ERR_BAD_INPUT: 400,
  ERR_BAD_SEQ: 400,
  ERR_BUSY: 503,
};

/** Map engine and store errors to StudioErrors (rule refusals are 422). */
export function toStudioError(e: unknown): StudioError {
  if (e instanceof StudioError) return e;
  if (isRuleError(e)) return new StudioError(e.code, e.text, 422, e.details);
  if (isStoreError(e)) return new StudioError(e.code, e.text, STORE_STATUS[e.code] ?? 500, e.details);
  const msg = e instanceof Error ? e.message : String(e);
  return new StudioError('ERR_INTERNAL', { zh: `服务器内部错误：${msg}`, en: `Internal error: ${msg}` }, 500);
}

export const studioFail = (
  code: string,
  zh: string,
  en: string,
  status: number,
  details: Record<string, unknown> = {},
): never => {
  throw new StudioError(code, { zh, en }, status, details);
};

export const scriptOptions: DuelScriptOptions = { games: GAMES, cardIds: studioCardIds };

export function gameOf(gameId: string): AnyGameDefinition {
  const def = GAMES[gameId];
  if (!def) studioFail('ERR_UNKNOWN_GAME', `未知游戏「${gameId}」`, `Unknown game "${gameId}"`, 400);
  return def!;
}

export function requireMatch(h: DbHandle, matchId: string): MatchRecord {
  const m = getMatch(h, matchId);
  if (!m) studioFail('ERR_NOT_FOUND', `没有对局 ${matchId}`, `No match ${matchId}`, 404);
  return m!;
}

/** The line of the match (its main line when `lineId` is absent); 404 when it belongs to another match. */
export function lineOf(h: DbHandle, match: MatchRecord, lineId?: string | null): string {
  if (!lineId) return match.mainLineId;
  const line = getLine(h, lineId);
  if (!line || line.matchId !== match.id)
    studioFail('ERR_NOT_FOUND', `对局中没有分支 ${lineId}`, `The match has no line ${lineId}`, 404);
  return lineId;
}

/* ------------------------------------------------------------------------------------------------ create */

export interface NewMatch {
  matchId: string;
  lineId: string;
  editKey: string;
}

/** Create a match from a setup the engine accepts; returns the edit key once (only its hash is stored). */
export function createStudioMatch(h: DbHandle, title: string, rawSetup: MatchSetup): NewMatch {
  const def = gameOf(rawSetup.gameId);
  const env = schemas.setupEnvelopeSchema.safeParse(rawSetup);
  if (!env.success)
    studioFail('ERR_BAD_SETUP', '对局设置无效', 'Invalid match setup', 400, { issues: env.error.issues });
  const setup = env.data as MatchSetup;
  const state = createMatch(def, setup);
  if (isRuleError(state)) throw state;
  const editKey = newEditKey();
  const { matchId, lineId } = createMatchRecord(h, {
    gameId: def.id,
    rulesVersion: def.rulesVersion,
    title,
    players: setup.players,
    createdEvent: matchCreatedEvent(def, setup),
    editKeyHash: hashEditKey(editKey),
  });
  return { matchId, lineId, editKey };
}

/** Import a duel script: checked through the engine first; nothing is stored when any line is refused. */
export function importScript(h: DbHandle, text: string): NewMatch & { steps: number; notes: number } {
  const checked = checkDuelScript(text, scriptOptions);
  const { def, played, file } = checked;
  const editKey = newEditKey();
  const { matchId, lineId } = storeDuel(h, {
    gameId: def.id,
    rulesVersion: def.rulesVersion,
    title: file.title.zh,
    players: file.setup.players,
    events: played.events,
    notes: played.notes,
    editKeyHash: hashEditKey(editKey),
  });
  return { matchId, lineId, editKey, steps: played.events.length - 1, notes: played.notes.length };
}

/** The script of one line (the main line by default): events and the notes visible from it. */
export function exportScript(h: DbHandle, matchId: string, lineId?: string | null): string {
  const match = requireMatch(h, matchId);
  const def = gameOf(match.gameId);
  const line = lineOf(h, match, lineId);
  const events = readLine(h, line);
  const notes = listNotes(h, matchId, line).filter((n) => n.seq < events.length);
  return serializeDuelScript(duelFileFromLine(def, events, notes, match.title), { def });
}

/* -------------------------------------------------------------------------------------------------- play */

export interface LineState {
  match: MatchRecord;
  def: AnyGameDefinition;
  lineId: string;
  events: ReturnType<typeof readLine>;
  state: MatchState;
}

export function loadLine(h: DbHandle, matchId: string, lineId?: string | null): LineState {
  const match = requireMatch(h, matchId);
  const def = gameOf(match.gameId);
  const line = lineOf(h, match, lineId);
  const events = readLine(h, line);
  return { match, def, lineId: line, events, state: replay(def, events) };
}

/**
 * Append one action to a line at `expectedSeq`: validated by the engine on the line's current state (a refusal
 * is 422 with the RuleError), then written with the store's expectedSeq check (a stale seq is 409 ERR_CONFLICT).
 */
export function appendAction(
  h: DbHandle,
  matchId: string,
  lineId: string,
  expectedSeq: number,
  action: Action,
) {
  const ls = loadLine(h, matchId, lineId);
  if (ls.events.length !== expectedSeq) {
    studioFail(
      'ERR_CONFLICT',
      `分支已变化：期望在第 ${expectedSeq} 步追加，当前为第 ${ls.events.length} 步，请重新加载`,
      `The line has moved on: expected to append at #${expectedSeq} but it is at #${ls.events.length}; reload and retry`,
      409,
      { expectedSeq, actualSeq: ls.events.length },
    );
  }
  const r = applyAction(ls.def, ls.state, action);
  if (!r.ok) throw r.error;
  appendEvents(h, ls.lineId, expectedSeq, r.events);
  return {
    lineId: ls.lineId,
    seq: r.events[0].seq,
    next: expectedSeq + r.events.length,
    text: narrateText(ls.def, ls.state, action, r.state),
  };
}

/** Legal actions of both seats, grouped by seat (the kernel adds concession). */
export function legalFor(def: AnyGameDefinition, state: MatchState): Record<Seat, Action[]> {
  return { p1: legalActions(def, state, 'p1'), p2: legalActions(def, state, 'p2') };
}

/** Everything the studio page shows for one line. */
export function studioSnapshot(h: DbHandle, matchId: string, lineId?: string | null) {
  const match = requireMatch(h, matchId);
  const def = gameOf(match.gameId);
  const line = lineOf(h, match, lineId);
  const events = readLine(h, line);
  const ls = { match, lineId: line };
  // one replay: narrate every step from the states before and after it
  const narration: Text[] = [];
  let before: MatchState | null = null;
  let k = 0;
  for (const live of replaySteps(def, events)) {
    const after = k === events.length - 1 ? live : cloneState(live);
    narration.push(
      narrateText(def, before ?? after, k === 0 ? events[0] : upcastEvent(def, events[k]), after),
    );
    before = after;
    k++;
  }
  const state = before!;
  return {
    matchId,
    gameId: def.id,
    gameName: def.name,
    title: ls.match.title,
    players: ls.match.players,
    lineId: ls.lineId,
    mainLineId: ls.match.mainLineId,
    length: events.length,
    events: events.map((e, k) => ({
      seq: e.seq,
      type: e.type,
      actor: e.actor,
      payload: e.payload,
      text: narration[k],
    })),
    view: view(def, state, 'omniscient'),
    legal: legalFor(def, state),
    lines: listLines(h, matchId),
    notes: listNotes(h, matchId, ls.lineId),
    deckCards: deckChoices(def, state),
    /** instance id -> content card id, and content card id -> { zh, en } name, for labels and the board. */
    instances: Object.fromEntries(Object.entries(state.cards).map(([id, c]) => [id, c.cardId])),
    cardNames: Object.fromEntries(
      [...new Set(Object.values(state.cards).map((c) => c.cardId))].map((c) => [c, def.cardName(c)]),
    ),
    rulingHint: RULING_HINTS[def.id] ?? '{"op": "…"}',
    rulingForm: rulingForm(def),
  };
}

export interface RulingField {
  name: string;
  kind: 'enum' | 'integer' | 'number' | 'string' | 'boolean';
  options?: string[];
  min?: number;
  max?: number;
  required: boolean;
}
export interface RulingOp {
  op: string;
  fields: RulingField[];
}

/** The game's typed ruling changes as form fields, read from its zod schema (one entry per `op`). */
export function rulingForm(def: AnyGameDefinition): RulingOp[] {
  try {
    const js = z.toJSONSchema(def.ruling.schema, { unrepresentable: 'any', io: 'input' }) as {
      oneOf?: JsonObj[];
      anyOf?: JsonObj[];
    };
    const out: RulingOp[] = [];
    for (const branch of js.oneOf ?? js.anyOf ?? []) {
      const props = branch.properties ?? {};
      const op = props.op?.const;
      if (typeof op !== 'string') continue;
      const fields: RulingField[] = [];
      for (const [name, p] of Object.entries(props)) {
        if (name === 'op') continue;
        const kind = p.enum
          ? 'enum'
          : p.type === 'integer' || p.type === 'number' || p.type === 'boolean'
            ? p.type
            : 'string';
        fields.push({
          name,
          kind,
          options: p.enum,
          min: p.minimum,
          max: p.maximum,
          required: (branch.required ?? []).includes(name),
        });
      }
      out.push({ op, fields });
    }
    return out;
  } catch {
    return [];
  }
}
interface JsonObj {
  properties?: Record<
    string,
    { const?: unknown; enum?: string[]; type?: string; minimum?: number; maximum?: number }
  >;
  required?: string[];
}

/** An example typed change per game, shown in the rulings form (the game's zod schema validates it). */
const RULING_HINTS: Record<string, string> = {
  duelette: '{"op":"setScore","seat":"p1","value":5}',
};

/** The distinct cards left in each seat's draw pile (for pinning the next draw). */
function deckChoices(
  def: AnyGameDefinition,
  state: MatchState,
): Record<Seat, Array<{ cardId: string; name: Text; count: number }>> {
  const out = { p1: [], p2: [] } as Record<Seat, Array<{ cardId: string; name: Text; count: number }>>;
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const counts = new Map<string, number>();
    for (const id of def.deckOf(state, seat)) {
      const c = state.cards[id]?.cardId;
      if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    out[seat] = [...counts]
      .map(([cardId, count]) => ({ cardId, name: def.cardName(cardId), count }))
      .sort((a, b) => a.cardId.localeCompare(b.cardId));
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------- lines */

/** Undo = fork the line at its previous step; the new line becomes the main line when the old one was. */
export function undo(h: DbHandle, matchId: string, lineId: string, expectedSeq: number) {
  const match = requireMatch(h, matchId);
  const line = lineOf(h, match, lineId);
  const length = readLine(h, line).length;
  if (length !== expectedSeq) {
    studioFail(
      'ERR_CONFLICT',
      `分支已变化（当前第 ${length} 步），请重新加载`,
      `The line has moved on (now at #${length}); reload and retry`,
      409,
      {
        expectedSeq,
        actualSeq: length,
      },
    );
  }
  if (length <= 1) studioFail('ERR_NOTHING_TO_UNDO', '没有可以撤销的步骤', 'There is nothing to undo', 422);
  const rec = forkLine(h, matchId, line, length - 2, `撤销 undo #${length - 1}`);
  const wasMain = match.mainLineId === line;
  if (wasMain) setMainLine(h, matchId, rec.id);
  return { lineId: rec.id, main: wasMain, length: length - 1 };
}

/* ----------------------------------------------------------------------------------------------- decks */

/**
 * A pasted deck list for one seat, read with the duel-script deck grammar: each line is either a card list
 * (`3x spark, flame`) or `part: list` for games whose deck has parts (`mainDeck: …`, `altars: …`, `rank: 10`).
 * Errors name the line of the paste.
 */
export function parseDeckPaste(gameId: string, seat: Seat, text: string): unknown {
  const def = gameOf(gameId);
  const lines = text.replace(/\r/g, '').split('\n');
  const head = [`game: ${def.id}`, 'p1 name: a', 'p2 name: b'];
  const seatText = { p1: { zh: '先手（p1）', en: 'p1' }, p2: { zh: '后手（p2）', en: 'p2' } }[seat];
  const lineError = (line: number, zh: string, en: string, cause: string): never => {
    throw new StudioError(
      'ERR_DECK_LIST',
      { zh: `${seatText.zh}牌组第 ${line} 行：${zh}`, en: `${seatText.en} deck, line ${line}: ${en}` },
      400,
      {
        seat,
        line,
        cause,
      },
    );
  };
  const parts = lines.map((l) => {
    const t = l.trim();
    if (!t || t.startsWith('#')) return null;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)\s*:(.*)$/.exec(t);
    return m ? { key: m[1], value: m[2].trim() } : { key: null, value: t };
  });
  const body = parts.map((p) =>
    p ? (p.key ? `${seat} deck ${p.key}: ${p.value}` : `${seat} deck: ${p.value}`) : '',
  );
  let deck: unknown;
  try {
    const parsed = parseDuelScript([...head, ...body].join('\n'), scriptOptions);
    deck = (parsed.file.setup.decks as Record<Seat, unknown> | undefined)?.[seat];
  } catch (e) {
    if (!(e instanceof ScriptError)) throw e;
    const strip = (s: string) => s.replace(/^第 \d+ 行：|^Line \d+: /, '');
    lineError(Number(e.details.line) - head.length, strip(e.text.zh), strip(e.text.en), e.code);
  }
  if (deck === undefined)
    studioFail('ERR_DECK_EMPTY', `${seatText.zh}的牌组是空的`, `${seatText.en}'s deck list is empty`, 400, {
      seat,
    });
  // Per-card problems the game's own deck schema finds (unknown card …), mapped back to the pasted line.
  const check = def.setupSchema.safeParse({ decks: { p1: deck, p2: deck } });
  if (!check.success) {
    for (const issue of check.error.issues) {
      const [root, s, a, b] = issue.path;
      if (root !== 'decks' || s !== seat) continue;
      const key = typeof a === 'string' ? a : null;
      const index = typeof a === 'number' ? a : typeof b === 'number' ? b : null;
      if (index === null) continue;
      let seen = 0;
      for (let i = 0; i < parts.length; i++) {
        const p = parts[i];
        if (!p || p.key !== key) continue;
        const n = p.value
          ? (
              parseDuelScript([...head, `${seat} deck: ${p.value}`].join('\n'), scriptOptions).file.setup
                .decks as Record<Seat, unknown[]>
            )[seat].length
          : 0;
        if (index < seen + n)
          lineError(
            i + 1,
            `第 ${index - seen + 1} 项无效：${issue.message}`,
            `item ${index - seen + 1} is invalid: ${issue.message}`,
            'ERR_BAD_SETUP',
          );
        seen += n;
      }
    }
  }
  return deck;
}

/** The deck value for one seat from the new-match form: a preset of content/, a pasted list, or JSON. */
export function deckPresetOrPaste(
  gameId: string,
  seat: Seat,
  input: { preset: string } | { list: string } | { json?: unknown },
): unknown {
  if ('preset' in input) {
    const p = deckPresets(gameId).find((d) => d.id === input.preset);
    if (!p)
      studioFail(
        'ERR_UNKNOWN_DECK',
        `没有预设牌组「${input.preset}」`,
        `No preset deck "${input.preset}"`,
        400,
        { seat },
      );
    return p!.deck;
  }
  if ('list' in input) return parseDeckPaste(gameId, seat, input.list);
  return input.json;
}
