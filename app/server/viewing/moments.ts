/**
 * The viewer's server side: the moment a URL names, the player's first payload, single moments for share pages
 * and link previews, and the window route's windows. Lines come from the cached line models
 * (../lines/store.ts); computed windows are cached too, keyed by the steps they cover (a window's steps never
 * change once written, so a window stays valid while its line grows).
 */
import 'server-only';
import { getGame } from '@/machines/registry';
import type { Lang, Perspective, Text } from '@/app/contracts/common';
import {
  WINDOW,
  windowStart,
  type CardFaces,
  type LineOption,
  type PlayerPayload,
  type ViewEnvelope,
  type ViewWindow,
} from '@/app/contracts/viewer';
import { applyPatch } from '@/app/lib/viewer-diff';
import { branchesFrom } from '@/app/lib/line-tree';
import { clampSeq, parsePerspective, parseSub } from '@/app/lib/viewer-nav';
import type { LineSummary, MatchRecord, Store } from '../db';
import { Lru } from '../lines/lru';
import type { LineModel } from '../lines/line-model';
import { findMatch } from '../lines/lookup';
import { openLine } from '../lines/store';
import { collectCardIds } from './redact';
import { cardFaceOf } from './card-faces';
import { computeWindow } from './windows';
import { notesFor } from './notes';
import { type Access, type KeyFor, noKey, readAccess, visibleLines } from './access';

const KEY = Symbol.for('duelscribe.viewWindows');
type WithCache = typeof globalThis & { [KEY]?: Lru<string, ViewWindow> };
const windows = ((globalThis as WithCache)[KEY] ??= new Lru<string, ViewWindow>(256));

/** The aligned window containing `seq` for a perspective and language (cached). */
export function windowFor(model: LineModel, perspective: Perspective, lang: Lang, seq: number): ViewWindow {
  const from = windowStart(seq);
  const to = Math.min(from + WINDOW - 1, model.events.length - 1);
  const key = `${model.lineId}:${from}-${to}:${perspective}:${lang}`;
  const hit = windows.get(key);
  if (hit) return hit;
  const w = computeWindow(model, perspective, lang, from, to);
  windows.set(key, w);
  return w;
}

export function clearViewerCaches(): void {
  windows.clear();
}

export interface ResolvedMoment {
  match: MatchRecord;
  /** How the request reads the match: as its author (edit key) or as a reader. */
  access: Access;
  lineId: string;
  lines: LineSummary[];
  model: LineModel;
  at: number;
  /** The sub-step (consequence) of step `at` the URL names, if any. */
  sub?: number;
  perspective: Perspective;
}

export type MomentQuery = {
  at?: string | string[];
  sub?: string | string[];
  line?: string | string[];
  view?: string | string[];
};
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The moment a URL names. A missing `at` means step 0 (a reader starts at the beginning and is not spoiled by
 * the ending); an `at` past the end is the last step; a missing or unknown `line` is the main line; a missing
 * `view` is omniscient. Null when the match does not exist, its game is not registered, or it is a draft and
 * the request holds no key for it. A reader may open only the main line and the lines marked shown.
 */
export async function resolveMoment(
  s: Store,
  matchId: string,
  q: MomentQuery,
  keyFor: KeyFor = noKey,
): Promise<ResolvedMoment | null> {
  const match = await findMatch(s, matchId);
  if (!match || !getGame(match.gameId)) return null;
  const access = readAccess(match, keyFor);
  if (!access) return null;
  const lines = await visibleLines(s, match, access);
  const asked = one(q.line);
  const lineId = asked && lines.some((l) => l.id === asked) ? asked : match.mainLineId;
  const model = await openLine(s, match, lineId);
  const rawAt = Number(one(q.at));
  const at = one(q.at) !== undefined && Number.isFinite(rawAt) ? clampSeq(rawAt, model.events.length) : 0;
  const sub = parseSub(one(q.sub));
  return {
    match,
    access,
    lineId,
    lines,
    model,
    at,
    ...(sub === undefined ? {} : { sub }),
    perspective: parsePerspective(one(q.view)) ?? 'omniscient',
  };
}

/**
 * The lines a reader may open, each with where it hangs in the tree of variations seen from the line shown. The
 * tree is worked out over every line of the match (a shown variation may fork off a hidden one), but only the
 * lines given are named.
 */
async function lineOptions(s: Store, r: ResolvedMoment): Promise<LineOption[]> {
  const all = r.lines.length > 1 ? await s.listLines(r.match.id) : r.lines;
  const tree = branchesFrom(
    r.lineId,
    r.lines.map((l) => l.id),
    all,
  );
  return r.lines.map((l) => {
    const branch = tree.get(l.id);
    return {
      id: l.id,
      name: l.name,
      length: l.length,
      isMain: l.isMain,
      forkSeq: l.forkSeq,
      ...(branch ? { branch } : {}),
    };
  });
}

/** The player's first render: the window around `at` (and the neighbour when `at` is near its edge). */
export async function playerPayload(s: Store, r: ResolvedMoment, lang: Lang): Promise<PlayerPayload> {
  const w = windowFor(r.model, r.perspective, lang, r.at);
  const list = [w];
  if (r.at - w.from < 8 && w.from > 0) list.unshift(windowFor(r.model, r.perspective, lang, w.from - 1));
  if (w.to - r.at < 8 && w.to < r.model.events.length - 1)
    list.push(windowFor(r.model, r.perspective, lang, w.to + 1));
  return {
    matchId: r.match.id,
    title: r.match.title,
    gameId: r.match.gameId,
    gameName: r.model.def.name[lang],
    players: r.match.players,
    lineId: r.lineId,
    lines: await lineOptions(s, r),
    timeline: r.model.timeline,
    at: r.at,
    ...(r.sub === undefined ? {} : { sub: r.sub }),
    perspective: r.perspective,
    lang,
    windows: list,
    notes: await notesFor(s, r.match.id, r.lineId, r.at),
  };
}

export interface MomentPayload {
  gameName: Text;
  view: ViewEnvelope;
  narration: string;
  names: Record<string, string>;
  /** The printed faces of the cards that view shows. */
  cards: CardFaces;
  /** The step's turn and phase in words. */
  turn: number;
  phase: Text;
}

/**
 * One moment for the share page and link previews: the view at `at` (rebuilt from the cached window), its
 * narration, the names of the cards that view shows (not those of later steps of the window), turn and phase.
 */
export function momentPayload(r: ResolvedMoment, lang: Lang): MomentPayload {
  const def = r.model.def;
  const w = windowFor(r.model, r.perspective, lang, r.at);
  let view = w.keyframe;
  for (let i = w.from; i < r.at; i++) view = applyPatch(view, w.patches[i - w.from]);
  const names: Record<string, string> = {};
  const cards: CardFaces = {};
  for (const c of collectCardIds(view.board)) {
    names[c] = w.names[c] ?? def.cardName(c, r.model.latest)[lang];
    cards[c] = w.cards[c] ?? cardFaceOf(def, c, r.model.latest, lang);
  }
  const t = r.model.timeline;
  return {
    gameName: def.name,
    view,
    narration: w.narration[r.at - w.from],
    names,
    cards,
    turn: t.turn[r.at],
    phase: t.phaseLabels[t.phase[r.at]],
  };
}
