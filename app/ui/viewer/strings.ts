/** Every string of the viewer UI in Chinese (default) and English. */
import type { Lang, NoteKind } from '@/app/lib/viewer-types';

const S = {
  omniscient: { zh: '全知视角', en: 'Omniscient' },
  perspective: { zh: '视角', en: 'Perspective' },
  step: { zh: '步', en: 'Step' },
  turn: { zh: '回合', en: 'Turn' },
  first: { zh: '开局', en: 'Start' },
  last: { zh: '终局', en: 'End' },
  prevTurn: { zh: '上一回合', en: 'Previous turn' },
  nextTurn: { zh: '下一回合', en: 'Next turn' },
  prevPhase: { zh: '上一阶段', en: 'Previous phase' },
  nextPhase: { zh: '下一阶段', en: 'Next phase' },
  prev: { zh: '上一步', en: 'Previous step' },
  next: { zh: '下一步', en: 'Next step' },
  play: { zh: '自动播放', en: 'Play' },
  pause: { zh: '暂停', en: 'Pause' },
  speed: { zh: '速度', en: 'Speed' },
  events: { zh: '本回合事件', en: 'Events this turn' },
  notes: { zh: '笔记', en: 'Notes' },
  share: { zh: '分享此刻', en: 'Share this moment' },
  shareReady: { zh: '分享链接（只读）：', en: 'Share link (read-only):' },
  copy: { zh: '复制', en: 'Copy' },
  copied: { zh: '已复制', en: 'Copied' },
  loading: { zh: '加载中…', en: 'Loading…' },
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
  winner: { zh: '胜者', en: 'Winner' },
  draw: { zh: '平局', en: 'Draw' },
  continue: { zh: '在回放器中继续', en: 'Continue in the replay viewer' },
  sharedMoment: { zh: '分享的时刻', en: 'Shared moment' },
  active: { zh: '行动方', en: 'To act' },
  author: { zh: '作者', en: 'Author' },
  system: { zh: '系统', en: 'System' },
  noGame: {
    zh: '这个游戏的棋盘还没有专门的画法，以下是引擎视图。',
    en: 'No dedicated board for this game yet; this is the engine view.',
  },
} as const;

export type StringKey = keyof typeof S;
export const tr = (lang: Lang, key: StringKey): string => S[key][lang];

export const NOTE_KIND: Record<NoteKind, { zh: string; en: string }> = {
  narration: { zh: '旁白', en: 'Narration' },
  commentary: { zh: '评论', en: 'Commentary' },
  dialogue: { zh: '对白', en: 'Dialogue' },
  beat: { zh: '节拍', en: 'Beat' },
};
