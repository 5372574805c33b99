/**
 * The replay player as a statechart. Three regions run side by side:
 * - `playback`: loading (the current step's view has not arrived) / paused / playing, which waits for the next
 *   step's view and then advances after `1000 / speed` ms (an `after` delay) until the end;
 * - `windows`: fetches the view windows the moment wants, one request at a time, as an invoked promise actor
 *   (leaving `fetching` aborts it: a window no longer wanted is dropped); a failure is shown and retried with
 *   back-off, or at once on `window.retry`;
 * - `notes`: spoiler-safe notes: only those up to the step reached are held; when the reader reaches the next
 *   later note (or a spoiler-flagged body), or opts in to all notes, the notes are fetched again.
 * Navigation (one event per control), perspective, line and Back/Forward are handled on the root. The browser
 * effects (`writeHistory`, `openPage`) do nothing here; player-effects.ts provides them.
 */
import { assign, not, raise, setup } from 'xstate';
import { momentHref, phaseMarks, turnMarks } from '@/app/lib/viewer-nav';
import type { Lang, Perspective } from '@/app/contracts/common';
import type {
  LaterNotes,
  LineOption,
  Moment,
  NotesPayload,
  NoteView,
  PlayerPayload,
} from '@/app/contracts/viewer';
import { NAV_EVENTS, navTarget, stepFor, type Marks, type NavEvent } from './nav-targets';
import { notesFetcher, windowFetcher, type WindowLoaded } from './player-fetch';
import {
  sameRef,
  shownAt,
  storesFrom,
  subsAt,
  viewAt,
  wantedWindows,
  withWindow,
  type Shown,
  type Stores,
  type WindowRef,
} from './view-windows';
export type { Shown };

export const SPEEDS = [0.5, 1, 2, 4] as const;
/** Retry back-off for a failed window: 1 s, 2 s, 4 s, then every 8 s. */
export const retryDelay = (attempts: number) => Math.min(8000, 1000 * 2 ** Math.max(0, attempts - 1));

export type PlayerEvent =
  | NavEvent
  | { type: 'play.toggle' }
  | { type: 'play.pause' }
  | { type: 'speed.set'; speed: number }
  | { type: 'perspective.set'; perspective: Perspective }
  | { type: 'line.set'; lineId: string }
  /** Back/Forward landed on this moment (the address is already there). */
  | { type: 'history.restore'; moment: Moment }
  | { type: 'window.retry' }
  /** Through the current step's consequences: the next/previous one (past the last: the next step). */
  | { type: 'sub.next' }
  | { type: 'sub.prev' }
  | { type: 'sub.go'; sub: number | null }
  /** Step over quiet steps (passes that change nothing a reader sees) or not. */
  | { type: 'skip.set'; skip: boolean }
  /** Opt in to (or out of) seeing every note of the line, later ones included. */
  | { type: 'notes.all'; all: boolean }
  /** The page is hydrated: keyboard and intercepted links work from now on. */
  | { type: 'ui.ready' };

export interface PlayerContext extends Marks {
  quiet: readonly number[];
  /** The reader's "skip the passes" setting (on by default). */
  skipQuiet: boolean;
  matchId: string;
  lineId: string;
  lang: Lang;
  lines: readonly LineOption[];
  moment: Moment;
  /** The furthest step the reader has been at (spoiler notes up to here are revealed). */
  reached: number;
  speed: number;
  stores: Stores;
  /** What the board shows: the current step's view, or the last one shown while it loads. */
  shown: Shown | null;
  /** The window being (or last) fetched. */
  inFlight: WindowRef | null;
  failure: { ref: WindowRef; attempts: number } | null;
  /** The notes held: those up to the step reached (every one when `allNotes`). */
  notes: NoteView[];
  /** The notes after the step the notes were last fetched for: how many, and the step of the next one. */
  laterNotes: LaterNotes;
  /** The reader opted in to every note (off by default: no spoilers). */
  allNotes: boolean;
  /** `reached` when notes were last asked for (-1: never), and whether all of them were asked for. */
  notesAsked: number;
  notesAskedAll: boolean;
  ready: boolean;
}

