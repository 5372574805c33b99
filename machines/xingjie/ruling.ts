/**
 * Author rulings: typed state changes an author may make when the story needs something the engine does not
 * model (move a card anywhere, set an avatar's HP, a character's damage, an equipment's durability, a rank).
 */
import { z } from 'zod';
import { refuse } from '@/machines/engine';
import type { RulingSpec, Seat, Text } from '@/machines/engine';
import type { XingjieState } from './state';
import {
  P,
  dataOf,
  newCharacter,
  removeCharacter,
  removeCharacterEquip,
  removePersonEquip,
  toPile,
} from './rules/board';
import { destroyDead } from './effects/resolve';
import { checkGameEnd, syncActive } from './rules/turn';
import { CHART } from './machine-ref';
import { sendPhase } from '@/machines/engine';
import { cardData } from './cards';

const seat = z.enum(['p1', 'p2']);
export const rulingSchema = z.discriminatedUnion('op', [
  z
    .object({
      op: z.literal('move'),
      card: z.string().min(1),
      to: z.enum(['hand', 'graveyard', 'banished', 'deckTop', 'deckBottom', 'front', 'back']),
      position: z.enum(['attack', 'defense', 'faceDownDefense']).optional(),
    })
    .strict(),
  z.object({ op: z.literal('setHp'), seat, value: z.number().int().min(0).max(100000) }).strict(),
  z
    .object({
      op: z.literal('setDamage'),
      seat,
      slot: z.number().int().min(0).max(11),
      value: z.number().int().min(0).max(100000),
    })
    .strict(),
  z
    .object({
      op: z.literal('setDurability'),
      card: z.string().min(1),
      value: z.number().int().min(0).max(1000),
    })
    .strict(),
  z.object({ op: z.literal('setRank'), seat, value: z.number().int().min(1).max(100) }).strict(),
]);
export type XingjieRuling = z.infer<typeof rulingSchema>;

/** Take a card out of whatever zone it is in (a character's equipment goes to the graveyard). */
function extract(s: XingjieState, id: string): void {
  for (const side of ['p1', 'p2'] as Seat[]) {
    const p = P(s, side);
    for (const pile of ['deck', 'hand', 'graveyard', 'banished'] as const) {
      const at = p[pile].indexOf(id);
      if (at >= 0) {
        p[pile].splice(at, 1);
        return;
      }
    }
    const f = p.front.findIndex((c) => c?.id === id);
    if (f >= 0) {
      removeCharacter(s, side, f, 'graveyard');
      P(s, s.cards[id].owner).graveyard.pop();
      return;
    }
    const b = p.back.findIndex((c) => c?.id === id);
    if (b >= 0) {
      if (p.back[b]!.equippedTo) {
        removeCharacterEquip(s, id, 'effect');
        P(s, s.cards[id].owner).graveyard.pop();
      } else p.back[b] = null;
      return;
    }
    if (p.field === id) {
      p.field = null;
      return;
    }
    if (p.personEquips.some((e) => e.id === id)) {
      removePersonEquip(s, side, id, 'effect');
      P(s, s.cards[id].owner).graveyard.pop();
      return;
    }
  }
}

function applyRuling(s: XingjieState, c: XingjieRuling): void {
  if (c.op === 'setHp') {
    P(s, c.seat).hp = c.value;
    checkGameEnd(s);
    return;
  }
  if (c.op === 'setRank') {
    P(s, c.seat).rank = c.value;
    return;
  }
  if (c.op === 'setDamage') {
    const ch = P(s, c.seat).front[c.slot];
    if (!ch) refuse('ERR_NO_CHARACTER', '该格没有角色', 'There is no character in that slot');
    ch.damage = c.value;
    destroyDead(s);
    checkGameEnd(s);
    return;
  }
  if (!s.cards[c.card]) refuse('ERR_UNKNOWN_CARD', '没有这张卡', 'No such card', { card: c.card });
  if (c.op === 'setDurability') {
    for (const side of ['p1', 'p2'] as Seat[]) {
      const b = P(s, side).back.find((x) => x?.id === c.card && x.durabilityLeft !== null);
      if (b) {
        b.durabilityLeft = c.value;
        if (c.value === 0) removeCharacterEquip(s, c.card, 'broken');
        return;
      }
      const e = P(s, side).personEquips.find((x) => x.id === c.card);
      if (e) {
        e.durabilityLeft = c.value;
        if (c.value === 0) removePersonEquip(s, side, c.card, 'broken');
        return;
      }
    }
    refuse('ERR_NOT_EQUIPPED', '这张卡不是场上的装备', 'That card is not equipment in play');
  }
  const owner = s.cards[c.card].owner;
  const card = dataOf(s, c.card);
  if (c.to === 'front') {
    if (card.type !== 'character')
      refuse('ERR_NOT_CHARACTER', '只有角色卡可以放到前场', 'Only characters go to the front row');
    const slot = P(s, owner).front.indexOf(null);
    if (slot < 0) refuse('ERR_FRONT_ROW_FULL', '前场已满', 'The front row is full');
    extract(s, c.card);
    P(s, owner).front[slot] = newCharacter(c.card, c.position ?? 'attack', s.turn);
    return;
  }
  if (c.to === 'back') {
    if (
      card.type === 'character' ||
      card.type === 'equipment' ||
      (card.type === 'magic' && card.magicKind === 'field')
    ) {
      refuse(
        'ERR_NOT_SETTABLE',
        '只有魔法卡和陷阱卡可以盖放到后场',
        'Only magic and traps can be set in the back row',
      );
    }
    const slot = P(s, owner).back.indexOf(null);
    if (slot < 0) refuse('ERR_BACK_ROW_FULL', '后场已满', 'The back row is full');
    extract(s, c.card);
    P(s, owner).back[slot] = {
      id: c.card,
      faceUp: false,
      setTurn: s.turn,
      equippedTo: null,
      durabilityLeft: null,
    };
    return;
  }
  extract(s, c.card);
  toPile(s, c.card, c.to);
}

export const ruling: RulingSpec<XingjieState, XingjieRuling> = {
  schema: rulingSchema,
  apply(s, c) {
    applyRuling(s, c);
    if (s.result && s.phase !== 'over') sendPhase(CHART(), s, { type: 'sync' });
    syncActive(s);
  },
  describe(s, c): Text {
    const name = (id: string) => {
      const card = s.cards[id] ? cardData(s.cards[id].cardId) : null;
      return card ? card.name : { zh: id, en: id };
    };
    const who = (seat: Seat) => s.players[seat].name;
    switch (c.op) {
      case 'setHp':
        return {
          zh: `${who(c.seat)}的人物血量设为${c.value}`,
          en: `${who(c.seat)}'s avatar HP set to ${c.value}`,
        };
      case 'setRank':
        return { zh: `${who(c.seat)}的位阶设为${c.value}`, en: `${who(c.seat)}'s rank set to ${c.value}` };
      case 'setDamage':
        return {
          zh: `${who(c.seat)}第${c.slot + 1}格角色的伤害设为${c.value}`,
          en: `damage of ${who(c.seat)}'s slot ${c.slot + 1} set to ${c.value}`,
        };
      case 'setDurability':
        return {
          zh: `「${name(c.card).zh}」的耐久设为${c.value}`,
          en: `${name(c.card).en}'s durability set to ${c.value}`,
        };
      default:
        return { zh: `「${name(c.card).zh}」移到${c.to}`, en: `${name(c.card).en} moved to ${c.to}` };
    }
  },
};
