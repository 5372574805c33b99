/** Print the narrated log of one random xueqi match: `npx tsx scripts/xueqi-trace.ts <seed> [en]`. */
import { createMatchOrThrow, allLegalActions, applyAction, narrate } from '@/machines/engine';
import type { MatchState } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import { BAT_SWARM, BONE_LEGION } from '@/content/xueqi/decks';

const seed = Number(process.argv[2] ?? 1);
const locale = process.argv[3] === 'en' ? 'en' : 'zh-CN';
let s: MatchState = createMatchOrThrow(xueqi, {
  gameId: 'xueqi',
  rulesVersion: '1',
  players: { p1: { name: '甲' }, p2: { name: '乙' } },
  seed,
  decks: { p1: BAT_SWARM.cards, p2: BONE_LEGION.cards },
});
let r = seed;
while (!s.result) {
  const legal = allLegalActions(xueqi, s).filter((a) => a.type !== 'match.concede');
  r = (r * 1103515245 + 12345) % 2147483648;
  const a = legal[r % legal.length];
  const res = applyAction(xueqi, s, a);
  if (!res.ok) throw res.error;
  console.log(`#${s.seq} [${s.phase}] ${narrate(xueqi, s, a, res.state, locale)}`);
  s = res.state;
}
