/** zod schemas and checks for every input of the store. Nothing is written until an input passes. */
import { z } from 'zod';
import { StoreError, storeFail } from './errors';

/** Per-event payload limit (serialised JSON, UTF-8 bytes). `match.created` may carry decks and a position. */
export const MAX_PAYLOAD_BYTES = 64 * 1024;
export const MAX_CREATED_PAYLOAD_BYTES = 256 * 1024;
export const MAX_EVENTS_PER_APPEND = 500;
export const MAX_PAYLOAD_DEPTH = 64;
export const MAX_NOTE_BODY = 20_000;

export const eventTypeSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/, 'dotted lower-case type, e.g. battle.attack');

export const eventInputSchema = z.object({
  /** Optional: when given it must equal the seq the store assigns (catches engine/store drift). */
  seq: z.number().int().min(0).optional(),
  type: eventTypeSchema,
  actor: z.enum(['p1', 'p2', 'author', 'system']),
  payload: z.unknown(),
  v: z.number().int().min(0).max(1_000_000),
});
export type EventInput = z.infer<typeof eventInputSchema>;

export const idSchema = z
  .string()
  .min(3)
  .max(64)
  .regex(/^[a-z]_[a-z0-9]+$/);
export const seqSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const lineNameSchema = z.string().trim().min(1).max(80);
export const perspectiveSchema = z.enum(['omniscient', 'p1', 'p2']);
export const noteKindSchema = z.enum(['narration', 'commentary', 'dialogue', 'beat']);
export const playersSchema = z.object({
  p1: z.object({ name: z.string().trim().min(1).max(40) }),
  p2: z.object({ name: z.string().trim().min(1).max(40) }),
});

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** Parse with zod or throw ERR_BAD_INPUT naming the argument. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    const why = issues(r.error);
    storeFail('ERR_BAD_INPUT', `参数 ${what} 无效：${why}`, `Invalid ${what}: ${why}`, {
      issues: r.error.issues,
    });
  }
  return r.data;
}

/** Why a value is not plain JSON (null when it is): no undefined, functions, NaN, class instances, cycles. */
function jsonProblem(value: unknown, depth: number, seen: Set<object>): string | null {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : `non-finite number ${value}`;
    case 'object':
      break;
    default:
      return `${typeof value} is not JSON`;
  }
  if (depth > MAX_PAYLOAD_DEPTH) return `nested deeper than ${MAX_PAYLOAD_DEPTH}`;
  const obj = value as object;
  if (seen.has(obj)) return 'cyclic structure';
  seen.add(obj);
  try {
    if (Array.isArray(obj)) {
      for (let i = 0; i < obj.length; i++) {
        const p = jsonProblem(obj[i], depth + 1, seen);
        if (p) return `[${i}]: ${p}`;
      }
      return null;
    }
    const proto = Object.getPrototypeOf(obj);
    if (proto !== Object.prototype && proto !== null)
      return `${proto?.constructor?.name ?? 'object'} is not a plain object`;
    for (const [k, v] of Object.entries(obj)) {
      const p = jsonProblem(v, depth + 1, seen);
      if (p) return `${k}: ${p}`;
    }
    return null;
  } finally {
    seen.delete(obj);
  }
}

/** Serialise a payload, refusing anything that would not survive a JSON round trip or is too large. */
export function serialisePayload(payload: unknown, limit: number, at: Record<string, unknown>): string {
  const problem = payload === undefined ? 'payload is missing' : jsonProblem(payload, 0, new Set());
  if (problem) {
    storeFail(
      'ERR_BAD_INPUT',
      `事件内容不是合法的 JSON：${problem}`,
      `Event payload is not plain JSON: ${problem}`,
      at,
    );
  }
  const json = JSON.stringify(payload);
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > limit) {
    storeFail(
      'ERR_TOO_LARGE',
      `事件内容过大：${bytes} 字节（上限 ${limit}）`,
      `Event payload too large: ${bytes} bytes (limit ${limit})`,
      {
        ...at,
        bytes,
        limit,
      },
    );
  }
  return json;
}

/* ------------------------------------------------------- inputs shared by the old functions and the store */

export const editKeyHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'sha256 hex');
export const publicationSchema = z.enum(['draft', 'unlisted', 'listed']);
export const visibilitySchema = z.enum(['shown', 'hidden', 'archived']);

const createMatchInput = z.object({
  gameId: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z][a-z0-9-]*$/),
  rulesVersion: z.string().trim().min(1).max(40),
  title: z.string().trim().min(1).max(200),
  players: playersSchema,
  createdEvent: eventInputSchema.refine((e) => e.type === 'match.created', {
    message: 'the first event must be match.created',
    path: ['type'],
  }),
  editKeyHash: editKeyHashSchema.nullish(),
  publication: publicationSchema.optional(),
});
export type CreateMatchInput = z.input<typeof createMatchInput>;

