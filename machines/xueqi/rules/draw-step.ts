/**
 * The draw step's actions (§5.2, §5.8) and the pending choices (R3 bottom-one, R24 hand-limit discard).
 */
import { otherSeat, queuePhase } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { XueqiState } from '../state';
import { discardFromHand, drawCards, enforceHandLimit } from './draw';
import { stepOf, turnProblem } from './gate';
import { ruleParams } from './params';
import { problem } from './problem';
import type { Problem } from './problem';
import { deckPickOptions } from '../effects/targets';

/** Leave the draw step once the draw is made and nothing is pending (the last thing a draw-step action does). */
export function advanceDrawStep(s: XueqiState): void {
  if (stepOf(s) === 'draw' && s.game.drew && !s.game.pending) queuePhase(s, 'phase.drawn');
}

export function normalDrawProblem(s: XueqiState, seat: Seat): Problem | null {
  const p = turnProblem(s, seat, ['draw']);
  if (p) return p;
  if (s.game.drew) return problem('ERR_ALREADY_DREW', '本回合已经抽过卡', 'You already drew this turn');
  return null;
}

/** R3: round 1 second player draws 2 then bottoms one; the first player draws 1; later draws follow drawsPerTurn. */
export function normalDraw(s: XueqiState, seat: Seat): void {
  const g = s.game;
  const secondFirstTurn = g.round === 1 && seat !== g.firstPlayer;
  const n = g.round === 1 ? (secondFirstTurn ? 2 : 1) : ruleParams(s, seat).drawsPerTurn;
  g.drew = true;
  drawCards(s, seat, n);
  if (secondFirstTurn && g.players[seat].hand.length > 0) {
    if (g.pending) g.bottomOwed = true;
    else g.pending = { kind: 'bottomOne', seat };
  }
  advanceDrawStep(s);
}

export function skipDrawProblem(s: XueqiState, seat: Seat): Problem | null {
  if (!s.config.drawOptional)
    return problem('ERR_DRAW_MANDATORY', '抽卡是强制的（R2）', 'Draws are mandatory (R2)');
  return normalDrawProblem(s, seat);
}

export function skipDraw(s: XueqiState, seat: Seat): void {
  s.game.drew = true;
  s.effects.push({ type: 'skipDraw', seat });
  advanceDrawStep(s);
}

/** Completed turns for the fate-draw condition (R26). */
export function completedTurns(s: XueqiState, seat: Seat): number {
  return s.config.fateDrawTurnCounting === 'own'
    ? s.game.players[seat].ownTurnCount - 1
    : s.game.turnNumber - 1;
}

/** §5.8 eligibility, without the card choice. */
export function fateDrawProblem(s: XueqiState, seat: Seat): Problem | null {
  const p = normalDrawProblem(s, seat);
  if (p) return p;
  const g = s.game;
  const me = g.players[seat];
  if (me.fateDrawUsed)
    return problem('ERR_FATE_USED', '命运抽卡每局只能使用一次', 'Fate Draw can be used once per game');
  if (g.round === 1)
    return problem('ERR_FATE_TOO_EARLY', '第一轮不能使用命运抽卡', 'Fate Draw cannot be used in round 1');
  const done = completedTurns(s, seat);
  if (done < s.config.fateDrawMinCompletedTurns) {
    return problem(
      'ERR_FATE_TOO_EARLY',
      `须已完成${s.config.fateDrawMinCompletedTurns}个回合（现为${done}）`,
      `${s.config.fateDrawMinCompletedTurns} completed turns are needed (now ${done})`,
    );
  }
  if (!(me.lp < g.players[otherSeat(seat)].lp)) {
    return problem('ERR_FATE_LP', '己方生命值须低于对方', "Your LP must be lower than your opponent's");
  }
  if (me.deck.length === 0) return problem('ERR_DECK_EMPTY', '卡组已空', 'Your deck is empty');
  return null;
}

export const fateDrawOptions = (s: XueqiState, seat: Seat): string[] => deckPickOptions(s, seat);

/** Move the chosen card (topmost copy) to the top, then draw it; the first Fate Draw of the game grants the lifeline and free summons. */
export function fateDraw(s: XueqiState, seat: Seat, cardId: string): void {
  const g = s.game;
  const me = g.players[seat];
  const at = me.deck.findIndex((id) => s.cards[id].cardId === cardId);
  const [id] = me.deck.splice(at, 1);
  me.deck.unshift(id);
  me.deck.shift();
  me.hand.push(id);
  if (me.deck.length === 0) me.deckEmptied = true;
  me.fateDrawUsed = true;
  g.fateDrawsUsedInGame += 1;
  g.drew = true;
  const first = g.fateDrawsUsedInGame === 1;
  s.effects.push({ type: 'fateDraw', seat, card: cardId, id, first });
  if (first) {
    const O = otherSeat(seat);
    const d = s.config.lifelineDuration;
    g.lifeline = {
      protectedPlayer: O,
      sourcePlayer: seat,
      expiresAtEndOfTurn: d === 'game' ? null : d === 'thisTurn' ? g.turnNumber : g.turnNumber + 1,
    };
    g.freeSummonTurn = { player: O, turnNumber: g.turnNumber + 1 };
    s.effects.push({ type: 'lifeline', protectedPlayer: O, sourcePlayer: seat });
  }
  enforceHandLimit(s, seat);
  advanceDrawStep(s);
}

export function pendingProblem(
  s: XueqiState,
  seat: Seat,
  kind: 'bottomOne' | 'discardForLimit',
  card: string,
): Problem | null {
  const pend = s.game.pending;
  if (!pend || pend.kind !== kind)
    return problem('ERR_NO_SUCH_CHOICE', '现在没有这项待决选择', 'There is no such pending choice now');
  if (pend.seat !== seat)
    return problem('ERR_NOT_YOUR_CHOICE', '这项选择属于对方', 'This choice belongs to the other player');
  if (!s.game.players[seat].hand.includes(card))
    return problem('ERR_NOT_IN_HAND', '这张卡不在你的手牌中', 'That card is not in your hand');
  return null;
}

/** R3: the chosen hand card goes to the deck bottom. */
export function bottomOne(s: XueqiState, seat: Seat, card: string): void {
  const p = s.game.players[seat];
  p.hand.splice(p.hand.indexOf(card), 1);
  p.deck.push(card);
  s.game.pending = null;
  s.effects.push({ type: 'bottom', seat, id: card });
  advanceDrawStep(s);
}

/** R24: one discard towards the hand limit. */
export function discardForLimit(s: XueqiState, seat: Seat, card: string): void {
  discardFromHand(s, seat, card, 'limit');
  const pend = s.game.pending!;
  if (pend.kind === 'discardForLimit' && pend.count > 1) pend.count -= 1;
  else if (s.game.bottomOwed) {
    s.game.bottomOwed = false;
    s.game.pending = { kind: 'bottomOne', seat };
  } else s.game.pending = null;
  advanceDrawStep(s);
}
