/** Profiling aid: replays random-play logs repeatedly (run with --cpu-prof). */
import { allLegalActions, applyAction, matchCreatedEvent, replay } from '@/machines/engine';
import type { EngineEvent } from '@/machines/engine';
import { setupFor } from '@/tests/unit/wuhunzhi/helpers';
import { wuhunzhi } from '@/machines/wuhunzhi';
import { testRng } from '@/tests/support/property';
const logs: EngineEvent[][] = [];
for (let seed = 1; seed <= 20; seed++) {
  const pick = testRng(seed);
  const setup = setupFor(seed);
  let s: any = (replay as any)(wuhunzhi, [matchCreatedEvent(wuhunzhi, setup)]);
  const events: EngineEvent[] = [matchCreatedEvent(wuhunzhi, setup)];
  while (!s.result) {
    const legal = allLegalActions(wuhunzhi, s).filter((a) => a.type !== 'match.concede');
    const r: any = applyAction(wuhunzhi, s, legal[pick(legal.length)]);
    s = r.state; events.push(...r.events);
  }
  logs.push(events);
}
const n = logs.reduce((a, l) => a + l.length, 0);
for (let k = 0; k < 3; k++) {
  const t = performance.now();
  for (let r = 0; r < 5; r++) for (const l of logs) replay(wuhunzhi, l);
  console.log('replay µs/event', ((performance.now() - t) * 1000) / (5 * n));
}
