/**
 * Browser-test setup: Chromium present, the site built, a fresh seeded database in a temp folder, and
 * `next start` on a free 127.0.0.1 port. Tests read the base URL with inject('baseURL').
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/db/client';
import { buildIfNeeded, nextBin, projectRoot } from '@/scripts/build-if-needed';
import { findChromium } from '@/scripts/find-chromium';
import { seedDemos } from '@/scripts/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromium: string;
    dbPath: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

let server: ChildProcess | undefined;
let dir: string | undefined;

export async function setup(project: TestProject) {
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  const chromium = findChromium();
  buildIfNeeded();
  dir = mkdtempSync(path.join(tmpdir(), 'duelscribe-e2e-'));
  const dbPath = path.join(dir, 'e2e.db');
  const handle = openDatabase(dbPath);
  seedDemos(handle);
  handle.sqlite.close();
  const port = await freePort();
  server = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DUELSCRIBE_DB: dbPath, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(baseURL + '/', 60_000);
  project.provide('baseURL', baseURL);
  project.provide('chromium', chromium);
  project.provide('dbPath', dbPath);
}

export async function teardown() {
  server?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
}
