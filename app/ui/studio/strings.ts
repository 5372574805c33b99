/** Studio UI strings, Chinese first with English. */
import type { Lang, Text } from '@/app/contracts/common';
import { NOTE_KIND_NAMES } from '@/app/contracts/steps';
import { PUBLICATION_WORDS } from '@/app/ui/my-duels-words';

export type { Lang, Text };

export const S = {
  studio: { zh: '创作工作室', en: 'Authoring studio' },
  line: { zh: '分支', en: 'Line' },
  main: { zh: '主线', en: 'main line' },
  step: { zh: '步', en: 'step' },
  steps: { zh: '步骤', en: 'Steps' },
  turn: { zh: '回合', en: 'Turn' },
  phase: { zh: '阶段', en: 'Phase' },
  active: { zh: '行动方', en: 'To act' },
  legal: { zh: '可行动作', en: 'Legal actions' },
  none: { zh: '（无）', en: '(none)' },
  refused: { zh: '动作被拒绝', en: 'Refused' },
  conflict: {
    zh: '另一个窗口已推进了这条分支，这里已载入存储的局面',
    en: 'Another window moved this line on; the stored position is shown',
  },
  retry: { zh: '在新局面上重试', en: 'Retry on the new position' },
  reload: { zh: '重新载入', en: 'Reload' },
  fate: { zh: '命运轨', en: 'Fate track' },
  pinDraw: { zh: '锁定下一次抽牌', en: 'Pin the next draw' },
  pinCoin: { zh: '锁定下一次掷币胜者', en: 'Pin the next coin toss' },
  pin: { zh: '锁定', en: 'Pin' },
  pending: { zh: '待生效的锁定', en: 'Pending pins' },
  ruling: { zh: '作者裁定', en: 'Author ruling' },
  change: { zh: '变更', en: 'Change' },
  reason: { zh: '理由（必填）', en: 'Reason (required)' },
  apply: { zh: '执行裁定', en: 'Apply ruling' },
  asJson: { zh: '以 JSON 填写', en: 'Write as JSON' },
  undo: { zh: '撤销上一步', en: 'Undo last step' },
  undoHelp: {
    zh: '撤销后，本分支从上一步接着写，名称不变；撤下的那一步归档保留，可在分支树里恢复。',
    en: 'Undo goes on from the previous step under the same line name; the step taken back is archived, and can be restored from the lines.',
  },
  lines: { zh: '分支树', en: 'Lines' },
  switchTo: { zh: '切换', en: 'Open' },
  rename: { zh: '重命名', en: 'Rename' },
  promote: { zh: '设为主线', en: 'Make main' },
  branch: { zh: '从所选步骤分支', en: 'Branch at the selected step' },
  branchName: { zh: '新分支名', en: 'New line name' },
  notes: { zh: '笔记', en: 'Notes' },
  notesAt: { zh: '所选步骤的笔记', en: 'Notes at the selected step' },
  addNote: { zh: '添加笔记', en: 'Add note' },
  save: { zh: '保存修订', en: 'Save revision' },
  edit: { zh: '编辑', en: 'Edit' },
  history: { zh: '修订历史', en: 'History' },
  revision: { zh: '修订', en: 'rev.' },
  spoiler: { zh: '剧透', en: 'Spoiler' },
  delete: { zh: '删除', en: 'Delete' },
  share: { zh: '分享这一刻', en: 'Share this moment' },
  perspective: { zh: '视角', en: 'Perspective' },
  omniscient: { zh: '全知', en: 'Omniscient' },
  shareLink: { zh: '只读分享链接', en: 'Read-only share link' },
  publication: { zh: '发布', en: 'Publishing' },
  pubDraft: PUBLICATION_WORDS.draft,
  pubUnlisted: PUBLICATION_WORDS.unlisted,
  pubListed: PUBLICATION_WORDS.listed,
  pubDraftHint: {
    zh: '草稿：只有持编辑链接的你能看到，分享链接对读者无效。',
    en: 'Draft: only you (with the edit link) can see it; share links do not open for readers.',
  },
  pubUnlistedHint: {
    zh: '持链接可读：任何拿到链接的读者都能看，但不在对局库中列出。',
    en: 'Unlisted: anyone with a link can read it; it is not in the library.',
  },
  pubListedHint: {
    zh: '公开列出：出现在对局库中，所有读者都能找到。',
    en: 'Listed: in the library, for every reader to find.',
  },
  momentLink: { zh: '对局页链接', en: 'Match page link' },
  embedCode: { zh: '嵌入代码（iframe，可贴进论坛或博客）', en: 'Embed code (iframe, for a forum or a blog)' },
  script: { zh: '对局脚本', en: 'Duel script' },
  exportLine: { zh: '导出当前分支', en: 'Export this line' },
  importScript: { zh: '导入脚本为新对局', en: 'Import a script as a new match' },
  import: { zh: '导入', en: 'Import' },
  imported: { zh: '已导入。编辑链接（请保存）：', en: 'Imported. Edit link (keep it):' },
  view: { zh: '读者视图', en: 'Reader view' },
  selected: { zh: '所选步骤', en: 'Selected step' },
  concede: { zh: '认输', en: 'Concede' },
  noKey: { zh: '需要编辑链接才能打开工作室。', en: 'The studio opens only through the edit link.' },
  over: { zh: '对局结束', en: 'Match over' },
  kind: { zh: '类型', en: 'Kind' },
  pickHelp: {
    zh: '点击棋盘上的卡、格位或玩家，看它现在能做什么；再点目标即可执行。',
    en: 'Click a card, a slot or a player on the board to see what it can do; then click a target to act.',
  },
  pickNothing: { zh: '这里现在没有可做的事。', en: 'Nothing can be done here now.' },
  pickFrom: { zh: '可以这样做（或点击棋盘上标出的目标）：', en: 'It can (or click a marked target):' },
  pickHere: { zh: '可以对这里这样做：', en: 'Can be done here:' },
  passRun: { zh: '连续让过：', en: 'Keep passing:' },
  noteText: { zh: '笔记正文（Markdown）', en: 'Note text (Markdown)' },
  noteTooLong: {
    zh: '超过上限，保存会被拒绝，请删减',
    en: 'Over the limit: saving will be refused; shorten it',
  },
  preview: { zh: '读者看到的样子：', en: 'As readers will see it:' },
  pickClear: { zh: '取消选择', en: 'Clear' },
  seat: { zh: '座位', en: 'Seat' },
  card: { zh: '卡牌', en: 'Card' },
} satisfies Record<string, Text>;

