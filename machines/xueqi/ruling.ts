/**
 * Author rulings (typed, zod-validated): move a card between zones, set a player's LP, or add a permanent
 * atk/life modifier to a creature on the field.
 */
import { z } from 'zod';
import { check, refuse } from '@/machines/engine';
import type { RulingSpec, Seat, Text } from '@/machines/engine';
import { cardNameOf, getCard } from './catalog';
import { changeLp } from './rules/lp';
import { enterField, findCreature, removeCreature } from './rules/field';
import { ruleParams } from './rules/params';
import { finish } from './rules/gate';
import type { XueqiState } from './types';

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

const ZONE: Record<string, Text> = {
  deckTop: { zh: '卡组顶', en: 'the deck top' },
  deckBottom: { zh: '卡组底', en: 'the deck bottom' },
  hand: { zh: '手牌', en: 'the hand' },
  graveyard: { zh: '墓地', en: 'the graveyard' },
  slot: { zh: '场地格位', en: 'a creature slot' },
  extra: { zh: '额外区', en: 'the extra area' },
  support: { zh: '支援区', en: 'the support area' },
};

export const ruling: RulingSpec<XueqiState, XueqiRuling> = {
  schema: rulingSchema,
  apply(s, change) {
    applyRuling(s, change);
    // A ruling can end the match (LP set to 0) or put a card on the field: settle like any action.
    finish(s);
  },
  describe(s, change) {
    return describeRuling(s, change);
  },
};

function applyRuling(s: XueqiState, change: XueqiRuling): void {
  if (change.op === 'setLp') {
    changeLp(s, change.seat, change.value - s.game.players[change.seat].lp, 'ruling', null);
    return;
  }
  const inst = s.cards[change.card];
  if (!inst) refuse('ERR_UNKNOWN_CARD', '没有这张卡', 'No such card', { card: change.card });
  const data = getCard(inst.cardId);
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
  const name = cardNameOf(s.cards[change.card]?.cardId ?? change.card);
  if (change.op === 'modify') {
    const f = change.field === 'atk' ? { zh: '攻击力', en: 'attack' } : { zh: '生命力', en: 'life' };
    return {
      zh: `「${name.zh}」${f.zh}${change.amount >= 0 ? '+' : ''}${change.amount}`,
      en: `${name.en} ${f.en} ${change.amount >= 0 ? '+' : ''}${change.amount}`,
    };
  }
  return { zh: `「${name.zh}」移到${ZONE[change.to].zh}`, en: `${name.en} moved to ${ZONE[change.to].en}` };
}
