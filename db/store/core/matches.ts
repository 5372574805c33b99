/** Matches: creation (with the main line and event 0), lookups, lists, publication records. */
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PlayerInfo, Seat } from '../../../machines/engine/types';
import { storeFail } from '../../errors';
import { hashEditKey, newId, nowIso } from '../../ids';
import { idSchema, parseInput, prepareCreate, publicationSchema } from '../../inputs';
import type {
  CreateMatchInput,
  ListMatchesOptions,
  MatchRecord,
  MatchSummary,
  Publication,
  PublicationRecord,
} from '../contract';
import type { SqlEngine, Tx } from '../engine';
import { insertLineState, insertMainLine, requireMatchExists } from './tree';

export const MAIN_LINE_NAME = 'main';
export const MAX_EDIT_KEYS = 200;

export async function insertMatch(
  tx: Tx,
  input: CreateMatchInput,
): Promise<{ matchId: string; lineId: string; now: string }> {
  const { m, payload } = prepareCreate(input);
  const matchId = newId('m');
  const lineId = newId('l');
  const now = nowIso();
  const players = JSON.stringify({ p1: { name: m.players.p1.name }, p2: { name: m.players.p2.name } });
  const ev = m.createdEvent;
  await tx.run(sql`
    INSERT INTO matches (id, game_id, rules_version, title, players, main_line_id, edit_key_hash, created_at, updated_at)
    VALUES (${matchId}, ${m.gameId}, ${m.rulesVersion}, ${m.title}, ${players}, ${lineId}, ${m.editKeyHash ?? null},
            ${now}, ${now})`);
  await tx.run(sql`
    INSERT INTO lines (id, match_id, parent_line_id, fork_seq, name, created_at)
    VALUES (${lineId}, ${matchId}, NULL, NULL, ${MAIN_LINE_NAME}, ${now})`);
  await tx.run(sql`
    INSERT INTO events (line_id, seq, type, actor, payload, v, created_at)
    VALUES (${lineId}, 0, ${ev.type}, ${ev.actor}, ${payload}, ${ev.v}, ${now})`);
  await insertLineState(tx, { lineId, matchId, name: MAIN_LINE_NAME, visibility: 'shown', createdAt: now });
  await insertMainLine(tx, matchId, lineId, now);
  await insertPublication(tx, matchId, m.publication ?? 'draft', now);
  return { matchId, lineId, now };
}

async function insertPublication(tx: Tx, matchId: string, state: Publication, at: string) {
  const r = await tx.get<{ id: number }>(sql`
    INSERT INTO match_publications (match_id, state, created_at) VALUES (${matchId}, ${state}, ${at}) RETURNING id`);
  return { id: Number(r!.id), matchId, state, createdAt: at };
}

interface MatchRow {
  id: string;
  gameId: string;
  rulesVersion: string;
  title: string;
  players: string;
  mainLineId: string;
  publication: Publication;
  editKeyHash: string | null;
  createdAt: string;
  updatedAt: string;
}

const MATCH_COLUMNS = sql.raw(
  `m.id, m.game_id AS "gameId", m.rules_version AS "rulesVersion", m.title, m.players,
   m.main_line_id AS "mainLineId", m.publication, m.created_at AS "createdAt", m.updated_at AS "updatedAt"`,
);

export async function getMatch(e: SqlEngine, matchId: string): Promise<MatchRecord | null> {
  if (!idSchema.safeParse(matchId).success) return null;
  const r = await e.read((tx) =>
    tx.get<MatchRow>(
      sql`SELECT ${MATCH_COLUMNS}, m.edit_key_hash AS "editKeyHash" FROM match_current m WHERE m.id = ${matchId}`,
    ),
  );
  return r ? { ...r, players: JSON.parse(r.players) as Record<Seat, PlayerInfo> } : null;
}

const listOptions = z.object({
  gameId: z.string().min(1).max(40).optional(),
  limit: z.number().int().min(1).max(10_000).optional(),
});

