/**
 * Starting positions, the seat's single slots: the general and reserves (W30), the event slot (W31) and the
 * strategy zone (W32, W44). Called by start-position.ts, which lays out the zones in the order of W25.
 */
import { cardDef } from '../catalog';
import type { SeatPosition } from '../position';
import type { PlayerBoard, WuhunzhiState } from '../state';
import { SeatLayout, bad, label, mark } from './position-layout';
import { hadStep, rank, type Moment } from './position-moment';
import type { Statuses } from './position-status';

/** What a layout step works with: the seat's layout, the moment, the statuses collected, the draft. */
export interface Ctx {
  L: SeatLayout;
  m: Moment;
  st: Statuses;
  s: WuhunzhiState;
}

export function layoutGenerals({ L, st }: Ctx, pos: SeatPosition, b: PlayerBoard): void {
  const { seat } = L;
  const zone = { zh: '主将区', en: 'general zone' };
  const g = typeof pos.general === 'string' ? { card: pos.general } : pos.general;
  const named = g ? L.take(g.card, `${seat}.general`, zone, ['general']) : null;
  const reserves = (pos.reserves ?? []).map((card, i) =>
    L.take(card, `${seat}.reserves.${i}`, { zh: '备用主将', en: 'reserve generals' }, ['general']),
  );
  const unplaced = L.left('general');
  // Omitted: the first general of the deck list not named anywhere leads; the rest join the reserves.
  const general = pos.general === undefined ? (unplaced.shift() ?? null) : named;
  reserves.push(...unplaced);
  if (!general && reserves.length)
    bad(
      `${seat}.general`,
      `${seat} 没有主将，却还有盖着的备用主将：主将被破坏时会立刻翻开下一张（§5.9）`,
      `${seat} has no general but still has face-down reserves: the next one is revealed as soon as a general is destroyed (§5.9)`,
      { seat },
    );
  if (general) L.setMark(general, mark(true));
  if (general && g) st.card(general, `${seat}.general`, g, false);
  for (const id of reserves) L.setMark(id, mark(false));
  b.general = general;
  b.generalStack = reserves;
}

export function layoutSlots({ L, m, st, s }: Ctx, pos: SeatPosition, b: PlayerBoard): void {
  const { seat, round } = L;
  if (pos.event !== undefined) {
    const e = typeof pos.event === 'string' ? { card: pos.event } : pos.event;
    const zone = { zh: '事件区', en: 'event slot' };
    const id = L.take(e.card, `${seat}.event`, zone, ['event']);
    const d = cardDef(s, e.card)!;
    const duration = d.type === 'event' ? d.durationRounds : null;
    const name = label(s, e.card);
    if (duration === null)
      bad(
        `${seat}.event`,
        `${seat} 的${zone.zh}不能有${name.zh}：没有时效的事件卡处理完就送去废弃场（R9）`,
        `${seat} ${zone.en} cannot hold ${name.en}: an event without a duration goes to the discard pile once resolved (R9)`,
        { seat, card: e.card },
      );
    const activated = e.activatedRound ?? round - 1;
    const thisRound = activated === round && hadStep(m, seat, 'planning');
    if ((activated >= round && !thisRound) || activated + duration! < round)
      bad(
        `${seat}.event.activatedRound`,
        `${seat} 的${name.zh}时效 ${duration} 回合，在第 ${activated} 回合发动的话，此刻不会在事件区（R9）`,
        `${seat}'s ${name.en} lasts ${duration} rounds; activated in round ${activated} it is not in the event slot at this moment (R9)`,
        { seat, card: e.card },
      );
    if (thisRound) st.eventActivated(seat);
    L.setMark(id, mark(true));
    b.eventSlot = id;
    b.eventExpires = activated + duration!;
  }
  if (pos.strategy !== undefined) {
    const e = typeof pos.strategy === 'string' ? { card: pos.strategy } : pos.strategy;
    const id = L.take(e.card, `${seat}.strategy`, { zh: '战略区', en: 'strategy zone' }, ['strategy']);
    // Set last round: revealed at its battle start; the preparation phase discards it (§5.1). Set this round:
    // face down until this battle begins (§5.7).
    let revealed = true;
    if (e.setThisRound) {
      if (!hadStep(m, seat, 'planning'))
        bad(
          `${seat}.strategy.setThisRound`,
          `${seat} 此刻还没有到自己的策略阶段，不能已经放置本回合的战略卡（§5.3）`,
          `${seat} has not reached its planning step yet, so it cannot have set a strategy this round (§5.3)`,
          { seat },
        );
      revealed = rank(m.phase) >= rank('battle');
      st.strategySet(seat);
    }
    L.setMark(id, mark(revealed));
    b.strategy = id;
    b.strategyRevealed = revealed;
  }
}
