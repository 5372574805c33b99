/** The card library's words (/cards and the set editor), Chinese first with English. */
import type { Lang, Text } from '@/app/contracts/common';

export const W = {
  myCards: { zh: '我的卡牌', en: 'My cards' },
  intro: {
    zh: '你为自己的故事写的卡牌，按卡组存放在这个浏览器里。新对局可以同时用自带卡牌和这些卡牌。',
    en: 'The cards you write for your own story, kept in sets in this browser. A new match can use them beside the starter cards.',
  },
  noSets: { zh: '这个浏览器里还没有卡组。', en: 'No card sets in this browser yet.' },
  newSet: { zh: '新建卡组', en: 'New card set' },
  game: { zh: '游戏', en: 'Game' },
  setName: { zh: '卡组名', en: 'Set name' },
  create: { zh: '新建', en: 'Create' },
  importSet: { zh: '导入卡组文件', en: 'Import a card set file' },
  importHelp: {
    zh: '选择导出的 .cards.json 文件',
    en: 'Choose an exported .cards.json file',
  },
  badFile: { zh: '文件不是有效的 JSON', en: 'The file is not valid JSON' },
  revisionN: { zh: '第 {n} 版', en: 'Revision {n}' },
  open: { zh: '编辑', en: 'Edit' },
  loading: { zh: '载入中…', en: 'Loading…' },
  backToSets: { zh: '← 我的卡牌', en: '← My cards' },
  cardList: { zh: '卡牌', en: 'Cards' },
  noCards: { zh: '还没有卡牌：选一种卡牌类型开始。', en: 'No cards yet: choose a card type to begin.' },
  addCard: { zh: '添加卡牌', en: 'Add a card' },
  add: { zh: '添加', en: 'Add' },
  remove: { zh: '删除这张卡', en: 'Remove this card' },
  cardType: { zh: '卡牌类型', en: 'Card type' },
  id: { zh: '卡牌编号', en: 'Card id' },
  idHelp: {
    zh: '按卡名自动生成，可修改；卡组里不可重复',
    en: 'Suggested from the name; editable; unique in the set',
  },
  zh: { zh: '中文', en: 'Chinese' },
  en: { zh: '英文', en: 'English' },
  effects: { zh: '效果（JSON）', en: 'Effects (JSON)' },
  effectsHelp: {
    zh: '效果按本游戏的效果词汇书写，详见规则文档的“自定义卡牌”一节。',
    en: "Effects use the game's effect vocabulary; see “Custom cards” in the rules.",
  },
  wholeCard: { zh: '以 JSON 编辑整张卡', en: 'Edit the whole card as JSON' },
  borrow: { zh: '借用自带卡牌的效果', en: "Borrow a starter card's effects" },
  borrowAdd: { zh: '加入这些效果', en: 'Add these effects' },
  borrowHelp: {
    zh: '借来的效果接在这张卡已有的效果之后；只能有一个效果的卡（事件、陷阱等）则换成借来的。之后可以在下面的 JSON 里改数字。',
    en: 'Borrowed effects go after the ones this card has; a card that holds a single effect (an event, a trap …) takes the borrowed one instead. Then change the numbers in the JSON below.',
  },
  jsonSyntax: { zh: 'JSON 语法错误', en: 'JSON syntax error' },
  range: { zh: '须为 {min}–{max} 的整数', en: 'Must be a whole number from {min} to {max}' },
  atLeast: { zh: '须为不小于 {min} 的整数', en: 'Must be a whole number of at least {min}' },
  atMost: { zh: '须为不大于 {max} 的整数', en: 'Must be a whole number of at most {max}' },
  whole: { zh: '须为整数', en: 'Must be a whole number' },
  needObject: { zh: '须是一个 { … } 对象', en: 'Must be an object { … }' },
  lineCol: { zh: '第 {l} 行第 {c} 列', en: 'line {l}, column {c}' },
  preview: { zh: '预览', en: 'Preview' },
  checking: { zh: '检查中…', en: 'Checking…' },
  lastGood: { zh: '显示的是上一次有效的卡面', en: 'Showing the last valid face' },
  otherCard: { zh: '卡组里另一张卡有问题：', en: 'Another card in the set has a problem: ' },
  save: { zh: '保存', en: 'Save' },
  saved: { zh: '已保存为第 {n} 版', en: 'Saved as revision {n}' },
  unsaved: { zh: '有未保存的修改', en: 'Unsaved changes' },
  fixJson: { zh: '先改正 JSON 语法错误再保存', en: 'Fix the JSON syntax error before saving' },
  conflict: {
    zh: '这个卡组已在别处改过（另一个窗口？）。你的修改仍在这里：请先复制需要的内容，再重新载入。',
    en: 'This set was changed elsewhere (another window?). Your edits are still here: copy what you need, then reload.',
  },
  reload: { zh: '重新载入（放弃这里的修改）', en: 'Reload (drop the edits here)' },
  history: { zh: '版本记录', en: 'Revision history' },
  exportSet: { zh: '导出卡组文件', en: 'Export the set file' },
  tryIt: { zh: '试一试', en: 'Try it' },
  tryHelp: {
    zh: '开一局草稿对局，这张卡在先手的起手牌里',
    en: "Opens a scratch match with this card in the first player's opening hand",
  },
  saveFirst: { zh: '先保存再试', en: 'Save before trying' },
  refused: { zh: '未通过', en: 'Refused' },
  noneSelected: { zh: '选一张卡编辑，或添加一张。', en: 'Choose a card to edit, or add one.' },
} satisfies Record<string, Text>;

export type WordKey = keyof typeof W;

/** A word in the page's language, with `{name}` slots filled. */
export function w(lang: Lang, key: WordKey, vars: Record<string, string | number> = {}): string {
  const s = W[key][lang];
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** Both languages of a pair, Chinese first (for labels that show both). */
export const both = (t: Text): string => (t.zh === t.en ? t.zh : `${t.zh} ${t.en}`);

/** A number of cards: 「3 张卡」 / "3 cards", "1 card". */
export const cardCount = (lang: Lang, n: number): string =>
  lang === 'zh' ? `${n} 张卡` : `${n} card${n === 1 ? '' : 's'}`;
