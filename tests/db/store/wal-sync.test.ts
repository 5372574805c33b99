/**
 * Ruling S11 (db/README.md): the SQLite writer runs `synchronous=NORMAL` and the store fsyncs the WAL itself,
 * off the event loop, before it acknowledges a write. These tests hold the fsync back and watch: a write is
 * committed (another connection reads it) but not acknowledged until the WAL is on disk; calls made while one
 * fsync runs share the next one; a failed fsync fails the writes that waited for it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../../db/store/open';
import { type SyncFs, walSync } from '../../../db/store/wal-sync';
import { codeOf, ev, evs, newMatch } from './drivers';

/** File operations whose fsyncs wait until the test lets them finish, oldest first. */
function heldFs() {
  const pending: { fd: number; done: (e: NodeJS.ErrnoException | null) => void }[] = [];
  const opened: string[] = [];
  const waiters: (() => void)[] = [];
  let finished = 0;
  const io: SyncFs = {
    openSync: (file, flags) => {
      opened.push(file);
      return fs.openSync(file, flags);
    },
    fdatasync: (fd, done) => {
      pending.push({ fd, done });
      for (const w of waiters.splice(0)) w();
    },
    closeSync: (fd) => fs.closeSync(fd),
  };
  return {
    io,
    opened,
    pending,
    finished: () => finished,
    /** Resolves once `n` fsyncs have been asked for in all. */
    async asked(n: number) {
      while (pending.length + finished < n) await new Promise<void>((r) => waiters.push(r));
    },
    /** Let the oldest fsync finish (really syncing), or fail it with `error`. */
    release(error?: NodeJS.ErrnoException) {
      const next = pending.shift()!;
      finished++;
      if (error) next.done(error);
      else fs.fdatasync(next.fd, next.done);
    },
  };
}

const dirs: string[] = [];
const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
function tempFile(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duelscribe-wal-'));
  dirs.push(dir);
  return path.join(dir, name);
}

/** Settled yet? (after letting every queued callback run) */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setImmediate(r));
  return done;
}

describe('walSync: one fsync at a time, shared by the calls that wait for it', () => {
  /** A WAL file with some frames, and its syncer over held file operations. */
  function heldWal() {
    const file = tempFile('x.db');
    fs.writeFileSync(`${file}-wal`, 'frames');
    const h = heldFs();
    const wal = walSync(file, h.io);
    closers.push(() => wal.close());
    return { file, h, wal };
  }

  it('calls made while an fsync runs share the next one; each resolves only after an fsync begun after it', async () => {
    const { file, h, wal } = heldWal();
    const a = wal.sync();
    await h.asked(1);
    const b = wal.sync();
    const c = wal.sync();
    expect(h.pending).toHaveLength(1); // b and c wait: their frames may be newer than the running fsync
    h.release();
    await a;
    expect(await settled(b)).toBe(false);
    await h.asked(2);
    expect(h.pending).toHaveLength(1); // one fsync for both
    h.release();
    await Promise.all([b, c]);
    const d = wal.sync();
    await h.asked(3);
    h.release();
    await d;
    expect(h.opened).toEqual([`${file}-wal`]); // opened once, kept
  });

  it('a failed fsync rejects the calls that waited for it; the next call tries again', async () => {
    const { h, wal } = heldWal();
    const a = wal.sync();
    await h.asked(1);
    h.release(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }));
    await expect(a).rejects.toThrow(/EIO/);
    const b = wal.sync();
    await h.asked(2);
    h.release();
    await expect(b).resolves.toBeUndefined();
  });
});

describe('the SQLite store acknowledges a write only once its WAL is on disk', () => {
  /** A store over held file operations, with a match already created (its fsync let through). */
  async function open() {
    const file = tempFile('s.db');
    const h = heldFs();
    const store = await openStore({ path: file, databaseUrl: '', writerThread: false, syncFs: h.io });
    const reader = new Database(file, { readonly: true });
    closers.push(async () => {
      reader.close();
      await store.close();
    });
    const eventsOf = (lineId: string) =>
      (reader.prepare('SELECT count(*) AS n FROM events WHERE line_id = ?').get(lineId) as { n: number }).n;
    const created = newMatch(store);
    await h.asked(1);
    h.release();
    const { lineId } = await created;
    return { file, h, store, eventsOf, lineId };
  }

  it('is committed first, acknowledged after the fsync of the WAL', async () => {
    const { file, h, store, eventsOf, lineId } = await open();
    const append = store.appendEvents(lineId, 1, evs(1, 2));
    await h.asked(2);
    expect(eventsOf(lineId)).toBe(3); // committed: another connection reads it …
    expect(await settled(append)).toBe(false); // … but not acknowledged while the fsync runs
    h.release();
    await append;
    expect(h.opened).toEqual([`${file}-wal`]);
  });

  it('writes that arrive during an fsync are committed together and share the next one', async () => {
    const { h, store, lineId } = await open();
    const first = store.appendEvents(lineId, 1, [ev(1)]);
    await h.asked(2); // the match's own fsync was the first
    const next = [store.appendEvents(lineId, 2, [ev(2)]), store.appendEvents(lineId, 3, [ev(3)])];
    h.release();
    await first;
    await h.asked(3);
    expect(h.pending).toHaveLength(1);
    h.release();
    await Promise.all(next);
    expect(h.finished()).toBe(3);
    expect(await store.lineLength(lineId)).toBe(4);
  });

  it('a failed fsync fails the write (its outcome unknown to the author), and the store goes on', async () => {
    const { h, store, lineId } = await open();
    const failed = store.appendEvents(lineId, 1, [ev(1)]);
    await h.asked(2);
    h.release(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }));
    expect(await codeOf(failed)).toBe('ERR_DB');
    const length = await store.lineLength(lineId);
    const again = store.appendEvents(lineId, length, [ev(2)]);
    await h.asked(3);
    h.release();
    await again;
    expect(await store.lineLength(lineId)).toBe(length + 1);
  });
});
