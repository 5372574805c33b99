/**
 * `npm run db:copy -- --to postgres://… [--from data/duelscribe.db] [--no-replay]`
 *
 * Copies the embedded SQLite database into PostgreSQL (issue 17): every match, line, event, note revision, share
 * link, publication, main-line and line-state record and card set revision, ids and timestamps kept, in one
 * PostgreSQL transaction (all or nothing). The target is migrated first; rows already there are left alone, so
 * the command can run again. Then it verifies:
 *   1. every row of every table of the source is in the target, column for column;
 *   2. every line reads the same events from both stores (parent prefix included);
 *   3. (unless --no-replay) every line of a known game replays to the same final state from both.
 * Exit 0 when all holds; otherwise it names what differs and exits 1.
 */
import { isDeepStrictEqual } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { closeDatabase, openDatabase } from '../db/client';
import type { EventStore } from '../db/store/contract';
import { isPostgresUrl, openStore } from '../db/store/open';
import { redactUrl } from '../db/store/postgres';
import { replay } from '../machines/engine/replay';
import { GAMES } from '../machines/registry';

/** Tables in an order that satisfies foreign keys, with their key columns, identity column and flag columns. */
export const COPY_TABLES: { name: string; order: string; identity?: string; flags?: string[] }[] = [
  { name: 'matches', order: 'rowid' },
  { name: 'lines', order: 'rowid' },
  { name: 'events', order: 'line_id, seq' },
  { name: 'note_revisions', order: 'id', identity: 'id', flags: ['spoiler', 'deleted'] },
  { name: 'share_links', order: 'rowid' },
  { name: 'match_publications', order: 'id', identity: 'id' },
  { name: 'main_lines', order: 'id', identity: 'id' },
  { name: 'line_states', order: 'id', identity: 'id' },
  { name: 'card_sets', order: 'rowid' },
  { name: 'card_set_revisions', order: 'id', identity: 'id' },
];

export interface CopyReport {
  copied: Record<string, number>;
  lines: number;
  replayed: number;
  problems: string[];
}

type Row = Record<string, unknown>;

/** A source row as PostgreSQL stores it (0/1 flags become booleans). */
function toPg(row: Row, flags: string[] = []): Row {
  const out = { ...row };
  for (const f of flags) out[f] = out[f] === 1 || out[f] === true;
  return out;
}

async function copyRows(client: pg.PoolClient, source: Database.Database): Promise<Record<string, number>> {
  const copied: Record<string, number> = {};
  for (const t of COPY_TABLES) {
    const rows = source.prepare(`SELECT * FROM ${t.name} ORDER BY ${t.order}`).all() as Row[];
    copied[t.name] = rows.length;
    if (!rows.length) continue;
    const cols = Object.keys(rows[0]);
    const quoted = cols.map((c) => `"${c}"`).join(', ');
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      const params: unknown[] = [];
      const tuples = chunk.map((r) => {
        const pr = toPg(r, t.flags);
        return `(${cols.map((c) => (params.push(pr[c]), `$${params.length}`)).join(', ')})`;
      });
      await client.query(
        `INSERT INTO ${t.name} (${quoted}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`,
        params,
      );
    }
    if (t.identity) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${t.name}', '${t.identity}'), (SELECT max(${t.identity}) FROM ${t.name}))`,
      );
    }
  }
  return copied;
}

/** Every source row must be in the target with the same values. */
async function verifyRows(pool: pg.Pool, source: Database.Database, problems: string[]): Promise<void> {
  for (const t of COPY_TABLES) {
    const rows = source.prepare(`SELECT * FROM ${t.name}`).all() as Row[];
    if (!rows.length) continue;
    const keyCols = t.name === 'events' ? ['line_id', 'seq'] : [Object.keys(rows[0])[0]];
    const target = new Map<string, Row>();
    for (const r of (await pool.query(`SELECT * FROM ${t.name}`)).rows as Row[]) {
      target.set(keyCols.map((k) => String(r[k])).join('\u0000'), r);
    }
    for (const r of rows) {
      const key = keyCols.map((k) => String(r[k])).join('\u0000');
      const got = target.get(key);
      if (!got || !isDeepStrictEqual(toPg(r, t.flags), got)) {
        problems.push(
          `${t.name} ${key.replace('\u0000', '#')}: ${got ? 'differs' : 'missing'} in PostgreSQL`,
        );
      }
    }
  }
}

