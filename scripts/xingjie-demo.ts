/**
 * Builds content/xingjie/demos/xianyang-duel.duel by playing the scripted duel through the engine
 * (every step is checked; a refused step stops the script). Run: npx tsx scripts/xingjie-demo.ts
 */
import { writeFileSync } from 'node:fs';
import { applyAction, createMatchOrThrow, duelFileSchema } from '@/machines/engine';
import { serializeDuelScript } from '@/machines/engine/duel-script';
import type { Action, MatchSetup, Seat } from '@/machines/engine';
import type { DuelNote } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import type { XingjieState } from '@/machines/xingjie/state';
import { QIN_HAN, SANGUO_TANG } from '@/content/xingjie/decks';

/** A legal deck with `first` moved to the top in this order. */
function stack(cards: string[], first: string[]): string[] {
  const rest = [...cards];
  for (const c of first) rest.splice(rest.indexOf(c), 1);
  return [...first, ...rest];
}

const setup: MatchSetup = {
  gameId: 'xingjie',
  rulesVersion: '1',
  players: { p1: { name: '嬴政' }, p2: { name: '项燕' } },
  seed: 221,
  decks: {
    p1: {
      rank: 10,
      cards: stack(QIN_HAN.cards, [
        'footman',
        'meng-tian',
        'zhanlu-sword',
        'fan-kuai',
        'wei-qing',
        'farmer',
        'archer',
        'cavalry',
      ]),
    },
    // 项燕 is wounded before the duel: the spec's HP fluctuation (R4) as a story override.
    p2: {
      rank: 10,
      hpOverride: 40,
      cards: stack(SANGUO_TANG.cards, [
        'cavalry',
        'archer',
        'heart-mirror',
        'farmer',
        'zhang-fei',
        'footman',
        'merchant',
        'scholar',
      ]),
    },
  },
  stacked: ['p1', 'p2'],
  firstPlayer: 'p1',
};

let s = createMatchOrThrow<XingjieState>(xingjie, setup);
const steps: Array<{ action: Action; notes?: DuelNote[] }> = [];

function play(type: string, actor: Seat, payload: object = {}, notes?: DuelNote[]): void {
  const action = { type, actor, payload };
  const r = applyAction<XingjieState>(xingjie, s, action);
  if (!r.ok) throw new Error(`step ${steps.length + 1} ${type}: ${r.error.code} ${r.error.text.en}`);
  s = r.state;
  steps.push(notes ? { action, notes } : { action });
}
const pass = () => play('priority.pass', s.game.priority!.holder);
function passTo(phase: string, turn = s.turn): void {
  for (let i = 0; i < 50 && !(s.phase === phase && s.turn === turn); i++) pass();
  if (s.phase !== phase) throw new Error(`did not reach ${phase}`);
}
const inHand = (seat: Seat, cardId: string) => {
  const id = s.game.players[seat].hand.find((x) => s.cards[x].cardId === cardId);
  if (!id) throw new Error(`${cardId} not in ${seat}'s hand`);
  return id;
};
const slotOf = (seat: Seat, cardId: string) =>
  s.game.players[seat].front.findIndex((c) => c !== null && s.cards[c.id].cardId === cardId);
const n = (kind: DuelNote['kind'], body: string): DuelNote => ({ kind, body });

// Turn 1 — 嬴政 goes first: no draw, no attack (R12).
passTo('turn.action', 1);
play('summon.normal', 'p1', { card: inHand('p1', 'footman'), tributes: [] }, [
  n('narration', '咸阳城外，秦王嬴政先手。先手第一回合不能抽卡，也不能攻击，他只派出一名步兵守住前场。'),
  n('commentary', 'R12：先手玩家第1回合跳过抽卡阶段，也不能宣言攻击。'),
]);
passTo('turn.action', 2);

// Turn 2 — 项燕 answers with cavalry.
play('summon.normal', 'p2', { card: inHand('p2', 'cavalry'), tributes: [] }, [
  n('dialogue', '**项燕**：「楚虽三户，亡秦必楚！」'),
]);
passTo('turn.action', 3);

// Turn 3 — 蒙恬 with 湛卢剑: overflow with the star modifier, then a direct attack.
play('summon.normal', 'p1', { card: inHand('p1', 'meng-tian'), tributes: [] });
pass();
play(
  'equip.character',
  'p1',
  {
    card: inHand('p1', 'zhanlu-sword'),
    target: { seat: 'p1', zone: 'front', slot: slotOf('p1', 'meng-tian') },
  },
  [n('narration', '湛卢剑出鞘，蒙恬攻击力升到9点。角色装备占据后场一格，耐久2。')],
);
passTo('turn.battle.idle', 3);
play('battle.attack', 'p1', { attacker: slotOf('p1', 'meng-tian'), target: slotOf('p2', 'cavalry') });
pass();
pass();
steps[steps.length - 1].notes = [
  n(
    'beat',
    '**星级差**：5星的蒙恬比3星的骑兵高2星，伤害+10：9+10=19点。骑兵只有3点血量，溢出16点由项燕承受（40→24）。骑兵对蒙恬的伤害则减10，为0。',
  ),
  n(
    'commentary',
    "§6.2 C1 (symmetric star modifier, R7) and C3 (overflow to the defender's controller, attack position).",
  ),
];
play('battle.attack', 'p1', { attacker: slotOf('p1', 'footman'), target: 'avatar' }, [
  n('narration', '对方前场已空，步兵直取项燕本人。'),
]);
pass();
pass();
passTo('turn.action', 4);

