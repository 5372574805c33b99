/**
 * Turn start and the automatic end of turn (§5.6): T1 expiry, T2 upkeep (R5, R6, R7), the LP check, T3 deck-out
 * (R25), T4 lifeline expiry and passing the turn.
 */
import { SEATS, otherSeat } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { fireTurnTriggers } from '../effects/vocabulary';
import { fireLpChanged } from '../effects/lp-changed';
import type { XueqiState } from '../state';
import { RULE_UPKEEP, VALUE_UPKEEP, upkeep } from './costs';
import { creaturesOf, expireCreature, rankOf } from './field';
import { changeLp } from './lp';
import { setResult, settleLp } from './result';

export function startTurn(s: XueqiState): void {
  const g = s.game;
  const P = g.activePlayer;
  const mark = s.effects.length;
  g.players[P].ownTurnCount += 1;
  g.drew = false;
  g.inBattle = false;
  g.battleFought = false;
  g.battleReturnsToMain = false;
  for (const seat of SEATS) {
    for (const c of creaturesOf(g.players[seat])) {
      c.attacksUsed = 0;
      c.extraAttacks = 0;
      c.directAttackThisTurn = false;
    }
  }
  if (g.freeSummonTurn && g.freeSummonTurn.turnNumber < g.turnNumber) g.freeSummonTurn = null;
  s.turn = g.turnNumber;
  s.effects.push({
    type: 'turnStart',
    seat: P,
    round: g.round,
    turnNumber: g.turnNumber,
    ownTurn: g.players[P].ownTurnCount,
  });
  fireTurnTriggers(s, P, 'turnStart');
  fireLpChanged(s, mark);
  settleLp(s);
}

/** T1: creatures whose duration ends at this turn end leave; nobody gains LP (R7, R43). */
function expire(s: XueqiState): void {
  const g = s.game;
  for (const seat of [g.activePlayer, otherSeat(g.activePlayer)]) {
    for (const c of creaturesOf(g.players[seat])) {
      if (c.expiresAtEndOfTurn !== null && c.expiresAtEndOfTurn <= g.turnNumber)
        expireCreature(s, seat, c.id);
    }
  }
}

/** What `seat` owes at a turn end: Σ creature upkeep + 5 per persistent rule card + 10 per persistent value card. */
export function upkeepOwed(
  s: XueqiState,
  seat: Seat,
): { creatures: number; rules: number; values: number; total: number } {
  const p = s.game.players[seat];
  let creatures = 0;
  for (const c of creaturesOf(p)) creatures += upkeep(rankOf(s, c.id));
  let rules = 0;
  let values = 0;
  for (const sup of p.supportArea) {
    if (sup.kind === 'rule') rules += RULE_UPKEEP;
    else values += VALUE_UPKEEP;
  }
  return { creatures, rules, values, total: creatures + rules + values };
}

/** T2: both players (or only the turn player under `ownTurnEnd`) pay at the same time. */
function payUpkeep(s: XueqiState): void {
  const g = s.game;
  const seats =
    s.config.upkeepTiming === 'everyTurnEnd' ? [g.activePlayer, otherSeat(g.activePlayer)] : [g.activePlayer];
  for (const seat of seats) {
    const owed = upkeepOwed(s, seat);
    if (owed.total === 0) continue;
    s.effects.push({ type: 'upkeep', seat, ...owed });
    changeLp(s, seat, -owed.total, 'upkeep', seat);
  }
}

export function endTurn(s: XueqiState): void {
  const g = s.game;
  const P = g.activePlayer;
  const mark = s.effects.length;
  g.inBattle = false;
  s.effects.push({ type: 'turnEnd', seat: P, turnNumber: g.turnNumber });
  fireTurnTriggers(s, P, 'turnEnd');
  if (s.config.expiryBeforeUpkeep) {
    expire(s);
    payUpkeep(s);
  } else {
    payUpkeep(s);
    expire(s);
  }
  fireLpChanged(s, mark);
  settleLp(s, true);
  // T3: deck-out, unless the game already ended (W3).
  if (!s.result) {
    const p = g.players[P];
    const out =
      s.config.deckOutMode === 'latched' ? p.deckEmptied || p.deck.length === 0 : p.deck.length === 0;
    if (out) {
      s.effects.push({ type: 'deckOut', seat: P });
      setResult(s, otherSeat(P), 'deckOut');
    }
  }
  // T4.
  if (g.lifeline && g.lifeline.expiresAtEndOfTurn !== null && g.lifeline.expiresAtEndOfTurn <= g.turnNumber) {
    s.effects.push({ type: 'lifelineEnds', seat: g.lifeline.protectedPlayer });
    g.lifeline = null;
  }
  for (const seat of SEATS) {
    for (const c of creaturesOf(g.players[seat])) {
      c.tempAtk = 0;
      c.tempLife = 0;
    }
  }
  if (s.result) return;
  g.activePlayer = otherSeat(P);
  g.turnNumber += 1;
  if (g.activePlayer === g.firstPlayer) g.round += 1;
  s.turn = g.turnNumber;
}
