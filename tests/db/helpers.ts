/** Test helpers: a fresh temp-file database per test, and a minimal match. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DbHandle, closeDatabase, openDatabase } from '../../db/client';
import { createMatchRecord } from '../../db/event-store';

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

/** Open another connection to the same file (closed by cleanup). */
export function reopen(h: DbHandle): DbHandle {
  const handle = openDatabase(h.path);
  opened.push({ handle, dir: '' });
  return handle;
}

export function cleanup(): void {
  for (const { handle, dir } of opened.splice(0)) {
    closeDatabase(handle);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const players = { p1: { name: '林动' }, p2: { name: 'Ada' } };

export const createdEvent = {
  seq: 0,
  type: 'match.created',
  actor: 'system' as const,
  payload: { gameId: 'duelette', rulesVersion: '1', players, seed: 42 },
  v: 1,
};

export function newMatch(h: DbHandle, title = '第一章') {
  return createMatchRecord(h, { gameId: 'duelette', rulesVersion: '1', title, players, createdEvent });
}

export const ev = (n: number, actor: 'p1' | 'p2' | 'author' = 'p1') => ({
  type: 'turn.play',
  actor,
  payload: { n },
  v: 1,
});
export const evs = (from: number, count: number) => Array.from({ length: count }, (_, i) => ev(from + i));
