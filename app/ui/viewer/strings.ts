/** Every string of the viewer UI in Chinese (default) and English. */
import type { Lang } from '@/app/contracts/common';
import { NOTE_KIND_NAMES } from '@/app/contracts/steps';

const S = {
  omniscient: { zh: '全知视角', en: 'Omniscient' },
  perspective: { zh: '视角', en: 'Perspective' },
  step: { zh: '步', en: 'Step' },
  turn: { zh: '回合', en: 'Turn' },
  speed: { zh: '速度', en: 'Speed' },
  events: { zh: '本回合事件', en: 'Events this turn' },
  notes: { zh: '笔记', en: 'Notes' },
  share: { zh: '分享此刻', en: 'Share this moment' },
  shareReady: { zh: '分享链接（只读）：', en: 'Share link (read-only):' },
  copy: { zh: '复制', en: 'Copy' },
  copied: { zh: '已复制', en: 'Copied' },
  loading: { zh: '加载中…', en: 'Loading…' },
  fetchFailed: { zh: '这一段回放没能载入，正在重试', en: 'This part of the replay did not load; retrying' },
  retry: { zh: '立即重试', en: 'Retry now' },
  line: { zh: '分支', en: 'Line' },
  mainLine: { zh: '主线', en: 'main line' },
  library: { zh: '对局库', en: 'Library' },
  timeline: { zh: '时间轴', en: 'Timeline' },
  keys: {
    zh: '键盘：←/→ 单步 · Shift+←/→ 阶段 · PageUp/PageDown 回合 · Home/End 首尾',
    en: 'Keys: ←/→ step · Shift+←/→ phase · PageUp/PageDown turn · Home/End',
  },
  spoilerHidden: { zh: '剧透笔记：到达此步后显示', en: 'Spoiler note: shown once you reach its step' },
  spoiler: { zh: '剧透', en: 'spoiler' },
  consequences: { zh: '这一步的后果', en: 'What this step did' },
  prevSub: { zh: '上一个后果', en: 'Previous consequence' },
  nextSub: { zh: '下一个后果', en: 'Next consequence' },
  skipQuiet: { zh: '跳过空过', en: 'Skip passes' },
  showAllNotes: { zh: '显示全部笔记（含后面的）', en: 'Show all notes (later ones too)' },
  notesUpToHere: { zh: '只显示到此步的笔记', en: 'Only notes up to this step' },
  winner: { zh: '胜者', en: 'Winner' },
  draw: { zh: '平局', en: 'Draw' },
  continue: { zh: '在回放器中继续', en: 'Continue in the replay viewer' },
  sharedMoment: { zh: '分享的时刻', en: 'Shared moment' },
  active: { zh: '行动方', en: 'To act' },
  openSite: { zh: '在斗卡录打开', en: 'Open on Duelscribe' },
  embed: { zh: '嵌入代码（iframe）：', en: 'Embed code (iframe):' },
  author: { zh: '作者', en: 'Author' },
  system: { zh: '系统', en: 'System' },
  moves: { zh: '对局步骤', en: 'Move list' },
  movesLoading: { zh: '载入中…', en: 'loading…' },
  noGame: {
    zh: '这个游戏的棋盘还没有专门的画法，以下是引擎视图。',
    en: 'No dedicated board for this game yet; this is the engine view.',
  },
} as const;

/** A folded run of quiet steps in the event list. */
export const foldedText = (lang: Lang, count: number): string =>
  lang === 'zh'
    ? `${count} 步空过（无可见变化）`
    : `${count} pass${count === 1 ? '' : 'es'} (nothing visible changes)`;

/** A turn's heading in the move list: its number and who acts in it. */
export const turnHeading = (lang: Lang, turn: number, name: string | null): string =>
  (lang === 'zh' ? `回合 ${turn}` : `Turn ${turn}`) + (name ? ` — ${name}` : '');

/** A variation's heading in the move list. */
export const variationText = (lang: Lang, name: string): string =>
  lang === 'zh' ? `变化：${name}` : `Variation: ${name}`;

/** The steps after the last one listed: counted, never told. */
export const moreStepsText = (lang: Lang, steps: number, turns = 0): string =>
  lang === 'zh'
    ? `之后还有 ${steps} 步${turns > 0 ? `（${turns} 个回合）` : ''}`
    : `${steps} more step${steps === 1 ? '' : 's'}${turns > 0 ? ` (${turns} turn${turns === 1 ? '' : 's'})` : ''}`;

/** "3 more notes later in the match", counted, never shown. */
export const laterNotesText = (lang: Lang, count: number): string =>
  lang === 'zh'
    ? `本局稍后还有 ${count} 条笔记`
    : `${count} more note${count === 1 ? '' : 's'} later in the match`;

/** Whose view a moment is seen from: 全知视角, or a player's own. */
export const viewOfText = (lang: Lang, name: string | null): string =>
  name === null ? S.omniscient[lang] : lang === 'en' ? `${name}'s view` : `${name}视角`;

export type StringKey = keyof typeof S;
export const tr = (lang: Lang, key: StringKey): string => S[key][lang];

/** The site's one set of note kind names (app/contracts/steps.ts). */
export const NOTE_KIND = NOTE_KIND_NAMES;