/** What an action is for, as the action list groups them. */
export const INTENTS: Record<
  'summon' | 'attack' | 'activate' | 'move' | 'choose' | 'draw' | 'other' | 'pass',
  Text
> = {
  summon: { zh: '召唤', en: 'Summon' },
  attack: { zh: '攻击', en: 'Attack' },
  activate: { zh: '发动', en: 'Activate' },
  move: { zh: '移动与布阵', en: 'Move' },
  choose: { zh: '选择', en: 'Choose' },
  draw: { zh: '抽牌', en: 'Draw' },
  other: { zh: '其他', en: 'Other' },
  pass: { zh: '让过', en: 'Pass' },
};

/** Where a pass run stops. */
export const STOP_WORDS: Record<'phase' | 'turn' | 'respond', Text> = {
  phase: { zh: '到下一阶段', en: 'to the next phase' },
  turn: { zh: '到下一回合', en: 'to the next turn' },
  respond: { zh: '到对方可以回应', en: 'until the other player may respond' },
};

/** The site's one set of note kind names (app/contracts/steps.ts). */
export const KINDS = NOTE_KIND_NAMES;

export const tx = (lang: Lang, t: Text) => (lang === 'en' ? t.en : t.zh);
export const s = (lang: Lang, key: keyof typeof S) => tx(lang, S[key]);

/** The store names every match's first line `main`; the author reads it as 主线 / main line. */
export const lineName = (lang: Lang, name: string | undefined) =>
  name === 'main' ? tx(lang, { zh: '主线', en: 'main line' }) : (name ?? '');
