/** Typed author rulings: move a card, set soul or altar damage, tap/untap, destroy an altar. */
import { z } from 'zod';
import { check, refuse } from '@/machines/engine/errors';
import type { RulingKind } from '@/machines/engine/definition';
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
import { stateChecks } from './effects/resolve';
import { cardName } from './catalog';
import type { WuhunzhiState } from './state';
import { hiddenFrom } from './view';
import { ZONE_NAMES } from './words';

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

const CARD = { label: { zh: '卡牌', en: 'Card' }, pick: 'card' } as const;

/** Each ruling kind explained for the ruling form: its title, one sentence, and its fields. */
export const RULING_KINDS: readonly RulingKind[] = [
  {
    op: 'move',
    label: { zh: '移动一张卡', en: 'Move a card' },
    help: {
      zh: '把一张卡（祭坛卡除外）放到手牌、废弃场、置魂场、除外区、牌库顶或牌库底，或放到其主人沙场上的一个空格子里。',
      en: "Put a card (not an altar) into its owner's hand, discard pile, soul yard, banished zone, on top of or at the bottom of the deck, or on an empty cell of its owner's sand field.",
    },
    fields: {
      card: CARD,
      to: { label: { zh: '去向', en: 'To' }, pick: 'zone' },
      cell: {
        label: {
          zh: '沙场格子（1–9，去向为沙场时）',
          en: 'Sand-field cell (1–9, when moved to the sand field)',
        },
        pick: 'number',
      },
      tapped: {
        label: { zh: '横置（去置魂场或沙场时）', en: 'Tapped (to the soul yard or sand field)' },
        pick: 'option',
      },
    },
  },
  {
    op: 'setSoulDamage',
    label: { zh: '设定灵魂卡的伤害', en: "Set a soul's damage" },
    help: {
      zh: '把一张卡累计受到的伤害设为给定的数值；伤害达到原始战力的沙场灵魂卡随即被横置。',
      en: 'Set the damage a card has taken to the given number; a sand-field soul whose damage reaches its base power is tapped at once.',
    },
    fields: { card: CARD, value: { label: { zh: '伤害', en: 'Damage' }, pick: 'number' } },
  },
  {
    op: 'setAltarDamage',
    label: { zh: '设定祭坛的伤害', en: "Set an altar's damage" },
    help: {
      zh: '把一名玩家的一个祭坛本回合受到的伤害设为给定的数值；达到 2000（或规则设定的破坏值）的祭坛随即被破坏。',
      en: "Set the damage one of a player's altars has taken this round; an altar that reaches 2000 (or the configured threshold) is destroyed at once.",
    },
    fields: {
      seat: { label: { zh: '玩家', en: 'Player' }, pick: 'seat' },
      altar: {
        label: {
          zh: '祭坛（从左数第几个）',
          en: 'Altar (counted from the left)',
        },
        pick: 'slot',
      },
      value: { label: { zh: '伤害', en: 'Damage' }, pick: 'number' },
    },
  },
  {
    op: 'setTapped',
    label: { zh: '横置或正立一张卡', en: 'Tap or untap a card' },
    help: {
      zh: '把一张卡改为横置或正立，伤害不变；横置的沙场灵魂卡不再行动，并在结束阶段送去置魂场。',
      en: 'Turn a card tapped or upright without changing its damage; a tapped sand-field soul skips its action and goes to the soul yard in the end phase.',
    },
    fields: { card: CARD, tapped: { label: { zh: '横置', en: 'Tapped' }, pick: 'option' } },
  },
];

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
      return toDiscard(s, r.card, 'ruling');
    case 'soulYard':
      return toSoulYard(s, r.card, r.tapped ?? false, 'ruling');
    case 'banished':
      return toBanished(s, r.card, 'ruling');
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

/** Ruling destinations whose cards everyone sees afterwards. */
const PUBLIC_TO = ['discardPile', 'soulYard', 'banished', 'cell'];

/**
 * The ruling in words. The kernel tells it alike to every reader, so a card is named only when everyone could
 * see it before the ruling or will see it after it; otherwise it is an unrevealed card of its owner.
 */
export function describeRuling(s: WuhunzhiState, r: Ruling): Text {
  const n = (id: string, shownAfter = false): Text => {
    const c = s.cards[id];
    if (!c) return { zh: id, en: id };
    const hidden = hiddenFrom(s, 'p1').includes(id) || hiddenFrom(s, 'p2').includes(id);
    if (hidden && !shownAfter) {
      const who = s.players[c.owner].name;
      return { zh: `${who}的一张未公开的卡`, en: `an unrevealed card of ${who}` };
    }
    const name = cardName(c.cardId, s);
    return { zh: `「${name.zh}」`, en: name.en };
  };
  switch (r.op) {
    case 'setAltarDamage':
      return {
        zh: `${s.players[r.seat as Seat].name}的第${r.altar + 1}号祭坛伤害设为${r.value}`,
        en: `${s.players[r.seat as Seat].name}'s altar ${r.altar + 1} damage set to ${r.value}`,
      };
    case 'setSoulDamage':
      return { zh: `${n(r.card).zh}的伤害设为${r.value}`, en: `damage of ${n(r.card).en} set to ${r.value}` };
    case 'setTapped':
      return {
        zh: `${n(r.card).zh}${r.tapped ? '横置' : '正立'}`,
        en: `${n(r.card).en} ${r.tapped ? 'tapped' : 'untapped'}`,
      };
    default: {
      const c = n(r.card, PUBLIC_TO.includes(r.to));
      const to: Text =
        r.to === 'cell' ? { zh: `沙场第${r.cell}格`, en: `sand-field cell ${r.cell}` } : ZONE_NAMES[r.to];
      return { zh: `${c.zh}移到${to.zh}`, en: `${c.en} moved to the ${to.en}` };
    }
  }
}
