import { allLegalActions, applyAction } from '@/machines/engine';
import { newMatch } from '@/tests/unit/wuhunzhi/helpers';
import { wuhunzhi } from '@/machines/wuhunzhi';
import { testRng } from '@/tests/support/property';
let total = 0;
const reasons: Record<string, number> = {};
const t0 = performance.now();
for (let seed = 1; seed <= Number(process.argv[2] ?? 20); seed++) {
  const pick = testRng(seed);
  let s: any = newMatch(seed);
  let steps = 0;
  while (!s.result && steps < 20000) {
    const legal = allLegalActions(wuhunzhi, s).filter((a) => a.type !== 'match.concede');
    if (!legal.length) throw new Error(`no legal at ${s.phase}`);
    const a = legal[pick(legal.length)];
    const r = applyAction(wuhunzhi, s, a);
    if (!r.ok)
      throw new Error(`refused ${JSON.stringify(a)} ${r.error.code} ${r.error.text.en} at ${s.phase}`);
    s = r.state;
    steps++;
  }
  total += steps;
  reasons[s.result?.reason ?? 'none'] = (reasons[s.result?.reason ?? 'none'] ?? 0) + 1;
  if (seed <= 3) console.log(seed, steps, s.game.round, s.result?.reason, s.phase);
}
console.log('avg steps', total / Number(process.argv[2] ?? 20), reasons, 'ms', performance.now() - t0);
