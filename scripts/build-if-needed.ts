/** Build the Next.js site unless `.next` already holds a build of exactly these sources. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..');
export const nextBin = path.join(projectRoot, 'node_modules/next/dist/bin/next');

const SOURCES = [
  'app',
  'machines',
  'content',
  'db',
  'proxy.ts',
  'package-lock.json',
  'next.config.mjs',
  'tsconfig.json',
];

function fingerprint(): string {
  const h = createHash('sha256');
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) {
      for (const f of readdirSync(p).sort()) walk(path.join(p, f));
    } else {
      h.update(path.relative(projectRoot, p));
      h.update(readFileSync(p));
    }
  };
  for (const p of SOURCES) if (existsSync(path.join(projectRoot, p))) walk(path.join(projectRoot, p));
  return h.digest('hex');
}

/** Returns true when it built. Exits the process when the build fails. */
export function buildIfNeeded(log: (s: string) => void = console.log): boolean {
  const stamp = path.join(projectRoot, '.next', 'duelscribe-build-fingerprint');
  const fp = fingerprint();
  if (
    existsSync(path.join(projectRoot, '.next', 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === fp
  ) {
    log('✓ build is up to date / 构建已是最新');
    return false;
  }
  log('… building the site / 正在构建站点 (next build)');
  const r = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) throw new Error('next build failed / 构建失败');
  writeFileSync(stamp, fp);
  return true;
}
