/** Rule functions of the test game; the chart's actions and the action specs call them. */
import { check, drawFrom, otherSeat } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { DueletteState } from './game';
import { cardOf } from './cards';

export function drawForActive(s: DueletteState): void {
  const seat = s.active!;
  const id = drawFrom(s, seat, s.game.zones[seat].deck);
  if (id === null) {
    s.result = { winner: otherSeat(seat), reason: 'deckOut', text: { zh: '牌库耗尽', en: 'deck out' } };
    s.effects.push({ type: 'deckOut', seat });
    return;
  }
  s.game.zones[seat].hand.push(id);
  s.game.playsLeft = s.config.playsPerTurn;
  s.effects.push({ type: 'draw', seat, card: id });
}

export function passTurn(s: DueletteState): void {
  s.active = otherSeat(s.active!);
  s.turn += 1;
}

export function playCard(s: DueletteState, seat: Seat, card: string): void {
  check(
    s.phase === 'playing.main',
    'ERR_WRONG_PHASE',
    '只能在主要阶段出牌',
    'Cards are played in the main phase only',
  );
  check(s.active === seat, 'ERR_NOT_YOUR_TURN', '现在不是你的回合', 'It is not your turn');
  const hand = s.game.zones[seat].hand;
  const at = hand.indexOf(card);
  check(at >= 0, 'ERR_NOT_IN_HAND', '这张卡不在你的手牌中', 'That card is not in your hand', { card });
  check(s.game.playsLeft > 0, 'ERR_NO_PLAYS_LEFT', '本回合出牌次数已用完', 'No plays left this turn');
  hand.splice(at, 1);
  s.game.zones[seat].board.push(card);
  s.game.playsLeft -= 1;
  const points = cardOf(s, s.cards[card].cardId)!.points;
  s.game.score[seat] += points;
  s.effects.push({ type: 'score', seat, points });
  if (s.game.score[seat] >= s.config.targetScore) {
    s.result = {
      winner: seat,
      reason: 'score',
      text: { zh: `达到${s.config.targetScore}分`, en: `reached ${s.config.targetScore} points` },
    };
  }
}
