/**
 * `npm test`: typecheck, lint, unit/property/db/golden tests, then the browser tests against the built app.
 * Ends with one plain summary line "N passed, N failed" that CI reads; exits non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.tmp');
mkdirSync(out, { recursive: true });
process.env.NEXT_TELEMETRY_DISABLED = '1';

let passed = 0;
let failed = 0;
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function step(title: string, cmd: string, args: string[]): boolean {
  console.log(`\n━━ ${title} ━━`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  return r.status === 0;
}

function vitest(title: string, args: string[], report: string): boolean {
  const file = path.join(out, report);
  rmSync(file, { force: true });
  const ok = step(title, bin('vitest'), [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  }
  if (!ok && !existsSync(file)) failed += 1;
  return ok;
}

const results: Array<[string, boolean]> = [];
results.push(['typecheck', step('typecheck / 类型检查', bin('tsc'), ['--noEmit', '-p', '.'])]);
results.push(['lint', step('lint / 代码规范', 'npm', ['run', '--silent', 'lint'])]);
results.push(['unit', vitest('unit, property, db, golden / 单元与属性测试', [], 'unit.json')]);
results.push([
  'browser',
  vitest('browser tests (Chromium) / 浏览器测试', ['--config', 'vitest.e2e.config.ts'], 'e2e.json'),
]);

for (const [name, ok] of results) if (!ok && (name === 'typecheck' || name === 'lint')) failed += 1;
console.log('\n' + results.map(([n, ok]) => `${ok ? '✓' : '✗'} ${n}`).join('  '));
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
