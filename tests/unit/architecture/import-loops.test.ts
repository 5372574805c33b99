/**
 * No import loops, value or type-only: lint's import-x/no-cycle catches value loops (the test below proves it
 * fires on a plain two-file loop), and this test walks the whole import graph of the source folders, type
 * imports included, and fails on any strongly connected component bigger than one file.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const FOLDERS = ['machines', 'app', 'db', 'content', 'bench', 'scripts'];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== 'node_modules' && !name.startsWith('.')) sourceFiles(p, out);
    } else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const c of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

/** Tarjan's strongly connected components of the graph, the ones with more than one file. */
function loops(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        comp.push(path.relative(root, w));
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

describe('import loops', () => {
  it('the import graph of the source folders (type imports included) has no loop', () => {
    const graph = new Map<string, string[]>();
    const files = FOLDERS.flatMap((f) => sourceFiles(path.join(root, f)));
    files.push(path.join(root, 'proxy.ts'));
    for (const f of files) {
      const info = ts.preProcessFile(readFileSync(f, 'utf8'), true, true);
      const deps = info.importedFiles
        .map((i) => resolve(f, i.fileName))
        .filter((x): x is string => x !== null);
      graph.set(f, deps);
    }
    expect(graph.size).toBeGreaterThan(200);
    expect(loops(graph)).toEqual([]);
  });

  it('lint fails on a plain two-file loop', { timeout: 120_000 }, async () => {
    const dir = path.join(root, 'machines', '__lint_probe_loop');
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = (): unknown => a;\n");
      const [result] = await new ESLint({ cwd: root }).lintFiles([path.join(dir, 'a.ts')]);
      expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
