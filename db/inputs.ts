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

/** Map SQLite errors raised by our triggers or locks to StoreErrors; rethrow anything else. */
export function translateSqliteError(e: unknown): never {
  if (e instanceof StoreError) throw e;
  const err = e as { code?: string; message?: string };
  const msg = err?.message ?? String(e);
  if (msg.includes('ERR_APPEND_ONLY'))
    storeFail('ERR_APPEND_ONLY', '事件与笔记修订只能追加，不能修改或删除', msg);
  if (msg.includes('ERR_SEQ_GAP')) storeFail('ERR_CONFLICT', '事件序号不连续，写入被拒绝', msg);
  if (err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE') {
    storeFail('ERR_CONFLICT', '并发写入冲突，请重新加载后再试', `Concurrent write conflict: ${msg}`);
  }
  if (err?.code === 'SQLITE_BUSY' || err?.code === 'SQLITE_LOCKED') {
    storeFail('ERR_BUSY', '数据库繁忙，请稍后再试', `Database busy: ${msg}`);
  }
  throw e;
}
