/**
 * The 武魂志 round statechart (§4.1): setup → rounds of preparation → construction → planning → deployment →
 * summoning → reconnaissance → battle → end, with a global exit to gameOver. The chart only orders phases; every
 * guard and action calls a rule function. Player actions change facts (a pass, a build, a declared target) and
 * then send `phase.resume`, so the eventless transitions below move the match on.
 */
import { setup } from 'xstate';
import type { Seat } from '@/machines/engine/types';
import type { WuhunzhiState } from './types';
import { beginDraw, beginBuild, beginStep, runPreparation } from './rules/flow';
import { beginSummoning, isSummoningOver } from './rules/summoning';
import { advanceCursor, beginAct, resolveAttack, revealStrategies } from './rules/combat';
import { openWindow, type WindowOrder } from './rules/windows';
import { triggersSettled } from './rules/triggers';
import { startsFromPosition } from './rules/position';
import { beginEndDiscard, runEndCleanup, runEndTriggers, runNewRound } from './rules/end';

type Role = 'first' | 'second';
const seatOf = (s: WuhunzhiState, role: Role): Seat => (role === 'first' ? s.game.first : s.game.second);
/** Entry actions do nothing once the match is decided; the global guard then leaves for gameOver. */
const live =
  <P>(fn: (s: WuhunzhiState, p: P) => void) =>
  ({ context }: { context: WuhunzhiState }, params: P) => {
    if (!context.result) fn(context, params);
  };

const when =
  (fn: (s: WuhunzhiState) => boolean) =>
  ({ context }: { context: WuhunzhiState }) =>
    !context.result && fn(context);

/** A phase in which the first player acts, then the second (§4.1), before the chart moves on to `next`. */
const firstThenSecond = (id: string, next: string) =>
  ({
    id,
    initial: 'first',
    states: {
      first: {
        entry: { type: 'beginStep', params: { role: 'first' } },
        always: { target: 'second', guard: 'isStepDone' },
      },
      second: {
        entry: { type: 'beginStep', params: { role: 'second' } },
        always: { target: next, guard: 'isStepDone' },
      },
    },
  }) as const;

