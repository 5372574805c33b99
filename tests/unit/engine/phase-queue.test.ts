/**
 * Rules change the phase by queueing events on the draft; the kernel sends them to the chart after the action
 * and runs the game's one after-action hook (`settle`). Chart states carry the phase's name in `meta.label`.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  compileChart,
  createMatchOrThrow,
  phaseLabel,
  queuePhase,
  settleMatch,
  type AnyGameDefinition,
  type MatchState,
} from '@/machines/engine';
import { setup } from 'xstate';
import { duelette, stackedSetup } from './helpers';

describe('queued phase events', () => {
  it('a pass queues phase.end; the kernel drains it before the action returns', () => {
    const s0 = createMatchOrThrow<MatchState>(duelette, stackedSetup({ firstPlayer: 'p1' }));
    expect(s0.phase).toBe('playing.main');
    const r = applyAction(duelette, s0, { type: 'phase.pass', actor: 'p1', payload: {} });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.phase).toBe('playing.main');
    expect(r.state.active).toBe('p2');
    expect('phaseQueue' in r.state).toBe(false);
  });

  it('sends queued events in order, then runs settle; settle may queue more and runs again if the chart moves', () => {
    const machine = setup({
      types: { context: {} as any },
      guards: { isOver: ({ context }) => context.result !== null },
      actions: { mark: ({ context }) => (context.game.entered += 1) },
    }).createMachine({
      id: 'q',
      initial: 'a',
      states: {
        a: { on: { go: 'b' } },
        b: { entry: 'mark', on: { go: 'c' }, always: { target: 'over', guard: 'isOver' } },
        c: { entry: 'mark', always: { target: 'over', guard: 'isOver' } },
        over: { type: 'final' },
      },
    });
    const calls: string[] = [];
    const def = {
      chart: compileChart(machine),
      settle(d: MatchState<any>) {
        calls.push(d.phase);
        if (d.phase === 'c' && d.game.entered === 2 && d.result === null) {
          d.result = { winner: 'p1', reason: 'test', text: { zh: '测试', en: 'test' } };
        }
      },
    } as unknown as AnyGameDefinition;
    const draft = { phase: 'a', result: null, game: { entered: 0 } } as unknown as MatchState<any>;
    queuePhase(draft, 'go');
    queuePhase(draft, { type: 'go' });
    settleMatch(def, draft);
    expect(draft.phase).toBe('over');
    expect(draft.game.entered).toBe(2);
    // settle ran in c, ended the match; the chart moved to `over`, so settle ran once more there.
    expect(calls).toEqual(['c', 'over']);
    expect(draft.phaseQueue).toBeUndefined();
  });
});

describe('phase labels from the chart', () => {
  it('reads meta.label, falling back to the nearest labelled ancestor', () => {
    expect(phaseLabel(duelette.chart, 'playing.main')).toEqual({ zh: '主要阶段', en: 'Main phase' });
    expect(phaseLabel(duelette.chart, 'playing.end')).toEqual({ zh: '对局中', en: 'Playing' });
    expect(phaseLabel(duelette.chart, 'nowhere')).toBeNull();
  });

  it('refuses a label without both languages', () => {
    const machine = setup({}).createMachine({
      id: 'bad',
      initial: 'a',
      states: { a: { meta: { label: { zh: '甲' } } } },
    });
    expect(() => compileChart(machine)).toThrow(/meta.label/);
  });
});

describe('resuming inside a phase (scenes that start mid-turn)', () => {
  it('init may name the phase; no entry action of the opening runs', () => {
    const def = {
      ...duelette,
      init(draft: MatchState, setup: Parameters<typeof duelette.init>[1]) {
        duelette.init(draft as never, setup);
        draft.phase = 'playing.main';
      },
    } as AnyGameDefinition;
    const s = createMatchOrThrow<MatchState<any>>(def, stackedSetup({ firstPlayer: 'p1' }));
    expect(s.phase).toBe('playing.main');
    // The draw phase's entry (drawForActive) did not run: no card was drawn, no plays granted.
    expect(s.game.zones.p1.hand).toHaveLength(0);
    expect(s.game.playsLeft).toBe(0);
  });

  it('refuses a phase the chart does not have, or one that is not atomic', () => {
    for (const phase of ['playing.nowhere', 'playing']) {
      const def = {
        ...duelette,
        init(draft: MatchState, setup: Parameters<typeof duelette.init>[1]) {
          duelette.init(draft as never, setup);
          draft.phase = phase;
        },
      } as AnyGameDefinition;
      expect(() => createMatchOrThrow(def, stackedSetup())).toThrow(/ERR_BAD_POSITION/);
    }
  });
});
