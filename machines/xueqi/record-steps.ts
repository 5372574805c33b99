/**
 * The consequences a single effect record tells by itself (a card entering, moving or leaving, a modifier, the
 * lifeline, the new turn, the result …), for consequences.ts, which walks the log and handles the records that
 * need what came before them (LP changes and their sources, destruction, draws, attacks).
 */
import { card, cardKind, n, seat } from '@/machines/engine';
import type { Consequence, Seat, StepEffect, ZoneRef } from '@/machines/engine';
import { placeOf, zoneRef } from './places';
import type { Place } from './places';
import type { XueqiState } from './state';

export const where = (p: Place | null, fallback: ZoneRef): ZoneRef => (p ? zoneRef(p) : fallback);

/** The consequence of record `e` (`next` is the record after it), or null when it tells nothing by itself. */
export function recordStep(
  before: XueqiState,
  after: XueqiState,
  e: StepEffect,
  next: StepEffect | undefined,
): Consequence | null {
  const S = e.seat as Seat;
  const id = e.id === undefined ? '' : String(e.id);
  const str = (v: unknown) => String(v);
  switch (e.type) {
    case 'enter': {
      const at = placeOf(after, id);
      const zone = e.slot ? 'slot' : 'extra';
      const to = at && at.zone === zone ? zoneRef(at) : { seat: S, zone };
      const place =
        zone === 'slot'
          ? at?.zone === 'slot'
            ? { zh: `第${at.index + 1}格`, en: `slot ${at.index + 1}` }
            : { zh: '生物格位', en: 'a creature slot' }
          : { zh: '额外区（不占格位）', en: 'extra area (no slot)' };
      const joins =
        e.via === 'battle' ? { zh: '，加入战斗', en: ', joining the battle' } : { zh: '', en: '' };
      return {
        kind: 'enter',
        card: id,
        to,
        text:
          e.via === 'hand'
            ? {
                zh: n`${card(id)}进入${seat(S)}的${place.zh}`,
                en: n`${card(id)} enters ${seat(S)}'s ${place.en}`,
              }
            : {
                zh: n`${card(id)}被召唤到${seat(S)}的${place.zh}${joins.zh}`,
                en: n`${card(id)} is summoned to ${seat(S)}'s ${place.en}${joins.en}`,
              },
      };
    }
    case 'expire': {
      const gone = next?.type === 'vanish' && str(next.id) === id;
      return {
        kind: 'move',
        card: id,
        from: where(placeOf(before, id), { seat: S, zone: 'slot' }),
        to: gone ? null : { seat: S, zone: 'graveyard' },
        text: {
          zh: n`${card(id)}的持续回合已满，离场（无人回复生命值）`,
          en: n`${card(id)}'s duration is over and it leaves the field (no one gains LP)`,
        },
      };
    }
    case 'vanish':
      return {
        kind: 'other',
        cards: [id],
        text: {
          zh: n`额外召唤的${card(id)}就此消失`,
          en: n`the extra-summoned ${card(id)} ceases to exist`,
        },
      };
    case 'discard':
      return {
        kind: 'move',
        card: id,
        from: { seat: S, zone: 'hand' },
        to: { seat: S, zone: 'graveyard' },
        text:
          e.why === 'limit'
            ? {
                zh: n`${seat(S)}因手牌超过上限丢弃${card(id)}`,
                en: n`${seat(S)} discards ${card(id)} for the hand limit`,
              }
            : { zh: n`${seat(S)}随机丢弃了${card(id)}`, en: n`${seat(S)} discards ${card(id)} at random` },
      };
    case 'leave': {
      const bottom = e.to === 'deckBottom';
      return {
        kind: 'move',
        card: id,
        from: where(placeOf(before, id), { seat: S, zone: 'slot' }),
        to: { seat: after.cards[id]?.owner ?? S, zone: bottom ? 'deck' : 'graveyard' },
        text: bottom
          ? { zh: n`${card(id)}回到卡组最下方`, en: n`${card(id)} goes to the bottom of the deck` }
          : {
              zh: n`${card(id)}不能回到卡组，进入墓地`,
              en: n`${card(id)} cannot go to a deck and goes to the graveyard`,
            },
      };
    }
    case 'search':
      return {
        kind: 'move',
        card: id,
        from: { seat: S, zone: 'deck' },
        to: { seat: S, zone: 'hand' },
        text: {
          zh: n`${seat(S)}从卡组把${cardKind(str(e.card))}加入手牌`,
          en: n`${seat(S)} adds ${cardKind(str(e.card))} from the deck to their hand`,
        },
      };
    case 'lifeline': {
      const P = e.protectedPlayer as Seat;
      const d = before.config.lifelineDuration;
      const span =
        d === 'game'
          ? { zh: '本局内', en: 'for the rest of the match' }
          : d === 'untilOpponentTurnEnd'
            ? { zh: '直到其下回合结束', en: 'until the end of their next turn' }
            : { zh: '本回合内', en: 'this turn' };
      return {
        kind: 'other',
        text: {
          zh: n`首次命运抽卡触发保命机制：${span.zh}${seat(P)}至少保留1点生命值，其下回合召唤免费`,
          en: n`First Fate Draw: the lifeline keeps ${seat(P)} at 1 LP or more ${span.en}, and their next turn's summons are free`,
        },
      };
    }
    case 'lifelineEnds':
      return { kind: 'other', text: { zh: ['保命机制结束'], en: ['the lifeline ends'] } };
    case 'modify': {
      const a = Number(e.amount);
      const stat = e.field === 'atk' ? { zh: '攻击力', en: 'attack' } : { zh: '生命力', en: 'life' };
      const span =
        e.duration === 'thisTurn' ? { zh: '本回合', en: 'this turn' } : { zh: '永久', en: 'permanently' };
      const sign = a >= 0 ? '+' : '';
      // setAtk / setLife (E46): the number the card now has, not the difference.
      const text =
        typeof e.set === 'number'
          ? {
              zh: n`${card(id)}的${stat.zh}变为${e.set}（${span.zh}）`,
              en: n`${card(id)}'s ${stat.en} becomes ${e.set} (${span.en})`,
            }
          : {
              zh: n`${card(id)}的${stat.zh}${sign}${a}（${span.zh}）`,
              en: n`${card(id)}'s ${stat.en} ${sign}${a} (${span.en})`,
            };
      return { kind: 'status', card: id, status: str(e.field), value: a, text };
    }
    case 'handLimit':
      return {
        kind: 'other',
        text: {
          zh: n`${seat(S)}的手牌超过上限，须丢弃${Number(e.count)}张`,
          en: n`${seat(S)} is over the hand limit and must discard ${Number(e.count)}`,
        },
      };
    case 'persist':
      return {
        kind: 'move',
        card: id,
        from: { seat: S, zone: 'hand' },
        to: where(placeOf(after, id), { seat: S, zone: 'support' }),
        text: { zh: n`${card(id)}留在支援区`, en: n`${card(id)} stays in the support area` },
      };
    case 'bottom':
      return {
        kind: 'move',
        card: id,
        from: { seat: S, zone: 'hand' },
        to: { seat: S, zone: 'deck' },
        text: {
          zh: n`${seat(S)}把${card(id)}放回卡组最下方`,
          en: n`${seat(S)} puts ${card(id)} on the bottom of the deck`,
        },
      };
    case 'deckOut':
      return { kind: 'other', text: { zh: n`${seat(S)}的卡组已空`, en: n`${seat(S)}'s deck is empty` } };
    case 'turnStart':
      return {
        kind: 'turn',
        turn: Number(e.turnNumber),
        seat: S,
        text: {
          zh: n`第${Number(e.round)}轮，第${Number(e.turnNumber)}回合：${seat(S)}的回合开始`,
          en: n`Round ${Number(e.round)}, turn ${Number(e.turnNumber)}: ${seat(S)}'s turn begins`,
        },
      };
    case 'gameOver': {
      const w = e.winner as Seat;
      const r = after.result?.text ?? { zh: '', en: '' };
      return {
        kind: 'result',
        winner: w,
        text: { zh: n`${seat(w)}获胜（${r.zh}）`, en: n`${seat(w)} wins (${r.en})` },
      };
    }
    default:
      return null;
  }
}
