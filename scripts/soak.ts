/**
 * `npm run soak` (issues 16 and 17): the built site under load for a fixed time, on loopback only, for each
 * driver — SQLite always, PostgreSQL when a throw-away cluster can be started (scripts/pg-cluster.ts). Per driver,
 * each workload runs SOAK_SECONDS (default 10) and the whole run stops by itself:
 *   - static file: a /_next/static chunk, 16 concurrent clients (the ceiling of this server on this machine);
 *   - share page: GET /r/<slug> of a published moment, 16 concurrent clients;
 *   - conditional share page: the same with If-None-Match (expects 304);
 *   - appends: one author, then 4 authors at once (SOAK_AUTHORS), each on its own match, POST
 *     /api/matches/[id]/actions one legal action at a time (the legal-action lookups before each append are not
 *     timed). Issue 17's p50 target is an author's append (one author); with 4 authors each append also waits
 *     for the other authors' requests on the same busy process (ruling S13 in db/README.md).
 * Prints requests/s, p50/p99 and errors beside issue 17's targets and merges its rows into bench/results.json
 * (groups "soak …"; rows of `npm run bench` are kept).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BenchRow } from '../bench/types';
import { buildIfNeeded, nextBin, projectRoot } from './build-if-needed';
import { pgBinDir, startCluster, stopCluster } from './pg-cluster';
import { appendOne, api, newMatch, publish } from './soak-author';
import { type LoadResult, assertLoopback, get, percentile, runLoad } from './soak-load';
import { freePort, waitFor } from './serve-built';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 10);
const READERS = 16;
const AUTHORS = Number(process.env.SOAK_AUTHORS ?? 4);
/** `SOAK_DRIVERS=sqlite` measures one driver only (while working on it); the default is both. */
const DRIVERS = (process.env.SOAK_DRIVERS ?? 'sqlite,postgres').split(',');

interface Site {
  base: string;
  child: ChildProcess;
}

async function startSite(env: Record<string, string>): Promise<Site> {
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  assertLoopback(base);
  await waitFor(base + '/', 180_000);
  return { base, child };
}

async function soakDriver(driver: string, site: Site): Promise<Record<string, LoadResult>> {
  const { base } = site;
  const m = await newMatch(base, 7);
  for (let i = 0; i < 20; i++) if ((await appendOne(base, m)) === null) break;
  await publish(base, m);
  const share = await api(base, `/api/matches/${m.matchId}/share`, {
    lineId: m.lineId,
    seq: m.seq - 1,
    perspective: 'p1',
  });
  if (share.status >= 300) throw new Error(`share: ${share.status} ${await share.text()}`);
  const shareUrl = base + ((await share.json()) as { url: string }).url;
  const first = await get(shareUrl);
  if (first.status !== 200) throw new Error(`share page ${shareUrl}: ${first.status}`);
  const etag = first.headers.get('etag');
  const home = await (await fetch(base + '/')).text();
  const chunk = /(?:src|href)="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
  if (!chunk) throw new Error('no /_next/static chunk on the home page');

  const out: Record<string, LoadResult> = {};
  console.log(
    `\n[${driver}] ${SECONDS} s per workload; share page ${shareUrl.slice(base.length)}; ETag ${etag ?? '(none)'}`,
  );
  out.static = await runLoad(async () => (await get(base + chunk)).status === 200, READERS, SECONDS);
  out.share = await runLoad(async () => (await get(shareUrl)).status === 200, READERS, SECONDS);
  out.conditional = etag
    ? await runLoad(
        async () => (await get(shareUrl, { 'if-none-match': etag })).status === 304,
        READERS,
        SECONDS,
      )
    : { requests: 0, errors: 0, rps: NaN, p50: NaN, p99: NaN, firstError: 'the share page sends no ETag' };
  out.alone = await appendLoad(base, 1);
  out.appends = await appendLoad(base, AUTHORS);
  return out;
}

/**
 * `authors` authors, each on its own match, appending one legal action at a time for SECONDS. Timed: the append's
 * own round-trip (the legal-action lookups before it left out); appends/s counts the appends.
 */
async function appendLoad(base: string, authors: number): Promise<LoadResult> {
  const matches = await Promise.all(Array.from({ length: authors }, (_, i) => newMatch(base, 100 + i)));
  const times: number[] = [];
  const r = await runLoad(
    async (client) => {
      const ms = await appendOne(base, matches[client]);
      if (ms === null) matches[client] = await newMatch(base, 200 + client + times.length);
      else times.push(ms);
      return true;
    },
    authors,
    SECONDS,
  );
  times.sort((a, b) => a - b);
  return {
    ...r,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    rps: times.length / SECONDS || 0,
  };
}

