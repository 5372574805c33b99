/** Turn structure (§4): priority windows, the turn's draw, the end-of-turn cleanup and game-end checks. */
import { drawFrom, otherSeat, sendPhase } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { PhaseName, XingjieState } from '../state';
import { P } from './board';
import { fireTurnTriggers } from '../effects/resolve';
import { CHART } from '../machine-ref';

/** §4.3: a window opens with `holder` (the turn player unless said otherwise), no passes yet. */
export function openWindow(s: XingjieState, step: PhaseName, holder?: Seat): void {
  if (s.result) return;
  s.game.step = step;
  const h = holder ?? s.game.turnPlayer;
  s.game.priority = { holder: h, passes: 0 };
  s.active = s.game.pendingChoice ? s.game.pendingChoice.seat : h;
}

/** After an activation resolves, priority returns to the turn player (§4.3, no chains). */
export function priorityToTurnPlayer(s: XingjieState): void {
  if (!s.game.priority) return;
  s.game.priority = { holder: s.game.turnPlayer, passes: 0 };
  syncActive(s);
}

/** After a main action of the action phase, the opponent gets a response window (§4.1). */
export function priorityToResponder(s: XingjieState): void {
  if (!s.game.priority) return;
  s.game.priority = { holder: otherSeat(s.game.turnPlayer), passes: 0 };
  syncActive(s);
}

export function syncActive(s: XingjieState): void {
  if (s.result) {
    s.active = null;
    return;
  }
  if (s.game.pendingChoice) s.active = s.game.pendingChoice.seat;
  else if (s.phase.endsWith('end.discard')) s.active = s.game.turnPlayer;
  else s.active = s.game.priority?.holder ?? null;
}

/** passPriority: both passing in succession closes the window and advances the chart. */
export function passPriority(s: XingjieState, seat: Seat): void {
  const pr = s.game.priority!;
  pr.passes += 1;
  s.effects.push({ type: 'pass', seat, step: s.game.step, closes: pr.passes >= 2 });
  if (pr.passes >= 2) {
    s.game.priority = null;
    sendPhase(CHART(), s, { type: 'window.close' });
  } else {
    pr.holder = otherSeat(seat);
  }
  syncActive(s);
}

/** Turn start: per-turn counters reset, then start-of-turn triggers. */
export function beginTurn(s: XingjieState): void {
  if (s.result) return;
  const seat = s.game.turnPlayer;
  for (const side of ['p1', 'p2'] as Seat[]) {
    const p = P(s, side);
    for (const ch of p.front) {
      if (ch) {
        ch.attacksUsed = 0;
        ch.extraAttacks = 0;
      }
    }
    p.avatarAttacks = 0;
  }
  P(s, seat).normalSummonUsed = false;
  s.effects.push({ type: 'turnStart', seat, turn: s.turn });
  fireTurnTriggers(s, seat, 'start');
}

/** phaseStart triggers (filter.phase) of the turn player's face-up cards as a phase begins. */
export function phaseTriggers(s: XingjieState, phase: PhaseName): void {
  if (s.result) return;
  s.game.step = phase;
  fireTurnTriggers(s, s.game.turnPlayer, phase);
}

/** §4.1 draw phase: draw 1; an empty deck loses (R24 deckOut 'lose') or skips the draw. */
export function drawForTurn(s: XingjieState): void {
  if (s.result) return;
  const seat = s.game.turnPlayer;
  const p = P(s, seat);
  const id = drawFrom(s, seat, p.deck);
  if (id === null) {
    s.effects.push({ type: 'deckOut', seat });
    if (s.config.deckOut === 'lose') {
      s.result = {
        winner: otherSeat(seat),
        reason: 'deckOut',
        text: {
          zh: `${s.players[seat].name}的卡组已空，无法抽卡`,
          en: `${s.players[seat].name} could not draw from an empty deck`,
        },
      };
    }
    return;
  }
  p.hand.push(id);
  s.effects.push({ type: 'draw', seat, card: id });
}

/** End of turn: temporary modifiers expire (R8 for HP), damage heals if configured, turn passes. */
export function endTurn(s: XingjieState): void {
  if (s.result) return;
  const T = s.turn;
  for (const side of ['p1', 'p2'] as Seat[]) {
    const p = P(s, side);
    for (const ch of p.front) {
      if (!ch) continue;
      const gone = ch.mods.filter((m) => m.expires !== null && m.expires <= T);
      if (gone.length) {
        ch.mods = ch.mods.filter((m) => !(m.expires !== null && m.expires <= T));
        const hpLost = gone.reduce((a, m) => a + Math.max(0, m.hp), 0);
        if (hpLost > 0 && s.config.hpBonusRemoval === 'clampNoDeath')
          ch.damage = Math.max(0, ch.damage - hpLost);
      }
      if (!s.config.damagePersists) ch.damage = 0;
    }
    p.avatarMods = p.avatarMods.filter((m) => !(m.expires !== null && m.expires <= T));
    p.summonLimitMods = p.summonLimitMods.filter((m) => !(m.expires !== null && m.expires <= T));
  }
  s.effects.push({ type: 'turnEnd', seat: s.game.turnPlayer, turn: T });
  s.turn += 1;
  s.game.turnPlayer = otherSeat(s.game.turnPlayer);
}

export const handWithinLimit = (s: XingjieState): boolean =>
  s.result !== null || P(s, s.game.turnPlayer).hand.length <= s.config.handLimit;

/** §7 W1/D1: avatars at 0 lose; both at 0 in the same step is a draw (R25) or the turn player's win. */
export function checkGameEnd(s: XingjieState): void {
  if (s.result) return;
  const dead = (['p1', 'p2'] as Seat[]).filter((seat) => P(s, seat).hp <= 0);
  if (!dead.length) return;
  if (dead.length === 2) {
    if (s.config.simultaneousZero === 'draw') {
      s.result = {
        winner: null,
        reason: 'bothZero',
        text: { zh: '双方人物同时倒下', en: 'both avatars fell at once' },
      };
    } else {
      const w = s.game.turnPlayer;
      s.result = {
        winner: w,
        reason: 'bothZero',
        text: { zh: '双方人物同时倒下，回合方获胜', en: 'both avatars fell at once; the turn player wins' },
      };
    }
    return;
  }
  const loser = dead[0];
  s.result = {
    winner: otherSeat(loser),
    reason: 'hpZero',
    text: {
      zh: `${s.players[loser].name}的人物血量归零`,
      en: `${s.players[loser].name}'s avatar HP reached 0`,
    },
  };
}
