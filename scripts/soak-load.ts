/**
 * The load driver of `npm run soak`: `clients` concurrent loops, each sending one request at a time for a fixed
 * time, on loopback only. Returns requests/s, p50/p99 latency and the count of errors (an answer the workload did
 * not expect, or a failed connection).
 */

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** The first error seen, for the printout. */
  firstError?: string;
}

/** One request of a workload: resolve true when the answer is the expected one. */
export type Shot = (client: number) => Promise<boolean>;

export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`soak only talks to loopback, not ${host}`);
  }
}

/** The value at fraction `p` of an ascending list (NaN for an empty one). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;

export async function runLoad(shot: Shot, clients: number, seconds: number): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const until = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        let ok = false;
        try {
          ok = await shot(client);
          if (!ok) firstError ??= 'unexpected answer';
        } catch (e) {
          firstError ??= String(e instanceof Error ? (e.cause ?? e.message) : e);
        }
        times.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    errors,
    rps: times.length / elapsed,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    firstError,
  };
}

/** GET a URL, reading the whole body; the status. */
export async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const r = await fetch(url, { headers });
  await r.arrayBuffer();
  return r;
}
