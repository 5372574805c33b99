/** The new-match page's words (Chinese first, English second), shared by the form's parts. */
import type { Lang, Text } from './strings';
import { tx } from './strings';

export const NEW_MATCH_WORDS = {
  title: { zh: '新对局', en: 'New match' },
  game: { zh: '游戏', en: 'Game' },
  matchTitle: { zh: '标题（可选）', en: 'Title (optional)' },
  p1: { zh: '玩家一', en: 'Player one' },
  p2: { zh: '玩家二', en: 'Player two' },
  playerName: { zh: '名字', en: 'Name' },
  rulesDecide: { zh: '由规则决定', en: 'The rules decide' },
  goesFirst: { zh: '先手', en: 'goes first' },
  deck: { zh: '牌组', en: 'Deck' },
  paste: { zh: '粘贴牌表', en: 'Paste a list' },
  pasteOrBuild: { zh: '自己写牌表（粘贴或逐张挑选）', en: 'My own list (paste, or pick card by card)' },
  seed: { zh: '随机种子（留空随机）', en: 'Seed (blank: random)' },
  stacked: { zh: '按写下的顺序叠牌（不洗牌）', en: 'Stacked: keep the written order (no shuffle)' },
  first: { zh: '谁先手', en: 'Who goes first' },
  config: { zh: '规则配置覆盖（JSON，可选）', en: 'Rule config overrides (JSON, optional)' },
  position: { zh: '起始局面', en: 'Starting position' },
  positionMode: { zh: '从哪里开始', en: 'Start from' },
  opening: { zh: '正常开局', en: 'The normal opening' },
  custom: { zh: '自己描述局面（JSON）', en: 'Describe a position (JSON)' },
  positionJson: { zh: '局面（JSON）', en: 'Position (JSON)' },
  cardIds: { zh: '卡牌 id 对照表', en: 'Card ids' },
  positionHint: {
    zh: '局面是所写回合开始时（或所写阶段、步骤中）的场面，跳过开局步骤；牌按卡牌 id 写，从该方牌组中取出，没写到的牌留在牌库（按种子洗牌，勾选叠牌则按牌表顺序），也可直接写出该方剩余牌库。从一个示例局面开始修改最方便；完整格式见项目的规则参考（docs/rules）“起始局面”一节。',
    en: 'A position is the board at the start of the named turn (or inside the named phase and step); the opening is skipped. Cards are named by card id and taken from that seat’s deck; cards not placed stay in the deck (shuffled by the seed, or in list order when stacked), or a seat’s remaining deck is given exactly. Editing an example is the easiest start; the full shape is in the “Starting positions” section of the rules reference (docs/rules).',
  },
  create: { zh: '创建对局', en: 'Create match' },
  sceneDecks: {
    zh: '这个场景写定了双方剩余的牌库，不用选牌组。',
    en: 'This scene writes out both remaining decks: no deck to choose.',
  },
  setUp: { zh: '或者自己设置对局', en: 'Or set up a match yourself' },
  or: { zh: '或者导入对局脚本', en: 'Or import a duel script' },
  import: { zh: '导入', en: 'Import' },
  advanced: { zh: '高级', en: 'Advanced' },
  // custom cards
  customCards: { zh: '自定义卡牌', en: 'Custom cards' },
  customHint: {
    zh: '勾选你的卡牌组，其中的卡就能放进牌组和起始局面；创建时整套定义会抄进对局，之后改卡不影响这局。',
    en: 'Pick your card sets and their cards can go in decks and starting positions; the match keeps a copy of every definition, so later edits never change it.',
  },
  noSets: { zh: '这个游戏你还没有卡牌组。', en: 'You have no card sets for this game yet.' },
  makeSet: { zh: '去卡牌库新建一套', en: 'Make one in the card library' },
  loading: { zh: '正在读取…', en: 'Loading…' },
  cardsIn: { zh: '张卡', en: 'cards' },
  cardName: { zh: '卡名', en: 'Card' },
  cardType: { zh: '类型', en: 'Type' },
  cardId: { zh: '牌表里写作', en: 'Written as' },
  addTo: { zh: '加入牌组', en: 'Add to deck' },
  noCards: { zh: '所选卡牌组里没有卡。', en: 'The picked sets hold no cards.' },
  // deck builder
  builder: { zh: '牌组构建', en: 'Deck builder' },
  startFrom: { zh: '从预设牌组开始', en: 'Start from a preset' },
  startFromHint: {
    zh: '会替换上面的牌表',
    en: 'replaces the list above',
  },
  load: { zh: '载入', en: 'Load' },
  addCard: { zh: '加一张', en: 'Add a card' },
  add: { zh: '加入', en: 'Add' },
  more: { zh: '多一张', en: 'One more' },
  less: { zh: '少一张', en: 'One fewer' },
  top: { zh: '放到最上面', en: 'To the top' },
  topHint: {
    zh: '勾选叠牌时，最上面的牌最先抽到。',
    en: 'With a stacked deck the top cards are drawn first.',
  },
  emptyPart: { zh: '（空）', en: '(empty)' },
  unknownCard: { zh: '不认识的卡', en: 'unknown card' },
  custom1: { zh: '自定义', en: 'custom' },
  count: { zh: '张', en: 'cards' },
  sizeExact: { zh: '（规则：正好 {n} 张）', en: '(the rules ask exactly {n})' },
  sizeRange: { zh: '（规则：{min}–{max} 张）', en: '(the rules ask {min}–{max})' },
  sizeOff: { zh: '张数不合规则', en: 'not the size the rules ask' },
  deckLine: { zh: '牌表第 {n} 行', en: 'List line {n}' },
} satisfies Record<string, Text>;

export type NewMatchWord = keyof typeof NEW_MATCH_WORDS;

/** A word of the new-match page in `lang`. */
export const nm = (lang: Lang, k: NewMatchWord) => tx(lang, NEW_MATCH_WORDS[k]);
