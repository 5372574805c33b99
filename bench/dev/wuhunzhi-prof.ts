/** Profiling aid: where replay time goes (match creation vs. applying events). Run: npx tsx bench/dev/wuhunzhi-prof.ts */
import { applyInPlace, createMatchOrThrow } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { wuhunzhi } from '@/machines/wuhunzhi';
import { benchLogs } from '@/bench/wuhunzhi';

const logs = benchLogs();
const n = logs.reduce((a, l) => a + l.length - 1, 0);
for (let k = 0; k < 5; k++) {
  let tc = 0;
  let ta = 0;
  for (const l of logs) {
    let t = performance.now();
    const s = createMatchOrThrow(wuhunzhi, l[0].payload as MatchSetup);
    tc += performance.now() - t;
    t = performance.now();
    for (let i = 1; i < l.length; i++) applyInPlace(wuhunzhi, s, l[i]);
    ta += performance.now() - t;
  }
  console.log(
    `create ${((tc * 1000) / logs.length).toFixed(0)} µs/match, apply ${((ta * 1000) / n).toFixed(1)} µs/event`,
  );
}
