import { describe, expect, it } from 'vitest';
import { GAMES } from '@/machines/registry';
import { duelette } from '../../support/duelette/game';
import { checkChartConformance } from '../../support/chart-conformance';

const charts = [duelette, ...Object.values(GAMES)].map((g) => [g.id, g.chart.machine] as const);

describe('statechart runner conforms to XState v5', () => {
  it.each(charts)('%s: random walks visit the same states and run the same actions', (_id, machine) => {
    const report = checkChartConformance(machine, 60, 80);
    expect(report.steps).toBeGreaterThan(0);
  });
});

import { setup } from 'xstate';

/** A chart that uses every construct the runner supports, so a runner bug shows up here first. */
const exercise = setup({
  guards: { g1: () => true, g2: () => true, rareExit: () => true },
  actions: { a: () => {}, b: () => {}, c: () => {}, d: () => {}, e: () => {}, f: () => {} },
}).createMachine({
  id: 'exercise',
  initial: 'outer',
  states: {
    outer: {
      entry: 'a',
      exit: 'b',
      initial: 'one',
      on: {
        reset: { target: '.one', reenter: true, actions: 'f' },
        finish: 'done',
        self: { target: 'outer', reenter: true },
      },
      always: { guard: 'rareExit', target: 'done' },
      states: {
        one: {
          entry: 'c',
          exit: 'd',
          on: {
            next: [{ guard: 'g1', target: 'two', actions: 'e' }, { target: 'three' }],
            stay: { actions: 'e' },
          },
        },
        two: {
          initial: 'x',
          entry: 'e',
          states: {
            x: { always: [{ guard: 'g2', target: 'y' }], on: { next: 'y' } },
            y: { entry: 'a', on: { next: '#exercise.outer.three', back: '#exercise.outer.one' } },
          },
        },
        three: { entry: 'f', on: { next: 'one', loop: { target: 'three', reenter: true } } },
      },
    },
    done: { type: 'final' },
  },
});

describe('statechart runner on a chart with every supported construct', () => {
  it('agrees with XState on compound states, always, guards, entry/exit/transition actions and reenter', () => {
    const report = checkChartConformance(exercise, 300, 40);
    expect(report.steps).toBeGreaterThan(1000);
  });
});
