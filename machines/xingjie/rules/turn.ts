/** Turn structure (§4): the turn's start and draw, phase-start triggers, the end-of-turn cleanup and discard. */
import { check, drawFrom, otherSeat } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { PhaseName, XingjieState } from '../state';
import { P } from './board';
import { recordGrave } from './provenance';
import { loseByDeckOut } from './result';
import { fireTurnTriggers } from '../effects/resolve';

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

/** phaseEnd triggers (filter.phase, `end` by default) of the turn player's face-up cards as a phase ends. */
export function phaseEndTriggers(s: XingjieState, phase: PhaseName): void {
  if (s.result) return;
  fireTurnTriggers(s, s.game.turnPlayer, phase, 'phaseEnd');
}

/** §4.1 draw phase: draw 1; an empty deck loses (R24 deckOut 'lose') or skips the draw. */
export function drawForTurn(s: XingjieState): void {
  if (s.result) return;
  const seat = s.game.turnPlayer;
  const p = P(s, seat);
  const id = drawFrom(s, seat, p.deck);
  if (id === null) {
    s.effects.push({ type: 'deckOut', seat });
    if (s.config.deckOut === 'lose') loseByDeckOut(s, seat);
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

/**
 * R23: at the end of the end phase the turn player discards one card of their choice; the chart's discard state
 * moves on by itself once the hand is within the limit.
 */
export function discardToLimit(s: XingjieState, seat: Seat, card: string): void {
  check(
    s.phase === 'turn.end.discard' && s.game.turnPlayer === seat,
    'ERR_WRONG_PHASE',
    '现在不需要弃置手牌',
    'No hand-limit discard is due now',
  );
  const hand = P(s, seat).hand;
  check(hand.includes(card), 'ERR_NOT_IN_HAND', '这张卡不在你的手牌中', 'That card is not in your hand');
  hand.splice(hand.indexOf(card), 1);
  P(s, seat).graveyard.push(card);
  recordGrave(s, card, 'discarded');
  s.effects.push({ type: 'discard', seat, card });
}
