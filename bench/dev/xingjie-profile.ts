/** Dev aid: CPU-profile 星阶 replay (node --cpu-prof --import tsx bench/dev/xingjie-profile.ts). */
import { replay } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import { xingjieLine } from '@/bench/xingjie';
const lines = [1, 2, 3, 4].map(xingjieLine);
const n = lines.reduce((a, l) => a + l.length - 1, 0);
for (let k = 0; k < 5; k++) for (const l of lines) replay(xingjie, l);
const t = performance.now();
for (let k = 0; k < 40; k++) for (const l of lines) replay(xingjie, l);
console.log('replay µs/event', ((performance.now() - t) * 1000) / (40 * n));
