/**
 * 星阶 turn statechart (spec §4.1): setup → opening hands (§3) → turn: start → draw (skipped on turn 1, R12) →
 * action → battle (idle ⇄ attack window → resolve) → end (window → hand-limit discard) → next turn; game over
 * from anywhere. A match from a described starting position skips the opening and enters the named turn's start.
 * Chart only: guards and actions call rule functions.
 */
import { setup } from 'xstate';
import type { XingjieState } from './state';
import {
  beginTurn,
  drawForTurn,
  endTurn,
  handWithinLimit,
  openWindow,
  phaseTriggers,
  syncActive,
} from './rules/turn';
import { openAttackWindow, resolveAttack } from './rules/combat';
import { dealOpeningHands } from './rules/setup';
import { startsFromPosition } from './rules/starting-position';

export const xingjieMachine = setup({
  types: { context: {} as XingjieState, input: {} as XingjieState },
  guards: {
    rareIsOver: ({ context }) => context.result !== null,
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
    openAction: ({ context }) => openWindow(context, 'action'),
    openBattle: ({ context }) => openWindow(context, 'battle'),
    openAttackWindow: ({ context }) => openAttackWindow(context),
    resolveAttack: ({ context }) => resolveAttack(context),
    openEnd: ({ context }) => openWindow(context, 'end'),
    enterDiscard: ({ context }) => {
      context.game.priority = null;
      syncActive(context);
    },
    endTurn: ({ context }) => endTurn(context),
    closeAll: ({ context }) => {
      context.game.priority = null;
      context.game.pendingAttack = null;
      context.active = null;
    },
  },
}).createMachine({
  id: 'xingjie',
  context: ({ input }) => input,
  initial: 'setup',
  states: {
    setup: { always: [{ target: 'turn', guard: 'startsFromPosition' }, { target: 'opening' }] },
    opening: { entry: 'dealOpeningHands', always: 'turn' },
    turn: {
      initial: 'start',
      always: { target: 'over', guard: 'rareIsOver' },
      on: { sync: {} },
      states: {
        start: { entry: ['beginTurn', 'openStart'], on: { 'window.close': 'drawGate' } },
        drawGate: { always: [{ target: 'action', guard: 'isFirstTurn' }, { target: 'draw' }] },
        draw: { entry: ['drawForTurn', 'drawTriggers', 'openDraw'], on: { 'window.close': 'action' } },
        action: { entry: ['actionTriggers', 'openAction'], on: { 'window.close': 'battle' } },
        battle: {
          initial: 'idle',
          entry: 'battleTriggers',
          states: {
            idle: {
              entry: 'openBattle',
              on: { 'attack.declared': 'attack', 'window.close': '#xingjie.turn.end' },
            },
            attack: { entry: 'openAttackWindow', on: { 'window.close': 'resolve' } },
            resolve: { entry: 'resolveAttack', always: 'idle' },
          },
        },
        end: {
          initial: 'window',
          entry: 'endTriggers',
          states: {
            window: { entry: 'openEnd', on: { 'window.close': 'discard' } },
            discard: {
              entry: 'enterDiscard',
              always: { target: '#xingjie.turn.next', guard: 'isHandWithinLimit' },
            },
          },
        },
        next: { entry: 'endTurn', always: 'start' },
      },
    },
    over: { type: 'final', entry: 'closeAll' },
  },
});
