/**
 * The 武魂志 round statechart (§4.1): setup → rounds of preparation → construction → planning → deployment →
 * summoning → reconnaissance → battle → end, with a global exit to gameOver. The chart only orders phases; every
 * guard and action calls a rule function. Player actions change facts (a pass, a build, a declared target); the
 * kernel settles the chart after each action, so the eventless transitions below move the match on. Every state
 * carries the phase's name as players say it (`meta.label`, the spec's phase names, §1.6).
 */
import { setup } from 'xstate';
import type { Seat, Text } from '@/machines/engine/types';
import { advanceCursor, beginAct, revealStrategies } from './rules/battle';
import { resolveAttack } from './rules/combat';
import { beginEndDiscard, runEndCleanup, runEndTriggers, runNewRound } from './rules/end';
import { beginBuild, beginDraw, beginStep, runPreparation } from './rules/flow';
import { isOver } from './rules/result';
import { startsFromPosition } from './rules/start-position';
import { beginSummoning, isSummoningOver } from './rules/summoning';
import { triggersSettled } from './rules/triggers';
import { openWindow, type WindowOrder } from './rules/windows';
import type { WuhunzhiState } from './state';
import { PHASE_WORDS } from './words';

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

/** `meta.label` of a state: the phase, and after a dot what is happening inside it. */
const label = (phase: Text, sub?: Text) => ({
  label: sub ? { zh: `${phase.zh} · ${sub.zh}`, en: `${phase.en} · ${sub.en}` } : phase,
});
const P = PHASE_WORDS;
const FIRST = { zh: '先攻', en: 'first player' };
const SECOND = { zh: '后攻', en: 'second player' };
const WINDOW = { zh: '响应窗口', en: 'response window' };

/** A phase in which the first player acts, then the second (§4.1), before the chart moves on to `next`. */
const firstThenSecond = (id: string, next: string, phase: Text) =>
  ({
    id,
    meta: label(phase),
    initial: 'first',
    states: {
      first: {
        meta: label(phase, FIRST),
        entry: { type: 'beginStep', params: { role: 'first' } },
        always: { target: 'second', guard: 'isStepDone' },
      },
      second: {
        meta: label(phase, SECOND),
        entry: { type: 'beginStep', params: { role: 'second' } },
        always: { target: next, guard: 'isStepDone' },
      },
    },
  }) as const;

