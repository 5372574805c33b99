/**
 * Browser-test setup: Chromium present, the site built, a fresh seeded database in a temp folder, and
 * `next start` on a free 127.0.0.1 port. Tests read the base URL with inject('baseURL').
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openStore } from '@/db/store/open';
import { buildIfNeeded } from '@/scripts/build-if-needed';
import { serveBuilt } from '@/scripts/serve-built';
import { findChromium } from '@/scripts/find-chromium';
import { seedStore } from '@/scripts/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromium: string;
    dbPath: string;
    /** The seeded demo matches, in the library's order right after seeding (tests list and publish more). */
    demoIds: string[];
  }
}

let stopServer: (() => void) | undefined;
let dir: string | undefined;

export async function setup(project: TestProject) {
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  const chromium = findChromium();
  buildIfNeeded();
  dir = mkdtempSync(path.join(tmpdir(), 'duelscribe-e2e-'));
  const dbPath = path.join(dir, 'e2e.db');
  const store = await openStore({ path: dbPath, databaseUrl: '' });
  await seedStore(store);
  const demoIds = (await store.listListedMatches()).map((m) => m.id);
  await store.close();
  const { baseURL, stop } = await serveBuilt(dbPath);
  stopServer = stop;
  project.provide('baseURL', baseURL);
  project.provide('chromium', chromium);
  project.provide('dbPath', dbPath);
  project.provide('demoIds', demoIds);
}

export async function teardown() {
  stopServer?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
