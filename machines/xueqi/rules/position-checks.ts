/**
 * Starting positions (docs/rules/xueqi.md, "Starting positions / 起始局面"): the turn arithmetic a position
 * implies (first player, round, own turns, the Fate Draw's lifeline and free summons) and the structural checks a
 * described position must pass. Refusals are ERR_BAD_POSITION, zh first.
 */
import { SEATS, otherSeat, refuse } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { XueqiPosition } from '../position';
import type { XueqiState } from '../state';
import { ruleParams } from './params';
import { lpMayBeSpent, owedDiscard } from './position-status';
import type { Moment } from './position-status';

/**
 * Refuse the position; the prefix also lets a duel script point at its `position:` line. Both messages end with
 * the path of the field at fault (`p1.creatureSlots[5]`), also in `details.field`.
 */
export function badPosition(zh: string, en: string, field: string): never {
  return refuse('ERR_BAD_POSITION', `起始局面：${zh}（${field}）`, `Starting position: ${en} (${field})`, {
    field,
  });
}

/**
 * Turns strictly alternate from turn 1, so the named turn and its player fix the first player and the round:
 * odd turns are the first player's, and round r holds turns 2r − 1 and 2r.
 */
export function turnFacts(turn: number, active: Seat): { firstPlayer: Seat; round: number } {
  if (turn < 1)
    badPosition(
      `回合数 ${turn} 无效：须至少为 1`,
      `Turn number ${turn} is invalid: it must be at least 1`,
      'turn',
    );
  return { firstPlayer: turn % 2 === 1 ? active : otherSeat(active), round: Math.ceil(turn / 2) };
}

/** How many turns `seat` started among turns 1..`upTo` (the seat moving first plays the odd ones). */
export const turnsOfSeatUpTo = (upTo: number, seat: Seat, firstPlayer: Seat): number =>
  seat === firstPlayer ? Math.ceil(upTo / 2) : Math.floor(upTo / 2);

/** A setup's `firstPlayer`, when given next to a position, must agree with the one the turn implies. */
export function checkFirstPlayer(given: Seat | undefined, derived: Seat, turn: number, active: Seat): void {
  if (given !== undefined && given !== derived) {
    badPosition(
      `第 ${turn} 回合轮到 ${active}，先手应为 ${derived}，与对局设置的先手 ${given} 不符`,
      `Turn ${turn} belongs to ${active}, so ${derived} moved first, not ${given} as the setup says`,
      'active',
    );
  }
}

/**
 * A Fate Draw the position says `seat` made on turn `at` must have been possible then (§5.8, R26): an earlier
 * turn of that seat, not in round 1, with enough completed turns.
 */
export function checkFateDrawTurn(s: XueqiState, seat: Seat, at: number, turn: number, first: Seat): void {
  if (at < 1 || at >= turn) {
    badPosition(
      `${seat} 的命运抽卡回合 ${at} 无效：须在第 1 至第 ${turn - 1} 回合之间`,
      `${seat}'s Fate Draw turn ${at} is invalid: it must lie between turn 1 and turn ${turn - 1}`,
      `${seat}.fateDrawTurn`,
    );
  }
  if ((at % 2 === 1) !== (seat === first)) {
    badPosition(
      `第 ${at} 回合不是 ${seat} 的回合，${seat} 不能在那时命运抽卡`,
      `Turn ${at} was not ${seat}'s turn, so ${seat} cannot have made a Fate Draw then`,
      `${seat}.fateDrawTurn`,
    );
  }
  if (at <= 2) {
    badPosition(
      `${seat} 不能在第一轮（第 ${at} 回合）命运抽卡`,
      `${seat} cannot have made a Fate Draw in round 1 (turn ${at})`,
      `${seat}.fateDrawTurn`,
    );
  }
  const done = s.config.fateDrawTurnCounting === 'own' ? turnsOfSeatUpTo(at, seat, first) - 1 : at - 1;
  if (done < s.config.fateDrawMinCompletedTurns) {
    badPosition(
      `${seat} 在第 ${at} 回合只完成了 ${done} 个回合，须至少 ${s.config.fateDrawMinCompletedTurns} 个才能命运抽卡`,
      `${seat} had completed only ${done} turns by turn ${at}; a Fate Draw needs ${s.config.fateDrawMinCompletedTurns}`,
      `${seat}.fateDrawTurn`,
    );
  }
}

