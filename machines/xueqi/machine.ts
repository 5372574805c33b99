/**
 * The 血契 phase statechart (§4): setup → (turn: start → draw → main → battle → end)* → over.
 * Chart only: the guards and actions call rule functions in rules/.
 */
import { setup } from 'xstate';
import type { XueqiState } from './types';
import { openingDraw } from './rules/setup';
import { endTurn, startTurn } from './rules/turn';

export const xueqiMachine = setup({
  types: { context: {} as XueqiState, input: {} as XueqiState },
  guards: {
    isOver: ({ context }) => context.result !== null,
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
    setup: { entry: 'openingDraw', always: 'playing' },
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
