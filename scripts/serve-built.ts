/**
 * Serve the built site on a free 127.0.0.1 port against a given database, for the browser tests and the
 * viewer benchmark. Resolves once the home page answers.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { nextBin, projectRoot } from './build-if-needed';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

export async function serveBuilt(dbPath: string): Promise<{ baseURL: string; stop: () => void }> {
  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DUELSCRIBE_DB: dbPath, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = () => void server.kill('SIGTERM');
  try {
    // a cold `next start` on a loaded machine can take a while; the loop ends as soon as it answers
    await waitFor(baseURL + '/', 180_000);
  } catch (e) {
    stop();
    throw e;
  }
  return { baseURL, stop };
}
