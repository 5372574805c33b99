/**
 * Builds content/xingjie/demos/back-to-the-river.duel: the example position 背水一战 (content/xingjie/positions.ts)
 * played to its solution, the winning line of tests/unit/xingjie/starting-position.test.ts. Every step is picked from
 * the engine's legal actions (a step that is not offered stops the script). Run: npx tsx scripts/xingjie-puzzle-demo.ts
 */
import { writeFileSync } from 'node:fs';
import { applyAction, createMatchOrThrow, duelFileSchema, legalActions } from '@/machines/engine';
import { serializeDuelScript } from '@/machines/engine/duel-script';
import type { Action, DuelNote, MatchSetup, Seat } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import type { XingjieState } from '@/machines/xingjie/state';
import { DECKS } from '@/content/xingjie/decks';
import { EXAMPLE_POSITIONS } from '@/content/xingjie/positions';

const ID = 'back-to-the-river';
const example = EXAMPLE_POSITIONS.find((e) => e.id === ID);
if (!example) throw new Error(`no example position ${ID}`);
const deckOf = (id: string) => {
  const d = DECKS.find((x) => x.id === id);
  if (!d) throw new Error(`no deck ${id}`);
  return { rank: d.rank, cards: d.cards };
};

// 刘邦 (p1, 秦汉风云) has Han Xin and Jing Ke; 刘备 (p2, 三国唐宋) has Zhang Fei, Bao Zheng and Red Cliffs.
// The unplaced cards are shuffled by the seed (no stacked seats); the turn's draw is pinned to 张良 below.
const setup: MatchSetup = {
  gameId: 'xingjie',
  rulesVersion: '1',
  players: { p1: { name: '刘邦' }, p2: { name: '刘备' } },
  seed: 9,
  decks: { p1: deckOf(example.deck!.p1), p2: deckOf(example.deck!.p2) },
  firstPlayer: 'p1',
  position: example.position,
};

let s = createMatchOrThrow<XingjieState>(xingjie, setup);
const steps: Array<{ action: Action; notes?: DuelNote[] }> = [];
const n = (kind: DuelNote['kind'], body: string): DuelNote => ({ kind, body });

function apply(action: Action, notes?: DuelNote[]): void {
  const r = applyAction<XingjieState>(xingjie, s, action);
  if (!r.ok) throw new Error(`step ${steps.length + 1} ${action.type}: ${r.error.code} ${r.error.text.en}`);
  s = r.state;
  steps.push(notes ? { action, notes } : { action });
}
/** Apply the one legal action of `seat` of this type whose payload `matches`. */
function choose(
  seat: Seat,
  type: string,
  matches: (payload: Record<string, unknown>) => boolean = () => true,
  notes?: DuelNote[],
): void {
  const found = legalActions(xingjie, s, seat).filter(
    (a) => a.type === type && matches(a.payload as Record<string, unknown>),
  );
  if (found.length !== 1)
    throw new Error(`step ${steps.length + 1}: ${found.length} legal ${type} actions of ${seat} match`);
  apply(found[0], notes);
}
const pass = (notes?: DuelNote[]) => choose(s.game.priority!.holder, 'priority.pass', () => true, notes);
function passTo(phase: string): void {
  for (let i = 0; i < 20 && s.phase !== phase && !s.result; i++) pass();
  if (s.phase !== phase) throw new Error(`did not reach ${phase}`);
}
const cardIdOf = (id: unknown) => (typeof id === 'string' ? s.cards[id]?.cardId : undefined);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const slotOf = (seat: Seat, cardId: string) =>
  s.game.players[seat].front.findIndex((c) => c !== null && s.cards[c.id].cardId === cardId);
const ref = (seat: Seat, cardId: string) => ({ seat, zone: 'front', slot: slotOf(seat, cardId) });
/** Add notes to the step just played (e.g. the pass that resolved a battle). */
const annotate = (...notes: DuelNote[]) => {
  const last = steps[steps.length - 1];
  last.notes = [...(last.notes ?? []), ...notes];
};

// The turn's draw: the author pins it so the story does not hang on the shuffle.
apply({ type: 'fate.pin', actor: 'author', payload: { kind: 'draw', seat: 'p1', cardId: 'zhang-liang' } });

// Start phase: both pass; the draw phase draws (turn 9 is not turn 1).
pass();
pass();
if (!s.effects.some((e) => e.type === 'draw' && e.seat === 'p1')) throw new Error('expected the turn’s draw');
annotate(
  n(
    'commentary',
    '起始局面描述的是第9回合开始时的局面：开局的掷币、起手牌都跳过，但本回合照常从开始阶段走起——抽卡阶段照常抽一张。只有第1回合的先手才跳过抽卡。',
  ),
  n('dialogue', '**刘邦**：「子房来得正好。只是这一仗，胜负不在新来的牌上。」'),
);
passTo('turn.action');

// 1. 图穷匕见: Jing Ke's once-per-game 3 damage to Bao Zheng (1 → 4 damage, 4 HP left).
const bao = ref('p2', 'bao-zheng');
choose(
  'p1',
  'effect.activate',
  (p) => same(p.source, { zone: 'front', slot: slotOf('p1', 'jing-ke') }) && same(p.targets, [bao]),
  [
    n(
      'commentary',
      '包拯的【铁面无私】每回合能无效一次攻击：只要他还站着，刘邦的第一次攻击就会落空。荆轲先发动【图穷匕见】（每局一次），对包拯造成3点伤害——加上原有的1点，包拯8点血量只剩4点。',
    ),
  ],
);

