/**
 * Shared pieces of the card library API tests: one custom card per game (the starter cards' shape), calls of the
 * card-set routes in-process, and row counts of the card-set tables (SQLite file or PostgreSQL, whichever the
 * store opened) so each refusal can be shown to store nothing. The test files call `useTempDb()` themselves.
 * Run against PostgreSQL with DATABASE_URL=postgres://… (a fresh database is made for the file).
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { beforeAll, afterAll } from 'vitest';
import { customSoul } from '../wuhunzhi/custom-cards-helpers';
import { customChar } from '../xingjie/custom-cards-helpers';
import { creature } from '../xueqi/custom-cards-helpers';
import { body, ctx, req } from './helpers';
import * as sets from '@/app/api/card-sets/route';
import * as one from '@/app/api/card-sets/[id]/route';

export const GAME_IDS = ['wuhunzhi', 'xingjie', 'xueqi'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** One plain card per game (a soul, a character, a creature) that a starter deck may hold. */
export const cardOf = (gameId: GameId, id: string, n = 1000): Record<string, unknown> =>
  gameId === 'wuhunzhi'
    ? customSoul(id, n)
    : gameId === 'xingjie'
      ? (customChar(id, 3, n, n) as unknown as Record<string, unknown>)
      : creature(id, 1, n / 10, n / 10);

export const K = (key: string) => ({ 'x-card-set-key': key });

export async function createSet(
  gameId: string,
  name: string,
  cards: unknown[],
): Promise<{ setId: string; key: string; res: Response; b: any }> {
  const res = await sets.POST(req('POST', '/api/card-sets', { gameId, name, cards }));
  const b = await body(res);
  if (res.status !== 201) return { setId: '', key: '', res, b };
  return { setId: b.set.setId, key: b.key, res, b };
}

export async function getSet(setId: string, key: string, query = ''): Promise<Response> {
  return one.GET(req('GET', `/api/card-sets/${setId}${query}`, undefined, K(key)), ctx({ id: setId }));
}

export async function reviseSet(
  setId: string,
  key: string,
  change: Record<string, unknown>,
  headers: Record<string, string> = K(key),
): Promise<Response> {
  return one.PUT(req('PUT', `/api/card-sets/${setId}`, change, headers), ctx({ id: setId }));
}

// ---- counting rows, on either driver ------------------------------------------------------------------------
const pgUrl = () => /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
let client: pg.Client | null = null;
let dropAfter: { admin: string; name: string } | null = null;

/** Call at the top of a test file (after useTempDb): on PostgreSQL, a fresh database for this file. */
export function usePgWhenAsked(): void {
  beforeAll(async () => {
    if (!pgUrl()) return;
    const admin = process.env.DATABASE_URL!;
    const name = `cardapi_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    dropAfter = { admin, name };
  });
  afterAll(async () => {
    await client?.end();
    if (dropAfter) {
      const { getStore } = await import('@/db/store/open');
      await (await getStore()).close();
      const c = new pg.Client({ connectionString: dropAfter.admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dropAfter.name} WITH (FORCE)`);
      await c.end();
    }
  });
}

/** Rows of the card-set tables now (and of matches, for routes that create them). */
export async function rowCounts(): Promise<{ sets: number; revisions: number; matches: number }> {
  const q = [
    'SELECT count(*) AS n FROM card_sets',
    'SELECT count(*) AS n FROM card_set_revisions',
    'SELECT count(*) AS n FROM matches',
  ];
  if (pgUrl()) {
    if (!client) {
      client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
    }
    const [sets, revisions, matches] = await Promise.all(
      q.map(async (t) => Number((await client!.query(t)).rows[0].n)),
    );
    return { sets, revisions, matches };
  }
  const db = new Database(process.env.DUELSCRIBE_DB!, { readonly: true });
  try {
    const [sets, revisions, matches] = q.map((t) => (db.prepare(t).get() as { n: number }).n);
    return { sets, revisions, matches };
  } finally {
    db.close();
  }
}
