/** The test game's phase chart: draw -> main -> end, looping, with a global game-over exit. */
import { setup } from 'xstate';
import type { DueletteState } from './game';
import { drawForActive, passTurn } from './rules';

export const dueletteMachine = setup({
  types: { context: {} as DueletteState, input: {} as DueletteState },
  guards: {
    isOver: ({ context }) => context.result !== null,
  },
  actions: {
    drawForActive: ({ context }) => drawForActive(context),
    passTurn: ({ context }) => passTurn(context),
  },
}).createMachine({
  id: 'duelette',
  context: ({ input }) => input,
  initial: 'playing',
  states: {
    playing: {
      initial: 'draw',
      always: { target: 'over', guard: 'isOver' },
      states: {
        draw: { entry: 'drawForActive', always: 'main' },
        main: { on: { 'phase.end': 'end' } },
        end: { entry: 'passTurn', always: 'draw' },
      },
    },
    over: { type: 'final' },
  },
});
