/**
 * Consequence clauses of the board's bookkeeping: draws, the setup and build choices, events and strategies,
 * deployment, summons, reveals and cards moving between zones (discards at preparation, the end phase's soul
 * yard, effects that send cards away).
 */
import { card, n, seat } from '@/machines/engine/narration';
import type { Seat, StepEffect } from '@/machines/engine/types';
import {
  type Clause,
  type WalkContext,
  ZONE_PREDICATE,
  altarId,
  cardOf,
  grouped,
  moveTo,
  one,
  ownerOf,
  t,
} from './clause-kit';
import { altarRef, altarWords, cellRef, zoneRef } from './words';

/** The clauses of a board effect, or null when `e` is not one (see combatClauses). */
export function boardClauses(w: WalkContext, e: StepEffect): Clause[] | null {
  const id = e.card as string;
  const s = e.seat as Seat;
  switch (e.type) {
    case 'draw': {
      const k = e.count as number;
      const cards = w.drawn[s].splice(0, k);
      return [
        one(
          { kind: 'draw', seat: s, cards },
          t(n`${seat(s)}抽了${k}张牌`, n`${seat(s)} draws ${k} card${k > 1 ? 's' : ''}`),
        ),
      ];
    }
    case 'setup':
      return [
        one(
          { kind: 'reveal', card: e.general as string },
          t(
            n`${card(e.general as string)}成为${seat(s)}的主将`,
            n`${card(e.general as string)} leads ${seat(s)}`,
          ),
        ),
        one(
          { kind: 'reveal', card: altarId(w, s, e.altar as number) },
          t(
            n`${seat(s)}翻开${altarWords(e.altar as number).zh}${card(altarId(w, s, e.altar as number))}`,
            n`${seat(s)} reveals ${altarWords(e.altar as number).en}, ${card(altarId(w, s, e.altar as number))}`,
          ),
        ),
      ];
    case 'altarRevealed': {
      const a = altarId(w, s, e.altar as number);
      const words = altarWords(e.altar as number);
      return [
        one(
          { kind: 'reveal', card: a },
          t(n`${seat(s)}翻开${words.zh}${card(a)}`, n`${seat(s)} reveals ${words.en}, ${card(a)}`),
        ),
      ];
    }
    case 'soulBound': {
      const words = altarWords(e.altar as number);
      return [
        one(
          {
            kind: 'move',
            card: id,
            from: zoneRef(s, 'soulYard'),
            to: { seat: s, zone: 'bound', index: (e.altar as number) + 1 },
          },
          t(n`${seat(s)}把${card(id)}放到${words.zh}下`, n`${seat(s)} binds ${card(id)} beneath ${words.en}`),
        ),
      ];
    }
    case 'soulRecovered':
      return [
        one(
          { kind: 'move', card: id, from: zoneRef(s, 'discardPile'), to: zoneRef(s, 'soulYard') },
          t(
            n`${seat(s)}把${card(id)}从废弃场放到置魂场`,
            n`${seat(s)} moves ${card(id)} from the discard pile to the soul yard`,
          ),
        ),
      ];
    case 'eventActivated':
      return [
        one(
          { kind: 'move', card: id, from: zoneRef(s, 'hand'), to: zoneRef(s, 'eventSlot') },
          t(n`${seat(s)}发动事件卡${card(id)}`, n`${seat(s)} activates the event ${card(id)}`),
        ),
      ];
    case 'strategySet': {
      const st = w.after.game.boards[s].strategy!;
      return [
        one(
          { kind: 'enter', card: st, to: zoneRef(s, 'strategy'), faceDown: true },
          t(n`${seat(s)}把${card(st)}作为战略卡盖放`, n`${seat(s)} sets ${card(st)} face down as a strategy`),
        ),
      ];
    }
    case 'deployed':
      return [
        one(
          { kind: 'move', card: id, from: altarRef(s, e.altar as number), to: cellRef(s, e.cell as number) },
          t(n`${card(id)}布阵到第${e.cell as number}格`, n`${card(id)} deploys to cell ${e.cell as number}`),
        ),
      ];
    case 'returned':
      return [
        one(
          { kind: 'move', card: id, from: cellRef(s, e.cell as number), to: altarRef(s, e.altar as number) },
          t(
            n`${card(id)}回到${altarWords(e.altar as number).zh}`,
            n`${card(id)} returns to ${altarWords(e.altar as number).en}`,
          ),
        ),
      ];
    case 'movedSoul':
      return [
        one(
          { kind: 'move', card: id, from: cellRef(s, e.from as number), to: cellRef(s, e.to as number) },
          t(n`${card(id)}移到第${e.to as number}格`, n`${card(id)} moves to cell ${e.to as number}`),
        ),
      ];
    case 'moved': {
      const o = ownerOf(w, id);
      return [
        one(
          { kind: 'move', card: id, from: cellRef(o, e.from as number), to: cellRef(o, e.to as number) },
          t(n`${card(id)}移到第${e.to as number}格`, n`${card(id)} moves to cell ${e.to as number}`),
        ),
      ];
    }
    case 'summoned': {
      const words = altarWords(e.altar as number);
      const c = {
        kind: 'enter',
        card: id,
        to: altarRef(s, e.altar as number),
        faceDown: e.faceDown as boolean,
      } as const;
      return [
        e.faceDown
          ? one(
              c,
              t(
                n`${seat(s)}把${card(id)}盖着召唤到${words.zh}`,
                n`${seat(s)} summons ${card(id)} face down onto ${words.en}`,
              ),
            )
          : one(
              c,
              t(
                n`${seat(s)}把${card(id)}召唤到${words.zh}`,
                n`${seat(s)} summons ${card(id)} onto ${words.en}`,
              ),
            ),
      ];
    }
    case 'handDiscarded':
      return [
        one(
          moveTo(w, id, 'discardPile'),
          t(n`${seat(s)}舍弃了手牌中的${card(id)}`, n`${seat(s)} discards ${card(id)} from hand`),
        ),
      ];
    case 'revealed':
      return [one({ kind: 'reveal', card: id }, t(n`${card(id)}被翻开`, n`${card(id)} is revealed`))];
    case 'strategyRevealed':
      return [
        one(
          { kind: 'reveal', card: id },
          t(n`${seat(s)}翻开战略卡${card(id)}`, n`${seat(s)} reveals the strategy ${card(id)}`),
        ),
      ];
    case 'toSoulYard':
      return [grouped(moveTo(w, id, 'soulYard'), 'soulYard', cardOf(id), ZONE_PREDICATE.soulYard)];
    case 'discarded':
      return [grouped(moveTo(w, id, 'discardPile'), 'discardPile', cardOf(id), ZONE_PREDICATE.discardPile)];
    case 'sent': {
      const zone = e.zone as string;
      return [
        grouped(moveTo(w, id, zone), zone, cardOf(id), ZONE_PREDICATE[zone] ?? ZONE_PREDICATE.discardPile),
      ];
    }
    case 'namesakeDiscarded':
      return [
        one(
          moveTo(w, id, 'discardPile'),
          t(
            n`与新主将同名的${card(id)}被送去废弃场`,
            n`${card(id)}, namesake of the new general, goes to the discard pile`,
          ),
        ),
      ];
    case 'trapSpent':
      return [
        one(
          moveTo(w, id, 'discardPile'),
          t(
            n`陷阱${card(id)}发动完毕，送去废弃场`,
            n`the trap ${card(id)} has resolved and goes to the discard pile`,
          ),
        ),
      ];
    case 'trapCleared':
      return [
        one(
          moveTo(w, id, 'discardPile'),
          t(n`陷阱${card(id)}被清除，送去废弃场`, n`the trap ${card(id)} is cleared to the discard pile`),
        ),
      ];
    case 'recovered':
      return [
        one(
          moveTo(w, id, 'hand'),
          t(n`${seat(s)}把${card(id)}加入手牌`, n`${seat(s)} takes ${card(id)} into hand`),
        ),
      ];
    case 'initiative':
      return [
        one(
          { kind: 'other' },
          t(n`${seat(s)}获得下一回合的先攻权`, n`${seat(s)} takes the initiative for the next round`),
        ),
      ];
    default:
      return null;
  }
}