// Turn 4 — 项燕 takes up the 护心镜 and sets the archer face down.
play('equip.person', 'p2', { card: inHand('p2', 'heart-mirror') }, [
  n('narration', '项燕披上护心镜：攻击力+1，血量+10（21→31）。人物装备不占后场。'),
]);
pass();
play('summon.set', 'p2', { card: inHand('p2', 'archer'), tributes: [] }, [
  n('commentary', '盖放也占用本回合的通常召唤（R6b）；这张卡对嬴政保持隐藏。'),
]);
passTo('turn.action', 5);

// Turn 5 — 樊哙 joins; 蒙恬 flips the set archer and the sword breaks; two direct attacks.
play('summon.normal', 'p1', { card: inHand('p1', 'fan-kuai'), tributes: [] });
passTo('turn.battle.idle', 5);
play('battle.attack', 'p1', { attacker: slotOf('p1', 'meng-tian'), target: 0 });
pass();
pass();
steps[steps.length - 1].notes = [
  n('beat', '里侧的弓兵被攻击时翻为防守表示，被击败但不溢出；湛卢剑耐久耗尽，送入墓地。'),
  n('commentary', 'R38 翻为防守表示；§6.2 C3：防守表示不溢出伤害；§6.5：伤害结算后扣除耐久。'),
];
play('battle.attack', 'p1', { attacker: slotOf('p1', 'footman'), target: 'avatar' });
pass();
pass();
steps[steps.length - 1].notes = [n('narration', '护心镜反击步兵1点——被攻击的人物装备不消耗耐久。')];
play('battle.attack', 'p1', { attacker: slotOf('p1', 'fan-kuai'), target: 'avatar' });
pass();
pass();
passTo('turn.action', 6);

// Turn 6 — 项燕 can only put out a farmer.
play('summon.normal', 'p2', { card: inHand('p2', 'farmer'), tributes: [] }, [
  n('dialogue', '**项燕**：「只剩这点兵马了……」'),
]);
passTo('turn.action', 7);

// Turn 7 — the tribute summon of 卫青 and the finishing blow.
play(
  'summon.normal',
  'p1',
  { card: inHand('p1', 'wei-qing'), tributes: [slotOf('p1', 'footman'), slotOf('p1', 'fan-kuai')] },
  [
    n('narration', '嬴政以步兵（2星）与樊哙（5星）为基底，2+5=7星，上级召唤7星的卫青。'),
    n('commentary', 'R6c 上级召唤：两名以上祭品的星数之和不少于目标星数；位阶10最多可召唤12★（R5）。'),
  ],
);
passTo('turn.battle.idle', 7);
play('battle.attack', 'p1', { attacker: slotOf('p1', 'wei-qing'), target: slotOf('p2', 'farmer') });
pass();
pass();
steps[steps.length - 1].notes = [
  n('beat', '7星对1星，星级差6，伤害+30：9+30=39点。农夫血量3，溢出36点，项燕倒下。'),
  n('narration', '咸阳一役，秦王胜。'),
];
if (!s.result || s.result.winner !== 'p1') throw new Error('the demo must end with 嬴政 winning');

const file = duelFileSchema.parse({
  title: { zh: '咸阳之战：嬴政对项燕', en: 'The Battle of Xianyang: Ying Zheng vs Xiang Yan' },
  description: {
    zh: '星阶演示对局：上级召唤、星级差溢出伤害、装备耐久耗尽、直接攻击人物，七回合分出胜负。',
    en: 'A 星阶 demo: a tribute summon, overflow damage with the star modifier, equipment breaking and direct attacks; decided in seven turns.',
  },
  setup,
  notes: [n('narration', '秦王嬴政（位阶10，血量150）对阵负伤的楚将项燕（位阶10，血量因伤降为40）。')],
  steps,
});
writeFileSync('content/xingjie/demos/xianyang-duel.duel', serializeDuelScript(file, { def: xingjie }));
console.log(
  `wrote ${steps.length} steps; result: ${JSON.stringify(s.result)}; p2 hp ${s.game.players.p2.hp}, p1 hp ${s.game.players.p1.hp}`,
);
