/**
 * Find Chromium for the browser tests: $CHROMIUM_PATH, else /usr/bin/chromium. Where none is installed and we
 * are root with apt-get (CI, a fresh dev machine), install Debian's `chromium` package; otherwise stop with a
 * message naming the package.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium(log: (s: string) => void = console.log): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  for (const c of candidates) if (existsSync(c)) return c;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (isRoot && hasApt) {
    log('… installing Debian package `chromium` for the browser tests / 正在安装 chromium');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync(
      'apt-get',
      ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-wqy-zenhei', 'fonts-droid-fallback'],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'Chromium is needed for the browser tests. Install the Debian package `chromium` (apt-get install chromium) ' +
      'or set CHROMIUM_PATH. 浏览器测试需要 Chromium：请安装 Debian 软件包 `chromium`，或设置 CHROMIUM_PATH。',
  );
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  console.log(findChromium());
}
