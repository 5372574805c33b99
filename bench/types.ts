/** One measured number of `npm run bench`. `target` is the budget an issue set (same unit); lower is better. */
export interface BenchRow {
  group: string;
  name: string;
  value: number;
  unit: string;
  target?: number;
  note?: string;
}

/** Median of repeated timings of `fn` (ms), after a warm-up. */
export function timeMedian(fn: () => void, runs = 7, warmup = 2): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
