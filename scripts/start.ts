/**
 * `npm start`: migrate the embedded database, seed the demo duels from content/, build the site when the
 * sources changed since the last build, then serve it on 127.0.0.1 (PORT, default 3000). Safe to run again.
 */
import { spawn } from 'node:child_process';
import { openDatabase } from '../db/client';
import { buildIfNeeded, nextBin, projectRoot } from './build-if-needed';
import { seedDemos } from './seed';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const handle = openDatabase();
console.log(`✓ database migrated / 数据库已迁移: ${handle.path}`);
const seeded = seedDemos(handle);
console.log(`✓ demo duels / 示例对局: ${seeded.added} added, ${seeded.present} already present`);
handle.sqlite.close();

try {
  buildIfNeeded();
} catch (e) {
  console.error(String(e));
  process.exit(1);
}

const server = spawn(process.execPath, [nextBin, 'start', '-H', host, '-p', String(port)], {
  cwd: projectRoot,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, DUELSCRIBE_DB: handle.path },
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
