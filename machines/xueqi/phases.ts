/**
 * The phases of a 血契 turn as readers name them (§4, R4): the chart's `meta.label`s and the words narration,
 * consequences and refusals use for a phase. Keyed by the chart's state paths.
 */
import type { Text } from '@/machines/engine';

export const PHASE_LABELS = {
  setup: { zh: '准备阶段', en: 'setup phase' },
  opening: { zh: '起手抽牌', en: 'opening draw' },
  playing: { zh: '对局中', en: 'in play' },
  'playing.start': { zh: '开始阶段', en: 'start phase' },
  'playing.draw': { zh: '抽牌阶段', en: 'draw phase' },
  'playing.main': { zh: '主要阶段', en: 'main phase' },
  'playing.battle': { zh: '战斗阶段', en: 'battle phase' },
  'playing.end': { zh: '结束阶段', en: 'end phase' },
  over: { zh: '终局', en: 'game over' },
} as const satisfies Record<string, Text>;

export type PhasePath = keyof typeof PHASE_LABELS;

/** The words for a phase path (its nearest labelled ancestor for an unknown sub-state). */
export function phaseWords(path: string): Text {
  for (let p = path; p; p = p.slice(0, Math.max(0, p.lastIndexOf('.'))))
    if (p in PHASE_LABELS) return PHASE_LABELS[p as PhasePath];
  return PHASE_LABELS.playing;
}