type HistoryParams = { href: string; mode: 'push' | 'replace' };

const showing = (c: PlayerContext, moment: Moment, stores = c.stores): Shown | null =>
  shownAt(stores, moment.perspective, moment.at, moment.sub) ?? c.shown;
/** The context at another moment. */
const at = (c: PlayerContext, moment: Moment): Partial<PlayerContext> => ({
  moment,
  reached: Math.max(c.reached, moment.at),
  shown: showing(c, moment),
});
const wanted = (c: PlayerContext) => wantedWindows(c.stores, c.moment, c.turns, c.last);
const here = (c: PlayerContext): HistoryParams => ({ href: momentHref(c.matchId, c.moment), mode: 'push' });
const isNav = (e: PlayerEvent): e is NavEvent => (NAV_EVENTS as string[]).includes(e.type);

export function playerContext(payload: PlayerPayload): PlayerContext {
  const { timeline } = payload;
  const moment: Moment = { at: payload.at, perspective: payload.perspective, lineId: payload.lineId };
  if (payload.sub !== undefined) moment.sub = payload.sub;
  const stores = storesFrom(payload.perspective, payload.windows);
  const c: PlayerContext = {
    matchId: payload.matchId,
    lineId: payload.lineId,
    lang: payload.lang,
    lines: payload.lines,
    last: timeline.length - 1,
    turns: turnMarks(timeline),
    phases: phaseMarks(timeline),
    quiet: timeline.quiet,
    skipQuiet: true,
    moment,
    reached: payload.at,
    speed: 1,
    stores,
    shown: null,
    inFlight: null,
    failure: null,
    notes: payload.notes.notes,
    laterNotes: payload.notes.later,
    allNotes: false,
    notesAsked: payload.at,
    notesAskedAll: false,
    ready: false,
  };
  return { ...c, shown: showing(c, moment) };
}

/** The sub-step a sub event leads to (undefined: the whole step). */
function subFor(c: PlayerContext, e: PlayerEvent): number | undefined {
  const n = subsAt(c.stores, c.moment.perspective, c.moment.at).length;
  const cur = c.moment.sub;
  if (e.type === 'sub.next') return n === 0 ? cur : cur === undefined ? 0 : Math.min(n - 1, cur + 1);
  if (e.type === 'sub.prev') return cur === undefined || cur === 0 ? undefined : cur - 1;
  if (e.type === 'sub.go') return e.sub === null || n === 0 ? undefined : Math.min(Math.max(0, e.sub), n - 1);
  return cur;
}

const WRITE = {
  type: 'writeHistory',
  params: ({ context }: { context: PlayerContext }) => here(context),
} as const;

const NAV = {
  guard: 'moves',
  actions: [
    'move',
    { type: 'writeHistory', params: ({ context }: { context: PlayerContext }) => here(context) },
    raise({ type: 'play.pause' }),
  ],
} as const;

