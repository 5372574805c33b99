/**
 * The 血契 phase statechart (§4): setup → opening → (turn: start → draw → main → battle → end)* → over.
 * A match that starts from a described position skips the opening and begins at the named turn's start.
 * Chart only: the guards and actions call rule functions in rules/; rules never import the chart, they queue
 * phase events (`phase.drawn`, `phase.battle`, `phase.main`, `phase.end`) that the kernel sends after the action.
 * Game over is an eventless transition guarded by `isOver` (rules/result.ts), which the kernel re-checks after
 * every action. Each state's `meta.label` is the phase's name as readers see it.
 */
import { setup } from 'xstate';
import { PHASE_LABELS } from './phases';
import type { PhasePath } from './phases';
import type { XueqiState } from './state';
import { isOver } from './rules/result';
import { openingDraw } from './rules/setup';
import { startsFromPosition } from './rules/start-position';
import { endTurn, startTurn } from './rules/turn';

const label = (path: PhasePath) => ({ label: PHASE_LABELS[path] });

export const xueqiMachine = setup({
  types: { context: {} as XueqiState, input: {} as XueqiState },
  guards: {
    isOver: ({ context }) => isOver(context),
    startsFromPosition: ({ context }) => startsFromPosition(context),
  },
  actions: {
    openingDraw: ({ context }) => openingDraw(context),
    startTurn: ({ context }) => startTurn(context),
    endTurn: ({ context }) => endTurn(context),
  },
}).createMachine({
  id: 'xueqi',
  context: ({ input }) => input,
  initial: 'setup',
  states: {
    setup: {
      meta: label('setup'),
      always: [{ guard: 'startsFromPosition', target: 'playing' }, { target: 'opening' }],
    },
    opening: { meta: label('opening'), entry: 'openingDraw', always: 'playing' },
    playing: {
      meta: label('playing'),
      initial: 'start',
      always: { target: 'over', guard: 'isOver' },
      states: {
        start: { meta: label('playing.start'), entry: 'startTurn', always: 'draw' },
        draw: { meta: label('playing.draw'), on: { 'phase.drawn': 'main' } },
        main: { meta: label('playing.main'), on: { 'phase.battle': 'battle', 'phase.end': 'end' } },
        battle: { meta: label('playing.battle'), on: { 'phase.end': 'end', 'phase.main': 'main' } },
        end: {
          meta: label('playing.end'),
          entry: 'endTurn',
          always: [{ guard: 'isOver', target: '#xueqi.over' }, { target: 'start' }],
        },
      },
    },
    over: { type: 'final', meta: label('over') },
  },
});
