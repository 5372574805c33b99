/**
 * Builds content/xueqi/demos/blood-moon.duel: a scripted 血契 duel played through the engine step by
 * step (every step must be legal), with notes. Run: `npx tsx scripts/xueqi-demo.ts [--print]`.
 */
import { writeFileSync } from 'node:fs';
import { applyInPlace, createMatchOrThrow, narrate, cloneState, duelFileSchema } from '@/machines/engine';
import { serializeDuelScript } from '@/machines/engine/duel-script';
import type { Action, MatchSetup, Seat } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import type { DuelNote } from '@/machines/engine';

const P1: Seat = 'p1';
const P2: Seat = 'p2';
const fill = (deck: string[], filler: string[]) => [...deck, ...filler].slice(0, 40);

// p1 林焰: opening 5, then one card per own turn (turns 1, 3, 5, 7, 9).
const P1_DECK = fill(
  [
    'yinhun-shi',
    'xue-nu',
    'ye-ya',
    'ye-ya',
    'xue-nu',
    'pomie-ling',
    'shixue-lang',
    'kuang-zhanshi',
    'xueyi-mo',
    'xue-qishi',
  ],
  Array<string>(30).fill('lie-quan'),
);
// p2 苏冥: opening 5, two on turn 2 (one goes back to the bottom), then one per own turn.
const P2_DECK = fill(
  [
    'lie-quan',
    'shixiang-gui',
    'gulong-qi',
    'xue-jianke',
    'tiebi-wei',
    'xue-qishi',
    'xue-zhi-xianli',
    'xue-jisi',
    'shengming-hongxi',
    'xueqi-zengfu',
    'shitian-xuelong',
  ],
  Array<string>(29).fill('xue-nu'),
);

const setup: MatchSetup = {
  gameId: 'xueqi',
  rulesVersion: '1',
  players: { p1: { name: '林焰' }, p2: { name: '苏冥' } },
  seed: 20261129,
  config: { startingLp: 800 },
  decks: { p1: P1_DECK, p2: P2_DECK },
  stacked: ['p1', 'p2'],
};

const s = createMatchOrThrow<XueqiState>(xueqi, setup);
const steps: Array<{ action: Action; notes?: DuelNote[] }> = [];
const print = process.argv.includes('--print');

const hand = (seat: Seat, cardId: string) => {
  const id = s.game.players[seat].hand.find((x) => s.cards[x].cardId === cardId);
  if (!id) throw new Error(`${seat} has no ${cardId} in hand`);
  return id;
};
const onField = (seat: Seat, cardId: string, nth = 0) => {
  const all = [...s.game.players[seat].creatureSlots, ...s.game.players[seat].extraCreatures].filter(
    (c) => s.cards[c.id].cardId === cardId,
  );
  if (!all[nth]) throw new Error(`${seat} has no ${cardId} #${nth} on the field`);
  return all[nth].id;
};
function go(actor: Seat, type: string, payload: Record<string, unknown> = {}, notes?: DuelNote[]) {
  const before = cloneState(s);
  const action = { type, actor, payload };
  applyInPlace(xueqi, s, action);
  steps.push(notes ? { action, notes } : { action });
  if (print)
    console.log(
      `#${before.seq} ${narrate(xueqi, before, action, s, 'zh-CN')}  [LP ${s.game.players.p1.lp}/${s.game.players.p2.lp}]`,
    );
}
const n = (kind: DuelNote['kind'], body: string): DuelNote => ({ kind, body });

// ── Round 1 ──────────────────────────────────────────────────────────────────
go(P1, 'draw.normal', {}, [
  n(
    'narration',
    '血月初升。林焰与苏冥各翻开卡组顶牌比较等阶：林焰的「引魂使」（二阶）压过了苏冥的「猎犬」（一阶），林焰先手。双方各有800点生命值——这是一场短契约（`startingLp: 800`）。',
  ),
]);
go(P1, 'summon.creature', { card: hand(P1, 'yinhun-shi') }, [
  n('commentary', '召唤二阶卡牌需要10点生命值。血契里的一切都用血来付。'),
]);
go(P1, 'effect.activate', { creature: onField(P1, 'yinhun-shi'), effect: 0, targets: [] }, [
  n('commentary', '效果召唤无需代价，「血蝙蝠」也不占场地格位——但回合结束时它同样要吸血。'),
]);
go(P1, 'summon.creature', { card: hand(P1, 'xue-nu') });
go(P1, 'turn.end', {}, [n('beat', '回合结束：三只生物各扣5点维持。')]);
go(P2, 'draw.normal', {}, [n('commentary', '后手第一轮抽两张，再把一张手牌放回卡组最下方。')]);
go(P2, 'draw.bottom', { card: hand(P2, 'xue-zhi-xianli') });
go(P2, 'summon.creature', { card: hand(P2, 'shixiang-gui') });
go(P2, 'summon.creature', { card: hand(P2, 'lie-quan') });
go(P2, 'battle.declare', {}, [n('commentary', '后手在第一轮就可以进入战斗，先手不行。')]);
go(P2, 'battle.attack', { lead: onField(P2, 'shixiang-gui'), supporters: [], target: onField(P1, 'xue-nu') });
go(
  P2,
  'battle.attack',
  { lead: onField(P2, 'lie-quan'), supporters: [], target: onField(P1, 'xue-bianfu') },
  [
    n(
      'commentary',
      '「猎犬」的80点攻击力不足以攻击生命力同为80的「引魂使」——攻击力必须**高于**目标生命力，只好去咬「血蝙蝠」。',
    ),
  ],
);
go(P2, 'battle.end', {}, [n('beat', '战斗一结束，回合随之结束。')]);

