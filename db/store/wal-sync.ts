/**
 * Durable commits off the event loop (ruling S11 in db/README.md). In WAL mode `synchronous=FULL` makes every
 * COMMIT fsync the WAL file, and better-sqlite3 waits for that fsync on the server's only thread: every other
 * request of the process waits with it. `synchronous=NORMAL` is `FULL` without that one fsync (a checkpoint
 * still syncs the WAL before it and the database after it), so the writer connection runs NORMAL and the store
 * fsyncs the WAL itself, asynchronously on libuv's thread pool, before it acknowledges a write: the same
 * guarantee (an acknowledged write is on disk), while the thread goes on serving requests.
 *
 * fsync flushes a file, not a descriptor, so a descriptor of our own on the WAL file covers every frame written
 * before the call, by any connection of any process. Calls while one fsync runs share the next one (its frames
 * may have been written after the running one began), so any number of commits in flight cost at most two. Like
 * SQLite itself on Linux it uses fdatasync: the frames and the file's size, without its times (a WAL mostly
 * overwrites itself after a checkpoint, so the size rarely changes and the journal of the file system is
 * rarely touched).
 */
import fs from 'node:fs';

export interface WalSync {
  /** Resolves once every frame written to the WAL before this call is on disk. */
  sync(): Promise<void>;
  close(): void;
}

/** The file operations used (a test may wrap them to hold an fsync back). */
export interface SyncFs {
  openSync(file: string, flags: string): number;
  fdatasync(fd: number, callback: (error: NodeJS.ErrnoException | null) => void): void;
  closeSync(fd: number): void;
}

/** The WAL of the database file `dbFile` (SQLite names it `<file>-wal`). */
export function walSync(dbFile: string, io: SyncFs = fs): WalSync {
  let fd: number | null = null;
  let running: Promise<void> | null = null;
  let waiting: Promise<void> | null = null;

  const fsyncOnce = () =>
    new Promise<void>((resolve, reject) => {
      // Opened at the first commit: by then the WAL exists, and it stays while this store has it open.
      fd ??= io.openSync(`${dbFile}-wal`, 'r');
      io.fdatasync(fd, (e) => (e ? reject(e) : resolve()));
    });

  const start = (): Promise<void> => {
    const p: Promise<void> = fsyncOnce().finally(() => {
      if (running === p) running = null;
    });
    running = p;
    return p;
  };

  return {
    sync() {
      if (!running) return start();
      waiting ??= running
        .catch(() => undefined)
        .then(() => {
          waiting = null;
          return start();
        });
      return waiting;
    },
    close() {
      if (fd !== null) io.closeSync(fd);
      fd = null;
    },
  };
}
