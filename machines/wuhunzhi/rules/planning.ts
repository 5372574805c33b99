/** Planning phase (§5.3): at most one event and one strategy per seat per round. */
import { check } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import { boardOf, defOf, markOf, toDiscard } from './board';
import { inStep } from './flow';
import { runEffect, stateChecks } from '../effects/resolve';
import { conditionHolds } from '../effects/predicates';
import { targetOptions, usesChosenCard } from './activation';
import type { WuhunzhiState } from '../state';
import type { EffectChoice } from '../effects/context';

export function canActivateEvent(s: WuhunzhiState, seat: Seat): boolean {
  const b = boardOf(s, seat);
  return (
    inStep(s, seat, 'planning') &&
    !s.game.eventActivatedThisRound[seat] &&
    (b.eventSlot === null || s.config.eventSlotConflict === 'replace')
  );
}

/** Every legal payload for activating `card` (one per target choice when the event chooses a card). */
export function eventPayloads(
  s: WuhunzhiState,
  seat: Seat,
  card: string,
): Array<{ card: string; target?: { seat: Seat; cell: number }; general?: string }> {
  const d = defOf(s, card);
  if (d.type !== 'event' || !canActivateEvent(s, seat)) return [];
  if (
    !conditionHolds({ s, controller: seat, source: card, effect: d.effect, choice: {} }, d.effect.condition)
  )
    return [];
  if (d.effect.ops.some((o) => o.op === 'forceSwitchGeneral')) {
    return boardOf(s, seat).general
      ? boardOf(s, seat).generalStack.map((general) => ({ card, general }))
      : [];
  }
  if (!usesChosenCard(d.effect)) return [{ card }];
  return targetOptions(s, seat, d.effect).map((target) => ({ card, target }));
}

export function activateEvent(
  s: WuhunzhiState,
  seat: Seat,
  card: string,
  target?: EffectChoice['target'],
  general?: string,
): void {
  check(
    inStep(s, seat, 'planning'),
    'ERR_NOT_PLANNING',
    '只能在自己的策略阶段发动事件卡',
    'Events are activated in your planning step only',
  );
  const b = boardOf(s, seat);
  check(
    b.hand.includes(card) && defOf(s, card).type === 'event',
    'ERR_NOT_EVENT_IN_HAND',
    '这张卡不是你手牌中的事件卡',
    'That card is not an event in your hand',
    { card },
  );
  check(
    !s.game.eventActivatedThisRound[seat],
    'ERR_EVENT_LIMIT',
    '事件卡每人每回合只能发动一张',
    'Only one event per player per round',
  );
  check(
    b.eventSlot === null || s.config.eventSlotConflict === 'replace',
    'ERR_EVENT_SLOT_FULL',
    '主将卡上方只能存在一张事件卡',
    'Your event slot is occupied',
  );
  const ok = eventPayloads(s, seat, card).some(
    (p) => p.general === general && p.target?.seat === target?.seat && p.target?.cell === target?.cell,
  );
  check(
    ok,
    'ERR_EVENT_CONDITION',
    '这张事件卡的条件或目标不满足',
    "The event's condition or target is not met",
    { card },
  );
  const d = defOf(s, card);
  if (d.type !== 'event') return;
  if (b.eventSlot) toDiscard(s, b.eventSlot, 'replaced'); // 'replace' variant of R9
  b.hand.splice(b.hand.indexOf(card), 1);
  b.eventSlot = card;
  markOf(s, card);
  b.eventExpires = d.durationRounds === null ? null : s.game.round + d.durationRounds;
  s.game.eventActivatedThisRound[seat] = true;
  s.effects.push({ type: 'eventActivated', seat, card });
  runEffect(
    s,
    { controller: seat, source: card, effect: d.effect, choice: { target, general } },
    { auraOpsAreContinuous: d.durationRounds !== null },
  );
  if (d.durationRounds === null && b.eventSlot === card) toDiscard(s, card, 'resolved');
  stateChecks(s);
}

export function setStrategy(s: WuhunzhiState, seat: Seat, card: string): void {
  check(
    inStep(s, seat, 'planning'),
    'ERR_NOT_PLANNING',
    '只能在自己的策略阶段盖放战略卡',
    'Strategies are set in your planning step only',
  );
  const b = boardOf(s, seat);
  check(
    b.hand.includes(card) && defOf(s, card).type === 'strategy',
    'ERR_NOT_STRATEGY_IN_HAND',
    '这张卡不是你手牌中的战略卡',
    'That card is not a strategy in your hand',
    { card },
  );
  check(
    !s.game.strategySetThisRound[seat],
    'ERR_STRATEGY_LIMIT',
    '战略卡每人每回合只能盖一张',
    'Only one strategy per player per round',
  );
  check(b.strategy === null, 'ERR_STRATEGY_ZONE_FULL', '战略区已有一张卡', 'Your strategy zone is occupied');
  b.hand.splice(b.hand.indexOf(card), 1);
  b.strategy = card;
  b.strategyRevealed = false;
  markOf(s, card).faceUp = false;
  s.game.strategySetThisRound[seat] = true;
  s.effects.push({ type: 'strategySet', seat });
}
