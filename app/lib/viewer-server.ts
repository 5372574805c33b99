/**
 * The viewer's server side: resolves a moment from the URL, caches each line's replay (timeline + seek
 * checkpoints, keyed by line id and length: lines are append-only, so a (line, length) pair never changes) and
 * each computed window in LRUs, and assembles what the pages and the JSON route send. Server-only.
 */
import 'server-only';
import { getDatabase } from '@/db/client';
import {
  type LineSummary,
  type MatchRecord,
  getMatch,
  lineLength,
  listLines,
  readLine,
} from '@/db/event-store';
import { listNotes } from '@/db/notes';
import { GAMES } from '@/machines/registry';
import { Lru } from './viewer-cache';
import {
  WINDOW,
  analyseLine,
  computeMoment,
  computeWindow,
  type LineModel,
  windowStart,
} from './viewer-engine';
import { renderMarkdown } from './markdown';
import { applyPatch } from './viewer-diff';
import { collectCardIds } from './viewer-redact';
import { clampSeq, parsePerspective } from './viewer-nav';
import type { Lang, LineOption, NoteView, Perspective, PlayerPayload, ViewWindow } from './viewer-types';

const lineCache = new Lru<string, LineModel>(24);
const windowCache = new Lru<string, ViewWindow>(256);

/** The replayed line (timeline + checkpoints), from the LRU when this (line, length) was seen before. */
export function lineModel(gameId: string, lineId: string): LineModel {
  const h = getDatabase();
  const length = lineLength(h, lineId);
  const key = `${lineId}:${length}`;
  const hit = lineCache.get(key);
  if (hit) return hit;
  const def = GAMES[gameId];
  if (!def) throw new Error(`game ${gameId} is not registered`);
  const events = readLine(h, lineId).slice(0, length);
  const model = analyseLine(def, events);
  lineCache.set(key, model);
  return model;
}

/** The aligned window containing `seq` for a perspective and language (cached). */
export function windowFor(
  model: LineModel,
  lineId: string,
  perspective: Perspective,
  lang: Lang,
  seq: number,
): ViewWindow {
  const from = windowStart(seq);
  const key = `${lineId}:${model.events.length}:${perspective}:${lang}:${from}`;
  const hit = windowCache.get(key);
  if (hit) return hit;
  const w = computeWindow(model, perspective, lang, from, from + WINDOW - 1);
  windowCache.set(key, w);
  return w;
}

export function clearViewerCaches(): void {
  lineCache.clear();
  windowCache.clear();
}

export interface ResolvedMoment {
  match: MatchRecord;
  lineId: string;
  lines: LineSummary[];
  model: LineModel;
  at: number;
  perspective: Perspective;
}

export type MomentQuery = { at?: string | string[]; line?: string | string[]; view?: string | string[] };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The moment a URL names. A missing `at` means step 0 (a reader starts at the beginning and is not spoiled by
 * the ending); an `at` past the end is the last step; a missing or unknown `line` is the main line; a missing
 * `view` is omniscient. Null when the match does not exist or its game is not registered.
 */
export function resolveMoment(matchId: string, q: MomentQuery): ResolvedMoment | null {
  const h = getDatabase();
  const match = getMatch(h, matchId);
  if (!match || !GAMES[match.gameId]) return null;
  const lines = listLines(h, matchId);
  const asked = one(q.line);
  const lineId = asked && lines.some((l) => l.id === asked) ? asked : match.mainLineId;
  const model = lineModel(match.gameId, lineId);
  const rawAt = Number(one(q.at));
  const at = one(q.at) !== undefined && Number.isFinite(rawAt) ? clampSeq(rawAt, model.events.length) : 0;
  return { match, lineId, lines, model, at, perspective: parsePerspective(one(q.view)) ?? 'omniscient' };
}

/** Notes visible on the line; a spoiler's body is sent only once the reader has reached its step. */
export function notesFor(matchId: string, lineId: string, reached: number): NoteView[] {
  return listNotes(getDatabase(), matchId, lineId).map((n) => ({
    id: n.noteId,
    seq: n.seq,
    kind: n.kind,
    spoiler: n.spoiler,
    html: n.spoiler && n.seq > reached ? null : renderMarkdown(n.body),
  }));
}

const lineOptions = (lines: LineSummary[]): LineOption[] =>
  lines.map((l) => ({ id: l.id, name: l.name, length: l.length, isMain: l.isMain, forkSeq: l.forkSeq }));

/** The player's first render: the window around `at` (and the neighbour when `at` is near its edge). */
export function playerPayload(r: ResolvedMoment, lang: Lang): PlayerPayload {
  const def = GAMES[r.match.gameId];
  const windows = [windowFor(r.model, r.lineId, r.perspective, lang, r.at)];
  const w = windows[0];
  if (r.at - w.from < 8 && w.from > 0)
    windows.unshift(windowFor(r.model, r.lineId, r.perspective, lang, w.from - 1));
  if (w.to - r.at < 8 && w.to < r.model.events.length - 1)
    windows.push(windowFor(r.model, r.lineId, r.perspective, lang, w.to + 1));
  return {
    matchId: r.match.id,
    title: r.match.title,
    gameId: r.match.gameId,
    gameName: def.name[lang],
    players: r.match.players,
    lineId: r.lineId,
    lines: lineOptions(r.lines),
    timeline: r.model.timeline,
    at: r.at,
    perspective: r.perspective,
    lang,
    windows,
    notes: notesFor(r.match.id, r.lineId, r.at),
  };
}

/**
 * One moment for the share page and link previews: the view at `at` (rebuilt from the cached window), its
 * narration, and the names of the cards that view shows (not those of later steps of the window).
 */
export function momentPayload(r: ResolvedMoment, lang: Lang) {
  const def = GAMES[r.match.gameId];
  const w = windowFor(r.model, r.lineId, r.perspective, lang, r.at);
  let view = w.keyframe;
  for (let i = w.from; i < r.at; i++) view = applyPatch(view, w.patches[i - w.from]);
  const names: Record<string, string> = {};
  for (const c of collectCardIds(view.board)) names[c] = w.names[c] ?? def.cardName(c)[lang];
  return { gameName: def.name, view, narration: w.narration[r.at - w.from], names };
}

export { computeMoment };
