/**
 * Example starting positions for 武魂志 (data only): a board at the start of a round, written with the starter
 * decks of decks.ts (`jixia` = DECK_JIXIA, `hulang` = DECK_HULANG), or a scene inside a round (`at`) that names
 * only the cards its story needs and each seat's deck exactly, with no deck list. machines/wuhunzhi/position.ts
 * validates the shape and the rules; docs/rules/wuhunzhi.md ("Starting positions") explains every field and
 * default. Cards are content card ids; at a round's start every card named comes out of that seat's deck list.
 */
type T = { zh: string; en: string };
type CardId = string;
type Boost = { amount: number; until: 'battle' | 'round' };
type FieldCard =
  | CardId
  | {
      card: CardId;
      faceUp?: boolean;
      damage?: number;
      tapped?: boolean;
      attacked?: boolean;
      enteredRound?: number;
      boosts?: Boost[];
      used?: Record<string, number>;
    };
type Altar =
  | CardId
  | {
      card: CardId;
      faceUp?: boolean;
      destroyed?: boolean;
      damage?: number;
      bound?: CardId[];
      occupant?: CardId | { card: CardId; faceUp?: boolean; enteredRound?: number };
    };
interface SeatPosition {
  hand?: CardId[];
  sandField?: Record<string, FieldCard>;
  altars?: Altar[];
  soulYard?: Array<CardId | { card: CardId; tapped?: boolean }>;
  discardPile?: CardId[];
  banished?: CardId[];
  general?: CardId | null;
  reserves?: CardId[];
  event?: CardId | { card: CardId; activatedRound?: number };
  strategy?: CardId | { card: CardId; setThisRound?: boolean };
  /** The deck exactly, top first: the seat then has only the cards the position names (W41). */
  deck?: CardId[];
  thisRound?: { altarDamage?: number; eventActivated?: boolean; scouted?: boolean };
}
/** Where play resumes inside the round (docs/rules/wuhunzhi.md, "Positions inside a round"). */
interface At {
  phase: string;
  step?: string;
  seat?: 'p1' | 'p2';
  cell?: number;
  window?: Array<'p1' | 'p2'>;
  attack?: {
    target: { cell: number } | { altar: number } | { occupant: number };
    declaredAt?: number | null;
    stage?: 'awaitRedirect' | 'awaitCounter' | 'awaitExcess';
    excess?: number;
  };
}
export interface WuhunzhiPositionData {
  round: number;
  first?: 'p1' | 'p2';
  at?: At;
  p1?: SeatPosition;
  p2?: SeatPosition;
}
export type DeckKey = 'jixia' | 'hulang';

export interface ExamplePosition {
  id: string;
  name: T;
  description: T;
  /** The starter decks a position at the start of a round was written for; a scene (`at`) needs none (W41). */
  deck?: { p1: DeckKey; p2: DeckKey };
  position: WuhunzhiPositionData;
}