/**
 * The lifeline and free summons still in force at the start of `turn`, given the game's first Fate Draw (by
 * `by` on turn `at`), exactly as `fateDraw` set them and the turn ends since then left them.
 */
export function fateAftermath(
  s: XueqiState,
  by: Seat,
  at: number,
  turn: number,
): Pick<XueqiState['game'], 'lifeline' | 'freeSummonTurn'> {
  const d = s.config.lifelineDuration;
  const expires = d === 'game' ? null : d === 'thisTurn' ? at : at + 1;
  const protectedPlayer = otherSeat(by);
  return {
    lifeline:
      expires === null || expires >= turn
        ? { protectedPlayer, sourcePlayer: by, expiresAtEndOfTurn: expires }
        : null,
    // Granted for the turn after the Fate Draw: this one, or the next when the Fate Draw was this turn's draw.
    freeSummonTurn: at + 1 === turn || at === turn ? { player: protectedPlayer, turnNumber: at + 1 } : null,
  };
}

/**
 * The checks on the built position: LP (R12/W1: a seat at ≤ 0 has already lost), the hand limit (§5.7), the
 * effective creature-slot limit (R21, after rule parameters of the support area and skills), the support-area
 * limit (R11), and deck-out (W3: the seat whose turn just ended with an empty deck has already lost).
 */
export function checkPositionLimits(s: XueqiState, pos: XueqiPosition, m: Moment): void {
  const g = s.game;
  for (const seat of SEATS) {
    const p = g.players[seat];
    if (p.lp <= 0 && !lpMayBeSpent(s, m)) {
      badPosition(
        `${seat} 的生命值为 ${p.lp}：生命值归零即已判负，局面已分胜负`,
        `${seat} has ${p.lp} LP: a player at 0 or less has already lost, so the position is decided`,
        `${seat}.lp`,
      );
    }
    if (p.hand.length > s.config.handLimit + owedDiscard(pos, seat)) {
      badPosition(
        `${seat} 的手牌有 ${p.hand.length} 张，超过上限 ${s.config.handLimit} 张`,
        `${seat} holds ${p.hand.length} cards, over the hand limit of ${s.config.handLimit}`,
        `${seat}.hand`,
      );
    }
    const slots = ruleParams(s, seat).creatureSlotLimit;
    if (p.creatureSlots.length > slots) {
      badPosition(
        `${seat} 的生物格位只有 ${slots} 个，放不下 ${p.creatureSlots.length} 只生物（第 ${slots + 1} 格不存在）`,
        `${seat} has only ${slots} creature slots, not ${p.creatureSlots.length} (slot ${slots + 1} does not exist)`,
        `${seat}.creatureSlots[${slots}]`,
      );
    }
    const support = s.config.supportAreaLimit;
    if (support !== null && p.supportArea.length > support) {
      badPosition(
        `${seat} 的支援区最多 ${support} 张，放不下 ${p.supportArea.length} 张`,
        `${seat}'s support area holds at most ${support} cards, not ${p.supportArea.length}`,
        `${seat}.supportArea[${support}]`,
      );
    }
  }
  const last = otherSeat(g.activePlayer);
  if (g.turnNumber > 1 && g.players[last].deck.length === 0) {
    badPosition(
      `${last} 的卡组为空：上一回合（${last} 的回合）结束时已因卡组归零判负，局面已分胜负`,
      `${last}'s deck is empty: ${last} lost to deck-out at the end of the previous turn (theirs), so the position is decided`,
      `${last}.deck`,
    );
  }
}
