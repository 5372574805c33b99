/**
 * The move list's words as a small statechart of their own: the list says which windows of which lines it needs
 * (`moves.want`, most needed first) and the machine fetches the missing ones one at a time (an invoked promise
 * actor; a window no longer wanted is aborted), retrying a failure after a pause. The windows the player already
 * holds are not asked for: the list reads their narration there. Pure: the fetch is provided.
 */
import { assign, setup } from 'xstate';
import type { Lang } from '@/app/contracts/common';
import type { MovesChunk } from '@/app/contracts/viewer';
import { movesFetcher, type MovesRequest } from './player-fetch';

/** A window of one line's move-list words, for a perspective. */
export type ChunkRef = Pick<MovesRequest, 'lineId' | 'perspective' | 'from' | 'length'>;

export const chunkKey = (r: Pick<ChunkRef, 'lineId' | 'perspective' | 'from'>) =>
  `${r.lineId}:${r.perspective}:${r.from}`;

export interface MovesContext {
  matchId: string;
  lang: Lang;
  /** Received windows by chunkKey. */
  chunks: Readonly<Record<string, MovesChunk>>;
  want: readonly ChunkRef[];
  inFlight: ChunkRef | null;
  failures: number;
}

export type MovesEvent = { type: 'moves.want'; refs: readonly ChunkRef[] } | { type: 'moves.retry' };

const missing = (c: MovesContext) => c.want.filter((r) => !c.chunks[chunkKey(r)]);
const sameChunk = (a: ChunkRef | null, b: ChunkRef) => a !== null && chunkKey(a) === chunkKey(b);

export const movesMachine = setup({
  types: {
    context: {} as MovesContext,
    events: {} as MovesEvent,
    input: {} as { matchId: string; lang: Lang },
  },
  actors: { fetchMoves: movesFetcher() },
  actions: {
    setWant: assign({
      want: ({ context, event }) => (event.type === 'moves.want' ? event.refs : context.want),
    }),
    pick: assign({ inFlight: ({ context }) => missing(context)[0] ?? null }),
    store: assign(({ context: c }, chunk: MovesChunk) => ({
      chunks: { ...c.chunks, [chunkKey(c.inFlight!)]: chunk },
      failures: 0,
    })),
    fail: assign({ failures: ({ context }) => context.failures + 1 }),
  },
  guards: {
    hasMissing: ({ context }) => missing(context).length > 0,
    inFlightUnwanted: ({ context: c }) => !missing(c).some((r) => sameChunk(c.inFlight, r)),
  },
  delays: { retry: ({ context }) => Math.min(8000, 1000 * 2 ** Math.max(0, context.failures - 1)) },
}).createMachine({
  id: 'moves',
  context: ({ input }) => ({ ...input, chunks: {}, want: [], inFlight: null, failures: 0 }),
  initial: 'idle',
  on: { 'moves.want': { actions: 'setWant' } },
  states: {
    idle: { always: { guard: 'hasMissing', target: 'fetching', actions: 'pick' } },
    fetching: {
      invoke: {
        src: 'fetchMoves',
        input: ({ context: c }) => ({ ...c.inFlight!, matchId: c.matchId, lang: c.lang }),
        onDone: { target: 'idle', actions: { type: 'store', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'fail' },
      },
      always: { guard: 'inFlightUnwanted', target: 'idle' },
    },
    failed: { after: { retry: 'idle' }, on: { 'moves.retry': 'idle' } },
  },
});