export const EXAMPLE_POSITIONS: ExamplePosition[] = [
  {
    id: 'last-citadel',
    name: { zh: '孤城背水', en: 'The last citadel' },
    description: {
      zh:
        '第 7 回合开始。稷下已失三座祭坛，再失一座即败；虎狼也折了两座，谁先再破两座谁就赢。' +
        '白起的钳形阵（1·3·7·9 格）已经布成，第 7 格盖着一张牌，泰山坛里也盖着一张；' +
        '稷下先攻，孙武的锋矢阵（2·4·5·6 格）靠两张盖牌撑着，合纵还剩最后一回合，昆仑坛里藏着庄周。' +
        '从建设阶段下完这一局。',
      en:
        'Round 7 begins. Jixia has lost three altars and falls with one more; the Tigers and Wolves have lost two, ' +
        'so whoever breaks two more first wins. Bai Qi’s pincer formation (cells 1·3·7·9) stands, with a ' +
        'face-down card on cell 7 and another hidden in the Mount Tai altar. Jixia holds the initiative: Sun Wu’s ' +
        'arrowhead (cells 2·4·5·6) rests on two face-down cards, the Vertical Alliance has one round left and ' +
        'Zhuang Zhou waits inside the Kunlun altar. Play it out from the construction phase.',
    },
    deck: { p1: 'jixia', p2: 'hulang' },
    position: {
      round: 7,
      first: 'p1',
      p1: {
        general: 'g-sunwu',
        reserves: ['g-kongqiu'],
        altars: [
          {
            card: 'a-kunlun',
            bound: ['s-chugongshou', 's-xiangao'],
            occupant: { card: 's-zhuangzhou', faceUp: false },
          },
          { card: 'a-taishan', destroyed: true },
          { card: 'a-sheji', destroyed: true },
          { card: 'a-zongmiao', destroyed: true },
          { card: 'a-mingtang', bound: ['s-qijiji'], occupant: 's-sunbin' },
        ],
        sandField: {
          '2': { card: 's-huishi', damage: 400 },
          '4': { card: 's-caogui', faceUp: false },
          '5': { card: 't-fubing', faceUp: false },
          '6': 's-linxiangru',
        },
        hand: ['s-mengke', 'st-beishui', 't-kongcheng'],
        soulYard: [{ card: 's-modi', tapped: true }, 's-gongshuban'],
        discardPile: ['e-jixia', 's-xuxing', 't-huogong'],
        event: { card: 'e-hezong', activatedRound: 6 },
      },
      p2: {
        general: 'g-baiqi',
        reserves: ['g-wuqi'],
        altars: [
          { card: 'a-fenghuo', bound: ['s-weiwuzu'], occupant: 's-pangjuan' },
          { card: 'a-lingtai', destroyed: true },
          { card: 'a-biyong', destroyed: true },
          {
            card: 'a-taishan',
            bound: ['s-qinruishi', 's-qinruishi', 's-zouyan'],
            occupant: { card: 's-wangjian', faceUp: false },
          },
          { card: 'a-sheji', faceUp: false },
        ],
        sandField: {
          '1': { card: 's-jingke', damage: 300 },
          '3': 's-wuzixu',
          '7': { card: 't-xiankeng', faceUp: false },
          '9': 's-zhuanzhu',
        },
        hand: ['st-pofu', 'e-ciqin', 's-yangzhu', 's-niezheng'],
        soulYard: ['s-qinhuali', { card: 's-yaoli', tapped: true }],
        discardPile: ['t-juma', 'e-bianfa'],
      },
    },
  },
  {
    id: 'second-round-ambush',
    name: { zh: '第二回合的伏兵', en: 'An ambush in round two' },
    description: {
      zh:
        '第 2 回合开始，虎狼先攻。稷下第 5 格盖着一张伏兵，墨翟守在第 2 格；' +
        '虎狼的荆轲与专诸已站上前排，烽火台里还有一张没布阵的秦锐士。一个只写了少数几张卡的小局面：' +
        '其余的卡都在各自洗好的牌库里。',
      en:
        'Round 2 begins with the Tigers and Wolves to act first. Jixia has an ambush face down on cell 5 and Mo Di ' +
        'on cell 2; Jing Ke and Zhuan Zhu already hold the front row, and a Qin elite still waits in the beacon ' +
        'tower. A small position that names only a few cards: everything else is in each side’s shuffled deck.',
    },
    deck: { p1: 'jixia', p2: 'hulang' },
    position: {
      round: 2,
      first: 'p2',
      p1: {
        sandField: { '2': 's-modi', '5': { card: 't-fubing', faceUp: false } },
        hand: ['s-huishi', 's-caogui', 'e-jixia'],
      },
      p2: {
        altars: [{ card: 'a-fenghuo', occupant: 's-qinruishi' }],
        sandField: { '1': 's-jingke', '2': 's-zhuanzhu' },
        hand: ['s-qinhuali', 'st-binggui'],
      },
    },
  },
  // Scenes inside a round: each seat holds exactly the cards the story needs, its deck given exactly (W41): no
  // deck list.
  {
    id: 'fourth-cell',
    name: { zh: '第四格', en: 'The fourth cell' },
    description: {
      zh:
        '第 5 回合的战斗已到第 4 格。墨翟在第 1 格拼光了战力，横置着；虎狼三座祭坛已破，烽火台本回合也吃了 1500 点伤害。' +
        '轮到稷下第 4 格的蔺相如宣告攻击：打带伤的荆轲，还是打烽火台？',
      en:
        'Round 5, and the battle has reached cell 4. Mo Di spent himself on cell 1 and lies tapped; the Tigers and ' +
        'Wolves have lost three altars, and the Beacon Tower has taken 1500 damage this round. Lin Xiangru on ' +
        'cell 4 declares: the wounded Jing Ke, or the Beacon Tower?',
    },
    position: {
      round: 5,
      first: 'p1',
      at: { phase: 'battle', step: 'declare', cell: 4, seat: 'p1' },
      p1: {
        altars: ['a-kunlun'],
        general: null,
        sandField: {
          '1': { card: 's-modi', damage: 1000, tapped: true, attacked: true },
          '4': 's-linxiangru',
        },
        deck: [],
      },
      p2: {
        altars: [
          { card: 'a-fenghuo', damage: 1500 },
          { card: 'a-lingtai', destroyed: true },
          { card: 'a-biyong', destroyed: true },
          { card: 'a-taishan', destroyed: true },
        ],
        general: null,
        sandField: { '5': { card: 's-jingke', damage: 900 } },
        deck: [],
        thisRound: { altarDamage: 1500 },
      },
    },
  },
  {
    id: 'vanishing-strategist',
    name: { zh: '神出鬼没', en: 'Now you see him' },
    description: {
      zh: '第 3 回合战斗，虎狼第 5 格的荆轲刚宣告攻击曹刿。攻击目标宣告后的响应窗口里，稷下握有优先权：让曹刿移走吗？',
      en:
        'Round 3, battle: Jing Ke on cell 5 has just declared an attack on Cao Gui. In the window after the ' +
        'declaration Jixia holds priority: does Cao Gui slip away?',
    },
    position: {
      round: 3,
      first: 'p2',
      at: { phase: 'battle', step: 'targetWindow', cell: 5, seat: 'p2', attack: { target: { cell: 5 } } },
      p1: { altars: ['a-kunlun'], general: null, sandField: { '5': 's-caogui' }, deck: [] },
      p2: { altars: ['a-fenghuo'], general: null, sandField: { '5': 's-jingke' }, deck: [] },
    },
  },
  {
    id: 'hidden-sunbin',
    name: { zh: '坛中孙膑', en: 'Sun Bin in the altar' },
    description: {
      zh: '荆轲攻向昆仑坛，坛里盖着一张卡。稷下要决定：翻开孙膑迎击，还是让祭坛硬吃这一击？',
      en:
        'Jing Ke strikes at the Kunlun altar, where a card lies face down. Jixia decides: reveal Sun Bin to ' +
        'counterattack, or let the altar take the blow?',
    },
    position: {
      round: 4,
      first: 'p2',
      at: {
        phase: 'battle',
        step: 'resolve',
        cell: 1,
        seat: 'p2',
        attack: { target: { altar: 0 }, stage: 'awaitCounter' },
      },
      p1: {
        altars: [{ card: 'a-kunlun', occupant: { card: 's-sunbin', faceUp: false } }],
        general: null,
        deck: [],
      },
      p2: { altars: ['a-fenghuo'], general: null, sandField: { '1': 's-jingke' }, deck: [] },
    },
  },
  {
    id: 'excess-damage',
    name: { zh: '余威', en: 'Spilled force' },
    description: {
      zh: '孙膑以 1400 击溃魏武卒，还剩 400 点剩余伤害。虎狼已破三座祭坛，烽火台本回合已吃 1700 点伤害：这 400 点分给哪座祭坛？',
      en:
        'Sun Bin has crushed the Wei infantry with 1400 power and 400 damage to spare. The Tigers and Wolves have ' +
        'lost three altars and the Beacon Tower has taken 1700 this round: where does the 400 go?',
    },
    position: {
      round: 6,
      first: 'p1',
      at: {
        phase: 'battle',
        step: 'resolve',
        cell: 2,
        seat: 'p1',
        attack: { target: { cell: 2 }, stage: 'awaitExcess', excess: 400 },
      },
      p1: {
        altars: ['a-kunlun'],
        general: null,
        sandField: { '2': { card: 's-sunbin', damage: 1000 } },
        deck: [],
      },
      p2: {
        altars: [
          { card: 'a-lingtai', damage: 1700 },
          { card: 'a-fenghuo', destroyed: true },
          { card: 'a-biyong', destroyed: true },
          { card: 'a-taishan', destroyed: true },
          'a-sheji',
        ],
        general: null,
        sandField: { '2': { card: 's-weiwuzu', damage: 1400, tapped: true } },
        deck: [],
        thisRound: { altarDamage: 1700 },
      },
    },
  },
];
