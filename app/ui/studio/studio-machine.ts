/**
 * The studio's action flow as a statechart:
 *
 *   idle ─send→ sending.writing ─stored→ sending.reloading ─→ applied
 *                      │                        └─failed→ refused
 *                      ├─refused→ refused   (the engine's or the API's zh/en reason; nothing changed)
 *                      └─ERR_CONFLICT→ conflict.catchingUp ─→ conflict.shown ─retry→ sending (same command,
 *                                                                           └─reload→ sending.reloading
 *
 * Another tab moved the line on: the conflict loads the line as stored, then offers to send the command again
 * against it (actions and undo) or to reload. Controls are disabled while sending or catching up. Opening a line
 * is a load without a write. The HTTP calls are promise actors over `call` (studio-api.ts), so tests hand in a
 * fake; the address bar effect (`showLine`) is provided by the page.
 */
import { assign, fromPromise, setup } from 'xstate';
import { call, type ApiError, type CallResult, type StudioSnapshot } from './studio-api';
import { isRetryable, requestFor, snapshotUrl, type Command, type Selection } from './studio-commands';

export type Call = <T>(url: string, method: string, body?: unknown) => Promise<CallResult<T>>;

export type StudioEvent =
  /** Send a command; `id` lets the sender learn how it ended (`context.done`). */
  | { type: 'send'; command: Command; id: number }
  | { type: 'line.open'; lineId: string }
  | { type: 'step.select'; seq: number }
  /** A refusal found before sending (a form that cannot be read, a failed share or import). */
  | { type: 'error.show'; error: ApiError }
  | { type: 'error.dismiss' }
  | { type: 'conflict.retry' }
  | { type: 'conflict.reload' };

export interface StudioContext {
  snap: StudioSnapshot;
  selected: number;
  error: ApiError | null;
  /** The command being sent (kept through a conflict for a retry) and its sender's id. */
  command: Command | null;
  id: number;
  /** The line and selection to load next. */
  load: { lineId: string; select: Selection };
  /** How the last command ended. */
  done: { id: number; ok: boolean } | null;
}

interface WriteOutput {
  result: CallResult<unknown>;
}

const NETWORK: ApiError = {
  code: 'ERR_NETWORK',
  message: { zh: '无法连接服务器，什么也没有改变。', en: 'Could not reach the server; nothing was changed.' },
};
/** A call that could not be made at all (offline, aborted) reads as a refusal that changed nothing. */
const safely = async <T>(p: Promise<CallResult<T>>): Promise<CallResult<T>> => {
  try {
    return await p;
  } catch {
    return { ok: false, error: NETWORK };
  }
};

export const studioWriter = (callFn: Call = call) =>
  fromPromise<WriteOutput, { command: Command; snap: StudioSnapshot }>(async ({ input }) => {
    const r = requestFor(input.command, input.snap);
    return { result: await safely(callFn<unknown>(r.url, r.method, r.body)) };
  });

export const studioLoader = (callFn: Call = call) =>
  fromPromise<CallResult<StudioSnapshot>, { url: string }>(({ input }) =>
    safely(callFn<StudioSnapshot>(input.url, 'GET')),
  );

const selectIn = (snap: StudioSnapshot, select: Selection) =>
  select === 'last' ? snap.length - 1 : Math.max(0, Math.min(select, snap.length - 1));

/** The events a resting studio takes (idle, applied, refused, or a conflict once caught up). */
const resting = () =>
  ({
    send: { target: '#studio.sending', actions: 'accept' },
    'line.open': { target: '#studio.sending.reloading', actions: 'open' },
    'error.show': { target: '#studio.refused', actions: 'showEventError' },
    'error.dismiss': { target: '#studio.idle', actions: 'dismiss' },
  }) as const;

