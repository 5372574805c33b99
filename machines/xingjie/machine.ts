/**
 * 星阶 turn statechart (spec §4.1): setup → opening hands (§3) → turn: start → draw (skipped on turn 1, R12) →
 * action → battle (idle ⇄ attack window → resolve) → end (window → hand-limit discard) → next turn; game over
 * from anywhere (an eventless move guarded by `isOver`). A match from a described starting position skips the
 * opening and enters the named turn's start. Chart only: guards and actions call rule functions; rules ask for a
 * phase change by queueing an event (`window.close`, `attack.declared`), which the kernel sends after the action.
 * Every state a player sees carries its name (`meta.label`).
 */
import { setup } from 'xstate';
import type { Text } from '@/machines/engine';
import type { PhaseName, XingjieState } from './state';
import { PHASE_WORDS, capital } from './words';
import {
  beginTurn,
  drawForTurn,
  endTurn,
  handWithinLimit,
  phaseEndTriggers,
  phaseTriggers,
} from './rules/turn';
import { openWindow } from './rules/priority';
import { isOver } from './rules/result';
import { openAttackWindow, resolveAttack } from './rules/combat';
import { dealOpeningHands } from './rules/setup';
import { startsFromPosition } from './rules/start-position';

const label = (zh: string, en: string): { label: Text } => ({ label: { zh, en } });
/** A phase's label: its name as the narration uses it (words.ts), capitalised in English. */
const phase = (p: PhaseName, sub?: Text): { label: Text } => {
  const t = capital(PHASE_WORDS[p]);
  return sub ? label(`${t.zh} · ${sub.zh}`, `${t.en} · ${sub.en}`) : { label: t };
};

export const xingjieMachine = setup({
  types: { context: {} as XingjieState, input: {} as XingjieState },
  guards: {
    isOver: ({ context }) => isOver(context),
    startsFromPosition: ({ context }) => startsFromPosition(context),
    isFirstTurn: ({ context }) => context.turn === 1,
    isHandWithinLimit: ({ context }) => handWithinLimit(context),
  },
  actions: {
    dealOpeningHands: ({ context }) => dealOpeningHands(context),
    beginTurn: ({ context }) => beginTurn(context),
    openStart: ({ context }) => openWindow(context, 'start'),
    drawForTurn: ({ context }) => drawForTurn(context),
    openDraw: ({ context }) => openWindow(context, 'draw'),
    drawTriggers: ({ context }) => phaseTriggers(context, 'draw'),
    actionTriggers: ({ context }) => phaseTriggers(context, 'action'),
    battleTriggers: ({ context }) => phaseTriggers(context, 'battle'),
    endTriggers: ({ context }) => phaseTriggers(context, 'end'),
    startEnds: ({ context }) => phaseEndTriggers(context, 'start'),
    drawEnds: ({ context }) => phaseEndTriggers(context, 'draw'),
    actionEnds: ({ context }) => phaseEndTriggers(context, 'action'),
    battleEnds: ({ context }) => phaseEndTriggers(context, 'battle'),
    endEnds: ({ context }) => phaseEndTriggers(context, 'end'),
    openAction: ({ context }) => openWindow(context, 'action'),
    openBattle: ({ context }) => openWindow(context, 'battle'),
    openAttackWindow: ({ context }) => openAttackWindow(context),
    resolveAttack: ({ context }) => resolveAttack(context),
    openEnd: ({ context }) => openWindow(context, 'end'),
    closePriority: ({ context }) => {
      context.game.priority = null;
    },
    endTurn: ({ context }) => endTurn(context),
    closeAll: ({ context }) => {
      context.game.priority = null;
      context.game.pendingAttack = null;
    },
  },
}).createMachine({
  id: 'xingjie',
  context: ({ input }) => input,
  initial: 'setup',
  states: {
    setup: {
      meta: label('准备阶段', 'Setup'),
      always: [{ target: 'turn', guard: 'startsFromPosition' }, { target: 'opening' }],
    },
    opening: { meta: label('起手', 'Opening hands'), entry: 'dealOpeningHands', always: 'turn' },
    turn: {
      meta: label('对局中', 'In play'),
      initial: 'start',
      always: { target: 'over', guard: 'isOver' },
      states: {
        start: {
          meta: phase('start'),
          entry: ['beginTurn', 'openStart'],
          exit: 'startEnds',
          on: { 'window.close': 'drawGate' },
        },
        drawGate: { always: [{ target: 'action', guard: 'isFirstTurn' }, { target: 'draw' }] },
        draw: {
          meta: phase('draw'),
          entry: ['drawForTurn', 'drawTriggers', 'openDraw'],
          exit: 'drawEnds',
          on: { 'window.close': 'action' },
        },
        action: {
          meta: phase('action'),
          entry: ['actionTriggers', 'openAction'],
          exit: 'actionEnds',
          on: { 'window.close': 'battle' },
        },
        battle: {
          meta: phase('battle'),
          initial: 'idle',
          entry: 'battleTriggers',
          exit: 'battleEnds',
          states: {
            idle: {
              entry: 'openBattle',
              on: { 'attack.declared': 'attack', 'window.close': '#xingjie.turn.end' },
            },
            attack: {
              meta: phase('battle', { zh: '攻击响应窗口', en: 'attack response window' }),
              entry: 'openAttackWindow',
              on: { 'window.close': 'resolve' },
            },
            resolve: {
              meta: phase('battle', { zh: '伤害结算', en: 'damage' }),
              entry: 'resolveAttack',
              always: 'idle',
            },
          },
        },
        end: {
          meta: phase('end'),
          initial: 'window',
          entry: 'endTriggers',
          exit: 'endEnds',
          states: {
            window: { entry: 'openEnd', on: { 'window.close': 'discard' } },
            discard: {
              meta: phase('end', { zh: '弃牌', en: 'discard to the hand limit' }),
              entry: 'closePriority',
              always: { target: '#xingjie.turn.next', guard: 'isHandWithinLimit' },
            },
          },
        },
        next: { entry: 'endTurn', always: 'start' },
      },
    },
    over: { meta: label('终局', 'Game over'), type: 'final', entry: 'closeAll' },
  },
});