export const wuhunzhiMachine = setup({
  types: { context: {} as WuhunzhiState, input: {} as WuhunzhiState },
  // Every guard but isOver is false once the match is decided, so nothing moves on before gameOver.
  guards: {
    isOver: ({ context }) => isOver(context),
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
  states: {
    match: {
      always: { target: 'gameOver', guard: 'isOver' },
      initial: 'setup',
      states: {
        // A described starting position skips the opening setup: play starts at the named round's preparation.
        setup: {
          meta: label(P.setup),
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
              meta: label(P.preparation),
              initial: 'cleanup',
              states: {
                cleanup: {
                  meta: label(P.preparation),
                  entry: 'runPreparation',
                  always: { target: 'window', guard: 'isLive' },
                },
                window: {
                  meta: label(P.preparation, WINDOW),
                  entry: { type: 'openWindow', params: { id: 'preparation.end', order: 'first' } },
                  always: { target: '#construction', guard: 'isWindowClosed' },
                },
              },
            },
            construction: {
              id: 'construction',
              meta: label(P.construction),
              initial: 'firstDraw',
              states: {
                firstDraw: {
                  meta: label(P.construction, { zh: '先攻抽牌', en: 'first player draws' }),
                  entry: { type: 'beginDraw', params: { role: 'first' } },
                  always: { target: 'firstBuild', guard: 'isStepDone' },
                },
                firstBuild: {
                  meta: label(P.construction, { zh: '先攻建设', en: 'first player builds' }),
                  entry: { type: 'beginBuild', params: { role: 'first' } },
                  always: { target: 'firstWindow', guard: 'isStepDone' },
                },
                firstWindow: {
                  meta: label(P.construction, WINDOW),
                  entry: { type: 'openWindow', params: { id: 'construction.afterBuild', order: 'first' } },
                  always: { target: 'secondDraw', guard: 'isWindowClosed' },
                },
                secondDraw: {
                  meta: label(P.construction, { zh: '后攻抽牌', en: 'second player draws' }),
                  entry: { type: 'beginDraw', params: { role: 'second' } },
                  always: { target: 'secondBuild', guard: 'isStepDone' },
                },
                secondBuild: {
                  meta: label(P.construction, { zh: '后攻建设', en: 'second player builds' }),
                  entry: { type: 'beginBuild', params: { role: 'second' } },
                  always: { target: 'secondWindow', guard: 'isStepDone' },
                },
                secondWindow: {
                  meta: label(P.construction, WINDOW),
                  entry: { type: 'openWindow', params: { id: 'construction.afterBuild', order: 'second' } },
                  always: { target: '#planning', guard: 'isWindowClosed' },
                },
              },
            },
            planning: firstThenSecond('planning', '#deployment', P.planning),
            deployment: firstThenSecond('deployment', '#summoning', P.deployment),
            summoning: {
              id: 'summoning',
              meta: label(P.summoning),
              entry: 'beginSummoning',
              always: { target: '#reconnaissance', guard: 'isSummoningOver' },
            },
            reconnaissance: firstThenSecond('reconnaissance', '#battle', P.reconnaissance),
            battle: {
              id: 'battle',
              meta: label(P.battle),
              initial: 'strategies',
              states: {
                strategies: {
                  meta: label(P.battle, { zh: '翻开战略卡', en: 'strategies revealed' }),
                  entry: 'revealStrategies',
                  always: { target: 'startWindow', guard: 'areTriggersSettled' },
                },
                startWindow: {
                  meta: label(P.battle, { zh: '战斗开始时的响应窗口', en: 'battle-start window' }),
                  entry: { type: 'openWindow', params: { id: 'battle.start', order: 'first' } },
                  always: { target: 'next', guard: 'isWindowClosed' },
                },
                next: {
                  id: 'battleNext',
                  meta: label(P.battle),
                  entry: 'advanceCursor',
                  always: [
                    { target: 'endWindow', guard: 'isCellLoopDone' },
                    { target: 'act', guard: 'isLive' },
                  ],
                },
                act: {
                  meta: label(P.battle, { zh: '行动', en: 'acting' }),
                  initial: 'begin',
                  states: {
                    begin: {
                      meta: label(P.battle, { zh: '行动', en: 'acting' }),
                      entry: 'beginAct',
                      always: [
                        { target: '#battleNext', guard: 'isActEnded' },
                        { target: 'declare', guard: 'isLive' },
                      ],
                    },
                    declare: {
                      meta: label(P.battle, { zh: '宣告攻击目标', en: 'declaring a target' }),
                      always: { target: 'targetWindow', guard: 'isAttackDeclared' },
                    },
                    targetWindow: {
                      meta: label(P.battle, { zh: '攻击目标宣告后的响应窗口', en: 'target window' }),
                      entry: {
                        type: 'openWindow',
                        params: { id: 'battle.targetDeclared', order: 'defender' },
                      },
                      always: { target: 'resolve', guard: 'isWindowClosed' },
                    },
                    resolve: {
                      meta: label(P.battle, { zh: '伤害结算', en: 'resolving the attack' }),
                      entry: 'resolveAttack',
                      always: { target: 'afterWindow', guard: 'isAttackResolved' },
                    },
                    afterWindow: {
                      meta: label(P.battle, { zh: '攻击后的响应窗口', en: 'after-attack window' }),
                      entry: { type: 'openWindow', params: { id: 'battle.afterAttack', order: 'attacker' } },
                      always: { target: '#battleNext', guard: 'isWindowClosed' },
                    },
                  },
                },
                // A reader stop (meta.stop): the board at the end of battle, before the end phase clears damage,
                // even when the action that finished the battle runs on through the end phase.
                endWindow: {
                  meta: {
                    ...label(P.battle, { zh: '战斗结束时的响应窗口', en: 'battle-end window' }),
                    stop: true,
                  },
                  entry: { type: 'openWindow', params: { id: 'battle.end', order: 'first' } },
                  always: { target: '#end', guard: 'isWindowClosed' },
                },
              },
            },
            end: {
              id: 'end',
              meta: label(P.end),
              initial: 'triggers',
              states: {
                triggers: {
                  meta: label(P.end, { zh: '触发效果', en: 'triggered effects' }),
                  entry: 'runEndTriggers',
                  always: { target: 'window', guard: 'areTriggersSettled' },
                },
                window: {
                  meta: label(P.end, WINDOW),
                  entry: { type: 'openWindow', params: { id: 'end.effects', order: 'first' } },
                  always: { target: 'cleanup', guard: 'isWindowClosed' },
                },
                cleanup: {
                  meta: label(P.end),
                  entry: 'runEndCleanup',
                  always: { target: 'discardFirst', guard: 'isLive' },
                },
                discardFirst: {
                  meta: label(P.end, { zh: '先攻舍弃手牌', en: 'first player discards' }),
                  entry: { type: 'beginEndDiscard', params: { role: 'first' } },
                  always: { target: 'discardSecond', guard: 'isStepDone' },
                },
                discardSecond: {
                  meta: label(P.end, { zh: '后攻舍弃手牌', en: 'second player discards' }),
                  entry: { type: 'beginEndDiscard', params: { role: 'second' } },
                  always: { target: 'newRound', guard: 'isStepDone' },
                },
                newRound: {
                  meta: label(P.end),
                  entry: 'runNewRound',
                  always: { target: '#preparation', guard: 'isLive' },
                },
              },
            },
          },
        },
      },
    },
    gameOver: { type: 'final', meta: label(P.over) },
  },
});