/** Every line reads the same events from both stores; lines of known games replay to the same state. */
async function verifyLines(
  source: Database.Database,
  from: EventStore,
  to: EventStore,
  withReplay: boolean,
  problems: string[],
): Promise<{ lines: number; replayed: number }> {
  let lines = 0;
  let replayed = 0;
  const all = source
    .prepare(
      'SELECT l.id, m.id AS matchId, m.game_id AS gameId FROM lines l JOIN matches m ON m.id = l.match_id',
    )
    .all() as { id: string; matchId: string; gameId: string }[];
  for (const line of all) {
    lines++;
    const [a, b] = await Promise.all([from.readLine(line.id), to.readLine(line.id)]);
    if (!isDeepStrictEqual(a, b)) {
      problems.push(`line ${line.id} of match ${line.matchId}: the events differ`);
      continue;
    }
    const def = Object.hasOwn(GAMES, line.gameId) ? GAMES[line.gameId] : undefined;
    if (!withReplay || !def) continue;
    try {
      if (!isDeepStrictEqual(replay(def, a), replay(def, b))) {
        problems.push(`line ${line.id} of match ${line.matchId}: replays to different states`);
      }
      replayed++;
    } catch (e) {
      problems.push(`line ${line.id} of match ${line.matchId}: does not replay (${(e as Error).message})`);
    }
  }
  return { lines, replayed };
}

export async function copySqliteToPostgres(options: {
  from?: string;
  to: string;
  replay?: boolean;
}): Promise<CopyReport> {
  const sourceHandle = openDatabase(options.from); // migrates the source to the current schema first
  const fromStore = await openStore({ path: sourceHandle.path, databaseUrl: '' });
  const toStore = await openStore({ databaseUrl: options.to }); // migrates the target
  const pool = new pg.Pool({ connectionString: options.to, max: 2 });
  try {
    const client = await pool.connect();
    let copied: Record<string, number>;
    try {
      await client.query('BEGIN');
      copied = await copyRows(client, sourceHandle.sqlite);
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
    const problems: string[] = [];
    await verifyRows(pool, sourceHandle.sqlite, problems);
    const { lines, replayed } = await verifyLines(
      sourceHandle.sqlite,
      fromStore,
      toStore,
      options.replay ?? true,
      problems,
    );
    return { copied, lines, replayed, problems };
  } finally {
    await pool.end();
    await toStore.close();
    await fromStore.close();
    closeDatabase(sourceHandle);
  }
}

function parseArgs(argv: string[]): { from?: string; to?: string; replay: boolean } {
  const out: { from?: string; to?: string; replay: boolean } = { replay: true };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--to') out.to = argv[++i];
    else if (argv[i] === '--from') out.from = argv[++i];
    else if (argv[i] === '--no-replay') out.replay = false;
  }
  return out;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!isPostgresUrl(args.to)) {
    console.error(
      '用法 / usage: npm run db:copy -- --to postgres://user@host:5432/db [--from data/duelscribe.db] [--no-replay]',
    );
    return 2;
  }
  const r = await copySqliteToPostgres({ from: args.from, to: args.to, replay: args.replay });
  const counts = Object.entries(r.copied)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
  console.log(`copied to ${redactUrl(args.to)}: ${counts}`);
  console.log(
    `verified ${r.lines} lines (same events on both), ${r.replayed} replayed to the same final state`,
  );
  for (const p of r.problems) console.error(`✗ ${p}`);
  console.log(r.problems.length ? `✗ ${r.problems.length} problems` : '✓ the copy matches the source');
  return r.problems.length ? 1 : 0;
}

if (process.argv[1]?.endsWith('db-copy.ts')) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(`✗ ${e?.code ? `${e.code}: ${e.text?.en ?? e.message}` : (e?.message ?? e)}`);
      process.exit(1);
    },
  );
}
