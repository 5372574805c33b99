/**
 * Planning a pass run on a state, without writing: the seat to act passes (a legal action the engine's words call
 * a pass) again and again until the author's stop is reached — the phase or the turn changes, or the other seat
 * may do something other than pass — or a seat to act has no pass, or the match ends. Which action is a pass and
 * who may act come from the engine (legal actions and their words); nothing of a game's rules is here.
 */
import 'server-only';
import {
  KERNEL_ACTIONS,
  applyAction,
  describeAction,
  legalActions,
  type Action,
  type AnyGameDefinition,
  type EngineEvent,
  type MatchState,
  type Seat,
  type Text,
} from '@/machines/engine';
import { PASS_RUN_CAP, type PassRunStop } from '@/app/contracts/pass-run';
import { fail } from '../http/errors';

const others = (s: Seat): Seat => (s === 'p1' ? 'p2' : 'p1');

/** A seat's legal actions now, concession left out, each with whether the engine calls it a pass. */
function choices(def: AnyGameDefinition, state: MatchState, seat: Seat) {
  return legalActions(def, state, seat)
    .filter((a) => a.type !== KERNEL_ACTIONS.concede)
    .map((a) => ({ action: a, pass: describeAction(def, state, a).intent === 'pass' }));
}

/** The seat to act now (the state's active seat first) with its choices, or null when neither may act. */
function toAct(def: AnyGameDefinition, state: MatchState) {
  const order: Seat[] = state.active ? [state.active, others(state.active)] : ['p1', 'p2'];
  for (const seat of order) {
    const list = choices(def, state, seat);
    if (list.length) return { seat, list };
  }
  return null;
}

const STOPPED: Record<PassRunStop | 'noPass' | 'over' | 'nobody', Text> = {
  phase: { zh: '进入了下一个阶段', en: 'the next phase began' },
  turn: { zh: '进入了下一个回合', en: 'the next turn began' },
  respond: { zh: '对方可以回应了', en: 'the other player may respond' },
  noPass: { zh: '轮到的一方必须行动（没有可让过的选择）', en: 'the player to act has no pass' },
  over: { zh: '对局结束了', en: 'the match is over' },
  nobody: { zh: '双方都没有可做的事', en: 'neither player may act' },
};

export interface PassRunPlan {
  events: EngineEvent[];
  state: MatchState;
  stopped: Text;
}

/** The passes to append from `start` up to the stop; refused (nothing written) with no pass or past the cap. */
export function planPassRun(def: AnyGameDefinition, start: MatchState, stop: PassRunStop): PassRunPlan {
  const events: EngineEvent[] = [];
  let state = start;
  let passer: Seat | null = null;
  let stopped: Text | null = null;
  while (!stopped) {
    if (state.result) {
      stopped = STOPPED.over;
      break;
    }
    const now = toAct(def, state);
    const pass = now?.list.find((c) => c.pass)?.action;
    if (!now || !pass) {
      if (!events.length)
        fail(
          'ERR_NO_PASS',
          '现在轮到的一方没有可以让过的选择',
          'The player to act now has no pass to give',
          422,
        );
      stopped = now ? STOPPED.noPass : STOPPED.nobody;
      break;
    }
    if (events.length >= PASS_RUN_CAP)
      fail(
        'ERR_PASS_RUN_TOO_LONG',
        `连续让过超过 ${PASS_RUN_CAP} 次仍未到达停止点，什么也没有追加`,
        `More than ${PASS_RUN_CAP} passes without reaching the stop; nothing was appended`,
        422,
        { cap: PASS_RUN_CAP },
      );
    passer ??= now.seat;
    const r = applyAction(def, state, pass as Action);
    if (!r.ok) throw r.error;
    events.push(...r.events);
    state = r.state;
    if (stop === 'phase' && state.phase !== start.phase) stopped = STOPPED.phase;
    else if (stop === 'turn' && state.turn !== start.turn) stopped = STOPPED.turn;
    else if (stop === 'respond') {
      const other = others(passer);
      if (choices(def, state, other).some((c) => !c.pass)) stopped = STOPPED.respond;
    }
  }
  return { events, state, stopped };
}
