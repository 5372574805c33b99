/** Typed author rulings: move a card, set soul or altar damage, tap/untap, destroy an altar. */
import { z } from 'zod';
import { check, refuse } from '@/machines/engine/errors';
import type { Seat, Text } from '@/machines/engine/types';
import {
  boardOf,
  detach,
  locate,
  markOf,
  ownerOf,
  toBanished,
  toDiscard,
  toHand,
  toSoulYard,
} from './rules/board';
import { stateChecks } from './rules/damage';
import { cardName } from './narrate';
import type { WuhunzhiState } from './types';

const seat = z.enum(['p1', 'p2']);
export const rulingSchema = z.discriminatedUnion('op', [
  z
    .object({
      op: z.literal('move'),
      card: z.string(),
      to: z.enum(['hand', 'discardPile', 'soulYard', 'banished', 'deckTop', 'deckBottom', 'cell']),
      cell: z.number().int().min(1).max(9).optional(),
      tapped: z.boolean().optional(),
    })
    .strict(),
  z
    .object({ op: z.literal('setSoulDamage'), card: z.string(), value: z.number().int().min(0).max(100000) })
    .strict(),
  z
    .object({
      op: z.literal('setAltarDamage'),
      seat,
      altar: z.number().int().min(0).max(4),
      value: z.number().int().min(0).max(100000),
    })
    .strict(),
  z.object({ op: z.literal('setTapped'), card: z.string(), tapped: z.boolean() }).strict(),
]);
export type Ruling = z.infer<typeof rulingSchema>;

const ZONE_TEXT: Record<string, Text> = {
  hand: { zh: '手牌', en: 'hand' },
  discardPile: { zh: '废弃场', en: 'discard pile' },
  soulYard: { zh: '置魂场', en: 'soul yard' },
  banished: { zh: '除外', en: 'banished' },
  deckTop: { zh: '牌库顶', en: 'top of deck' },
  deckBottom: { zh: '牌库底', en: 'bottom of deck' },
  cell: { zh: '沙场', en: 'sand field' },
};

export function applyRuling(s: WuhunzhiState, r: Ruling): void {
  if (r.op === 'setAltarDamage') {
    const a = boardOf(s, r.seat as Seat).altars[r.altar];
    check(a, 'ERR_NO_ALTAR', '没有这个祭坛', 'No such altar');
    a.damage = r.value;
    stateChecks(s);
    return;
  }
  check(r.card in s.cards, 'ERR_UNKNOWN_CARD', '没有这张卡', 'No such card', { card: r.card });
  const loc = locate(s, r.card);
  check(loc && loc.zone !== 'altar', 'ERR_RULING_ZONE', '祭坛卡不能移动', 'Altar cards cannot be moved', {
    card: r.card,
  });
  if (r.op === 'setSoulDamage') {
    markOf(s, r.card).damage = r.value;
    stateChecks(s);
    return;
  }
  if (r.op === 'setTapped') {
    markOf(s, r.card).tapped = r.tapped;
    return;
  }
  const owner = ownerOf(s, r.card);
  const b = boardOf(s, owner);
  switch (r.to) {
    case 'hand':
      return toHand(s, r.card);
    case 'discardPile':
      return toDiscard(s, r.card);
    case 'soulYard':
      return toSoulYard(s, r.card, r.tapped ?? false);
    case 'banished':
      return toBanished(s, r.card);
    case 'deckTop':
    case 'deckBottom':
      detach(s, r.card);
      delete s.game.marks[r.card];
      if (r.to === 'deckTop') b.deck.unshift(r.card);
      else b.deck.push(r.card);
      return;
    case 'cell': {
      check(
        r.cell && b.sandField[r.cell - 1] === null,
        'ERR_CELL_OCCUPIED',
        '目标格子必须为空',
        'The target cell must be empty',
      );
      detach(s, r.card);
      b.sandField[r.cell - 1] = r.card;
      const m = markOf(s, r.card);
      m.faceUp = true;
      m.tapped = r.tapped ?? false;
      return;
    }
    default:
      refuse('ERR_RULING_ZONE', '未知的区域', 'Unknown zone');
  }
}

export function describeRuling(s: WuhunzhiState, r: Ruling): Text {
  const n = (id: string) => (s.cards[id] ? cardName(s.cards[id].cardId) : { zh: id, en: id });
  switch (r.op) {
    case 'setAltarDamage':
      return {
        zh: `${s.players[r.seat as Seat].name}的第${r.altar + 1}号祭坛伤害设为${r.value}`,
        en: `${s.players[r.seat as Seat].name}'s altar ${r.altar + 1} damage set to ${r.value}`,
      };
    case 'setSoulDamage':
      return {
        zh: `「${n(r.card).zh}」的伤害设为${r.value}`,
        en: `${n(r.card).en}'s damage set to ${r.value}`,
      };
    case 'setTapped':
      return {
        zh: `「${n(r.card).zh}」${r.tapped ? '横置' : '正立'}`,
        en: `${n(r.card).en} ${r.tapped ? 'tapped' : 'untapped'}`,
      };
    default:
      return {
        zh: `「${n(r.card).zh}」移到${ZONE_TEXT[r.to].zh}${r.cell ? `第${r.cell}格` : ''}`,
        en: `${n(r.card).en} moved to ${ZONE_TEXT[r.to].en}${r.cell ? ` cell ${r.cell}` : ''}`,
      };
  }
}
