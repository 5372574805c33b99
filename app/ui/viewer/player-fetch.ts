/**
 * The player's two requests as promise actors: a window of views (`/api/views/window`) and the notes up to the
 * step the reader reached (`/api/views/notes`). Both take the fetch function to use, so tests hand in a fake;
 * both pass the actor's abort signal on, so stopping the actor (the machine left the fetching state) aborts the
 * request.
 */
import { fromPromise } from 'xstate';
import type { Lang } from '@/app/contracts/common';
import type { MovesChunk, NotesPayload, ViewWindow } from '@/app/contracts/viewer';
import type { WindowRef } from './view-windows';

/** The part of `fetch` the player uses. */
export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

const browserFetch: FetchLike = (url, init) => fetch(url, init);

export interface WindowRequest {
  ref: WindowRef;
  matchId: string;
  lineId: string;
  lang: Lang;
  /** Length of the line: browser caches key the last window to it (a line that grew has a longer one). */
  length: number;
}

export interface WindowLoaded {
  ref: WindowRef;
  window: ViewWindow;
}

export interface NotesRequest {
  matchId: string;
  lineId: string;
  upTo: number;
  /** The reader opted in to every note. */
  all?: boolean;
}

/** A request that came back with an error status. */
export class FetchStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

export function windowUrl(r: WindowRequest): string {
  const q = new URLSearchParams({
    match: r.matchId,
    line: r.lineId,
    view: r.ref.perspective,
    lang: r.lang,
    seq: String(r.ref.from),
    len: String(r.length),
  });
  return `/api/views/window?${q}`;
}

export function notesUrl(r: NotesRequest): string {
  const q = new URLSearchParams({ match: r.matchId, line: r.lineId, upTo: String(r.upTo) });
  if (r.all) q.set('all', '1');
  return `/api/views/notes?${q}`;
}

async function getJson(fetchFn: FetchLike, url: string, signal: AbortSignal): Promise<unknown> {
  const res = await fetchFn(url, { signal });
  if (!res.ok) throw new FetchStatusError(res.status);
  return res.json();
}

export const windowFetcher = (fetchFn: FetchLike = browserFetch) =>
  fromPromise<WindowLoaded, WindowRequest>(async ({ input, signal }) => ({
    ref: input.ref,
    window: (await getJson(fetchFn, windowUrl(input), signal)) as ViewWindow,
  }));

export const notesFetcher = (fetchFn: FetchLike = browserFetch) =>
  fromPromise<NotesPayload, NotesRequest>(
    async ({ input, signal }) => (await getJson(fetchFn, notesUrl(input), signal)) as NotesPayload,
  );

/** One window of a line's move-list words, for a perspective. */
export interface MovesRequest {
  matchId: string;
  lineId: string;
  perspective: WindowRef['perspective'];
  lang: Lang;
  from: number;
  /** Length of the line (part of the URL so that caches never mix two lengths). */
  length: number;
}

export function movesUrl(r: MovesRequest): string {
  const q = new URLSearchParams({
    match: r.matchId,
    line: r.lineId,
    view: r.perspective,
    lang: r.lang,
    seq: String(r.from),
    len: String(r.length),
  });
  return `/api/views/moves?${q}`;
}

export const movesFetcher = (fetchFn: FetchLike = browserFetch) =>
  fromPromise<MovesChunk, MovesRequest>(
    async ({ input, signal }) => (await getJson(fetchFn, movesUrl(input), signal)) as MovesChunk,
  );