// 2. 烽火连天 finishes Bao Zheng.
choose('p1', 'magic.activate', (p) => cardIdOf(p.card) === 'beacon-fire' && same(p.targets, [bao]), [
  n('narration', '烽火连天，4点伤害正中包拯，铁面无私的包公退场，刘备的防线上只剩张飞一人。'),
  n('dialogue', '**刘备**：「包卿！……翼德，守住！」'),
]);
if (slotOf('p2', 'bao-zheng') !== -1) throw new Error('Bao Zheng should be gone');
pass();

// 3. 明光铠 on Han Xin: 9 + 6 = 15 HP, so Zhang Fei's 13 does not overflow onto 刘邦's last 4 HP.
const hanXin = ref('p1', 'han-xin');
choose('p1', 'equip.character', (p) => cardIdOf(p.card) === 'mingguang-armour' && same(p.target, hanXin), [
  n(
    'commentary',
    '陷阱在这里：溢出伤害对攻击者一方同样适用。张飞攻击力12，加赤壁的1点是13，而韩信只有9点血量——溢出的4点会打在只剩4点血量的刘邦身上。若改用破釜沉舟给韩信加攻击力，双方人物会在同一步归零，只能算平局。',
  ),
  n('narration', '所以刘邦把明光铠披在韩信身上：血量+6，9点变15点，张飞的13点再也溢不出来。'),
]);
pass();
passTo('turn.battle.idle');

// 4. Han Xin (11 + Red Cliffs = 12) attacks Zhang Fei (8 HP): 4 overflow to 刘备 (9 → 5).
choose(
  'p1',
  'battle.attack',
  (p) => p.attacker === slotOf('p1', 'han-xin') && p.target === slotOf('p2', 'zhang-fei'),
);
passTo('turn.battle.idle');
annotate(
  n(
    'beat',
    '**韩信破阵**：同为9星，没有星级差修正。韩信攻击力11，借对方的赤壁再+1，12点砍向只有8点血量的张飞，溢出4点，刘备9→5。张飞回敬的13点被明光铠挡住，韩信剩2点血量，刘邦毫发无伤。',
  ),
  n(
    'commentary',
    '韩信自己的【背水一战】（己方角色攻击力+1）本回合也能发动，但这道题用不着它：真正背水的，是只剩4点血量的刘邦。',
  ),
);

// 5. The front row is empty: Jing Ke (6 + 1) strikes the avatar directly for 7.
choose('p1', 'battle.attack', (p) => p.attacker === slotOf('p1', 'jing-ke') && p.target === 'avatar', [
  n('narration', '刘备阵前已空。荆轲攻击力6，加赤壁1点，直取刘备本人。'),
]);
pass();
pass();
annotate(
  n(
    'commentary',
    '直接攻击没有星级差，也没有溢出；护心镜只反击荆轲1点，被攻击的人物装备不消耗耐久。7点伤害，刘备5→0。',
  ),
  n('narration', '背水一战，一回合定胜负：汉王刘邦胜。'),
);
if (!s.result || s.result.winner !== 'p1' || s.result.reason !== 'hpZero')
  throw new Error(`the demo must end with 刘邦 winning on HP, got ${JSON.stringify(s.result)}`);

const file = duelFileSchema.parse({
  title: { zh: '残局·背水一战：韩信破阵', en: 'Puzzle · Back to the River: Han Xin breaks the line' },
  description: {
    zh: '星阶残局演示：从第9回合的描述局面开始。刘邦只剩4点血量，要在本回合突破包拯的铁面无私、击倒刘备，又不能让张飞反击的溢出伤害把自己拖入同归于尽。一回合的解法，逐步讲解。',
    en: 'A 星阶 puzzle demo starting from a described turn-9 position: Liu Bang, down to 4 HP, must get past Bao Zheng’s negation and finish Liu Bei this turn without the overflow of Zhang Fei’s counter-blow taking him down too. The one-turn solution, explained step by step.',
  },
  setup,
  notes: [
    n(
      'narration',
      '楚汉之争的残局，对面却是三国的兵马。第9回合，轮到汉王刘邦：他的人物只剩4点血量，刘备还有9点。刘备阵前是攻击表示的张飞，身后守备表示的包拯已受1点伤害；场地魔法赤壁让双方攻击表示的角色攻击力+1。刘邦场上有韩信和还没用过【图穷匕见】的荆轲，手里握着烽火连天、破釜沉舟和明光铠。能否在本回合击倒刘备？',
    ),
  ],
  steps,
});
writeFileSync(`content/xingjie/demos/${ID}.duel`, serializeDuelScript(file, { def: xingjie }));
const notes = (file.notes?.length ?? 0) + steps.reduce((k, st) => k + (st.notes?.length ?? 0), 0);
console.log(
  `wrote ${steps.length} steps, ${notes} notes; result: ${JSON.stringify(s.result)}; p1 hp ${s.game.players.p1.hp}, p2 hp ${s.game.players.p2.hp}`,
);
