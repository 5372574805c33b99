/**
 * 星阶 example starting positions (起始局面) an author can start a match from. Data only: the shape is the
 * `position` of docs/rules/xingjie.md "Starting positions / 起始局面", checked by machines/xingjie when a
 * match is created. `deck` names the preset decks of ./decks.ts (by id) the position was written for: every
 * card a position names is taken out of that seat's deck list. The scenes (a `phase` inside the turn) need no deck
 * list: they name only the one to three cards their story needs and give each seat's remaining deck exactly
 * (`deck`, top first); `ranks` is each avatar's rank (`setup.decks[seat]` is then `{ rank }` alone).
 */

type Seat = 'p1' | 'p2';
type CharacterEntry =
  | string
  | {
      card: string;
      slot?: number;
      position?: 'attack' | 'defense' | 'faceDownDefense';
      damage?: number;
      mods?: Array<{ atk?: number; hp?: number; until?: 'endOfTurn' | 'endOfNextTurn' | 'leavesField' }>;
      effectsUsed?: number[];
      effectsUsedThisTurn?: number[];
      enteredTurn?: number;
      setTurn?: number;
      positionChangedTurn?: number;
      attacksUsed?: number;
      extraAttacks?: number;
    };
type BackRowEntry =
  | string
  | {
      card: string;
      slot?: number;
      faceUp?: boolean;
      equippedTo?: number;
      durability?: number;
      setTurn?: number;
    };
type PersonEquipEntry = string | { card: string; durability?: number };

export interface XingjieSeatPosition {
  hp?: number;
  hand?: string[];
  graveyard?: string[];
  banished?: string[];
  front?: CharacterEntry[];
  back?: BackRowEntry[];
  field?: string | null;
  personEquips?: PersonEquipEntry[];
  normalSummonUsed?: boolean;
  avatarAttacks?: number;
  /** The deck exactly, top first: only for a seat with no deck list (a scene). */
  deck?: string[];
}
export interface XingjieStartingPosition {
  turn: number;
  turnPlayer?: Seat;
  /** A scene inside the turn (docs/rules/xingjie.md "Scenes"): the phase, its step, the window's priority, an attack. */
  phase?: 'start' | 'draw' | 'action' | 'battle' | 'end';
  step?: 'window' | 'idle' | 'attack' | 'discard';
  priority?: { holder: Seat; passes: number };
  attack?: { attacker: number | 'avatar'; target: number | 'avatar'; negated?: boolean };
  p1?: XingjieSeatPosition;
  p2?: XingjieSeatPosition;
}

export interface XingjieExamplePosition {
  id: string;
  name: { zh: string; en: string };
  description: { zh: string; en: string };
  /** Deck preset ids of ./decks.ts (`qin-han`, `sanguo-tang`) a position with deck lists was written for. */
  deck?: { p1: string; p2: string };
  /** A scene with no deck lists: each avatar's rank (the life and the summon limit follow from it). */
  ranks?: { p1: number; p2: number };
  position: XingjieStartingPosition;
}