// ── Round 2 ──────────────────────────────────────────────────────────────────
go(P1, 'draw.normal');
go(P1, 'summon.creature', { card: hand(P1, 'xue-nu') });
go(P1, 'summon.creature', { card: hand(P1, 'ye-ya') });
go(P1, 'summon.creature', { card: hand(P1, 'ye-ya') });
go(P1, 'effect.activate', { creature: onField(P1, 'yinhun-shi'), effect: 0, targets: [] });
go(P1, 'battle.declare');
go(
  P1,
  'battle.attack',
  {
    lead: onField(P1, 'xue-nu'),
    supporters: [onField(P1, 'ye-ya', 0), onField(P1, 'ye-ya', 1)],
    target: onField(P2, 'shixiang-gui'),
  },
  [
    n('narration', '「血奴」一声长啸，两只「夜鸦」从两翼扑下。'),
    n(
      'commentary',
      '三卡联动：主攻100，两只配合者各70减半为35，合计**170**对「石像鬼」的**150**点生命力。多出的20点不会穿透。三张卡本回合都算已经攻击过。',
    ),
  ],
);
go(
  P1,
  'battle.attack',
  {
    lead: onField(P1, 'yinhun-shi'),
    supporters: [onField(P1, 'xue-bianfu')],
    target: onField(P2, 'lie-quan'),
  },
  [n('commentary', '90加上血蝙蝠的30，120压过「猎犬」的100。')],
);
go(P1, 'battle.end', {}, [n('beat', '林焰场上五只生物——回合结束，25点生命值随之流走。')]);
go(P2, 'draw.normal');
go(P2, 'summon.creature', { card: hand(P2, 'gulong-qi') });
go(P2, 'summon.creature', { card: hand(P2, 'xue-jianke') });
go(P2, 'battle.declare');
go(P2, 'battle.attack', {
  lead: onField(P2, 'gulong-qi'),
  supporters: [],
  target: onField(P1, 'yinhun-shi'),
});
go(P2, 'battle.attack', { lead: onField(P2, 'xue-jianke'), supporters: [], target: onField(P1, 'xue-nu') });
go(P2, 'battle.end');

// ── Round 3 ──────────────────────────────────────────────────────────────────
go(P1, 'draw.normal');
go(P1, 'rule.activate', { card: hand(P1, 'pomie-ling'), targets: [onField(P2, 'gulong-qi')] }, [
  n('commentary', '「破灭令」四阶，发动代价20；破坏四阶的「骨龙骑」换回15点。'),
]);
go(P1, 'summon.creature', { card: hand(P1, 'shixue-lang') });
go(P1, 'battle.declare');
go(P1, 'battle.attack', {
  lead: onField(P1, 'shixue-lang'),
  supporters: [],
  target: onField(P2, 'xue-jianke'),
});
go(P1, 'battle.attack', { lead: onField(P1, 'ye-ya', 0), supporters: [], target: 'player' }, [
  n('commentary', '苏冥场上已经没有生物，林焰终于可以直接攻击玩家。'),
]);
go(P1, 'battle.attack', { lead: onField(P1, 'ye-ya', 1), supporters: [], target: 'player' });
go(P1, 'battle.attack', { lead: onField(P1, 'xue-bianfu', 0), supporters: [], target: 'player' });
go(P1, 'battle.end', {}, [n('beat', '林焰握着「狂战士」不放：多一只生物，每个回合结束都要多流一次血。')]);
go(P2, 'draw.normal');
go(P2, 'summon.creature', { card: hand(P2, 'xue-qishi') });
go(P2, 'battle.declare');
go(P2, 'battle.attack', {
  lead: onField(P2, 'xue-qishi'),
  supporters: [],
  target: onField(P1, 'shixue-lang'),
});
go(P2, 'battle.end');

