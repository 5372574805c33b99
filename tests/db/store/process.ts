/** Spawning the store worker (tests/db/store/worker.ts) as a separate OS process. */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import path from 'node:path';

export const WORKER = path.resolve(import.meta.dirname, 'worker.ts');

export function startWorker(args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', WORKER, ...args], {
    cwd: process.cwd(),
    env: { ...process.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
}

/** Run a worker to its end: its exit code and what it printed. */
export function runWorker(
  args: string[],
  options: SpawnOptions = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = startWorker(args, options);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Resolve when the child has printed a line matching `re` (the line), reject if it exits first. */
export function waitForLine(child: ChildProcess, re: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let buf = '';
    const onData = (d: Buffer) => {
      buf += d.toString();
      const line = buf.split('\n').find((l) => re.test(l));
      if (line) {
        child.stdout!.off('data', onData);
        resolve(line);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before printing ${re}: ${buf}`)));
  });
}