export const EXAMPLE_POSITIONS: XingjieExamplePosition[] = [
  {
    id: 'back-to-the-river',
    name: { zh: '背水一战：韩信破阵', en: 'Back to the River: Han Xin breaks the line' },
    description: {
      zh:
        '第 9 回合，轮到先手 p1（秦汉风云）行动，本回合照常先抽一张卡。你的人物只剩 4 点血量，对手还有 9 点。' +
        '对手阵前是攻击表示的张飞，身后守备表示的包拯（已受 1 点伤害）每回合可以用【铁面无私】无效一次攻击；' +
        '对手的场地魔法赤壁让双方攻击表示的角色攻击力 +1。你有韩信，和还没用过【图穷匕见】的荆轲，' +
        '手里握着烽火连天、破釜沉舟和明光铠。能否在本回合击倒对手——又不让韩信被反击溢出的伤害把自己拖入同归于尽？',
      en:
        'Turn 9, the first player p1 (Storm over Qin and Han) to move; the turn’s draw happens as usual. ' +
        'Your avatar is down to 4 HP, the opponent has 9. Zhang Fei stands in attack position; behind him Bao Zheng ' +
        '(defense, 1 damage) can negate one attack a turn with Iron Face, and the opponent’s Red Cliffs gives every ' +
        'attack-position character +1 attack. You have Han Xin and Jing Ke, whose once-per-game Dagger in the Map ' +
        'is still unused, and Beacon Fire, Burn the Boats and Mingguang Armour in hand. Can you finish the opponent ' +
        'this turn without the overflow of Zhang Fei’s counter-blow taking you down with him?',
    },
    deck: { p1: 'qin-han', p2: 'sanguo-tang' },
    position: {
      turn: 9,
      turnPlayer: 'p1',
      p1: {
        hp: 4,
        front: ['han-xin', 'jing-ke'],
        back: ['ambush'],
        personEquips: [{ card: 'taie-sword', durability: 1 }],
        hand: ['beacon-fire', 'burn-boats', 'mingguang-armour'],
        graveyard: [
          'footman',
          'qin-crossbowman',
          'qin-crossbowman',
          'meng-tian',
          'wei-qing',
          'borrowed-arrows',
          'healing-hands',
          'burning-books',
        ],
      },
      p2: {
        hp: 9,
        front: [
          { card: 'zhang-fei', slot: 0 },
          { card: 'bao-zheng', slot: 2, position: 'defense', damage: 1 },
        ],
        field: 'red-cliffs',
        personEquips: [{ card: 'heart-mirror', durability: 1 }],
        hand: ['zhuge-liang', 'healing-hands', 'fair-trade'],
        graveyard: ['farmer', 'footman', 'li-bai', 'diao-chan', 'arrow-rain', 'guan-yu'],
        banished: ['cavalry'],
      },
    },
  },
  {
    id: 'empty-fort',
    name: { zh: '空城计：诸葛亮破疑阵', en: 'The Empty Fort: Zhuge Liang sees through it' },
    description: {
      zh:
        '第 6 回合，轮到后手 p2（三国唐宋）行动。p1 只剩 9 点血量，前场只有一位里侧守备的角色，后场盖着两张卡——' +
        '也许是无效攻击的空城计，也许是反伤 6 点的十面埋伏，也许只是虚张声势。p2 场上有关羽、赵云和李白，' +
        '手里握着诸葛亮与天命所归：以赵云、李白为基底，借天命所归把召唤限制提高 3 星，就能上级召唤 14 星的诸葛亮，' +
        '用【借东风】先拆掉一张盖卡。怎样排兵布阵，才能在本回合穿过疑阵？（从 p2 的视角看，盖卡和里侧角色都是未知的。）',
      en:
        'Turn 6, the second player p2 (Three Kingdoms to Song) to move. p1 is down to 9 HP with a single face-down ' +
        'defender in front and two set cards behind: perhaps the Empty Fort that negates an attack, perhaps an Ambush ' +
        'that deals 6 to the attacker, perhaps a bluff. p2 has Guan Yu, Zhao Yun and Li Bai on the field and Zhuge ' +
        'Liang and Mandate of Heaven in hand: tributing Zhao Yun and Li Bai under a limit raised by 3 stars brings out ' +
        'the 14-star Zhuge Liang, whose Borrowing the East Wind destroys a set card first. How do you get through the ' +
        'fort this turn? (From p2’s side the set cards and the face-down character are unknown.)',
    },
    deck: { p1: 'qin-han', p2: 'sanguo-tang' },
    position: {
      turn: 6,
      turnPlayer: 'p2',
      p1: {
        hp: 9,
        front: [{ card: 'wei-qing', position: 'faceDownDefense', damage: 2 }],
        back: ['empty-fort', 'ambush'],
        hand: ['li-si', 'xiao-he'],
        graveyard: ['han-xin', 'bai-qi', 'meng-tian', 'fan-kuai', 'beacon-fire', 'beacon-fire', 'lure-tiger'],
      },
      p2: {
        hp: 22,
        front: ['guan-yu', { card: 'zhao-yun', damage: 3 }, { card: 'li-bai', position: 'defense' }],
        hand: ['zhuge-liang', 'mandate-heaven', 'farmer'],
        graveyard: ['yue-fei', 'qin-qiong', 'arrow-rain', 'sow-discord'],
      },
    },
  },
  {
    id: 'empty-fort-gambit',
    name: { zh: '空城一诈：关羽兵临城下', en: 'The Empty Fort gamble: Guan Yu at the gate' },
    description: {
      zh:
        '第 8 回合，p2（三国唐宋）的战斗阶段，关羽已宣言攻击 p1 的人物，攻击响应窗口里轮到 p1 回应。' +
        'p1 只剩 12 点血量，前场空无一人，只在上一回合盖下了一张空城计。关羽 14 点攻击力——翻开它，还是赌一把？',
      en:
        'Turn 8, the battle phase of p2 (Three Kingdoms to Song): Guan Yu has declared an attack on p1’s avatar and ' +
        'p1 holds priority in the attack response window. p1 is down to 12 HP with an empty front row and one card ' +
        'set last turn: the Empty Fort. Guan Yu hits for 14. Flip it, or gamble?',
    },
    ranks: { p1: 10, p2: 10 },
    position: {
      turn: 8,
      turnPlayer: 'p2',
      phase: 'battle',
      step: 'attack',
      attack: { attacker: 0, target: 'avatar' },
      p1: { hp: 12, back: [{ card: 'empty-fort', setTurn: 7 }], deck: ['footman', 'farmer'] },
      p2: { front: [{ card: 'guan-yu', attacksUsed: 1 }], deck: ['farmer', 'footman'] },
    },
  },
  {
    id: 'han-xin-arrives',
    name: { zh: '韩信登坛：破釜沉舟', en: 'Han Xin takes command: Burning the Boats' },
    description: {
      zh:
        '第 7 回合，p1（秦汉风云）的行动阶段。韩信刚刚通常召唤登场（本回合的通常召唤已经用掉），p2 正在回应。' +
        'p2 阵前是守备表示、已受 3 点伤害的张飞。p1 手里只有一张破釜沉舟：先加攻，还是留到下回合？',
      en:
        'Turn 7, the action phase of p1 (Storm over Qin and Han). Han Xin has just been normal summoned (the turn’s ' +
        'normal summon is spent) and p2 may respond. Zhang Fei stands in defense with 3 damage. p1 holds one card, ' +
        'Burning the Boats: power up now, or keep it for later?',
    },
    ranks: { p1: 10, p2: 10 },
    position: {
      turn: 7,
      turnPlayer: 'p1',
      phase: 'action',
      priority: { holder: 'p2', passes: 0 },
      p1: {
        front: [{ card: 'han-xin', enteredTurn: 7 }],
        hand: ['burn-boats'],
        normalSummonUsed: true,
        deck: ['footman', 'farmer'],
      },
      p2: { front: [{ card: 'zhang-fei', position: 'defense', damage: 3 }], deck: ['farmer', 'footman'] },
    },
  },
  {
    id: 'after-the-clash',
    name: { zh: '一击之后：张飞', en: 'After the blow: Zhang Fei' },
    description: {
      zh:
        '第 6 回合，p2（三国唐宋）的战斗阶段。p1 前场空无一人，张飞刚刚直接攻击了 p1 的人物（p1 剩 20 点血量），' +
        '身上还带着上一回合交锋留下的 5 点伤害。张飞本回合已经不能再攻击，战斗阶段还在，p2 握有优先权。',
      en:
        'Turn 6, the battle phase of p2 (Three Kingdoms to Song). p1’s front row is empty; Zhang Fei has just ' +
        'attacked p1’s avatar directly (p1 is at 20 HP) and still carries 5 damage from last turn’s fight. He cannot ' +
        'attack again this turn; the battle phase goes on with p2 holding priority.',
    },
    ranks: { p1: 10, p2: 10 },
    position: {
      turn: 6,
      turnPlayer: 'p2',
      phase: 'battle',
      p1: { hp: 20, deck: ['footman', 'farmer'] },
      p2: { front: [{ card: 'zhang-fei', attacksUsed: 1, damage: 5 }], deck: ['farmer', 'footman'] },
    },
  },
];
