/**
 * The player's controls as data: one entry per control with its words (zh/en), icon, keyboard shortcut, swipe,
 * the event it sends, the step it leads to (its link for readers without JavaScript) and when it is enabled.
 * The control bar renders this list (a sticky bar, fixed at the bottom of a phone's screen), and the keyboard
 * and touch handlers (player-effects.ts) read its shortcuts and swipes.
 */
import type { Lang } from '@/app/contracts/common';
import type { IconName } from './icons';
import type { NavTarget } from './nav-targets';
import type { PlayerEvent } from './player-machine';

export type Words = Record<Lang, string>;

/** A key that triggers a control; `shift` true/false requires it held or not, absent means either. */
export interface KeyBinding {
  key: string;
  shift?: boolean;
}

/** What a control's enabled-when looks at. */
export interface ControlState {
  at: number;
  last: number;
  playing: boolean;
}

export interface PlayerControl {
  id: string;
  label: Words;
  /** The label and icon while the control is on (the play button while playing). */
  active?: { label: Words; icon: IconName };
  icon: IconName;
  keys: readonly KeyBinding[];
  /** The shortcut in words, for the tooltip. */
  keyHint: string;
  /** A horizontal swipe that triggers it: `left` is a finger moving right to left (turning a page forward). */
  swipe?: 'left' | 'right';
  event: PlayerEvent;
  /** The step the control leads to; the control is then also a link to that moment. */
  target?: NavTarget;
  enabled: (s: ControlState) => boolean;
}

const notFirst = (s: ControlState) => s.at > 0;
const notLast = (s: ControlState) => s.at < s.last;

export const CONTROLS: readonly PlayerControl[] = [
  {
    id: 'first',
    label: { zh: '开局', en: 'Start' },
    icon: 'first',
    keys: [{ key: 'Home' }],
    keyHint: 'Home',
    event: { type: 'go.first' },
    target: 'first',
    enabled: notFirst,
  },
  {
    id: 'prev-turn',
    label: { zh: '上一回合', en: 'Previous turn' },
    icon: 'prevTurn',
    keys: [{ key: 'PageUp' }],
    keyHint: 'PageUp',
    event: { type: 'turn.prev' },
    target: 'prevTurn',
    enabled: notFirst,
  },
  {
    id: 'prev-phase',
    label: { zh: '上一阶段', en: 'Previous phase' },
    icon: 'prevPhase',
    keys: [{ key: 'ArrowLeft', shift: true }],
    keyHint: 'Shift+←',
    event: { type: 'phase.prev' },
    target: 'prevPhase',
    enabled: notFirst,
  },
  {
    id: 'prev',
    label: { zh: '上一步', en: 'Previous step' },
    icon: 'prev',
    keys: [{ key: 'ArrowLeft', shift: false }],
    keyHint: '←',
    swipe: 'right',
    event: { type: 'step.prev' },
    target: 'prev',
    enabled: notFirst,
  },
  {
    id: 'play',
    label: { zh: '自动播放', en: 'Play' },
    active: { label: { zh: '暂停', en: 'Pause' }, icon: 'pause' },
    icon: 'play',
    keys: [{ key: ' ' }],
    keyHint: 'Space',
    event: { type: 'play.toggle' },
    enabled: (s) => s.playing || notLast(s),
  },
  {
    id: 'next',
    label: { zh: '下一步', en: 'Next step' },
    icon: 'next',
    keys: [{ key: 'ArrowRight', shift: false }],
    keyHint: '→',
    swipe: 'left',
    event: { type: 'step.next' },
    target: 'next',
    enabled: notLast,
  },
  {
    id: 'next-phase',
    label: { zh: '下一阶段', en: 'Next phase' },
    icon: 'nextPhase',
    keys: [{ key: 'ArrowRight', shift: true }],
    keyHint: 'Shift+→',
    event: { type: 'phase.next' },
    target: 'nextPhase',
    enabled: notLast,
  },
  {
    id: 'next-turn',
    label: { zh: '下一回合', en: 'Next turn' },
    icon: 'nextTurn',
    keys: [{ key: 'PageDown' }],
    keyHint: 'PageDown',
    event: { type: 'turn.next' },
    target: 'nextTurn',
    enabled: notLast,
  },
  {
    id: 'last',
    label: { zh: '终局', en: 'End' },
    icon: 'last',
    keys: [{ key: 'End' }],
    keyHint: 'End',
    event: { type: 'go.last' },
    target: 'last',
    enabled: notLast,
  },
];

/** The control a key press triggers, if any. */
export function controlForKey(
  e: { key: string; shiftKey: boolean },
  controls: readonly PlayerControl[] = CONTROLS,
): PlayerControl | undefined {
  return controls.find((c) =>
    c.keys.some((k) => k.key === e.key && (k.shift === undefined || k.shift === e.shiftKey)),
  );
}

/** How far (CSS px) a finger must travel sideways for a swipe, and how much more sideways than up or down. */
export const SWIPE_MIN = 48;
export const SWIPE_SLOPE = 2;

/**
 * The control a finger's movement from touch start to touch end triggers, if any: a swipe is at least
 * SWIPE_MIN px sideways and SWIPE_SLOPE times more sideways than vertical (a page scroll is not a swipe).
 */
export function controlForSwipe(
  dx: number,
  dy: number,
  controls: readonly PlayerControl[] = CONTROLS,
): PlayerControl | undefined {
  if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < SWIPE_SLOPE * Math.abs(dy)) return undefined;
  const dir = dx < 0 ? 'left' : 'right';
  return controls.find((c) => c.swipe === dir);
}
