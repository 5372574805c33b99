/**
 * The append-only event store: matches, lines (branches) and their events. Server-only. Small named functions,
 * each taking the DbHandle first and validating its inputs with zod; nothing is written when an input is bad.
 * Conventions: `get…` returns null when the thing does not exist; every other function throws StoreError
 * (ERR_NOT_FOUND, ERR_CONFLICT, ERR_BAD_INPUT, ERR_BAD_SEQ, ERR_TOO_LARGE, ERR_BUSY).
 * Notes and share links live in notes.ts and share-links.ts and are re-exported here.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { EngineEvent, PlayerInfo, Seat } from '../machines/engine/types';
import type { DbHandle } from './client';
import { storeFail } from './errors';
import { newId, nowIso } from './ids';
import {
  MAX_CREATED_PAYLOAD_BYTES,
  MAX_EVENTS_PER_APPEND,
  MAX_PAYLOAD_BYTES,
  eventInputSchema,
  idSchema,
  lineNameSchema,
  parseInput,
  playersSchema,
  seqSchema,
  serialisePayload,
  translateSqliteError,
} from './inputs';
import { type LineRow, findLine, nextSeqOf, requireLine, segmentsOf, stmt } from './line-tree';
import { lines, matches } from './schema';

export * from './notes';
export * from './share-links';
export { hashEditKey } from './ids';

export const MAIN_LINE_NAME = 'main';

export interface MatchRecord {
  id: string;
  gameId: string;
  rulesVersion: string;
  title: string;
  players: Record<Seat, PlayerInfo>;
  mainLineId: string;
  /** sha256 hex of the edit key, or null when the match has none. Server-only: never send it to a browser. */
  editKeyHash: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MatchSummary extends Omit<MatchRecord, 'editKeyHash'> {
  /** Number of events of the main line (parent prefix included). */
  eventCount: number;
  /** The match starts from a described position (its match.created carries one) rather than the opening. */
  fromPosition: boolean;
}

export interface LineRecord {
  id: string;
  matchId: string;
  parentLineId: string | null;
  forkSeq: number | null;
  name: string;
  createdAt: string;
}

export interface LineSummary extends LineRecord {
  /** Number of events of the line as seen from it (= its next seq). */
  length: number;
  isMain: boolean;
}

/* ----------------------------------------------------------------------------------------------- matches */

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
  editKeyHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'sha256 hex')
    .nullish(),
});
export type CreateMatchInput = z.input<typeof createMatchInput>;

