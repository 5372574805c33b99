/**
 * Event-store bench (group 'db'): the asynchronous store (what the site, CLI and seeder use) on SQLite and
 * PostgreSQL side by side: durable single-event appends per second (awaited one by one, p50/p99) and read +
 * parse of a 2,000-event line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { EventStore } from '../db/store/contract';
import { isPostgresUrl, openStore } from '../db/store/open';
import { pgBinDir, startCluster, stopCluster } from '../scripts/pg-cluster';
import type { BenchRow } from './types';

const players = { p1: { name: 'A' }, p2: { name: 'B' } };

/** A payload of typical size (a few hundred bytes). */
const payload = (i: number) => ({
  card: `c${i % 40}`,
  target: { seat: i % 2 ? 'p1' : 'p2', slot: i % 5 },
  choices: [i % 3, i % 7],
  note: 'x'.repeat(120),
});

/* ------------------------------------------------------------------ the asynchronous store, both drivers */

/** Durable single-event appends/s and a 2,000-event read through the EventStore on one driver. */
async function measureStore(store: EventStore, label: string): Promise<BenchRow[]> {
  const created = {
    type: 'match.created',
    actor: 'system' as const,
    payload: { gameId: 'bench', rulesVersion: '1', players, seed: 1 },
    v: 1,
  };
  const { lineId } = await store.createMatch({
    gameId: 'bench',
    rulesVersion: '1',
    title: 'bench',
    players,
    createdEvent: created,
  });
  let seq = 1;
  const one = () => [{ type: 'card.play', actor: 'p1' as const, payload: payload(seq), v: 1 }];
  for (let i = 0; i < 20; i++, seq++) await store.appendEvents(lineId, seq, one());
  const appends = 300;
  const times: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < appends; i++, seq++) {
    const t = performance.now();
    await store.appendEvents(lineId, seq, one());
    times.push(performance.now() - t);
  }
  const perSec = appends / ((performance.now() - t0) / 1000);
  times.sort((a, b) => a - b);
  while (seq < 2000) {
    const n = Math.min(500, 2000 - seq);
    const batch = Array.from({ length: n }, (_, i) => ({
      type: 'card.play',
      actor: 'p1' as const,
      payload: payload(seq + i),
      v: 1,
    }));
    seq = await store.appendEvents(lineId, seq, batch);
  }
  await store.readLine(lineId);
  const r0 = performance.now();
  const reads = 10;
  for (let i = 0; i < reads; i++) await store.readLine(lineId);
  const readMs = (performance.now() - r0) / reads;
  return [
    {
      group: 'db',
      name: `store ${label}: durable appends (1 event / transaction, awaited one by one)`,
      value: Math.round(perSec),
      unit: 'appends/s',
      note: `p50 ${times[Math.floor(appends / 2)].toFixed(2)} ms, p99 ${times[Math.floor(appends * 0.99)].toFixed(2)} ms per append; higher is better`,
    },
    {
      group: 'db',
      name: `store ${label}: read + parse a 2,000-event line`,
      value: Number(readMs.toFixed(2)),
      unit: 'ms',
    },
  ];
}

/**
 * The store on SQLite and on PostgreSQL side by side. PostgreSQL: DUELSCRIBE_TEST_PG / DATABASE_URL when set,
 * else a throw-away cluster when Debian's postgresql is installed, else its rows say it was skipped.
 */
export async function benchStore(): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duelscribe-bench-store-'));
  const rows: BenchRow[] = [];
  try {
    const sqlite = await openStore({ path: path.join(dir, 'bench.db'), databaseUrl: '' });
    try {
      rows.push(...(await measureStore(sqlite, 'SQLite')));
    } finally {
      await sqlite.close();
    }
    const given = [process.env.DUELSCRIBE_TEST_PG, process.env.DATABASE_URL].find(isPostgresUrl);
    const cluster = given || !pgBinDir() ? null : await startCluster();
    const url = given ?? cluster?.url;
    if (!url) {
      rows.push({ group: 'db', name: 'store PostgreSQL: skipped (no server)', value: 0, unit: 'appends/s' });
      return rows;
    }
    try {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const name = `ds_bench_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      const u = new URL(url);
      u.pathname = `/${name}`;
      const store = await openStore({ databaseUrl: u.toString() });
      try {
        rows.push(...(await measureStore(store, 'PostgreSQL')));
      } finally {
        await store.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    } finally {
      if (cluster) stopCluster(cluster.dir);
    }
    return rows;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
