/**
 * How a 星阶 match ends (§7): avatar HP at 0 (R25: both at once is a draw by default), a draw from an empty deck
 * (R24), a summon over the limit (R5). `isOver` is the chart's game-over guard; concession is the kernel's.
 */
import { otherSeat } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { XingjieState } from '../state';

/** The chart's guard for its eventless move to `over`. */
export const isOver = (s: XingjieState): boolean => s.result !== null;

/** §7 W1/D1: avatars at 0 lose; both at 0 in the same step is a draw (R25) or the turn player's win. */
export function checkGameEnd(s: XingjieState): void {
  if (s.result) return;
  const dead = (['p1', 'p2'] as Seat[]).filter((seat) => s.game.players[seat].hp <= 0);
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

/** R24 (`deckOut: 'lose'`): the turn player had to draw from an empty deck. */
export function loseByDeckOut(s: XingjieState, seat: Seat): void {
  s.result = {
    winner: otherSeat(seat),
    reason: 'deckOut',
    text: {
      zh: `${s.players[seat].name}的卡组已空，无法抽卡`,
      en: `${s.players[seat].name} could not draw from an empty deck`,
    },
  };
}

/** R5 (`overLimitSummon: 'loss'`): a character above the summon limit entered the field. */
export function loseByOverLimit(s: XingjieState, seat: Seat, stars: number, limit: number): void {
  s.result = {
    winner: otherSeat(seat),
    reason: 'overRankSummon',
    text: {
      zh: `${s.players[seat].name}召唤了${stars}星角色，超过召唤限制（${limit}星），直接判负`,
      en: `${s.players[seat].name} summoned a ${stars}-star character over the summon limit (${limit}) and loses`,
    },
  };
}
