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
      meta: { label: { zh: '对局中', en: 'Playing' } },
      initial: 'draw',
      always: { target: 'over', guard: 'isOver' },
      states: {
        draw: {
          meta: { label: { zh: '抽牌阶段', en: 'Draw phase' } },
          entry: 'drawForActive',
          always: 'main',
        },
        main: { meta: { label: { zh: '主要阶段', en: 'Main phase' } }, on: { 'phase.end': 'end' } },
        end: { entry: 'passTurn', always: 'draw' },
      },
    },
    over: { type: 'final', meta: { label: { zh: '对局结束', en: 'Game over' } } },
  },
});