/** Validate a new match and serialise its match.created payload (nothing is written on a refusal). */
export function prepareCreate(input: unknown): {
  m: z.output<typeof createMatchInput>;
  payload: string;
} {
  const m = parseInput(createMatchInput, input, 'match');
  const ev = m.createdEvent;
  if (ev.seq !== undefined && ev.seq !== 0) {
    storeFail('ERR_BAD_INPUT', 'match.created 必须是第 0 个事件', 'match.created must be event 0', {
      seq: ev.seq,
    });
  }
  const setup = ev.payload as { gameId?: unknown; rulesVersion?: unknown } | null;
  if (
    setup &&
    typeof setup === 'object' &&
    (('gameId' in setup && setup.gameId !== m.gameId) ||
      ('rulesVersion' in setup && setup.rulesVersion !== m.rulesVersion))
  ) {
    storeFail(
      'ERR_BAD_INPUT',
      'match.created 的游戏或规则版本与对局不一致',
      'match.created names another game or rules version than the match',
      { gameId: m.gameId, rulesVersion: m.rulesVersion },
    );
  }
  return { m, payload: serialisePayload(ev.payload, MAX_CREATED_PAYLOAD_BYTES, { seq: 0, type: ev.type }) };
}

export interface PreparedEvent {
  seq: number;
  type: string;
  actor: string;
  v: number;
  /** JSON text. */
  payload: string;
}

/** Validate a batch of events to append at `expectedSeq` and serialise their payloads. */
export function prepareEvents(expectedSeq: number, events: readonly unknown[]): PreparedEvent[] {
  if (events.length === 0) storeFail('ERR_BAD_INPUT', '没有要追加的事件', 'No events to append');
  if (events.length > MAX_EVENTS_PER_APPEND) {
    storeFail(
      'ERR_TOO_LARGE',
      `一次最多追加 ${MAX_EVENTS_PER_APPEND} 个事件`,
      `At most ${MAX_EVENTS_PER_APPEND} events per append`,
      {
        count: events.length,
      },
    );
  }
  return events.map((raw, i) => {
    const seq = expectedSeq + i;
    const ev = parseInput(eventInputSchema, raw, `events[${i}]`);
    if (ev.seq !== undefined && ev.seq !== seq) {
      storeFail(
        'ERR_BAD_INPUT',
        `事件 ${i} 的序号为 ${ev.seq}，应为 ${seq}`,
        `events[${i}] has seq ${ev.seq}, expected ${seq}`,
        { index: i },
      );
    }
    if (ev.type === 'match.created') {
      storeFail(
        'ERR_BAD_INPUT',
        'match.created 只能是对局的第 0 个事件',
        'match.created can only be event 0 of a match',
        { index: i },
      );
    }
    return {
      seq,
      type: ev.type,
      actor: ev.actor,
      v: ev.v,
      payload: serialisePayload(ev.payload, MAX_PAYLOAD_BYTES, { index: i, type: ev.type }),
    };
  });
}

export function failConflict(lineId: string, expectedSeq: number, actualSeq: number): never {
  storeFail(
    'ERR_CONFLICT',
    `分支已变化：期望在第 ${expectedSeq} 步追加，当前为第 ${actualSeq} 步，请重新加载`,
    `The line has moved on: expected to append at #${expectedSeq} but it is at #${actualSeq}; reload and retry`,
    { lineId, expectedSeq, actualSeq },
  );
}

export function failNoLine(lineId: string, matchId?: string): never {
  storeFail(
    'ERR_NOT_FOUND',
    matchId ? `对局 ${matchId} 中没有分支 ${lineId}` : `没有分支 ${lineId}`,
    matchId ? `Match ${matchId} has no line ${lineId}` : `No line ${lineId}`,
    { lineId, matchId },
  );
}

/** A fork step must be an existing step of the parent: 0 ≤ forkSeq < length. */
export function checkForkSeq(forkSeq: number, length: number): void {
  if (!Number.isInteger(forkSeq) || forkSeq < 0 || forkSeq >= length) {
    storeFail(
      'ERR_BAD_SEQ',
      `分叉点 ${forkSeq} 不在 0–${length - 1} 之内`,
      `Fork step ${forkSeq} is not within 0–${length - 1}`,
      { forkSeq, length },
    );
  }
}

/** An anchor (note, share link) must be an existing step of the line: seq < length. */
export function checkStep(seq: number, length: number): void {
  if (seq >= length) {
    storeFail(
      'ERR_BAD_SEQ',
      `步数 ${seq} 不在 0–${length - 1} 之内`,
      `Step ${seq} is not within 0–${length - 1}`,
      {
        seq,
        length,
      },
    );
  }
}

/** Map SQLite errors raised by our triggers or locks to StoreErrors; rethrow anything else. */
export function translateSqliteError(e: unknown): never {
  if (e instanceof StoreError) throw e;
  const err = e as { code?: string; message?: string };
  const msg = err?.message ?? String(e);
  if (msg.includes('ERR_APPEND_ONLY')) storeFail('ERR_APPEND_ONLY', '记录只能追加，不能修改或删除', msg);
  if (msg.includes('ERR_BAD_INPUT')) storeFail('ERR_BAD_INPUT', '数据库拒绝了这条记录', msg);
  if (msg.includes('ERR_SEQ_GAP')) storeFail('ERR_CONFLICT', '事件序号不连续，写入被拒绝', msg);
  if (err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE') {
    storeFail('ERR_CONFLICT', '并发写入冲突，请重新加载后再试', `Concurrent write conflict: ${msg}`);
  }
  if (err?.code === 'SQLITE_BUSY' || err?.code === 'SQLITE_LOCKED') {
    storeFail('ERR_BUSY', '数据库繁忙，请稍后再试', `Database busy: ${msg}`);
  }
  throw e;
}
