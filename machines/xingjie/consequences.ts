/**
 * What one accepted 星阶 action caused, in order, as the kernel's typed consequences (machines/engine/consequences.ts):
 * phases ended and turns begun, draws, cards entering, moving, revealed and destroyed (and by what), damage with its
 * source and target, life before and after, statuses, the result. Derived from the engine's record of the step
 * (`state.effects`) and the states before and after it; each carries its own sentence, told per perspective.
 */
import type { Action, Consequence, Seat } from '@/machines/engine';
import type { XingjieState } from './state';
import * as say from './consequence-words';
import { CARD_STEPS } from './consequence-cards';
import { BATTLE_STEPS } from './consequence-battle';
import { add, flushFollowers, flushStrikeBack, lifeChange } from './consequence-walk';
import type { Step, Told, Walk } from './consequence-walk';

export type { Told };

/** The phase the chart entered when a window closed, and whether the turn passed on the way. */
function windowClosed(w: Walk): void {
  const from = w.before.phase;
  const turnEnded = w.after.effects.some((e) => e.type === 'turnEnd');
  let to: string;
  if (from === 'turn.start') to = w.before.turn === 1 ? 'turn.action' : 'turn.draw';
  else if (from === 'turn.draw') to = 'turn.action';
  else if (from === 'turn.action') to = 'turn.battle.idle';
  else if (from === 'turn.battle.idle') to = 'turn.end.window';
  else if (from === 'turn.battle.attack') to = 'turn.battle.idle';
  else to = turnEnded ? 'turn.start' : 'turn.end.discard';
  add(w, { kind: 'phase', from, to, text: say.phaseEnds(w.before, from, to) });
  w.phaseTold = true;
}

/** The turn's flow: windows closing, turns ending and beginning. */
const FLOW_STEPS: Record<string, Step> = {
  pass(w, e) {
    if (e.closes) windowClosed(w);
  },
  turnEnd(w) {
    if (!w.phaseTold) {
      add(w, {
        kind: 'phase',
        from: w.before.phase,
        to: 'turn.start',
        text: say.phaseEnds(w.before, w.before.phase, 'turn.start'),
      });
      w.phaseTold = true;
    }
  },
  turnStart(w, e) {
    const seat = e.seat as Seat;
    add(w, { kind: 'turn', turn: e.turn as number, seat, text: say.turnBegins(e.turn as number, seat) });
  },
};

const STEPS: Record<string, Step> = { ...FLOW_STEPS, ...CARD_STEPS, ...BATTLE_STEPS };

/** Every consequence of the step with whether the action's own sentence already tells it. */
export function toldConsequences(before: XingjieState, action: Action, after: XingjieState): Told[] {
  const w: Walk = {
    before,
    action,
    after,
    out: [],
    source: undefined,
    activated: undefined,
    combat: null,
    weapon: undefined,
    avatarBy: undefined,
    direct: null,
    placed: {},
    followers: [],
    hp: { p1: before.game.players.p1.hp, p2: before.game.players.p2.hp },
    phaseTold: false,
  };
  for (const e of after.effects) {
    if (e.type !== 'avatarDamage') flushStrikeBack(w);
    STEPS[e.type]?.(w, e);
  }
  flushStrikeBack(w);
  flushFollowers(w);
  if (action.type === 'battle.attack' && !after.result && after.phase === 'turn.battle.attack') {
    const defender = after.game.pendingAttack?.target.seat ?? after.active;
    if (defender)
      add(w, { kind: 'phase', from: before.phase, to: after.phase, text: say.attackWindow(defender) });
  }
  for (const seat of ['p1', 'p2'] as Seat[]) lifeChange(w, seat, after.game.players[seat].hp);
  if (after.result && !before.result)
    add(w, { kind: 'result', winner: after.result.winner, text: say.result(after.result) });
  return w.out;
}

/** The ordered, typed consequences of an accepted 星阶 action (`def.consequences`). */
export const consequences = (before: XingjieState, action: Action, after: XingjieState): Consequence[] =>
  toldConsequences(before, action, after).map((t) => t.c);
