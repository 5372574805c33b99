/**
 * `npm start`: open (and migrate) the store — the embedded SQLite file, or PostgreSQL when
 * DATABASE_URL=postgres://… — seed the demo duels from content/, build the site when the
 * sources changed since the last build, then serve it on 127.0.0.1 (PORT, default 3000). Safe to run again.
 */
import { spawn } from 'node:child_process';
import { resolveDbPath } from '../db/client';
import { startupLine } from '../db/path-check';
import type { EventStore } from '../db/store/contract';
import { isPostgresUrl, openStore } from '../db/store/open';
import { buildIfNeeded, nextBin, projectRoot } from './build-if-needed';
import { seedStore } from './seed';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const pg = isPostgresUrl(process.env.DATABASE_URL);
const dbPath = pg ? null : resolveDbPath();
let store: EventStore;
try {
  store = await openStore();
} catch (e) {
  // One clear line naming the path (or server) and the fix (issue 16 point 5), not a stack trace.
  console.error(startupLine(e));
  process.exit(1);
}
console.log(`✓ database migrated / 数据库已迁移: ${dbPath ?? 'PostgreSQL'}`);
const seeded = await seedStore(store);
console.log(`✓ demo duels / 示例对局: ${seeded.added} added, ${seeded.present} already present`);
await store.close();

try {
  buildIfNeeded();
} catch (e) {
  console.error(String(e));
  process.exit(1);
}

const server = spawn(process.execPath, [nextBin, 'start', '-H', host, '-p', String(port)], {
  cwd: projectRoot,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    ...(dbPath ? { DUELSCRIBE_DB: dbPath } : {}),
    // where the share-page memo asks this server itself (app/server/viewing/share-html.ts)
    DUELSCRIBE_SELF_ORIGIN: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
  },
});
let announced = false;
server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!announced && /ready|started/i.test(chunk.toString())) {
    announced = true;
    console.log(`\n  斗卡录 Duelscribe → http://${host}:${port}/\n`);
  }
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