export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerPayload,
  },
  actors: { fetchWindow: windowFetcher(), fetchNotes: notesFetcher() },
  actions: {
    /** Write the moment's address into the browser's history (provided by the page). */
    writeHistory: (_, _params: HistoryParams) => undefined,
    /** Load another page: another line, or this one afresh (provided by the page). */
    openPage: (_, _params: { href: string }) => undefined,
    /** Load this address afresh (Back/Forward landed on another line's moment; provided by the page). */
    reloadPage: () => undefined,
    move: assign(({ context: c, event }) =>
      isNav(event) ? at(c, { ...c.moment, at: stepFor(event, c.moment.at, c), sub: undefined }) : {},
    ),
    advance: assign(({ context: c }) =>
      at(c, { ...c.moment, at: navTarget('next', c.moment.at, c), sub: undefined }),
    ),
    moveSub: assign(({ context: c, event }) => {
      const moment = { ...c.moment, sub: subFor(c, event) };
      return { moment, shown: showing(c, moment) };
    }),
    setSkip: assign({
      skipQuiet: ({ context, event }) => (event.type === 'skip.set' ? event.skip : context.skipQuiet),
    }),
    setPerspective: assign(({ context: c, event }) =>
      event.type === 'perspective.set' ? at(c, { ...c.moment, perspective: event.perspective }) : {},
    ),
    restore: assign(({ context: c, event }) =>
      event.type === 'history.restore'
        ? at(c, { ...event.moment, at: Math.min(Math.max(0, event.moment.at), c.last) })
        : {},
    ),
    setSpeed: assign({
      speed: ({ context, event }) =>
        event.type === 'speed.set' && (SPEEDS as readonly number[]).includes(event.speed)
          ? event.speed
          : context.speed,
    }),
    pickWindow: assign({ inFlight: ({ context }) => wanted(context)[0] ?? null }),
    ingest: assign(({ context: c }, loaded: WindowLoaded) => {
      const stores = withWindow(c.stores, loaded.ref.perspective, loaded.window);
      return {
        stores,
        shown: showing(c, c.moment, stores),
        failure: sameRef(c.failure?.ref ?? null, loaded.ref) ? null : c.failure,
      };
    }),
    recordFailure: assign({
      failure: ({ context: c }) =>
        c.inFlight && {
          ref: c.inFlight,
          attempts: sameRef(c.failure?.ref ?? null, c.inFlight) ? c.failure!.attempts + 1 : 1,
        },
    }),
    clearFailure: assign({ failure: null }),
    askNotes: assign(({ context }) => ({ notesAsked: context.reached, notesAskedAll: context.allNotes })),
    setNotes: assign((_, p: NotesPayload) => ({ notes: p.notes, laterNotes: p.later })),
    setAllNotes: assign({
      allNotes: ({ context, event }) => (event.type === 'notes.all' ? event.all : context.allNotes),
    }),
    markReady: assign({ ready: true }),
  },
  guards: {
    subMoves: ({ context: c, event }) => subFor(c, event) !== c.moment.sub,
    /** sub.next on the last consequence: the next step instead. */
    pastLastSub: ({ context: c, event }) => {
      const n = subsAt(c.stores, c.moment.perspective, c.moment.at).length;
      return event.type === 'sub.next' && (n === 0 || c.moment.sub === n - 1);
    },
    moves: ({ context: c, event }) => isNav(event) && stepFor(event, c.moment.at, c) !== c.moment.at,
    currentLoaded: ({ context: c }) => viewAt(c.stores, c.moment.perspective, c.moment.at) !== undefined,
    nextLoaded: ({ context: c }) =>
      c.moment.at < c.last &&
      viewAt(c.stores, c.moment.perspective, navTarget('next', c.moment.at, c)) !== undefined,
    atEnd: ({ context: c }) => c.moment.at >= c.last,
    otherPerspective: ({ context: c, event }) =>
      event.type === 'perspective.set' && event.perspective !== c.moment.perspective,
    otherLine: ({ context: c, event }) =>
      (event.type === 'line.set' || event.type === 'history.restore') &&
      (event.type === 'line.set' ? event.lineId : event.moment.lineId) !== c.lineId,
    hasWanted: ({ context }) => wanted(context).length > 0,
    inFlightUnwanted: ({ context: c }) => !wanted(c).some((r) => sameRef(r, c.inFlight)),
    failureUnwanted: ({ context: c }) => !wanted(c).some((r) => sameRef(r, c.failure?.ref ?? null)),
    notesDue: ({ context: c }) =>
      (c.allNotes && !c.notesAskedAll) ||
      (c.reached > c.notesAsked &&
        ((c.laterNotes.next !== null && c.laterNotes.next <= c.reached) ||
          c.notes.some((n) => n.html === null && n.seq <= c.reached))),
  },
  delays: {
    tick: ({ context }) => 1000 / context.speed,
    retry: ({ context }) => retryDelay(context.failure?.attempts ?? 1),
  },
}).createMachine({
  id: 'player',
  type: 'parallel',
  context: ({ input }) => playerContext(input),
  // The address bar always holds the full moment, also after a bare /m/<id>.
  entry: { type: 'writeHistory', params: ({ context }) => ({ ...here(context), mode: 'replace' }) },
  on: {
    ...Object.fromEntries(NAV_EVENTS.map((type) => [type, NAV])),
    'perspective.set': {
      guard: 'otherPerspective',
      actions: ['setPerspective', { type: 'writeHistory', params: ({ context }) => here(context) }],
    },
    'line.set': {
      guard: 'otherLine',
      actions: {
        type: 'openPage',
        params: ({ context: c, event }) => {
          const lineId = (event as { lineId: string }).lineId;
          const line = c.lines.find((l) => l.id === lineId);
          const atSeq = Math.min(c.moment.at, (line?.length ?? 1) - 1);
          return { href: momentHref(c.matchId, { ...c.moment, lineId, at: atSeq }) };
        },
      },
    },
    'history.restore': [
      // another line's moment: that line is another page
      { guard: 'otherLine', actions: 'reloadPage' },
      { actions: ['restore', raise({ type: 'play.pause' })] },
    ],
    'speed.set': { actions: 'setSpeed' },
    'ui.ready': { actions: 'markReady' },
    'notes.all': { actions: 'setAllNotes' },
    'skip.set': { actions: 'setSkip' },
    'sub.next': [
      { guard: 'pastLastSub', actions: raise({ type: 'step.next' }) },
      { guard: 'subMoves', actions: ['moveSub', WRITE] },
    ],
    'sub.prev': { guard: 'subMoves', actions: ['moveSub', WRITE] },
    'sub.go': { guard: 'subMoves', actions: ['moveSub', WRITE] },
  },
  states: {
    playback: {
      initial: 'paused',
      states: {
        loading: {
          always: { guard: 'currentLoaded', target: 'paused' },
          on: { 'play.toggle': 'playing' },
        },
        paused: {
          always: { guard: not('currentLoaded'), target: 'loading' },
          on: { 'play.toggle': 'playing' },
        },
        playing: {
          initial: 'waiting',
          always: { guard: 'atEnd', target: 'paused' },
          on: {
            'play.toggle': 'paused',
            'play.pause': 'paused',
            // a new speed starts the wait for the next step afresh
            'speed.set': { target: '.waiting', actions: 'setSpeed' },
          },
          states: {
            waiting: { always: { guard: 'nextLoaded', target: 'ticking' } },
            ticking: {
              after: {
                tick: {
                  target: 'waiting',
                  actions: [
                    'advance',
                    {
                      type: 'writeHistory',
                      params: ({ context }) => ({ ...here(context), mode: 'replace' }),
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
    windows: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasWanted', target: 'fetching', actions: 'pickWindow' } },
        fetching: {
          invoke: {
            src: 'fetchWindow',
            input: ({ context: c }) => ({
              ref: c.inFlight!,
              matchId: c.matchId,
              lineId: c.lineId,
              lang: c.lang,
              length: c.last + 1,
            }),
            onDone: { target: 'idle', actions: { type: 'ingest', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'recordFailure' },
          },
          // leaving aborts the request
          always: { guard: 'inFlightUnwanted', target: 'idle' },
        },
        failed: {
          after: { retry: 'idle' },
          on: { 'window.retry': 'idle' },
          always: { guard: 'failureUnwanted', target: 'idle', actions: 'clearFailure' },
        },
      },
    },
    notes: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'notesDue', target: 'fetching' } },
        fetching: {
          entry: 'askNotes',
          invoke: {
            src: 'fetchNotes',
            input: ({ context: c }) => ({
              matchId: c.matchId,
              lineId: c.lineId,
              upTo: c.notesAsked,
              all: c.notesAskedAll,
            }),
            onDone: { target: 'idle', actions: { type: 'setNotes', params: ({ event }) => event.output } },
            onError: 'idle',
          },
        },
      },
    },
  },
});

export type PlayerMachine = typeof playerMachine;