export const wuhunzhiMachine = setup({
  types: { context: {} as WuhunzhiState, input: {} as WuhunzhiState },
  // Every guard but isOver is false once the match is decided, so nothing moves on before gameOver.
  guards: {
    isOver: ({ context }) => context.result !== null,
    isLive: when(() => true),
    isSetupDone: when((s) => s.game.setupDone.p1 && s.game.setupDone.p2),
    startsFromPosition: when((s) => startsFromPosition(s)),
    isStepDone: when((s) => s.game.stepDone),
    isWindowClosed: when((s) => s.game.window === null),
    isSummoningOver: when((s) => isSummoningOver(s)),
    isCellLoopDone: when((s) => s.game.cursor === null),
    isActEnded: when((s) => s.game.actEnded),
    isAttackDeclared: when((s) => s.game.attack !== null),
    isAttackResolved: when((s) => s.game.attack?.stage === 'done'),
    areTriggersSettled: when((s) => triggersSettled(s)),
  },
  actions: {
    runPreparation: live((s) => runPreparation(s)),
    openWindow: live((s, p: { id: string; order: WindowOrder }) => openWindow(s, p.id, p.order)),
    beginDraw: live((s, p: { role: Role }) => beginDraw(s, seatOf(s, p.role))),
    beginBuild: live((s, p: { role: Role }) => beginBuild(s, seatOf(s, p.role))),
    beginStep: live((s, p: { role: Role }) => beginStep(s, seatOf(s, p.role))),
    beginSummoning: live((s) => beginSummoning(s)),
    revealStrategies: live((s) => revealStrategies(s)),
    advanceCursor: live((s) => advanceCursor(s)),
    beginAct: live((s) => beginAct(s)),
    resolveAttack: live((s) => resolveAttack(s)),
    runEndTriggers: live((s) => runEndTriggers(s)),
    runEndCleanup: live((s) => runEndCleanup(s)),
    beginEndDiscard: live((s, p: { role: Role }) => beginEndDiscard(s, seatOf(s, p.role))),
    runNewRound: live((s) => runNewRound(s)),
  },
}).createMachine({
  id: 'wz',
  context: ({ input }) => input,
  initial: 'match',
  on: { 'phase.resume': { actions: [] } },
  states: {
    match: {
      always: { target: 'gameOver', guard: 'isOver' },
      initial: 'setup',
      states: {
        // A described starting position skips the opening setup: play starts at the named round's preparation.
        setup: {
          always: [
            { target: '#preparation', guard: 'startsFromPosition' },
            { target: 'round', guard: 'isSetupDone' },
          ],
        },
        round: {
          initial: 'preparation',
          states: {
            preparation: {
              id: 'preparation',
              initial: 'cleanup',
              states: {
                cleanup: { entry: 'runPreparation', always: { target: 'window', guard: 'isLive' } },
                window: {
                  entry: { type: 'openWindow', params: { id: 'preparation.end', order: 'first' } },
                  always: { target: '#construction', guard: 'isWindowClosed' },
                },
              },
            },
            construction: {
              id: 'construction',
              initial: 'firstDraw',
              states: {
                firstDraw: {
                  entry: { type: 'beginDraw', params: { role: 'first' } },
                  always: { target: 'firstBuild', guard: 'isStepDone' },
                },
                firstBuild: {
                  entry: { type: 'beginBuild', params: { role: 'first' } },
                  always: { target: 'firstWindow', guard: 'isStepDone' },
                },
                firstWindow: {
                  entry: { type: 'openWindow', params: { id: 'construction.afterBuild', order: 'first' } },
                  always: { target: 'secondDraw', guard: 'isWindowClosed' },
                },
                secondDraw: {
                  entry: { type: 'beginDraw', params: { role: 'second' } },
                  always: { target: 'secondBuild', guard: 'isStepDone' },
                },
                secondBuild: {
                  entry: { type: 'beginBuild', params: { role: 'second' } },
                  always: { target: 'secondWindow', guard: 'isStepDone' },
                },
                secondWindow: {
                  entry: { type: 'openWindow', params: { id: 'construction.afterBuild', order: 'second' } },
                  always: { target: '#planning', guard: 'isWindowClosed' },
                },
              },
            },
            planning: firstThenSecond('planning', '#deployment'),
            deployment: firstThenSecond('deployment', '#summoning'),
            summoning: {
              id: 'summoning',
              entry: 'beginSummoning',
              always: { target: '#reconnaissance', guard: 'isSummoningOver' },
            },
            reconnaissance: firstThenSecond('reconnaissance', '#battle'),
            battle: {
              id: 'battle',
              initial: 'strategies',
              states: {
                strategies: {
                  entry: 'revealStrategies',
                  always: { target: 'startWindow', guard: 'areTriggersSettled' },
                },
                startWindow: {
                  entry: { type: 'openWindow', params: { id: 'battle.start', order: 'first' } },
                  always: { target: 'next', guard: 'isWindowClosed' },
                },
                next: {
                  id: 'battleNext',
                  entry: 'advanceCursor',
                  always: [
                    { target: 'endWindow', guard: 'isCellLoopDone' },
                    { target: 'act', guard: 'isLive' },
                  ],
                },
                act: {
                  initial: 'begin',
                  states: {
                    begin: {
                      entry: 'beginAct',
                      always: [
                        { target: '#battleNext', guard: 'isActEnded' },
                        { target: 'declare', guard: 'isLive' },
                      ],
                    },
                    declare: { always: { target: 'targetWindow', guard: 'isAttackDeclared' } },
                    targetWindow: {
                      entry: {
                        type: 'openWindow',
                        params: { id: 'battle.targetDeclared', order: 'defender' },
                      },
                      always: { target: 'resolve', guard: 'isWindowClosed' },
                    },
                    resolve: {
                      entry: 'resolveAttack',
                      always: { target: 'afterWindow', guard: 'isAttackResolved' },
                    },
                    afterWindow: {
                      entry: { type: 'openWindow', params: { id: 'battle.afterAttack', order: 'attacker' } },
                      always: { target: '#battleNext', guard: 'isWindowClosed' },
                    },
                  },
                },
                endWindow: {
                  entry: { type: 'openWindow', params: { id: 'battle.end', order: 'first' } },
                  always: { target: '#end', guard: 'isWindowClosed' },
                },
              },
            },
            end: {
              id: 'end',
              initial: 'triggers',
              states: {
                triggers: {
                  entry: 'runEndTriggers',
                  always: { target: 'window', guard: 'areTriggersSettled' },
                },
                window: {
                  entry: { type: 'openWindow', params: { id: 'end.effects', order: 'first' } },
                  always: { target: 'cleanup', guard: 'isWindowClosed' },
                },
                cleanup: { entry: 'runEndCleanup', always: { target: 'discardFirst', guard: 'isLive' } },
                discardFirst: {
                  entry: { type: 'beginEndDiscard', params: { role: 'first' } },
                  always: { target: 'discardSecond', guard: 'isStepDone' },
                },
                discardSecond: {
                  entry: { type: 'beginEndDiscard', params: { role: 'second' } },
                  always: { target: 'newRound', guard: 'isStepDone' },
                },
                newRound: { entry: 'runNewRound', always: { target: '#preparation', guard: 'isLive' } },
              },
            },
          },
        },
      },
    },
    gameOver: { type: 'final' },
  },
});
