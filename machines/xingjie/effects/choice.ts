/**
 * Pending choices (search, special summon, discard, banish; ruling 6 of docs/rules/xingjie.md): opening one, and the
 * options it offers. Answering one (`choice.pick`) is rules/pick.ts.
 */
import type { Seat } from '@/machines/engine';
import { cardOf } from '../catalog';
import type { PendingChoice, Position, XingjieState } from '../state';
import { maxSummonStars } from '../rules/continuous';

/** Open a pending choice (nothing happens when there is no option). */
export function openChoice(s: XingjieState, c: Omit<PendingChoice, 'kind'>): void {
  if (!c.options.length || c.remaining <= 0) {
    s.effects.push({ type: 'noOption', seat: c.seat, from: c.from });
    return;
  }
  s.game.pendingChoice = { kind: 'pick', ...c, remaining: Math.min(c.remaining, c.options.length) };
  s.effects.push({ type: 'choiceOpened', seat: c.seat, from: c.from, to: c.to, count: c.options.length });
}

/** Under `overLimitSummon: 'reject'`, a character above the chooser's summon limit cannot be special-summoned. */
export function overLimitRejected(s: XingjieState, seat: Seat, id: string): boolean {
  return (
    s.config.overLimitSummon === 'reject' &&
    (cardOf(s, s.cards[id].cardId) as { stars: number }).stars > maxSummonStars(s, seat)
  );
}

/** The options a pending choice currently offers, as (option index, position) pairs. */
export function choiceOptions(s: XingjieState): Array<{ option: number; position?: Position }> {
  const c = s.game.pendingChoice;
  if (!c) return [];
  const out: Array<{ option: number; position?: Position }> = [];
  c.options.forEach((_, option) => {
    if (c.to !== 'front') out.push({ option });
    else
      for (const position of c.positions)
        if (!overLimitRejected(s, c.seat, c.options[option])) out.push({ option, position });
  });
  return out;
}
