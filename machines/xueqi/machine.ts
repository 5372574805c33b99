/**
 * The 血契 phase statechart (§4): setup → opening → (turn: start → draw → main → battle → end)* → over.
 * A match that starts from a described position skips the opening and begins at the named turn's start.
 * Chart only: the guards and actions call rule functions in rules/.
 */
import { setup } from 'xstate';
import type { XueqiState } from './types';
import { startsFromPosition } from './rules/position';
import { openingDraw } from './rules/setup';
import { endTurn, startTurn } from './rules/turn';

export const xueqiMachine = setup({
  types: { context: {} as XueqiState, input: {} as XueqiState },
  guards: {
    isOver: ({ context }) => context.result !== null,
    startsFromPosition: ({ context }) => startsFromPosition(context),
  },
  actions: {
    openingDraw: ({ context }) => openingDraw(context),
    startTurn: ({ context }) => startTurn(context),
    endTurn: ({ context }) => endTurn(context),
    noop: () => undefined,
  },
}).createMachine({
  id: 'xueqi',
  context: ({ input }) => input,
  initial: 'setup',
  states: {
    setup: { always: [{ guard: 'startsFromPosition', target: 'playing' }, { target: 'opening' }] },
    opening: { entry: 'openingDraw', always: 'playing' },
    playing: {
      initial: 'start',
      always: { target: 'over', guard: 'isOver' },
      on: { 'phase.sync': { actions: 'noop' } },
      states: {
        start: { entry: 'startTurn', always: 'draw' },
        draw: { on: { 'phase.drawn': 'main' } },
        main: { on: { 'phase.battle': 'battle', 'phase.end': 'end' } },
        battle: { on: { 'phase.end': 'end', 'phase.main': 'main' } },
        end: {
          entry: 'endTurn',
          always: [{ guard: 'isOver', target: '#xueqi.over' }, { target: 'start' }],
        },
      },
    },
    over: { type: 'final' },
  },
});