async function listWhere(e: SqlEngine, where: SQL, options: ListMatchesOptions): Promise<MatchSummary[]> {
  const o = parseInput(listOptions, options, 'options');
  const game = o.gameId === undefined ? sql`` : sql` AND m.game_id = ${o.gameId}`;
  const limit = sql` LIMIT ${o.limit ?? 10_000}`;
  const rows = await e.read((tx) =>
    tx.all<
      Omit<MatchRow, 'editKeyHash'> & { forkSeq: number | null; maxSeq: number | null; fromPosition: unknown }
    >(sql`
      SELECT ${MATCH_COLUMNS}, l.fork_seq AS "forkSeq",
             (SELECT max(ev.seq) FROM events ev WHERE ev.line_id = m.main_line_id) AS "maxSeq",
             (SELECT CASE WHEN ${e.jsonHas(sql.raw('e0.payload'), 'position')} THEN 1 ELSE 0 END
                FROM lines r JOIN events e0 ON e0.line_id = r.id AND e0.seq = 0
               WHERE r.match_id = m.id AND r.parent_line_id IS NULL) AS "fromPosition"
        FROM match_current m JOIN lines l ON l.id = m.main_line_id
       WHERE ${where}${game}
       ORDER BY m.updated_at DESC, m.id${limit}`),
  );
  return rows.map(({ forkSeq, maxSeq, fromPosition, ...r }) => ({
    ...r,
    players: JSON.parse(r.players) as Record<Seat, PlayerInfo>,
    fromPosition: Number(fromPosition) === 1,
    eventCount: maxSeq !== null ? Number(maxSeq) + 1 : forkSeq === null ? 0 : Number(forkSeq) + 1,
  }));
}

export const listListedMatches = (e: SqlEngine, o: ListMatchesOptions = {}) =>
  listWhere(e, sql`m.publication = 'listed'`, o);

export const listAllMatches = (e: SqlEngine, o: ListMatchesOptions = {}) => listWhere(e, sql`1 = 1`, o);

const keysSchema = z.array(z.string().min(1).max(200)).max(MAX_EDIT_KEYS);

export function hashKeys(editKeys: readonly string[]): string[] {
  const keys = parseInput(keysSchema, editKeys, 'editKeys');
  return [...new Set(keys.map(hashEditKey))];
}

export async function listMatchesByEditKeys(
  e: SqlEngine,
  editKeys: readonly string[],
  o: ListMatchesOptions = {},
): Promise<MatchSummary[]> {
  const hashes = hashKeys(editKeys);
  if (hashes.length === 0) return [];
  return listWhere(
    e,
    sql`m.edit_key_hash IN (${sql.join(
      hashes.map((h) => sql`${h}`),
      sql`, `,
    )})`,
    o,
  );
}

export async function setPublication(
  e: SqlEngine,
  matchId: string,
  state: Publication,
): Promise<PublicationRecord> {
  const a = parseInput(
    z.object({ matchId: idSchema, state: publicationSchema }),
    { matchId, state },
    'publication',
  );
  return e.write(async (tx) => {
    await requireMatchExists(tx, a.matchId);
    await e.lockMatch(tx, a.matchId);
    return insertPublication(tx, a.matchId, a.state, nowIso());
  });
}

export async function publicationHistory(e: SqlEngine, matchId: string): Promise<PublicationRecord[]> {
  const id = parseInput(idSchema, matchId, 'matchId');
  return e.read(async (tx) => {
    await requireMatchExists(tx, id);
    const rows = await tx.all<PublicationRecord>(sql`
      SELECT id, match_id AS "matchId", state, created_at AS "createdAt"
        FROM match_publications WHERE match_id = ${id} ORDER BY id`);
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  });
}

export function notFoundMatch(matchId: string): never {
  storeFail('ERR_NOT_FOUND', `没有对局 ${matchId}`, `No match ${matchId}`, { matchId });
}
