/** Test helpers for db/client.ts: a fresh temp-file database per test (the store's own tests use store/drivers.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DbHandle, closeDatabase, openDatabase } from '../../db/client';

const opened: { handle: DbHandle; dir: string }[] = [];

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'duelscribe-db-'));
}

/** Open a fresh database in a new temp folder; closed and removed by `cleanup()`. */
export function freshDb(): DbHandle {
  const dir = tempDir();
  const handle = openDatabase(path.join(dir, 'test.db'));
  opened.push({ handle, dir });
  return handle;
}

export function cleanup(): void {
  for (const { handle, dir } of opened.splice(0)) {
    closeDatabase(handle);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}
