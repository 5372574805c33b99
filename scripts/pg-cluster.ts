/**
 * A throw-away PostgreSQL cluster for tests and benches (Debian's `postgresql` package: initdb + pg_ctl).
 *
 *   npx tsx scripts/pg-cluster.ts run -- <command…>   start a cluster, run the command with DUELSCRIBE_TEST_PG set
 *                                                     to its URL, stop and remove the cluster, exit with its code
 *   npx tsx scripts/pg-cluster.ts start               start one and print `DUELSCRIBE_TEST_PG=… DUELSCRIBE_PG_DIR=…`
 *   npx tsx scripts/pg-cluster.ts stop <dir>          stop and remove a cluster started with `start`
 *
 * The cluster lives in a temp folder, listens on 127.0.0.1 on a free port (and on a socket in that folder), trusts
 * local connections and is owned by an unprivileged user: PostgreSQL refuses to run as root, so under root (CI)
 * it runs as `postgres` (created by the Debian package) through `runuser`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const runAsRoot = process.getuid?.() === 0;
const PG_USER = process.env.DUELSCRIBE_PG_OS_USER ?? 'postgres';

/** The folder holding initdb and pg_ctl: PATH first, then the newest /usr/lib/postgresql/<v>/bin. */
export function pgBinDir(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

function sh(bin: string, args: string[], quiet = true): void {
  const [cmd, argv] = runAsRoot ? ['runuser', ['-u', PG_USER, '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit' });
  if (r.status !== 0) {
    throw new Error(`${path.basename(bin)} failed (${r.status}): ${r.stderr || r.stdout || r.error}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  url: string;
  dir: string;
}

export async function startCluster(): Promise<Cluster> {
  const bin = pgBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duelscribe-pg-'));
  fs.chmodSync(dir, 0o755);
  if (runAsRoot) spawnSync('chown', [PG_USER, dir]);
  const data = path.join(dir, 'data');
  sh(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  sh(path.join(bin, 'pg_ctl'), ['-D', data, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir };
}

export function stopCluster(dir: string): void {
  const bin = pgBinDir();
  const data = path.join(dir, 'data');
  if (bin && fs.existsSync(path.join(data, 'postmaster.pid'))) {
    sh(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

async function main(): Promise<number> {
  const [mode, ...rest] = process.argv.slice(2);
  if (mode === 'start') {
    const c = await startCluster();
    console.log(`DUELSCRIBE_TEST_PG=${c.url} DUELSCRIBE_PG_DIR=${c.dir}`);
    return 0;
  }
  if (mode === 'stop' && rest[0]) {
    stopCluster(rest[0]);
    return 0;
  }
  if (mode === 'run') {
    const cmd = rest[0] === '--' ? rest.slice(1) : rest;
    if (!cmd.length) throw new Error('usage: pg-cluster.ts run -- <command…>');
    const c = await startCluster();
    console.log(`PostgreSQL test cluster: ${c.url}`);
    try {
      const r = spawnSync(cmd[0], cmd.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, DUELSCRIBE_TEST_PG: c.url },
      });
      return r.status ?? 1;
    } finally {
      stopCluster(c.dir);
    }
  }
  console.error('usage: pg-cluster.ts start | stop <dir> | run -- <command…>');
  return 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(String(e instanceof Error ? e.message : e));
      process.exit(1);
    },
  );
}
