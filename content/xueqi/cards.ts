/**
 * 血契 starter set (data only). Creatures of ranks 1–9, rule cards, value cards, creatures that summon others
 * and three extra-summon definitions (額外召喚卡牌, not deck cards). Effects are declarations in the shared
 * vocabulary shape; machines/xueqi/effects/ interprets them.
 */
import type { XueqiCardData } from './types';

const t = (zh: string, en: string) => ({ zh, en });

export const CARDS: XueqiCardData[] = [
  // ── Extra-summon definitions (not in decks) ───────────────────────────────────
  {
    id: 'xue-bianfu',
    kind: 'creature',
    extraOnly: true,
    name: t('血蝙蝠', 'Blood Bat'),
    rank: 1,
    atk: 60,
    life: 40,
    text: t('额外召唤卡牌。', 'Extra-summon card.'),
  },
  {
    id: 'gu-ling',
    kind: 'creature',
    extraOnly: true,
    name: t('骨灵', 'Bone Wisp'),
    rank: 2,
    atk: 120,
    life: 90,
    text: t('额外召唤卡牌。', 'Extra-summon card.'),
  },
  {
    id: 'xue-ying',
    kind: 'creature',
    extraOnly: true,
    name: t('血影', 'Blood Shade'),
    rank: 3,
    atk: 200,
    life: 120,
    durationTurns: 2,
    text: t('额外召唤卡牌。回合持续时间2。', 'Extra-summon card. Lasts 2 turns.'),
  },

  // ── Rank 1 ────────────────────────────────────────────────────────────────────
  {
    id: 'xue-nu',
    kind: 'creature',
    name: t('血奴', 'Blood Thrall'),
    rank: 1,
    atk: 100,
    life: 70,
    text: t('最廉价的仆从。', 'The cheapest of servants.'),
  },
  {
    id: 'lie-quan',
    kind: 'creature',
    name: t('猎犬', 'Hunting Hound'),
    rank: 1,
    atk: 80,
    life: 100,
    text: t('忠诚的猎犬。', 'A loyal hound.'),
  },
  {
    id: 'ye-ya',
    kind: 'creature',
    name: t('夜鸦', 'Night Crow'),
    rank: 1,
    atk: 70,
    life: 50,
    text: t('被破坏时：对方失去50点生命值。', 'When destroyed: the opponent loses 50 LP.'),
    effects: [
      {
        kind: 'triggered',
        trigger: { on: 'destroyed' },
        ops: [{ op: 'loseLp', player: 'opponent', amount: 50 }],
      },
    ],
  },
  {
    id: 'xue-zhi',
    kind: 'creature',
    name: t('血蛭', 'Blood Leech'),
    rank: 1,
    atk: 50,
    life: 60,
    text: t('召唤上场时：己方回复10点生命值。', 'When summoned: you gain 10 LP.'),
    effects: [
      { kind: 'triggered', trigger: { on: 'summoned' }, ops: [{ op: 'gainLp', player: 'self', amount: 10 }] },
    ],
  },

  // ── Rank 2 ────────────────────────────────────────────────────────────────────
  {
    id: 'xue-jianke',
    kind: 'creature',
    name: t('血剑客', 'Blood Swordsman'),
    rank: 2,
    atk: 150,
    life: 110,
    text: t('以血养剑。', 'His blade drinks blood.'),
  },
  {
    id: 'tiebi-wei',
    kind: 'creature',
    name: t('铁壁卫', 'Iron Wall Guard'),
    rank: 2,
    atk: 60,
    life: 200,
    text: t('坚不可摧的守卫。', 'An unbreakable guard.'),
  },
  {
    id: 'shixiang-gui',
    kind: 'creature',
    name: t('石像鬼', 'Gargoyle'),
    rank: 2,
    atk: 100,
    life: 150,
    text: t('石皮之下是饥渴。', 'Hunger under a skin of stone.'),
  },
  {
    id: 'yinhun-shi',
    kind: 'creature',
    name: t('引魂使', 'Soul Caller'),
    rank: 2,
    atk: 90,
    life: 80,
    text: t(
      '主要阶段，每回合一次：额外召唤一只「血蝙蝠」（不占格位，需维持）。',
      'Main phase, once per turn: extra-summon a Blood Bat (no slot, pays upkeep).',
    ),
    effects: [
      {
        kind: 'activated',
        timing: ['main'],
        limit: { per: 'turn', count: 1 },
        ops: [{ op: 'summonExtra', defId: 'xue-bianfu' }],
      },
    ],
  },

  {
    id: 'chendao-xiunv',
    kind: 'creature',
    name: t('晨祷修女', 'Dawn-Prayer Nun'),
    rank: 2,
    atk: 70,
    life: 130,
    text: t('己方回合开始时：己方回复10点生命值。', 'At the start of your turn: you gain 10 LP.'),
    effects: [
      {
        kind: 'triggered',
        trigger: { on: 'turnStart' },
        ops: [{ op: 'gainLp', player: 'self', amount: 10 }],
      },
    ],
  },

  // ── Rank 3 ────────────────────────────────────────────────────────────────────
  {
    id: 'shixue-lang',
    kind: 'creature',
    name: t('嗜血狼', 'Bloodthirsty Wolf'),
    rank: 3,
    atk: 250,
    life: 150,
    text: t('闻血而来。', 'It comes at the smell of blood.'),
  },
  {
    id: 'fu-wang',
    kind: 'creature',
    name: t('蝠王', 'Bat King'),
    rank: 3,
    atk: 180,
    life: 140,
    text: t('召唤上场时：额外召唤两只「血蝙蝠」。', 'When summoned: extra-summon two Blood Bats.'),
    effects: [
      {
        kind: 'triggered',
        trigger: { on: 'summoned' },
        ops: [{ op: 'summonExtra', defId: 'xue-bianfu', count: 2 }],
      },
    ],
  },
  {
    id: 'xuezhou-shi',
    kind: 'creature',
    name: t('血咒师', 'Blood Hexer'),
    rank: 3,
    atk: 120,
    life: 120,
    text: t(
      '主要阶段，每回合一次，支付20点生命值：破坏对方一只二阶以下的生物。',
      'Main phase, once per turn, pay 20 LP: destroy an enemy creature of rank 2 or less.',
    ),
    effects: [
      {
        kind: 'activated',
        timing: ['main'],
        limit: { per: 'turn', count: 1 },
        cost: [{ op: 'payLp', amount: 20 }],
        targets: [{ filter: { side: 'enemy', maxRank: 2 } }],
        ops: [{ op: 'destroy', target: 0 }],
      },
    ],
  },

  {
    id: 'jingji-kuilei',
    kind: 'creature',
    name: t('荆棘傀儡', 'Thorn Golem'),
    rank: 3,
    atk: 90,
    life: 160,
    text: t(
      '被攻击时：本回合生命力+100（攻击可能因此不成立）。',
      'When attacked: +100 life this turn (the attack may then fail).',
    ),
    effects: [
      {
        kind: 'triggered',
        trigger: { on: 'attacked' },
        ops: [{ op: 'modifyLife', target: 'self', amount: 100, duration: 'thisTurn' }],
      },
    ],
  },

  // ── Rank 4 ────────────────────────────────────────────────────────────────────
  {
    id: 'nuyan-shi',
    kind: 'creature',
    name: t('怒焰狮', 'Wrathflame Lion'),
    rank: 4,
    atk: 260,
    life: 200,
    text: t('发动攻击时：本回合攻击力+100。', 'When it attacks: +100 attack this turn.'),
    effects: [
      {
        kind: 'triggered',
        trigger: { on: 'attacks' },
        ops: [{ op: 'modifyAtk', target: 'self', amount: 100, duration: 'thisTurn' }],
      },
    ],
  },
  {
    id: 'gulong-qi',
    kind: 'creature',
    name: t('骨龙骑', 'Bone Dragon Rider'),
    rank: 4,
    atk: 350,
    life: 250,
    text: t('骑着龙骨的亡者。', 'A dead man astride dragon bones.'),
  },
  {
    id: 'xue-jisi',
    kind: 'creature',
    name: t('血祭司', 'Blood Priest'),
    rank: 4,
    atk: 200,
    life: 220,
    text: t('主要阶段，每回合一次：己方回复60点生命值。', 'Main phase, once per turn: you gain 60 LP.'),
    effects: [
      {
        kind: 'activated',
        timing: ['main'],
        limit: { per: 'turn', count: 1 },
        ops: [{ op: 'gainLp', player: 'self', amount: 60 }],
      },
    ],
  },
  {
    id: 'ying-zhaozhe',
    kind: 'creature',
    name: t('影召者', 'Shade Summoner'),
    rank: 4,
    atk: 220,
    life: 180,
    text: t(
      '战斗时，每回合一次：额外召唤一只「血影」，可直接加入战斗。',
      'During battle, once per turn: extra-summon a Blood Shade, which joins the battle at once.',
    ),
    effects: [
      {
        kind: 'activated',
        timing: ['duringBattle'],
        limit: { per: 'turn', count: 1 },
        ops: [{ op: 'summonExtra', defId: 'xue-ying' }],
      },
    ],
  },

  // ── Rank 5 ────────────────────────────────────────────────────────────────────
  {
    id: 'xue-qishi',
    kind: 'creature',
    name: t('血骑士', 'Blood Knight'),
    rank: 5,
    atk: 450,
    life: 320,
    text: t('以誓言束缚的骑士。', 'A knight bound by an oath.'),
  },
  {
    id: 'shenyuan-zhiyan',
    kind: 'creature',
    name: t('深渊之眼', 'Eye of the Abyss'),
    rank: 5,
    atk: 300,
    life: 300,
    text: t(
      '主要阶段，每局一次：从卡组把一张三阶以下的生物卡加入手牌。',
      'Main phase, once per game: add a creature of rank 3 or less from your deck to your hand.',
    ),
    effects: [
      {
        kind: 'activated',
        timing: ['main'],
        limit: { per: 'game', count: 1 },
        ops: [{ op: 'search', filter: { kind: 'creature', maxRank: 3 } }],
      },
    ],
  },
  {
    id: 'kuang-zhanshi',
    kind: 'creature',
    name: t('狂战士', 'Berserker'),
    rank: 5,
    atk: 400,
    life: 200,
    text: t(
      '发动攻击后，每回合一次：本回合可再攻击一次。',
      'After it attacks, once per turn: it may attack once more this turn.',
    ),
    effects: [
      {
        kind: 'activated',
        timing: ['afterAttack'],
        limit: { per: 'turn', count: 1 },
        ops: [{ op: 'grantExtraAttack', target: 'self', count: 1 }],
      },
    ],
  },

  // ── Rank 6 ────────────────────────────────────────────────────────────────────
  {
    id: 'xueyi-mo',
    kind: 'creature',
    name: t('血翼魔', 'Blood-Winged Fiend'),
    rank: 6,
    atk: 550,
    life: 400,
    text: t('展开血色双翼。', 'It spreads its crimson wings.'),
  },
  {
    id: 'haigu-lingzhu',
    kind: 'creature',
    name: t('骸骨领主', 'Lord of Bones'),
    rank: 6,
    atk: 420,
    life: 380,
    text: t('召唤上场时：额外召唤两只「骨灵」。', 'When summoned: extra-summon two Bone Wisps.'),
    effects: [
      {
        kind: 'triggered',
        trigger: { on: 'summoned' },
        ops: [{ op: 'summonExtra', defId: 'gu-ling', count: 2 }],
      },
    ],
  },
  {
    id: 'xuequan-nvyao',
    kind: 'creature',
    name: t('血泉女妖', 'Banshee of the Blood Spring'),
    rank: 6,
    atk: 380,
    life: 420,
    text: t('己方回合结束时：己方回复30点生命值。', 'At the end of your turn: you gain 30 LP.'),
    effects: [
      { kind: 'triggered', trigger: { on: 'turnEnd' }, ops: [{ op: 'gainLp', player: 'self', amount: 30 }] },
    ],
  },

  // ── Rank 7 ────────────────────────────────────────────────────────────────────
  {
    id: 'lianyu-mojiang',
    kind: 'creature',
    name: t('炼狱魔将', 'Purgatory General'),
    rank: 7,
    atk: 680,
    life: 500,
    text: t('从炼狱归来的将军。', 'A general back from purgatory.'),
  },
  {
    id: 'shehun-zhe',
    kind: 'creature',
    name: t('摄魂者', 'Soul Reaver'),
    rank: 7,
    atk: 500,
    life: 450,
    text: t('召唤上场时：对方失去150点生命值。', 'When summoned: the opponent loses 150 LP.'),
    effects: [
      {
        kind: 'triggered',
        trigger: { on: 'summoned' },
        ops: [{ op: 'loseLp', player: 'opponent', amount: 150 }],
      },
    ],
  },

  // ── Rank 8 ────────────────────────────────────────────────────────────────────
  {
    id: 'xueyue-juxiang',
    kind: 'creature',
    name: t('血月巨像', 'Blood Moon Colossus'),
    rank: 8,
    atk: 780,
    life: 650,
    text: t('血月升起时苏醒。', 'It wakes when the blood moon rises.'),
  },
  {
    id: 'minghe-duzhe',
    kind: 'creature',
    name: t('冥河渡者', 'Ferryman of the Styx'),
    rank: 8,
    atk: 600,
    life: 600,
    text: t(
      '主要阶段，每局一次：从卡组召唤一只四阶以下的生物（不占格位）。',
      'Main phase, once per game: summon a creature of rank 4 or less from your deck (no slot).',
    ),
    effects: [
      {
        kind: 'activated',
        timing: ['main'],
        limit: { per: 'game', count: 1 },
        ops: [{ op: 'summonFromDeck', filter: { maxRank: 4 } }],
      },
    ],
  },

  // ── Rank 9 ────────────────────────────────────────────────────────────────────
  {
    id: 'xueqi-zhizhu',
    kind: 'creature',
    name: t('血契之主', 'Master of the Blood Pact'),
    rank: 9,
    atk: 900,
    life: 800,
    text: t('一切契约的终点。', 'Where every pact ends.'),
  },
  {
    id: 'shitian-xuelong',
    kind: 'creature',
    name: t('噬天血龙', 'Sky-Devouring Blood Dragon'),
    rank: 9,
    atk: 950,
    life: 700,
    durationTurns: 3,
    text: t('回合持续时间3：召唤后经过己方三个回合离场。', 'Lasts 3 of your turns, then leaves.'),
  },

  // ── Rule cards (規則卡) ─────────────────────────────────────────────────────────
  {
    id: 'xue-zhi-xianli',
    kind: 'rule',
    name: t('血之献礼', 'Offering of Blood'),
    rank: 0,
    persistent: false,
    text: t('零阶，无需代价：抽一张卡。', 'Rank 0, free: draw a card.'),
    effect: { kind: 'activated', targets: [], ops: [{ op: 'draw', player: 'self', count: 1 }] },
  },
  {
    id: 'pomie-ling',
    kind: 'rule',
    name: t('破灭令', 'Edict of Ruin'),
    rank: 4,
    persistent: false,
    text: t('破坏对方一只五阶以下的生物。', 'Destroy an enemy creature of rank 5 or less.'),
    effect: {
      kind: 'activated',
      targets: [{ filter: { side: 'enemy', maxRank: 5 } }],
      ops: [{ op: 'destroy', target: 0 }],
    },
  },
  {
    id: 'zhaohun-zhen',
    kind: 'rule',
    name: t('召魂阵', 'Soul-Calling Circle'),
    rank: 3,
    persistent: false,
    text: t(
      '从手牌召唤一只四阶以下的生物（占格位，无召唤代价）。',
      'Summon a creature of rank 4 or less from your hand (takes a slot, no summon cost).',
    ),
    effect: {
      kind: 'activated',
      targets: [{ filter: { zone: 'hand', kind: 'creature', maxRank: 4 } }],
      ops: [{ op: 'summonFromHand', target: 0 }],
    },
  },
  {
    id: 'xuezhan-faze',
    kind: 'rule',
    name: t('血战法则', 'Law of Blood Battle'),
    rank: 2,
    persistent: true,
    text: t('持续：己方攻击联动最多可达四张卡牌。', 'Persistent: your combos may have up to four cards.'),
    effect: {
      kind: 'continuous',
      targets: [],
      ops: [{ op: 'setRuleParam', param: 'maxComboSize', value: 4 }],
    },
  },
  {
    id: 'lianji-qiyue',
    kind: 'rule',
    name: t('连击契约', 'Pact of Twin Strikes'),
    rank: 3,
    persistent: true,
    text: t(
      '持续：己方每只生物每回合可攻击两次。',
      'Persistent: each of your creatures may attack twice per turn.',
    ),
    effect: {
      kind: 'continuous',
      targets: [],
      ops: [{ op: 'setRuleParam', param: 'attacksPerCreaturePerTurn', value: 2 }],
    },
  },
  {
    id: 'chongfeng-haoling',
    kind: 'rule',
    name: t('冲锋号令', 'Call to Charge'),
    rank: 2,
    persistent: false,
    text: t(
      '己方一只生物本回合可无视对方生物直接攻击玩家。',
      'One of your creatures may attack the player directly this turn despite enemy creatures.',
    ),
    effect: {
      kind: 'activated',
      targets: [{ filter: { side: 'own' } }],
      ops: [{ op: 'allowDirectAttack', target: 0 }],
    },
  },
  {
    id: 'fengyin-zhou',
    kind: 'rule',
    name: t('封印咒', 'Sealing Hex'),
    rank: 2,
    persistent: false,
    text: t(
      '对方一只生物直到下回合结束不能攻击。',
      'An enemy creature cannot attack until the end of the next turn.',
    ),
    effect: {
      kind: 'activated',
      targets: [{ filter: { side: 'enemy' } }],
      ops: [{ op: 'preventAttack', target: 0 }],
    },
  },
  {
    id: 'huisu-zhimen',
    kind: 'rule',
    name: t('回溯之门', 'Gate of Return'),
    rank: 1,
    persistent: false,
    text: t(
      '把对方一只三阶以下的生物放回卡组最下方（额外召唤的进入墓地）。',
      "Put an enemy creature of rank 3 or less on the bottom of its owner's deck (an extra-summoned one goes to the graveyard).",
    ),
    effect: {
      kind: 'activated',
      targets: [{ filter: { side: 'enemy', maxRank: 3 } }],
      ops: [{ op: 'toDeckBottom', target: 0 }],
    },
  },
  {
    id: 'liedi',
    kind: 'rule',
    name: t('裂地', 'Earthsplitter'),
    rank: 5,
    persistent: false,
    text: t(
      '破坏对方支援区的一张持续卡（无人回血）。',
      "Destroy a persistent card in the opponent's support area (no LP for anyone).",
    ),
    effect: {
      kind: 'activated',
      targets: [{ filter: { zone: 'support', side: 'enemy' } }],
      ops: [{ op: 'destroy', target: 0 }],
    },
  },
  {
    id: 'shenyuan-zhaohuan',
    kind: 'rule',
    name: t('深渊召唤', 'Abyssal Summons'),
    rank: 4,
    persistent: false,
    text: t(
      '从卡组召唤一只五阶以下的生物（占格位，无召唤代价）。',
      'Summon a creature of rank 5 or less from your deck (takes a slot, no summon cost).',
    ),
    effect: { kind: 'activated', targets: [], ops: [{ op: 'summonFromDeck', filter: { maxRank: 5 } }] },
  },
  {
    id: 'zhanhou-yushi',
    kind: 'rule',
    name: t('战后余势', 'Momentum'),
    rank: 1,
    persistent: false,
    text: t(
      '本回合战斗结束后不结束回合，回到主要阶段。',
      'This turn, ending the battle returns you to the main phase instead of ending the turn.',
    ),
    effect: { kind: 'activated', targets: [], ops: [{ op: 'skipEndAfterBattle' }] },
  },
  {
    id: 'xueyu',
    kind: 'rule',
    name: t('血雨', 'Blood Rain'),
    rank: 6,
    persistent: false,
    text: t('对方失去200点生命值。', 'The opponent loses 200 LP.'),
    effect: { kind: 'activated', targets: [], ops: [{ op: 'loseLp', player: 'opponent', amount: 200 }] },
  },

  // ── Value cards (數值卡) ────────────────────────────────────────────────────────
  {
    id: 'xueqi-zengfu',
    kind: 'value',
    name: t('血气增幅', 'Blood Surge'),
    rank: 1,
    persistent: false,
    text: t('己方一只生物本回合攻击力+100。', 'One of your creatures gets +100 attack this turn.'),
    effect: {
      kind: 'activated',
      targets: [{ filter: { side: 'own' } }],
      ops: [{ op: 'modifyAtk', target: 0, amount: 100, duration: 'thisTurn' }],
    },
  },
  {
    id: 'tiegu',
    kind: 'value',
    name: t('铁骨', 'Iron Bones'),
    rank: 1,
    persistent: false,
    text: t('己方一只生物生命力永久+150。', 'One of your creatures gets +150 life permanently.'),
    effect: {
      kind: 'activated',
      targets: [{ filter: { side: 'own' } }],
      ops: [{ op: 'modifyLife', target: 0, amount: 150, duration: 'permanent' }],
    },
  },
  {
    id: 'shixue-yinji',
    kind: 'value',
    name: t('嗜血印记', 'Mark of Bloodlust'),
    rank: 2,
    persistent: true,
    text: t(
      '持续：己方一只生物攻击力永久+150。此卡留在场上，每回合结束消耗10点生命值。',
      'Persistent: one of your creatures gets +150 attack. Stays on the field (upkeep 10).',
    ),
    effect: {
      kind: 'activated',
      targets: [{ filter: { side: 'own' } }],
      ops: [{ op: 'modifyAtk', target: 0, amount: 150, duration: 'permanent' }],
    },
  },
  {
    id: 'shengming-hongxi',
    kind: 'value',
    name: t('生命虹吸', 'Life Siphon'),
    rank: 3,
    persistent: false,
    text: t('己方回复150点生命值。', 'You gain 150 LP.'),
    effect: { kind: 'activated', targets: [], ops: [{ op: 'gainLp', player: 'self', amount: 150 }] },
  },
  {
    id: 'ruohua',
    kind: 'value',
    name: t('弱化', 'Enfeeble'),
    rank: 2,
    persistent: false,
    text: t('对方一只生物本回合生命力-100。', 'An enemy creature gets −100 life this turn.'),
    effect: {
      kind: 'activated',
      targets: [{ filter: { side: 'enemy' } }],
      ops: [{ op: 'modifyLife', target: 0, amount: -100, duration: 'thisTurn' }],
    },
  },
  {
    id: 'beiji',
    kind: 'value',
    name: t('倍击', 'Double Strike'),
    rank: 3,
    persistent: false,
    text: t('己方一只生物本回合可多攻击一次。', 'One of your creatures may attack once more this turn.'),
    effect: {
      kind: 'activated',
      targets: [{ filter: { side: 'own' } }],
      ops: [{ op: 'grantExtraAttack', target: 0, count: 1 }],
    },
  },
  {
    id: 'xianji',
    kind: 'value',
    name: t('献祭', 'Sacrifice'),
    rank: 0,
    persistent: false,
    text: t(
      '零阶：破坏己方一只生物（按规则获得生命值），抽一张卡。',
      'Rank 0: destroy one of your creatures (gaining LP as usual), then draw a card.',
    ),
    effect: {
      kind: 'activated',
      targets: [{ filter: { side: 'own' } }],
      ops: [
        { op: 'destroy', target: 0 },
        { op: 'draw', player: 'self', count: 1 },
      ],
    },
  },
  {
    id: 'tongxin-zhixue',
    kind: 'value',
    name: t('同心之血', 'Blood of One Heart'),
    rank: 4,
    persistent: true,
    text: t(
      '持续：己方配合卡牌的攻击力不再减半。',
      'Persistent: your supporters no longer have their attack halved.',
    ),
    effect: {
      kind: 'continuous',
      targets: [],
      ops: [{ op: 'setRuleParam', param: 'supporterAtkFactor', value: 1 }],
    },
  },
];