// ── Round 4 ──────────────────────────────────────────────────────────────────
go(P1, 'draw.normal');
go(P1, 'creature.destroy', { creature: onField(P1, 'xue-bianfu') }, [
  n('commentary', '主动破坏自己的生物也能回血：一阶只回1点。更重要的是，它不再吸血了。'),
]);
go(P1, 'creature.destroy', { creature: onField(P1, 'ye-ya', 0) }, [
  n('commentary', '「夜鸦」被破坏时，对方失去50点生命值——即使是被自己破坏。'),
]);
go(P1, 'turn.end', {}, [n('dialogue', '苏冥：「你在收缩阵线？」\n\n林焰：「我在省血。」')]);
go(P2, 'draw.fate', { cardId: 'shitian-xuelong' }, [
  n('narration', '苏冥的生命值已低于林焰。她按住卡组，闭上眼——**命运抽卡**。'),
  n(
    'commentary',
    '条件：己方已完成三个回合，且生命值低于对方。她从卡组中任选一张放到顶上再抽起。这是本局第一次命运抽卡，于是触发保命机制：本回合林焰至少保留1点生命值；而林焰的下个回合召唤卡牌无需代价。',
  ),
]);
go(P2, 'summon.creature', { card: hand(P2, 'shitian-xuelong') });
go(P2, 'battle.declare');
go(P2, 'battle.attack', { lead: onField(P2, 'xue-qishi'), supporters: [], target: onField(P1, 'ye-ya') });
go(P2, 'battle.attack', { lead: onField(P2, 'shitian-xuelong'), supporters: [], target: 'player' }, [
  n('narration', '血龙的吐息吞没了林焰的整片场地。'),
  n(
    'commentary',
    '950点伤害本该让林焰归零，但保命机制把它截在**1点**。林焰场上没有任何卡牌，回合结束时也不必支付维持——这一点血保住了。',
  ),
]);
go(P2, 'battle.end', {}, [n('beat', '保命机制随苏冥的回合结束而消失。苏冥为血龙和血骑士支付了60点维持。')]);

// ── Round 5 ──────────────────────────────────────────────────────────────────
go(P1, 'draw.normal', {}, [n('narration', '林焰只剩1点生命值，手中却握着三张从未召唤过的卡。')]);
go(P1, 'summon.creature', { card: hand(P1, 'xue-qishi') }, [
  n('commentary', '命运抽卡给对手的补偿：本回合召唤无需消耗生命值。1点生命值也召得动五阶。'),
]);
go(P1, 'summon.creature', { card: hand(P1, 'xueyi-mo') });
go(P1, 'summon.creature', { card: hand(P1, 'kuang-zhanshi') });
go(P1, 'battle.declare');
go(
  P1,
  'battle.attack',
  {
    lead: onField(P1, 'xueyi-mo'),
    supporters: [onField(P1, 'xue-qishi')],
    target: onField(P2, 'shitian-xuelong'),
  },
  [n('commentary', '550加上血骑士减半后的225，775压过血龙的700。')],
);
go(P1, 'battle.attack', {
  lead: onField(P1, 'kuang-zhanshi'),
  supporters: [],
  target: onField(P2, 'xue-qishi'),
});
go(P1, 'effect.activate', { creature: onField(P1, 'kuang-zhanshi'), effect: 0, targets: [] }, [
  n('commentary', '「狂战士」发动攻击后可以再攻击一次。'),
]);
go(P1, 'battle.attack', { lead: onField(P1, 'kuang-zhanshi'), supporters: [], target: 'player' }, [
  n('narration', '苏冥场上已空。狂战士的第二击落下——在林焰自己的维持消耗结算之前，苏冥的生命值先归零了。'),
]);
if (!s.result) throw new Error('the demo must end with a win');
if (print) console.log('RESULT', s.result);
writeFileSync(
  'content/xueqi/demos/blood-moon.duel',
  serializeDuelScript(
    duelFileSchema.parse({
      title: { zh: '血月契约', en: 'Pact of the Blood Moon' },
      description: {
        zh: '一场800点生命值的短契约：维持消耗一点点吸干双方，三卡联动170对150，苏冥的命运抽卡与保命机制，最后林焰以1点生命值免费召唤翻盘。',
        en: 'A short 800-LP pact: upkeep drains both sides, a three-card combo of 170 against 150, a Fate Draw with its lifeline, and a comeback from 1 LP on free summons.',
      },
      setup,
      steps,
    }),
    { def: xueqi },
  ),
);
