/** Dev aid: time legalActions vs applyAction over random play. */
import { allLegalActions, applyAction, createMatchOrThrow, seedRng, nextInt, cloneState } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import { QIN_HAN, SANGUO_TANG } from '@/content/xingjie/decks';

let tl = 0, ta = 0, tc = 0, steps = 0;
for (let seed = 1; seed <= 10; seed++) {
  const setup: MatchSetup = {
    gameId: 'xingjie', rulesVersion: '1', players: { p1: { name: '甲' }, p2: { name: '乙' } }, seed,
    decks: { p1: { rank: 10, cards: QIN_HAN.cards }, p2: { rank: 10, cards: SANGUO_TANG.cards } },
  };
  let s: any = createMatchOrThrow(xingjie, setup);
  const h = { rng: seedRng(seed) };
  while (!s.result) {
    let t = performance.now();
    const legal = allLegalActions(xingjie, s).filter((a) => a.type !== 'match.concede');
    tl += performance.now() - t;
    const a = legal[nextInt(h, legal.length)];
    t = performance.now();
    cloneState(s);
    tc += performance.now() - t;
    t = performance.now();
    const r = applyAction(xingjie, s, a);
    ta += performance.now() - t;
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    steps++;
  }
}
console.log({ steps, legalUs: (tl / steps) * 1000, applyUs: (ta / steps) * 1000, cloneUs: (tc / steps) * 1000 });