export const studioMachine = setup({
  types: {
    context: {} as StudioContext,
    events: {} as StudioEvent,
    input: {} as { snap: StudioSnapshot },
  },
  actors: { write: studioWriter(), load: studioLoader() },
  actions: {
    /** Show the line in the address bar (provided by the page). */
    showLine: (_, _params: { lineId: string }) => undefined,
    accept: assign(({ event }) =>
      event.type === 'send' ? { command: event.command, id: event.id, error: null, done: null } : {},
    ),
    open: assign(({ event }) =>
      event.type === 'line.open'
        ? { command: null, error: null, load: { lineId: event.lineId, select: 'last' as Selection } }
        : {},
    ),
    select: assign({
      selected: ({ context, event }) =>
        event.type === 'step.select' ? selectIn(context.snap, event.seq) : context.selected,
    }),
    showError: assign({ error: (_, error: ApiError) => error }),
    showEventError: assign({ error: ({ event }) => (event.type === 'error.show' ? event.error : null) }),
    dismiss: assign({ error: null }),
    /** After a stored write: load the line it names, at its end or at the selected step. */
    planLoad: assign(({ context }, output: WriteOutput) => {
      const r = requestFor(context.command!, context.snap);
      const data = output.result.ok ? output.result.data : null;
      return {
        load: { lineId: r.then(data, context.snap), select: r.select === 'last' ? 'last' : context.selected },
      };
    }),
    /** After a conflict: load the line as stored, keeping the selected step. */
    planCatchUp: assign({
      load: ({ context }) => ({ lineId: context.snap.lineId, select: context.selected }),
    }),
    takeSnapshot: assign(({ context }, snap: StudioSnapshot) => ({
      snap,
      selected: selectIn(snap, context.load.select),
    })),
    applied: assign({ done: ({ context }) => ({ id: context.id, ok: true }) }),
    refused: assign({ done: ({ context }) => ({ id: context.id, ok: false }) }),
  },
  guards: {
    stored: (_: unknown, output: WriteOutput) => output.result.ok,
    conflict: (_: unknown, output: WriteOutput) =>
      !output.result.ok && output.result.error.code === 'ERR_CONFLICT',
    retryable: ({ context }) => isRetryable(context.command),
  },
}).createMachine({
  id: 'studio',
  context: ({ input }) => ({
    snap: input.snap,
    selected: input.snap.length - 1,
    error: null,
    command: null,
    id: 0,
    load: { lineId: input.snap.lineId, select: 'last' },
    done: null,
  }),
  initial: 'idle',
  on: {
    'step.select': { actions: 'select' },
  },
  states: {
    idle: { on: resting() },
    applied: { on: resting() },
    refused: { on: resting() },
    conflict: {
      initial: 'catchingUp',
      entry: 'planCatchUp',
      states: {
        catchingUp: {
          invoke: {
            src: 'load',
            input: ({ context }) => ({ url: snapshotUrl(context.snap, context.load.lineId) }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'shown',
                actions: [
                  {
                    type: 'takeSnapshot',
                    params: ({ event }) => (event.output as { data: StudioSnapshot }).data,
                  },
                  { type: 'showLine', params: ({ context }) => ({ lineId: context.snap.lineId }) },
                ],
              },
              { target: 'shown' },
            ],
          },
        },
        shown: {
          on: {
            ...resting(),
            'conflict.retry': { guard: 'retryable', target: '#studio.sending', actions: 'dismiss' },
            'conflict.reload': { target: '#studio.sending.reloading', actions: ['dismiss', 'planCatchUp'] },
          },
        },
      },
    },
    sending: {
      initial: 'writing',
      states: {
        writing: {
          invoke: {
            src: 'write',
            input: ({ context }) => ({ command: context.command!, snap: context.snap }),
            onDone: [
              {
                guard: { type: 'stored', params: ({ event }) => event.output },
                target: 'reloading',
                actions: { type: 'planLoad', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'conflict', params: ({ event }) => event.output },
                target: '#studio.conflict',
                actions: [
                  {
                    type: 'showError',
                    params: ({ event }) => (event.output.result as { error: ApiError }).error,
                  },
                  'refused',
                ],
              },
              {
                target: '#studio.refused',
                actions: [
                  {
                    type: 'showError',
                    params: ({ event }) => (event.output.result as { error: ApiError }).error,
                  },
                  'refused',
                ],
              },
            ],
          },
        },
        reloading: {
          invoke: {
            src: 'load',
            input: ({ context }) => ({ url: snapshotUrl(context.snap, context.load.lineId) }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: '#studio.applied',
                actions: [
                  {
                    type: 'takeSnapshot',
                    params: ({ event }) => (event.output as { data: StudioSnapshot }).data,
                  },
                  { type: 'showLine', params: ({ context }) => ({ lineId: context.snap.lineId }) },
                  'applied',
                ],
              },
              {
                target: '#studio.refused',
                actions: [
                  { type: 'showError', params: ({ event }) => (event.output as { error: ApiError }).error },
                  'refused',
                ],
              },
            ],
          },
        },
      },
    },
  },
});

export type StudioMachine = typeof studioMachine;
