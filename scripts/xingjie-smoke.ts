/** Quick smoke run of random legal play (dev aid): `npx tsx scripts/xingjie-smoke.ts [matches]`. */
import { allLegalActions, applyAction, createMatchOrThrow, seedRng, nextInt } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import { QIN_HAN, SANGUO_TANG } from '@/content/xingjie/decks';

const n = Number(process.argv[2] ?? 20);
const reasons: Record<string, number> = {};
let totalSteps = 0;
const t0 = performance.now();
const hp = process.argv[3] ? Number(process.argv[3]) : undefined;
for (let seed = 1; seed <= n; seed++) {
  const setup: MatchSetup = {
    gameId: 'xingjie',
    rulesVersion: '1',
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed,
    decks: {
      p1: { rank: 10, hpOverride: hp, cards: QIN_HAN.cards },
      p2: { rank: 10, hpOverride: hp, cards: SANGUO_TANG.cards },
    },
    config: seed % 2 ? { overLimitSummon: 'reject' } : {},
  };
  let s: any = createMatchOrThrow(xingjie, setup);
  const h = { rng: seedRng(seed) };
  let steps = 0;
  while (!s.result && steps < 20000) {
    const legal = allLegalActions(xingjie, s).filter((a) => a.type !== 'match.concede');
    if (!legal.length) throw new Error(`no legal actions at ${s.phase}`);
    const a = legal[nextInt(h, legal.length)];
    const r = applyAction(xingjie, s, a);
    if (!r.ok)
      throw new Error(
        `seed ${seed} step ${steps}: ${JSON.stringify(a)} -> ${r.error.code} ${r.error.text.en}`,
      );
    s = r.state;
    steps++;
  }
  totalSteps += steps;
  const k = s.result ? s.result.reason : 'cap';
  reasons[k] = (reasons[k] ?? 0) + 1;
  if (n <= 5) console.log(seed, steps, s.turn, k);
}
console.log(reasons, 'avg steps', totalSteps / n, 'ms', (performance.now() - t0).toFixed(0));
