/**
 * Start-up check of the SQLite database path (issue 16 point 5): before opening, make sure the file (and the
 * -wal/-shm files SQLite keeps beside it) can be created or written. A refusal is one StoreError ERR_DB_PATH whose
 * zh/en message names the path and the fix; `startupLine(e)` prints it as one line, without a stack trace.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isStoreError, storeFail } from './errors';

const fail = (zh: string, en: string, p: string): never => storeFail('ERR_DB_PATH', zh, en, { path: p });

function writable(p: string): boolean {
  try {
    fs.accessSync(p, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The nearest existing ancestor of `p` (p itself when it exists). */
function nearestExisting(p: string): string {
  let cur = p;
  while (!fs.existsSync(cur)) {
    const up = path.dirname(cur);
    if (up === cur) return cur;
    cur = up;
  }
  return cur;
}

export function checkDatabasePath(file: string): void {
  if (file === ':memory:') return;
  const abs = path.resolve(file);
  const hint = 'DUELSCRIBE_DB';
  if (fs.existsSync(abs)) {
    const st = fs.statSync(abs);
    if (st.isDirectory()) {
      fail(
        `数据库路径 ${abs} 是一个文件夹，不是文件。修正：把 ${hint} 设为一个文件，例如 ${path.join(abs, 'duelscribe.db')}`,
        `The database path ${abs} is a folder, not a file. Fix: set ${hint} to a file, e.g. ${path.join(abs, 'duelscribe.db')}`,
        abs,
      );
    }
    if (!st.isFile()) {
      fail(
        `数据库路径 ${abs} 不是普通文件。修正：把 ${hint} 指向一个普通文件`,
        `The database path ${abs} is not a regular file. Fix: point ${hint} at a regular file`,
        abs,
      );
    }
    for (const f of [abs, `${abs}-wal`, `${abs}-shm`]) {
      if (fs.existsSync(/*turbopackIgnore: true*/ f) && !writable(f)) {
        fail(
          `数据库文件 ${f} 是只读的，无法写入。修正：chmod u+w ${f}（或以它的所有者运行），或把 ${hint} 指向可写的文件`,
          `The database file ${f} is read-only. Fix: chmod u+w ${f} (or run as its owner), or point ${hint} at a writable file`,
          f,
        );
      }
    }
  }
  const dir = path.dirname(abs);
  const existing = nearestExisting(dir);
  if (!fs.statSync(existing).isDirectory()) {
    fail(
      `数据库路径 ${abs} 经过普通文件 ${existing}，无法在其中创建文件夹。修正：移走 ${existing}，或把 ${hint} 指向别处`,
      `The database path ${abs} goes through the regular file ${existing}, so no folder can be made there. Fix: move ${existing} away, or point ${hint} elsewhere`,
      existing,
    );
  }
  if (!writable(existing)) {
    fail(
      `无法在文件夹 ${existing} 中创建或写入数据库（${abs}）：该文件夹不可写。修正：chmod u+w ${existing}，或把 ${hint} 指向可写的位置`,
      `Cannot create or write the database ${abs}: the folder ${existing} is not writable. Fix: chmod u+w ${existing}, or point ${hint} at a writable place`,
      existing,
    );
  }
}

/** One line for a start-up failure: the zh/en message of a StoreError, else the error's own message. */
export function startupLine(e: unknown): string {
  if (isStoreError(e)) return `✗ ${e.code}: ${e.text.zh} / ${e.text.en}`;
  return `✗ ${e instanceof Error ? e.message : String(e)}`;
}
