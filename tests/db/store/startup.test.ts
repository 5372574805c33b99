/**
 * Issue 16 point 5: a database path that cannot hold a writable database stops start-up with one zh/en line that
 * names the path and the fix, no stack trace. Each case opens the store in a child process as an unprivileged
 * user (root may write anywhere, so under root — CI — the child runs as `nobody`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../db/store/open';
import { WORKER, runWorker } from './process';

const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'duelscribe-startup-'));
fs.chmodSync(root, 0o755);
afterAll(() => {
  for (const p of fs.readdirSync(root)) fs.chmodSync(path.join(root, p), 0o755);
  fs.rmSync(root, { recursive: true, force: true });
});

/** A folder the child may use (owned by it when we are root). */
function folder(name: string, mode = 0o755): string {
  const dir = path.join(root, name);
  fs.mkdirSync(dir);
  if (asRoot) fs.chownSync(dir, NOBODY, NOBODY);
  fs.chmodSync(dir, mode);
  return dir;
}

const asUser = asRoot ? { uid: NOBODY, gid: NOBODY, env: { ...process.env, HOME: root } } : {};

/**
 * Can the unprivileged user run the store worker from this checkout? Not when the clone lives under a folder
 * only root may enter; then the child runs the path check alone, transpiled into the temp folder.
 */
const workerReadable =
  !asRoot ||
  spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(WORKER)})`], asUser)
    .status === 0;

function standaloneChecker(): string {
  const out = path.join(root, 'checker');
  if (fs.existsSync(out)) return path.join(out, 'check.mjs');
  fs.mkdirSync(out);
  for (const name of ['path-check', 'errors']) {
    const src = fs.readFileSync(path.resolve(import.meta.dirname, `../../../db/${name}.ts`), 'utf8');
    const js = ts.transpileModule(src, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    fs.writeFileSync(path.join(out, `${name}.mjs`), js.replace("from './errors'", "from './errors.mjs'"));
  }
  const main = [
    "import { checkDatabasePath, startupLine } from './path-check.mjs';",
    "try { checkDatabasePath(process.argv[2]); process.stdout.write('ok\\n'); }",
    "catch (e) { process.stderr.write(startupLine(e) + '\\n'); process.exitCode = 1; }",
  ];
  fs.writeFileSync(path.join(out, 'check.mjs'), main.join('\n') + '\n');
  fs.chmodSync(out, 0o755);
  return path.join(out, 'check.mjs');
}

async function openAsUser(dbPath: string) {
  if (workerReadable) return runWorker(['open', dbPath], asUser);
  const r = spawnSync(process.execPath, [standaloneChecker(), dbPath], { ...asUser, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

async function expectRefusal(dbPath: string, named: string) {
  const r = await openAsUser(dbPath);
  expect(r.code, r.stdout + r.stderr).toBe(1);
  const lines = r.stderr.trim().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  const [line] = lines;
  expect(line).toMatch(/^✗ ERR_DB_PATH: .*修正：.* \/ .*Fix: /);
  expect(line).toContain(named);
  expect(line).not.toMatch(/\n\s+at |EEXIST|SqliteError/);
  return line;
}

describe('start-up checks of the database path', () => {
  it('a writable new path opens (the folder is created), and opens again', async () => {
    const dir = folder('fine');
    const db = path.join(dir, 'nested', 'duelscribe.db');
    expect((await openAsUser(db)).stdout).toBe('ok\n');
    expect((await openAsUser(db)).stdout).toBe('ok\n');
  });

  it('a read-only database file', async () => {
    const dir = folder('readonly');
    const db = path.join(dir, 'duelscribe.db');
    expect((await openAsUser(db)).stdout).toBe('ok\n');
    if (!workerReadable) await (await openStore({ path: db, databaseUrl: '' })).close(); // the checker made none
    fs.chmodSync(db, 0o444);
    const line = await expectRefusal(db, db);
    expect(line).toContain('chmod u+w');
  });

  it('a path under a regular file', async () => {
    const dir = folder('underfile');
    const file = path.join(dir, 'notes.txt');
    fs.writeFileSync(file, 'not a folder');
    await expectRefusal(path.join(file, 'duelscribe.db'), file);
  });

  it('a path that is a folder', async () => {
    const dir = folder('isdir');
    const target = path.join(dir, 'duelscribe.db');
    fs.mkdirSync(target);
    await expectRefusal(target, target);
  });

  it('a folder the user cannot write', async () => {
    const dir = folder('unwritable', 0o555);
    await expectRefusal(path.join(dir, 'duelscribe.db'), dir);
    await expectRefusal(path.join(dir, 'deeper', 'duelscribe.db'), dir);
  });
});
