/**
 * `npm run bench`: runs every benchmark module in bench/ in one process (so ratios compare like with like),
 * prints a table and writes bench/results.json. Modules export a function named bench*() returning BenchRow[].
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchRow } from './types';

const here = import.meta.dirname;
const only = process.argv.slice(2);

async function main() {
  const loadBefore = os.loadavg();
  const rows: BenchRow[] = [];
  const files = readdirSync(here)
    .filter((f) => f.endsWith('.ts') && !['run.ts', 'types.ts'].includes(f))
    .filter((f) => !only.length || only.some((o) => f.startsWith(o)))
    .sort((a, b) => (a === 'kernel.ts' ? -1 : b === 'kernel.ts' ? 1 : a.localeCompare(b)));
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(here, f)).href)) as Record<string, unknown>;
    for (const [name, fn] of Object.entries(mod)) {
      // bench*() functions that take no arguments are benchmarks; helpers with parameters are not
      if (!name.startsWith('bench') || typeof fn !== 'function' || fn.length > 0) continue;
      process.stdout.write(`… ${f} ${name}\n`);
      const got = await (fn as () => unknown)();
      if (
        !Array.isArray(got) ||
        !got.every((r) => r && typeof r.value === 'number' && typeof r.unit === 'string')
      ) {
        process.stdout.write(`  (${name} returns no bench rows: a helper, skipped)\n`);
        continue;
      }
      rows.push(...(got as BenchRow[]));
    }
  }
  const fmt = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
  const table = rows.map((r) => ({
    group: r.group,
    measure: r.name,
    value: `${fmt(r.value)} ${r.unit}`,
    target: r.target === undefined ? '' : `≤ ${r.target} ${r.unit}`,
    ok: r.target === undefined ? '' : r.value <= r.target ? '✓' : '✗ over',
  }));
  console.table(table);
  const result = {
    at: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      memGiB: Math.round(os.totalmem() / 2 ** 30),
      /** 1-minute load average when the run started and ended: wall-clock rows stretch with it on a shared machine. */
      load: { start: Number(loadBefore[0].toFixed(1)), end: Number(os.loadavg()[0].toFixed(1)) },
    },
    rows,
  };
  // A partial run (`npm run bench -- viewer`) must not replace the saved numbers of the full run.
  const out = only.length ? 'results-partial.json' : 'results.json';
  // `npm run soak` merges its rows (groups "soak …") into the same file: a full bench run keeps them.
  const soak = only.length ? undefined : keptSoak(path.join(here, out));
  if (soak) Object.assign(result, { soak: soak.soak, rows: [...rows, ...soak.rows] });
  writeFileSync(path.join(here, out), JSON.stringify(result, null, 2) + '\n');
  console.log(`written ${path.join('bench', out)}`);
}

function keptSoak(file: string): { soak: unknown; rows: BenchRow[] } | undefined {
  if (!existsSync(file)) return undefined;
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { soak?: unknown; rows?: BenchRow[] };
  const rows = (saved.rows ?? []).filter((r) => r.group.startsWith('soak'));
  return rows.length ? { soak: saved.soak, rows } : undefined;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
