/**
 * Author rulings (typed, zod-validated): move a card between zones, set a player's LP, or add a permanent
 * atk/life modifier to a creature on the field.
 */
import { z } from 'zod';
import { check, refuse } from '@/machines/engine';
import type { RulingKind, RulingSpec, Seat, Text } from '@/machines/engine';
import { cardNameOf, cardOf } from './catalog';
import { changeLp } from './rules/lp';
import { findCreature, removeCreature } from './rules/field';
import { enterField } from './effects/vocabulary';
import { fireLpChanged } from './effects/lp-changed';
import { ruleParams } from './rules/params';
import { settleLp } from './rules/result';
import type { XueqiState } from './state';
import { ZONE_NAMES } from './zones';

const seat = z.enum(['p1', 'p2']);
export const rulingSchema = z.discriminatedUnion('op', [
  z
    .object({
      op: z.literal('move'),
      card: z.string().min(1),
      to: z.enum(['deckTop', 'deckBottom', 'hand', 'graveyard', 'slot', 'extra', 'support']),
    })
    .strict(),
  z.object({ op: z.literal('setLp'), seat, value: z.number().int().min(-1_000_000).max(1_000_000) }).strict(),
  z
    .object({
      op: z.literal('modify'),
      card: z.string().min(1),
      field: z.enum(['atk', 'life']),
      amount: z.number().int().min(-100_000).max(100_000),
    })
    .strict(),
]);
export type XueqiRuling = z.infer<typeof rulingSchema>;

function take(s: XueqiState, card: string): void {
  for (const side of ['p1', 'p2'] as Seat[]) {
    const p = s.game.players[side];
    for (const list of [p.deck, p.hand, p.graveyard]) {
      const at = list.indexOf(card);
      if (at >= 0) {
        list.splice(at, 1);
        return;
      }
    }
    const sup = p.supportArea.findIndex((x) => x.id === card);
    if (sup >= 0) {
      p.supportArea.splice(sup, 1);
      return;
    }
  }
  const f = findCreature(s, card);
  if (f) removeCreature(s, f.seat, card);
}

export const ruling: RulingSpec<XueqiState, XueqiRuling> = {
  schema: rulingSchema,
  apply(s, change) {
    const mark = s.effects.length;
    applyRuling(s, change);
    fireLpChanged(s, mark);
    // A ruling can end the match (LP set to 0): the LP check runs at once, like after any step (R13).
    settleLp(s);
  },
  describe(s, change) {
    return describeRuling(s, change);
  },
  kinds: [
    {
      op: 'move',
      label: { zh: '移动卡牌', en: 'Move a card' },
      help: {
        zh: '把一张卡移到另一个区域（卡组顶或底、手牌、墓地、生物格位、额外区、支援区）；上场的生物会触发它的召唤时效果。',
        en: 'Moves a card to another zone (deck top or bottom, hand, graveyard, a creature slot, the extra area, the support area); a creature that enters the field fires its on-summon effects.',
      },
      fields: {
        card: { label: { zh: '卡牌', en: 'Card' }, pick: 'card' },
        to: { label: { zh: '移到', en: 'Move to' }, pick: 'zone' },
      },
    },
    {
      op: 'setLp',
      label: { zh: '设定生命值', en: 'Set life points' },
      help: {
        zh: '把一位玩家的生命值设为给定数值，记作作者裁定带来的变化；降到 0 或以下即判负。',
        en: "Sets a player's life points to the given value, recorded as a change by author ruling; at 0 or below that player loses.",
      },
      fields: {
        seat: { label: { zh: '玩家', en: 'Player' }, pick: 'seat' },
        value: { label: { zh: '生命值', en: 'Life points' }, pick: 'number' },
      },
    },
    {
      op: 'modify',
      label: { zh: '修改生物数值', en: 'Modify a creature' },
      help: {
        zh: '给场上的一只生物永久增减攻击力或生命力（负数为减少）。',
        en: 'Permanently raises or lowers the attack or life of a creature on the field (a negative number lowers it).',
      },
      fields: {
        card: { label: { zh: '生物', en: 'Creature' }, pick: 'card' },
        field: {
          label: { zh: '数值（攻击力或生命力）', en: 'Stat (attack or life)' },
          pick: 'option',
          options: [
            { value: 'atk', label: { zh: '攻击力', en: 'Attack' } },
            { value: 'life', label: { zh: '生命力', en: 'Life' } },
          ],
        },
        amount: { label: { zh: '增减', en: 'Change by' }, pick: 'number' },
      },
    },
  ] satisfies RulingKind[],
};

