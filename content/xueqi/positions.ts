/**
 * Example starting positions for 血契 (data only): mid-game boards an author can start a match from. The shape
 * is `setup.position` (docs/rules/xueqi.md, "Starting positions / 起始局面"); machines/xueqi/position.ts
 * validates it. Cards are content ids taken out of the named deck of content/xueqi/decks.ts.
 */
import { BAT_SWARM, BONE_LEGION } from './decks';

/** A creature on the field: its card id, or the id with its mid-game state. */
export type XueqiCreatureData =
  | string
  | {
      card: string;
      atkMod?: number;
      lifeMod?: number;
      turnsLeft?: number;
      cannotAttack?: boolean;
      usedEffects?: number[];
    };

export interface XueqiSeatPositionData {
  lp?: number;
  hand?: string[];
  graveyard?: string[];
  creatureSlots?: XueqiCreatureData[];
  extraCreatures?: XueqiCreatureData[];
  supportArea?: string[];
  fateDrawTurn?: number;
}

export interface XueqiPositionData {
  turn: number;
  active: 'p1' | 'p2';
  p1?: XueqiSeatPositionData;
  p2?: XueqiSeatPositionData;
}

export interface XueqiExamplePosition {
  id: string;
  name: { zh: string; en: string };
  description: { zh: string; en: string };
  /** Deck ids of content/xueqi/decks.ts (`DECKS`), per seat. */
  deck: { p1: string; p2: string };
  position: XueqiPositionData;
}

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
];
