/**
 * Build the route server (./route-server.ts) with every app/api route handler found on disk, as Next's build
 * compiles the routes ahead of `next start`: one chunk per route, loaded on the route's first request. Packages stay external (resolved from the project's
 * node_modules at run time), so the bundle lives under the project's .tmp/ folder. Run the result with
 * `node --conditions=react-server <file>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const PROJECT = path.resolve(import.meta.dirname, '../..');
const API = path.join(PROJECT, 'app/api');

/** Every route file under app/api with its URL pattern. */
export function routeFiles(): { pattern: string; file: string }[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? walk(p) : e.name === 'route.ts' ? [p] : [];
    });
  return walk(API)
    .sort()
    .map((file) => ({
      file,
      pattern: '/api/' + path.relative(API, path.dirname(file)).split(path.sep).join('/'),
    }));
}

/** Compile the server; returns the path of the bundle. */
export async function bundleRouteServer(name = 'route-server'): Promise<string> {
  const dir = path.join(PROJECT, '.tmp', `${name}-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  const files = routeFiles();
  const entry = path.join(dir, 'entry.ts');
  fs.writeFileSync(
    entry,
    [
      `import { serve } from ${JSON.stringify(path.join(import.meta.dirname, 'route-server.ts'))};`,
      `await serve([`,
      ...files.map(
        (f) => `  { pattern: ${JSON.stringify(f.pattern)}, load: () => import(${JSON.stringify(f.file)}) },`,
      ),
      `]);`,
    ].join('\n'),
  );
  await build({
    entryPoints: { server: entry },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    // One chunk per route, loaded on its first request.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // next has no exports map: Node's ESM resolver needs the file names of its entry points.
    alias: {
      '@': PROJECT,
      'next/server': 'next/server.js',
      'next/headers': 'next/headers.js',
      'next/navigation': 'next/navigation.js',
    },
    conditions: ['react-server'],
    tsconfig: path.join(PROJECT, 'tsconfig.json'),
    logLevel: 'error',
  });
  return path.join(dir, 'server.mjs');
}

/** Remove a bundle made by bundleRouteServer. */
export function removeBundle(file: string): void {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
