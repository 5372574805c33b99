/**
 * The cached line models, one per line (least recently used beyond 32 lines), kept on globalThis so every
 * route bundle of the server process shares them. Serves the viewer and the studio alike.
 *
 * - Opening a line asks the store only for its length (one indexed query): a model of that length (or longer:
 *   this process appended meanwhile) is served as it is; a model behind it (another process appended) reads
 *   the line and applies just the new events; anything else is rebuilt by one replay. A line's first n events
 *   never change (the store is append-only, and undo or a branch makes a new line), so a cached prefix is
 *   always valid.
 * - An append (`appendToLine`) runs under a per-line lock of this process: it checks `expectedSeq` against the
 *   model, applies the action once to the latest state, writes it with the store's own expectedSeq check (which
 *   settles races with other processes: exactly one winner), and only then extends the model. A refusal or a
 *   conflict leaves the model as it was. A reader that extended the model from the store meanwhile is noticed
 *   (the model is extended only while it still ends where the append began).
 */
import 'server-only';
import { applyAction, type Action, type EngineEvent, type MatchState, type Text } from '@/machines/engine';
import type { MatchRecord, Store } from '../db';
import { fail } from '../http/errors';
import { gameOf } from '../games/lookup';
import { Lru } from './lru';
import { buildLineModel, extendLineModel, tellAppended, tellSteps, type LineModel } from './line-model';
import { lineOf } from './lookup';

const KEY = Symbol.for('duelscribe.lineModels');
const LOCKS = Symbol.for('duelscribe.lineLocks');
type WithCache = typeof globalThis & {
  [KEY]?: Lru<string, LineModel>;
  [LOCKS]?: Map<string, Promise<unknown>>;
};
const g = globalThis as WithCache;
const models = (g[KEY] ??= new Lru<string, LineModel>(32));
const locks = (g[LOCKS] ??= new Map<string, Promise<unknown>>());

/** Each store instance gets its own key space (tests open several databases in one process). */
const storeIds = new WeakMap<Store, number>();
let nextStoreId = 0;
function keyOf(s: Store, lineId: string): string {
  let id = storeIds.get(s);
  if (id === undefined) storeIds.set(s, (id = nextStoreId++));
  return `${id}\n${lineId}`;
}

/** Run `fn` after every earlier holder of `key` in this process has finished. */
async function withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const prev = locks.get(key) ?? Promise.resolve();
  const run = prev.then(fn, fn);
  const tail = run.catch(() => undefined);
  locks.set(key, tail);
  try {
    return await run;
  } finally {
    if (locks.get(key) === tail) locks.delete(key);
  }
}

/** The model of a line of this match, current with the store. */
async function openNow(s: Store, match: MatchRecord, lineId: string): Promise<LineModel> {
  const length = await s.lineLength(lineId);
  const key = keyOf(s, lineId);
  const hit = models.get(key);
  if (hit && hit.def.id === match.gameId) {
    if (hit.events.length >= length) return hit;
    const events = await s.readLine(lineId);
    // Another request may have extended the model while we read: apply only what it still lacks.
    if (hit.events.length < events.length) extendLineModel(hit, events.slice(hit.events.length));
    return hit;
  }
  const model = buildLineModel(gameOf(match.gameId), lineId, (await s.readLine(lineId)).slice(0, length));
  const raced = models.get(key);
  if (raced && raced.def.id === match.gameId && raced.events.length >= model.events.length) return raced;
  models.set(key, model);
  return model;
}

/** The cached model of a line of the match (its main line when `lineId` is absent). */
export async function openLine(s: Store, match: MatchRecord, lineId?: string | null): Promise<LineModel> {
  return openNow(s, match, await lineOf(s, match, lineId));
}

export interface Appended {
  model: LineModel;
  /** The state before the action. */
  before: MatchState;
  seq: number;
  next: number;
  text: Text;
}

const conflict = (expectedSeq: number, length: number): never =>
  fail(
    'ERR_CONFLICT',
    `分支已变化：期望在第 ${expectedSeq} 步追加，当前为第 ${length} 步，请重新加载`,
    `The line has moved on: expected to append at #${expectedSeq} but it is at #${length}; reload and retry`,
    409,
    { expectedSeq, actualSeq: length },
  );

/**
 * The model to append to at `expectedSeq`: the cached one as it is when it ends there (the store's own
 * expectedSeq check refuses the write if another process has appended meanwhile, so its length need not be
 * asked first), else the model brought up to date with the store.
 */
async function modelAt(s: Store, match: MatchRecord, line: string, expectedSeq: number): Promise<LineModel> {
  const hit = models.get(keyOf(s, line));
  if (hit && hit.def.id === match.gameId && hit.events.length === expectedSeq) return hit;
  return openNow(s, match, line);
}

/**
 * Append one action at `expectedSeq` to a line of the match (its main line when `lineId` is absent): refused by
 * the rules -> the RuleError (422); a line that has moved on -> 409 ERR_CONFLICT (from the model, or from the
 * store when another process appended); either way nothing is written and the model is unchanged.
 */
export async function appendToLine(
  s: Store,
  match: MatchRecord,
  lineId: string | null | undefined,
  expectedSeq: number,
  action: Action,
): Promise<Appended> {
  const line = await lineOf(s, match, lineId);
  return withLock(keyOf(s, line), async () => {
    const model = await modelAt(s, match, line, expectedSeq);
    const length = model.events.length;
    if (length !== expectedSeq) conflict(expectedSeq, length);
    const before = model.latest;
    const r = applyAction(model.def, before, action);
    if (!r.ok) throw r.error;
    // The stored form of the events (plain JSON), so the model holds exactly what a replay would read.
    const events = JSON.parse(JSON.stringify(r.events)) as typeof r.events;
    await s.appendEvents(line, expectedSeq, events);
    if (model.events.length === expectedSeq) extendLineModel(model, events, r.state);
    const text =
      model.events.length === expectedSeq + events.length
        ? tellAppended(model, before, r.state)
        : tellSteps(model)[expectedSeq];
    return { model, before, seq: expectedSeq, next: expectedSeq + events.length, text };
  });
}

/** Run `fn` holding this process's append lock of a line (a run of appends that must not interleave). */
export async function withLineLock<T>(s: Store, lineId: string, fn: () => Promise<T>): Promise<T> {
  return withLock(keyOf(s, lineId), fn);
}

/**
 * Append several events planned on the line's latest state (a pass run): one conflict check, one transaction
 * (the store writes all or nothing), then the model is extended. `plan` may refuse; nothing is written then.
 */
export async function appendPlanned<P extends { events: EngineEvent[] }>(
  s: Store,
  match: MatchRecord,
  lineId: string | null | undefined,
  expectedSeq: number,
  plan: (def: LineModel['def'], latest: MatchState) => P,
): Promise<P & { model: LineModel; seq: number; next: number }> {
  const line = await lineOf(s, match, lineId);
  // As appendToLine: under this process's lock of the line; the store's expectedSeq check settles other processes.
  return withLock(keyOf(s, line), async () => {
    const model = await modelAt(s, match, line, expectedSeq);
    const length = model.events.length;
    if (length !== expectedSeq) conflict(expectedSeq, length);
    const planned = plan(model.def, model.latest);
    const events = JSON.parse(JSON.stringify(planned.events)) as EngineEvent[];
    await s.appendEvents(line, expectedSeq, events);
    if (model.events.length === expectedSeq) extendLineModel(model, events);
    return { ...planned, model, seq: expectedSeq, next: expectedSeq + events.length };
  });
}

/** Forget every cached model (tests). */
export function clearLineModels(): void {
  models.clear();
}
