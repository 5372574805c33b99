/**
 * The server layer's boundaries, checked on the files: every module of app/server/ is marked server-only; the
 * client-safe folders (app/contracts, app/lib, app/ui) never import app/server or db/; contracts depend on zod
 * and each other only; client components take their values from the zod-free step constants, not a schema.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...files(rel));
    else if (/\.tsx?$/.test(name)) out.push(rel);
  }
  return out;
}

const imports = (file: string) =>
  [
    ...readFileSync(path.join(root, file), 'utf8').matchAll(/^import\s+(type\s+)?[^'"]*['"]([^'"]+)['"]/gm),
  ].map((m) => ({ typeOnly: Boolean(m[1]), from: m[2] }));

describe('server layer boundaries', () => {
  it('every app/server module imports server-only', () => {
    const missing = files('app/server').filter(
      (f) => !/^import 'server-only';$/m.test(readFileSync(path.join(root, f), 'utf8')),
    );
    expect(missing).toEqual([]);
  });

  it('client-safe folders never import the server layer or the database', () => {
    const bad = ['app/contracts', 'app/lib', 'app/ui'].flatMap(files).flatMap((f) =>
      imports(f)
        .filter((i) => /^@\/(app\/server|db)(\/|$)/.test(i.from) || i.from === 'server-only')
        .map((i) => `${f} -> ${i.from}`),
    );
    expect(bad).toEqual([]);
  });

  it('contracts import only zod and each other', () => {
    const bad = files('app/contracts').flatMap((f) =>
      imports(f)
        .filter((i) => i.from !== 'zod' && !i.from.startsWith('./'))
        .map((i) => `${f} -> ${i.from}`),
    );
    expect(bad).toEqual([]);
  });

  it('client components import values from the contracts only through the zod-free steps module', () => {
    const bad = files('app/ui').flatMap((f) =>
      imports(f)
        .filter(
          (i) => !i.typeOnly && i.from.startsWith('@/app/contracts/') && i.from !== '@/app/contracts/steps',
        )
        .map((i) => `${f} -> ${i.from}`),
    );
    expect(bad).toEqual([]);
  });
});
