/**
 * Example starting positions for 血契 (data only): mid-game boards an author can start a match from. The shape
 * is `setup.position` (docs/rules/xueqi.md, "Starting positions / 起始局面"); machines/xueqi/position.ts
 * validates it. Cards are content ids taken out of the named deck of content/xueqi/decks.ts; a scene inside a turn
 * (a `phase`) names only the cards its story needs and each seat's deck exactly, with no deck list.
 */
import { BAT_SWARM, BONE_LEGION } from './decks';
import type { XueqiExamplePosition } from './types';

export const EXAMPLE_POSITIONS: XueqiExamplePosition[] = [
  {
    id: 'last-blood-sword',
    name: { zh: '差十点的血剑', en: 'Ten Points Short' },
    description: {
      zh:
        '第6轮，蝠群一方的回合，生命值只剩60，命运抽卡已在第9回合用掉。对面骸骨军团还有300点生命值，场上是攻击力被「嗜血印记」推到600的血骑士、骨龙骑和一只骨灵。' +
        '本回合必须取胜：顺手的打法——狂战士连斩两员大将、血剑客砍骨灵、其余直击——恰好差10点。' +
        '怎样用夜鸦和血蝙蝠联动拿下骨灵，把血剑客和「血气增幅」留给最后一击？（无论抽到什么都能赢。）',
      en:
        'Round 6, the Bat Swarm’s turn, at 60 LP with its Fate Draw spent on turn 9. The Bone Legion has 300 LP, a Blood Knight pushed to 600 attack by a Mark of Bloodlust, a Bone-Dragon Rider and a Bone Wisp. ' +
        'Win this turn. The obvious line — the Berserker cuts down both big creatures, the Blood Swordsman takes the wisp, everything else attacks directly — falls exactly 10 short. ' +
        'How do the Night Crow and a Blood Bat combo the wisp so the Swordsman and Blood Surge deliver the last blow? (Whatever you draw, it can be won.)',
    },
    deck: { p1: BAT_SWARM.id, p2: BONE_LEGION.id },
    position: {
      turn: 11,
      active: 'p1',
      p1: {
        lp: 60,
        fateDrawTurn: 9,
        creatureSlots: ['kuang-zhanshi', 'xue-jianke', 'ye-ya'],
        extraCreatures: ['xue-bianfu', 'xue-bianfu'],
        supportArea: ['xuezhan-faze'],
        hand: ['xueqi-zengfu', 'xianji'],
        graveyard: [
          'chongfeng-haoling',
          'yinhun-shi',
          'xue-nu',
          'xue-nu',
          'ye-ya',
          'fu-wang',
          'xue-zhi-xianli',
          'shixue-lang',
        ],
      },
      p2: {
        lp: 300,
        creatureSlots: [{ card: 'xue-qishi', atkMod: 150 }, 'gulong-qi'],
        extraCreatures: ['gu-ling'],
        supportArea: ['shixue-yinji'],
        hand: ['tiegu', 'lie-quan', 'xueyu', 'shixue-lang'],
        graveyard: [
          'haigu-lingzhu',
          'gu-ling',
          'xue-jisi',
          'pomie-ling',
          'tiebi-wei',
          'xue-jianke',
          'shengming-hongxi',
        ],
      },
    },
  },
  {
    id: 'free-summons',
    name: { zh: '命运的回礼', en: 'Fate’s Return Gift' },
    description: {
      zh:
        '第6轮，后手骸骨军团的回合。上一回合蝠群一方以40对150的生命值劣势发动了本局第一次命运抽卡——保命机制随那回合结束，' +
        '但作为代价，骸骨军团本回合召唤生物免费。手里握着血契之主、炼狱魔将和血骑士：免费召唤后，回合结束的维持消耗仍要照付。怎样用好这一回合？',
      en:
        'Round 6, the Bone Legion’s turn as second player. Last turn the Bat Swarm, 40 LP against 150, made the game’s first Fate Draw: its lifeline ended with that turn, ' +
        'but in return the Bone Legion summons creatures for free this turn. In hand: the Master of the Blood Pact, the Purgatory General and a Blood Knight. Summons are free, the upkeep at the turn end is not. How do you use the turn?',
    },
    deck: { p1: BAT_SWARM.id, p2: BONE_LEGION.id },
    position: {
      turn: 12,
      active: 'p2',
      p1: {
        lp: 40,
        fateDrawTurn: 11,
        creatureSlots: ['tiebi-wei', 'xue-jianke', 'shixiang-gui'],
        extraCreatures: ['xue-bianfu'],
        hand: ['xueqi-zengfu', 'huisu-zhimen', 'xue-nu'],
        graveyard: ['fu-wang', 'ye-ya', 'ye-ya', 'xue-zhi', 'kuang-zhanshi', 'yinhun-shi'],
      },
      p2: {
        lp: 150,
        creatureSlots: ['gulong-qi'],
        hand: ['xueqi-zhizhu', 'lianyu-mojiang', 'xue-qishi', 'ruohua'],
        graveyard: ['xue-qishi', 'shixue-lang', 'haigu-lingzhu', 'gu-ling', 'gu-ling', 'pomie-ling'],
      },
    },
  },
  {
    id: 'combo-half-done',
    name: { zh: '联动未竟', en: 'The Combo Half Done' },
    description: {
      zh:
        '第5轮，战斗正酣。血剑客与血蝙蝠刚刚联动出手，两张卡都已攻击过；对面只剩一只生命力150的石像鬼，生命值70。' +
        '血奴和夜鸦联动也只有135，打不穿石像鬼。手里一张「弱化」：怎样在这场战斗里收尾？',
      en:
        'Round 5, the battle under way. The Blood Swordsman and a Blood Bat have just made their combo, so both have attacked; ' +
        'the opponent has one Gargoyle left (life 150) and 70 LP. The Thrall and the Night Crow together make only 135. ' +
        'With a Weaken in hand, how does this battle end the duel?',
    },
    position: {
      turn: 9,
      active: 'p1',
      phase: 'battle',
      p1: {
        lp: 120,
        creatureSlots: [{ card: 'xue-jianke', attacks: 1 }, 'xue-nu', 'ye-ya'],
        extraCreatures: [{ card: 'xue-bianfu', attacks: 1 }],
        hand: ['ruohua'],
        graveyard: ['lie-quan'],
        deck: ['xue-nu'],
      },
      p2: { lp: 70, creatureSlots: ['shixiang-gui'], graveyard: ['lie-quan'], deck: ['tiegu'] },
    },
  },
  {
    id: 'surge-spent',
    name: { zh: '增幅已下', en: 'The Surge Is Spent' },
    description: {
      zh:
        '主要阶段，「血气增幅」已经用在狂战士身上：本回合攻击力500。对面血骑士生命力320，生命值恰好500。' +
        '狂战士每回合可以再攻击一次——两击够吗？',
      en:
        'Main phase, Blood Surge already spent on the Berserker: 500 attack this turn. The Blood Knight across has life 320, ' +
        'and its master exactly 500 LP. The Berserker may attack once more each turn: are two blows enough?',
    },
    position: {
      turn: 7,
      active: 'p1',
      phase: 'main',
      p1: { lp: 40, creatureSlots: [{ card: 'kuang-zhanshi', atkThisTurn: 100 }], deck: ['xue-nu'] },
      p2: { lp: 500, creatureSlots: ['xue-qishi'], deck: ['tiegu'] },
    },
  },
  {
    id: 'one-to-the-bottom',
    name: { zh: '放回一张', en: 'One Back to the Bottom' },
    description: {
      zh: '第一轮，后手刚抽了两张：规则要求把一张手牌放回卡组最下方。血骑士、血奴还是「血雨」？',
      en: 'Round 1: the second player has just drawn two and must put one hand card on the bottom of the deck. Blood Knight, Thrall or Blood Rain?',
    },
    position: {
      turn: 2,
      active: 'p2',
      phase: 'draw',
      drew: true,
      pending: { seat: 'p2', choice: 'bottomOne' },
      p1: { creatureSlots: ['xue-jianke'], deck: ['xue-nu'] },
      p2: { hand: ['xue-qishi', 'xue-nu', 'xueyu'], deck: ['lie-quan'] },
    },
  },
];
