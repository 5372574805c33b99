/** Timing aid for the property test's per-step costs. */
import { allLegalActions, applyInPlace, createMatchOrThrow, view } from '@/machines/engine';
import { wuhunzhi } from '@/machines/wuhunzhi';
import { setupFor } from '@/tests/unit/wuhunzhi/helpers';
import { testRng } from '@/tests/support/property';
const T: Record<string, number> = {};
const time = <X>(k: string, f: () => X): X => {
  const t = performance.now();
  const x = f();
  T[k] = (T[k] ?? 0) + performance.now() - t;
  return x;
};
let steps = 0;
for (let seed = 1; seed <= 100; seed++) {
  const pick = testRng(seed);
  const s: any = createMatchOrThrow(wuhunzhi, setupFor(seed));
  while (!s.result) {
    const legal = time('legal', () => allLegalActions(wuhunzhi, s));
    const a = legal[pick(legal.length)];
    time('apply', () => applyInPlace(wuhunzhi, s, a));
    time('zones', () => wuhunzhi.zonesOf(s));
    time('view', () => view(wuhunzhi, s, 'p1'));
    time('hidden', () => wuhunzhi.hiddenFrom(s, 'p1'));
    steps++;
  }
}
for (const [k, v] of Object.entries(T)) console.log(k, ((v * 1000) / steps).toFixed(1), 'µs/step');