function rowsOf(driver: string, r: Record<string, LoadResult>): BenchRow[] {
  const g = `soak (${driver})`;
  const ceiling = r.static.rps;
  const pctOf = (x: number) => `${((100 * x) / ceiling).toFixed(0)}% of the static ceiling`;
  const errs = (x: LoadResult) =>
    `${x.errors} errors of ${x.requests}${x.firstError ? ` (${x.firstError})` : ''}`;
  return [
    {
      group: g,
      name: 'static file, 16 readers (ceiling)',
      value: ceiling,
      unit: 'req/s',
      note: `p50 ${r.static.p50.toFixed(1)} ms, p99 ${r.static.p99.toFixed(1)} ms; ${errs(r.static)}`,
    },
    {
      group: g,
      name: 'share page, 16 readers',
      value: r.share.rps,
      unit: 'req/s',
      note: `${pctOf(r.share.rps)} (target ≥ 60%); ${errs(r.share)}`,
    },
    { group: g, name: 'share page p50', value: r.share.p50, unit: 'ms' },
    { group: g, name: 'share page p99', value: r.share.p99, unit: 'ms', target: 100 },
    {
      group: g,
      name: 'conditional share page (304), 16 readers',
      value: r.conditional.rps,
      unit: 'req/s',
      note: `${pctOf(r.conditional.rps)} (target ≥ 90%); p99 ${r.conditional.p99.toFixed(1)} ms; ${errs(r.conditional)}`,
    },
    {
      group: g,
      name: `durable appends through the HTTP route, ${AUTHORS} authors at once`,
      value: r.appends.rps,
      unit: 'appends/s',
      note: `${errs(r.appends)}; one author alone: ${r.alone.rps.toFixed(0)}/s`,
    },
    {
      group: g,
      name: 'append round-trip p50 (an author appending)',
      value: r.alone.p50,
      unit: 'ms',
      ...(driver === 'sqlite' ? { target: 5 } : {}),
      note: errs(r.alone),
    },
    { group: g, name: 'append round-trip p99 (an author appending)', value: r.alone.p99, unit: 'ms' },
    {
      group: g,
      name: `append round-trip p50, ${AUTHORS} authors at once`,
      value: r.appends.p50,
      unit: 'ms',
      note: `p99 ${r.appends.p99.toFixed(1)} ms; each waits for the others' requests on one busy process (S13)`,
    },
  ];
}

/** Merge into bench/results.json: replace earlier soak rows, keep everything else. */
function saveRows(rows: BenchRow[], load: { start: number; end: number }): void {
  const file = path.join(projectRoot, 'bench', 'results.json');
  const saved = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { rows?: BenchRow[] })
    : {};
  const kept = (saved.rows ?? []).filter((r) => !r.group.startsWith('soak'));
  const soak = { at: new Date().toISOString(), seconds: SECONDS, cpus: os.cpus().length, load };
  fs.writeFileSync(file, JSON.stringify({ ...saved, soak, rows: [...kept, ...rows] }, null, 2) + '\n');
  console.log(`written bench/results.json (${rows.length} soak rows, ${kept.length} other rows kept)`);
}

async function withSite<T>(env: Record<string, string>, fn: (s: Site) => Promise<T>): Promise<T> {
  const site = await startSite(env);
  try {
    return await fn(site);
  } finally {
    const exited = new Promise((r) => site.child.once('exit', r));
    site.child.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  buildIfNeeded();
  const load = { start: Number(os.loadavg()[0].toFixed(1)), end: 0 };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duelscribe-soak-'));
  const rows: BenchRow[] = [];
  try {
    const sqlite = await withSite({ DUELSCRIBE_DB: path.join(dir, 'soak.db'), DATABASE_URL: '' }, (s) =>
      soakDriver('sqlite', s),
    );
    rows.push(...rowsOf('sqlite', sqlite));
    if (!DRIVERS.includes('postgres')) {
      console.log('\n[postgres] not measured (SOAK_DRIVERS)');
    } else if (!pgBinDir()) {
      console.log(
        '\n[postgres] skipped: no PostgreSQL server here (apt-get install postgresql, then run again)',
      );
    } else {
      const cluster = await startCluster();
      try {
        const env = { DUELSCRIBE_DB: path.join(dir, 'unused.db'), DATABASE_URL: cluster.url };
        const result = await withSite(env, async (s) => {
          const r = await soakDriver('postgres', s);
          const c = new pg.Client({ connectionString: cluster.url });
          await c.connect();
          const n = await c
            .query('SELECT count(*)::int AS n FROM matches')
            .then(
              (q) => (q.rows[0] as { n: number }).n,
              () => 0,
            )
            .finally(() => c.end());
          return n > 0 ? r : null;
        });
        if (result) rows.push(...rowsOf('postgres', result));
        else
          console.log(
            '\n[postgres] not counted: the site wrote nothing to PostgreSQL (it ignores DATABASE_URL)',
          );
      } finally {
        stopCluster(cluster.dir);
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  load.end = Number(os.loadavg()[0].toFixed(1));
  const fmt = (v: number) => (Number.isNaN(v) ? '—' : v >= 100 ? v.toFixed(0) : v.toFixed(1));
  console.table(
    rows.map((r) => ({
      group: r.group,
      measure: r.name,
      value: `${fmt(r.value)} ${r.unit}`,
      target: r.target === undefined ? '' : `≤ ${r.target} ${r.unit}`,
      ok: r.target === undefined ? '' : r.value <= r.target ? '✓' : '✗ over',
      note: r.note ?? '',
    })),
  );
  console.log(`load average ${load.start} → ${load.end} on ${os.cpus().length} cores`);
  saveRows(rows, load);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
