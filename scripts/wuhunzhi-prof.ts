/** Profiling aid: replays random-play logs repeatedly (run with tsx --cpu-prof). */
import { replay } from '@/machines/engine';
import { benchLogs } from '@/bench/wuhunzhi';
const logs = benchLogs();
const n = logs.reduce((a, l) => a + l.length, 0);
for (let k = 0; k < 5; k++) {
  const t = performance.now();
  for (let r = 0; r < 5; r++) for (const l of logs) replay(wuhunzhi(), l);
  console.log('replay µs/event', ((performance.now() - t) * 1000) / (5 * n));
}
function wuhunzhi() {
  return defn;
}
import { wuhunzhi as defn } from '@/machines/wuhunzhi';