/** Create a match, its main line and event 0 (`match.created`) in one transaction. */
export function createMatchRecord(h: DbHandle, input: CreateMatchInput): { matchId: string; lineId: string } {
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
      {
        gameId: m.gameId,
        rulesVersion: m.rulesVersion,
      },
    );
  }
  const payload = serialisePayload(ev.payload, MAX_CREATED_PAYLOAD_BYTES, { seq: 0, type: ev.type });
  const matchId = newId('m');
  const lineId = newId('l');
  const now = nowIso();
  try {
    h.sqlite
      .transaction(() => {
        h.db
          .insert(matches)
          .values({
            id: matchId,
            gameId: m.gameId,
            rulesVersion: m.rulesVersion,
            title: m.title,
            players: JSON.stringify({ p1: { name: m.players.p1.name }, p2: { name: m.players.p2.name } }),
            mainLineId: lineId,
            editKeyHash: m.editKeyHash ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .run();
        h.db
          .insert(lines)
          .values({
            id: lineId,
            matchId,
            parentLineId: null,
            forkSeq: null,
            name: MAIN_LINE_NAME,
            createdAt: now,
          })
          .run();
        insertEvent(h).run(lineId, 0, ev.type, ev.actor, payload, ev.v, now);
      })
      .immediate();
  } catch (e) {
    translateSqliteError(e);
  }
  return { matchId, lineId };
}

interface MatchRow {
  id: string;
  gameId: string;
  rulesVersion: string;
  title: string;
  players: string;
  mainLineId: string;
  editKeyHash: string | null;
  createdAt: string;
  updatedAt: string;
}

const toMatchRecord = (r: MatchRow): MatchRecord => ({
  ...r,
  players: JSON.parse(r.players) as Record<Seat, PlayerInfo>,
});

export function getMatch(h: DbHandle, matchId: string): MatchRecord | null {
  if (!idSchema.safeParse(matchId).success) return null;
  const row = h.db.select().from(matches).where(eq(matches.id, matchId)).get();
  return row ? toMatchRecord(row) : null;
}

function requireMatch(h: DbHandle, matchId: string): MatchRecord {
  const m = getMatch(h, matchId);
  if (!m) storeFail('ERR_NOT_FOUND', `没有对局 ${matchId}`, `No match ${matchId}`, { matchId });
  return m;
}

const listMatchesInput = z.object({
  gameId: z.string().min(1).max(40).optional(),
  limit: z.number().int().min(1).max(10_000).optional(),
});

/** Matches, most recently updated first, with players and the main line's event count. */
export function listMatches(h: DbHandle, options: { gameId?: string; limit?: number } = {}): MatchSummary[] {
  const o = parseInput(listMatchesInput, options, 'options');
  const rows = stmt(
    h,
    `SELECT m.id, m.game_id AS gameId, m.rules_version AS rulesVersion, m.title, m.players, m.main_line_id AS mainLineId,
            m.created_at AS createdAt, m.updated_at AS updatedAt, l.fork_seq AS forkSeq,
            (SELECT max(e.seq) FROM events e WHERE e.line_id = m.main_line_id) AS maxSeq,
            EXISTS (SELECT 1 FROM lines r JOIN events e ON e.line_id = r.id
                     WHERE r.match_id = m.id AND r.parent_line_id IS NULL AND e.seq = 0
                       AND json_extract(e.payload, '$.position') IS NOT NULL) AS fromPosition
       FROM matches m JOIN lines l ON l.id = m.main_line_id
      WHERE (@gameId IS NULL OR m.game_id = @gameId)
      ORDER BY m.updated_at DESC, m.id
      LIMIT @limit`,
  ).all({ gameId: o.gameId ?? null, limit: o.limit ?? -1 }) as (Omit<MatchRow, 'editKeyHash'> & {
    forkSeq: number | null;
    maxSeq: number | null;
    fromPosition: number;
  })[];
  return rows.map(({ forkSeq, maxSeq, fromPosition, ...r }) => ({
    ...r,
    fromPosition: fromPosition === 1,
    players: JSON.parse(r.players) as Record<Seat, PlayerInfo>,
    eventCount: maxSeq !== null ? maxSeq + 1 : forkSeq === null ? 0 : forkSeq + 1,
  }));
}

/* ------------------------------------------------------------------------------------------------ events */

const insertEvent = (h: DbHandle) =>
  stmt(
    h,
    'INSERT INTO events (line_id, seq, type, actor, payload, v, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

const appendArgs = z.object({ lineId: idSchema, expectedSeq: seqSchema, events: z.array(z.unknown()) });

/**
 * Append events to a line at `expectedSeq` (the line's current length, parent prefix included). Runs in an
 * IMMEDIATE transaction: when the line has moved on, throws ERR_CONFLICT and writes nothing. Every event is
 * validated first (type, actor, plain-JSON payload ≤ 64 KiB, ≤ 500 events per call); any error writes nothing.
 * Bumps the match's updated_at. Returns the line's new next seq.
 */
export function appendEvents(
  h: DbHandle,
  lineId: string,
  expectedSeq: number,
  events: readonly unknown[],
): number {
  const a = parseInput(appendArgs, { lineId, expectedSeq, events }, 'append');
  if (a.events.length === 0) storeFail('ERR_BAD_INPUT', '没有要追加的事件', 'No events to append');
  if (a.events.length > MAX_EVENTS_PER_APPEND) {
    storeFail(
      'ERR_TOO_LARGE',
      `一次最多追加 ${MAX_EVENTS_PER_APPEND} 个事件`,
      `At most ${MAX_EVENTS_PER_APPEND} events per append`,
      {
        count: a.events.length,
      },
    );
  }
  const rows = a.events.map((raw, i) => {
    const seq = a.expectedSeq + i;
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
  try {
    return h.sqlite
      .transaction(() => {
        const line = requireLine(h, a.lineId);
        const next = nextSeqOf(h, line);
        if (next !== a.expectedSeq) {
          storeFail(
            'ERR_CONFLICT',
            `分支已变化：期望在第 ${a.expectedSeq} 步追加，当前为第 ${next} 步，请重新加载`,
            `The line has moved on: expected to append at #${a.expectedSeq} but it is at #${next}; reload and retry`,
            { lineId: a.lineId, expectedSeq: a.expectedSeq, actualSeq: next },
          );
        }
        const now = nowIso();
        const ins = insertEvent(h);
        for (const r of rows) ins.run(a.lineId, r.seq, r.type, r.actor, r.payload, r.v, now);
        stmt(h, 'UPDATE matches SET updated_at = ? WHERE id = ?').run(now, line.matchId);
        return a.expectedSeq + rows.length;
      })
      .immediate();
  } catch (e) {
    translateSqliteError(e);
  }
}

/**
 * Every event of a line as seen from it: each ancestor's events up to its fork step (root first), then the
 * line's own, ordered by seq, payloads parsed. One prepared query per ancestor.
 */
export function readLine(h: DbHandle, lineId: string): EngineEvent[] {
  const line = requireLine(h, lineId);
  const q = stmt(
    h,
    'SELECT seq, type, actor, payload, v FROM events WHERE line_id = ? AND seq <= ? ORDER BY seq',
  ).raw(true);
  const out: EngineEvent[] = [];
  for (const seg of segmentsOf(h, line)) {
    const rows = q.all(seg.lineId, seg.upTo) as [number, string, EngineEvent['actor'], string, number][];
    for (const r of rows)
      out.push({ seq: r[0], type: r[1], actor: r[2], payload: JSON.parse(r[3]), v: r[4] });
  }
  return out;
}

/** Number of events of the line as seen from it (= the seq its next event gets). */
export function lineLength(h: DbHandle, lineId: string): number {
  return nextSeqOf(h, requireLine(h, lineId));
}

/* ------------------------------------------------------------------------------------------------- lines */

const toLineRecord = (r: LineRow): LineRecord => ({ ...r });

/**
 * Start a variation: a new line that shares `parentLineId`'s events up to and including `forkSeq`.
 * `forkSeq` must be an existing step of the parent (0 ≤ forkSeq < its length), else ERR_BAD_SEQ. When the
 * step lies in the parent's own inherited prefix, the new line hangs off the ancestor that holds that step, so
 * the tree stays minimal; the returned record names the actual parent.
 */
export function forkLine(
  h: DbHandle,
  matchId: string,
  parentLineId: string,
  forkSeq: number,
  name: string,
): LineRecord {
  const a = parseInput(
    z.object({ matchId: idSchema, parentLineId: idSchema, forkSeq: z.number(), name: lineNameSchema }),
    { matchId, parentLineId, forkSeq, name },
    'fork',
  );
  try {
    return h.sqlite
      .transaction(() => {
        let parent = requireLine(h, a.parentLineId, a.matchId);
        const length = nextSeqOf(h, parent);
        if (!Number.isInteger(a.forkSeq) || a.forkSeq < 0 || a.forkSeq >= length) {
          storeFail(
            'ERR_BAD_SEQ',
            `分叉点 ${a.forkSeq} 不在 0–${length - 1} 之内`,
            `Fork step ${a.forkSeq} is not within 0–${length - 1}`,
            {
              forkSeq: a.forkSeq,
              length,
            },
          );
        }
        while (parent.parentLineId !== null && parent.forkSeq !== null && a.forkSeq <= parent.forkSeq) {
          parent = requireLine(h, parent.parentLineId, a.matchId);
        }
        const rec: LineRecord = {
          id: newId('l'),
          matchId: a.matchId,
          parentLineId: parent.id,
          forkSeq: a.forkSeq,
          name: a.name,
          createdAt: nowIso(),
        };
        h.db.insert(lines).values(rec).run();
        return rec;
      })
      .immediate();
  } catch (e) {
    translateSqliteError(e);
  }
}

/** Every line of a match, oldest first, with its length and whether it is the main line. */
export function listLines(h: DbHandle, matchId: string): LineSummary[] {
  const match = requireMatch(h, matchId);
  const rows = stmt(
    h,
    `SELECT l.id, l.match_id AS matchId, l.parent_line_id AS parentLineId, l.fork_seq AS forkSeq, l.name, l.created_at AS createdAt,
            (SELECT max(e.seq) FROM events e WHERE e.line_id = l.id) AS maxSeq
       FROM lines l WHERE l.match_id = ? ORDER BY l.created_at, l.rowid`,
  ).all(matchId) as (LineRow & { maxSeq: number | null })[];
  return rows.map(({ maxSeq, ...r }) => ({
    ...toLineRecord(r),
    length: maxSeq !== null ? maxSeq + 1 : r.forkSeq === null ? 0 : r.forkSeq + 1,
    isMain: r.id === match.mainLineId,
  }));
}

export function getLine(h: DbHandle, lineId: string): LineRecord | null {
  if (!idSchema.safeParse(lineId).success) return null;
  const r = findLine(h, lineId);
  return r ? toLineRecord(r) : null;
}

export function renameLine(h: DbHandle, lineId: string, name: string): void {
  const a = parseInput(z.object({ lineId: idSchema, name: lineNameSchema }), { lineId, name }, 'rename');
  requireLine(h, a.lineId);
  h.db.update(lines).set({ name: a.name }).where(eq(lines.id, a.lineId)).run();
}

/** Promote a line of the match to be its main line. */
export function setMainLine(h: DbHandle, matchId: string, lineId: string): void {
  const a = parseInput(z.object({ matchId: idSchema, lineId: idSchema }), { matchId, lineId }, 'main line');
  h.sqlite
    .transaction(() => {
      requireMatch(h, a.matchId);
      requireLine(h, a.lineId, a.matchId);
      h.db
        .update(matches)
        .set({ mainLineId: a.lineId, updatedAt: nowIso() })
        .where(eq(matches.id, a.matchId))
        .run();
    })
    .immediate();
}