function applyRuling(s: XueqiState, change: XueqiRuling): void {
  if (change.op === 'setLp') {
    changeLp(s, change.seat, change.value - s.game.players[change.seat].lp, 'ruling', null);
    return;
  }
  const inst = s.cards[change.card];
  if (!inst) refuse('ERR_UNKNOWN_CARD', '没有这张卡', 'No such card', { card: change.card });
  const data = cardOf(s, inst.cardId);
  if (change.op === 'modify') {
    const f = findCreature(s, change.card);
    check(f, 'ERR_NOT_ON_FIELD', '这只生物不在场上', 'That creature is not on the field');
    if (change.field === 'atk') f.c.atkMod += change.amount;
    else f.c.lifeMod += change.amount;
    return;
  }
  const owner = inst.owner;
  const isExtra = data.kind === 'creature' && Boolean(data.extraOnly);
  check(
    !(isExtra && ['deckTop', 'deckBottom', 'hand'].includes(change.to)),
    'ERR_EXTRA_ZONE',
    '额外召唤卡牌不能进入手牌或卡组（R20）',
    'An extra-summoned card never goes to a hand or deck (R20)',
  );
  if (change.to === 'slot' || change.to === 'extra') {
    check(
      data.kind === 'creature',
      'ERR_NOT_A_CREATURE',
      '只有生物卡能上场',
      'Only creatures go onto the field',
    );
    check(
      !findCreature(s, change.card),
      'ERR_ALREADY_ON_FIELD',
      '这只生物已在场上',
      'That creature is already on the field',
    );
    if (change.to === 'slot') {
      check(
        s.game.players[owner].creatureSlots.length < ruleParams(s, owner).creatureSlotLimit,
        'ERR_SLOTS_FULL',
        '场地格位已满',
        'All creature slots are full',
      );
    }
    take(s, change.card);
    enterField(s, owner, change.card, { via: 'effect', occupiesSlot: change.to === 'slot', extra: isExtra });
    return;
  }
  if (change.to === 'support') {
    check(
      data.kind !== 'creature',
      'ERR_NOT_SUPPORT',
      '只有规则卡或数值卡能进入支援区',
      'Only rule or value cards go to the support area',
    );
    take(s, change.card);
    s.game.players[owner].supportArea.push({
      id: change.card,
      kind: data.kind as 'rule' | 'value',
      enteredTurn: s.game.turnNumber,
    });
    return;
  }
  take(s, change.card);
  const p = s.game.players[owner];
  if (change.to === 'deckTop') p.deck.unshift(change.card);
  else if (change.to === 'deckBottom') p.deck.push(change.card);
  else if (change.to === 'hand') p.hand.push(change.card);
  else p.graveyard.push(change.card);
}

function describeRuling(s: XueqiState, change: XueqiRuling): Text {
  if (change.op === 'setLp') {
    const n = s.players[change.seat].name;
    return { zh: `${n}的生命值设为${change.value}`, en: `${n}'s LP set to ${change.value}` };
  }
  const name = cardNameOf(s.cards[change.card]?.cardId ?? change.card, s);
  if (change.op === 'modify') {
    const f = change.field === 'atk' ? { zh: '攻击力', en: 'attack' } : { zh: '生命力', en: 'life' };
    return {
      zh: `「${name.zh}」${f.zh}${change.amount >= 0 ? '+' : ''}${change.amount}`,
      en: `${name.en} ${f.en} ${change.amount >= 0 ? '+' : ''}${change.amount}`,
    };
  }
  const to = ZONE_NAMES[change.to];
  return { zh: `「${name.zh}」移到${to.zh}`, en: `${name.en} moved to the ${to.en}` };
}
