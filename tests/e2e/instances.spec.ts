/**
 * Several site instances on one PostgreSQL database (issue 17 point 3): two `next start` processes of the built
 * site share one database. Concurrent appends at the same step through both get exactly one winner; a match
 * created through one is served by the other (and the other sees its new steps); a share link made on one
 * resolves on the other. The server is DUELSCRIBE_TEST_PG (CI starts one), else a throw-away cluster when
 * Debian's postgresql is installed; with neither the file is skipped with one line saying how to run it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextBin, projectRoot } from '@/scripts/build-if-needed';
import { type Cluster, pgBinDir, startCluster, stopCluster } from '@/scripts/pg-cluster';
import { freePort, waitFor } from '@/scripts/serve-built';
import { type Match, api, appendOne, newMatch, nextAction, publish } from '@/scripts/soak-author';

const GIVEN = [process.env.DUELSCRIBE_TEST_PG, process.env.DATABASE_URL].find(
  (u) => u && /^postgres(ql)?:\/\//.test(u),
);
const AVAILABLE = !!GIVEN || !!pgBinDir() || process.env.CI === 'true';
if (!AVAILABLE)
  console.log(
    "several-instances test skipped: no PostgreSQL. Install Debian's postgresql (a throw-away cluster is started) or set DUELSCRIBE_TEST_PG=postgres://…",
  );

let cluster: Cluster | undefined;
let siteOnPg = false;
/** Outside CI a site that does not use PostgreSQL skips these tests (one line above says so); in CI it fails. */
function needSiteOnPg(ctx: { skip: () => void }): void {
  if (siteOnPg) return;
  if (process.env.CI === 'true')
    throw new Error('the site wrote nothing to PostgreSQL: it ignores DATABASE_URL');
  ctx.skip();
}
let url = '';
let dbName = '';
const servers: ChildProcess[] = [];
const bases: string[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'duelscribe-instances-'));

async function admin<T>(conn: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: conn });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function startInstance(i: number): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Each instance gets its own SQLite path too: were the site to ignore DATABASE_URL, nothing would be shared.
    env: {
      ...process.env,
      DATABASE_URL: url,
      DUELSCRIBE_DB: path.join(tmp, `instance-${i}.db`),
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  servers.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base + '/', 180_000);
  return base;
}

beforeAll(async () => {
  if (!AVAILABLE) return;
  let server = GIVEN;
  if (!server) {
    cluster = await startCluster();
    server = cluster.url;
  }
  dbName = `ds_instances_${randomBytes(4).toString('hex')}`;
  await admin(server, (c) => c.query(`CREATE DATABASE ${dbName}`));
  const u = new URL(server);
  u.pathname = `/${dbName}`;
  url = u.toString();
  // Both at once, as a deployment would start them: the first to migrate wins, the other finds it done.
  bases.push(...(await Promise.all([startInstance(1), startInstance(2)])));
  // Does the site store into PostgreSQL at all (issue 17 point 1: the site on the asynchronous store)?
  const probe = await newMatch(bases[0], 1);
  siteOnPg = await admin(url, (c) => c.query('SELECT 1 FROM matches WHERE id = $1', [probe.matchId])).then(
    (r) => r.rowCount === 1,
    () => false,
  );
  if (!siteOnPg && process.env.CI !== 'true')
    console.log(
      'several-instances test skipped: the site ignores DATABASE_URL (it is not on the PostgreSQL store yet); in CI this fails',
    );
});

afterAll(async () => {
  await Promise.all(
    servers.map((s) => {
      const exited = new Promise((r) => s.once('exit', r));
      s.kill('SIGTERM');
      return exited;
    }),
  );
  if (dbName && (GIVEN || cluster))
    await admin(GIVEN ?? cluster!.url, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  if (cluster) stopCluster(cluster.dir);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(!AVAILABLE)('two site instances on one PostgreSQL database', () => {
  let m: Match;

  it('a match created through one instance is in PostgreSQL and served by the other', async (ctx) => {
    needSiteOnPg(ctx);
    const [a, b] = bases;
    m = await newMatch(a, 11);
    const rows = await admin(url, (c) => c.query('SELECT id FROM matches WHERE id = $1', [m.matchId]));
    expect(rows.rowCount, 'the site wrote the match to PostgreSQL (DATABASE_URL)').toBe(1);
    const onB = await api(b, `/api/matches/${m.matchId}`, undefined, m.editKey);
    expect(onB.status).toBe(200);
    expect(JSON.stringify(await onB.json())).toContain(m.lineId);
    // a step appended through A is seen by B (B's per-instance line cache does not hide it)
    expect(await appendOne(a, m)).not.toBeNull();
    const legalOnB = await api(
      b,
      `/api/matches/${m.matchId}/legal?seat=p1&line=${m.lineId}`,
      undefined,
      m.editKey,
    );
    expect(((await legalOnB.json()) as { seq: number }).seq).toBe(m.seq);
  });

  it('concurrent appends at the same step through both instances: exactly one winner', async (ctx) => {
    needSiteOnPg(ctx);
    for (let round = 0; round < 3; round++) {
      const action = await nextAction(bases[round % 2], m);
      expect(action).not.toBeNull();
      const tries = Array.from({ length: 12 }, (_, i) =>
        api(
          bases[i % 2],
          `/api/matches/${m.matchId}/actions`,
          { lineId: m.lineId, expectedSeq: m.seq, action },
          m.editKey,
        ),
      );
      const answers = await Promise.all(tries);
      const statuses = answers.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
      for (const r of answers.filter((x) => x.status === 409))
        expect(((await r.json()) as { error: { code: string } }).error.code).toBe('ERR_CONFLICT');
      m.seq++;
      const stored = await admin(url, (c) =>
        c.query('SELECT count(*)::int AS n FROM events WHERE line_id = $1', [m.lineId]),
      );
      expect((stored.rows[0] as { n: number }).n).toBe(m.seq);
    }
  });

  it('a share link made on one instance resolves on the other', async (ctx) => {
    needSiteOnPg(ctx);
    const [a, b] = bases;
    await publish(a, m);
    const made = await api(a, `/api/matches/${m.matchId}/share`, {
      lineId: m.lineId,
      seq: m.seq - 1,
      perspective: 'p1',
    });
    expect(made.status).toBeLessThan(300);
    const { url: shareUrl } = (await made.json()) as { url: string };
    const onB = await fetch(b + shareUrl);
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain('林动');
  });
});
