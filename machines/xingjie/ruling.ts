/**
 * Author rulings: typed state changes an author may make when the story needs something the engine does not
 * model (move a card anywhere, set an avatar's HP, a character's damage, an equipment's durability, a rank).
 */
import { z } from 'zod';
import { refuse } from '@/machines/engine';
import type { RulingKind, RulingSpec, Seat, Text } from '@/machines/engine';
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
import { checkGameEnd } from './rules/result';
import { cardOf } from './catalog';
import { POSITION_WORDS, ZONE_NAMES } from './words';

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
      removeCharacter(s, side, f, 'graveyard', 'ruling');
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
    destroyDead(s, 'ruling');
    checkGameEnd(s);
    return;
  }
  if (!s.cards[c.card]) refuse('ERR_UNKNOWN_CARD', '没有这张卡', 'No such card', { card: c.card });
  if (c.op === 'setDurability') {
    for (const side of ['p1', 'p2'] as Seat[]) {
      const b = P(s, side).back.find((x) => x?.id === c.card && x.durabilityLeft !== null);
      if (b) {
        b.durabilityLeft = c.value;
        if (c.value === 0) removeCharacterEquip(s, c.card, 'broken', 'ruling');
        return;
      }
      const e = P(s, side).personEquips.find((x) => x.id === c.card);
      if (e) {
        e.durabilityLeft = c.value;
        if (c.value === 0) removePersonEquip(s, side, c.card, 'broken', 'ruling');
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
  toPile(s, c.card, c.to, 'ruling');
}

/** A ruling in words, slots counted from 1 and zones by the board's names (it is told to every reader alike). */
function describeRuling(s: XingjieState, c: XingjieRuling): Text {
  const name = (id: string) => (s.cards[id] ? cardOf(s, s.cards[id].cardId).name : { zh: id, en: id });
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
        zh: `${who(c.seat)}前场第${c.slot + 1}格角色所受的伤害设为${c.value}`,
        en: `the damage on the character in ${who(c.seat)}'s front-row slot ${c.slot + 1} set to ${c.value}`,
      };
    case 'setDurability':
      return {
        zh: `「${name(c.card).zh}」的耐久设为${c.value}`,
        en: `${name(c.card).en}'s durability set to ${c.value}`,
      };
    default: {
      const to = ZONE_NAMES[c.to];
      const pos = c.to === 'front' ? POSITION_WORDS[c.position ?? 'attack'] : null;
      const as = c.to === 'back' ? { zh: '，盖放', en: ', set face down' } : null;
      const how = pos ? { zh: `（${pos.zh}）`, en: ` in ${pos.en}` } : (as ?? { zh: '', en: '' });
      return {
        zh: `「${name(c.card).zh}」移到${to.zh}${how.zh}`,
        en: `${name(c.card).en} moved to the ${to.en}${how.en}`,
      };
    }
  }
}

const seatField = { label: { zh: '玩家', en: 'Player' }, pick: 'seat' } as const;

/** Each ruling kind explained for the ruling form (one sentence each, fields labelled with their pickers). */
export const RULING_KINDS: readonly RulingKind[] = [
  {
    op: 'move',
    label: { zh: '移动一张卡', en: 'Move a card' },
    help: {
      zh: '把任意一张卡移到手牌、墓地、除外区、卡组顶或卡组底、前场（可选表示形式）或后场（作为盖放的卡）；不会触发任何效果。',
      en: 'Moves any card to the hand, graveyard, banished zone, top or bottom of the deck, the front row (in a position you choose) or the back row (as a set card); no effect triggers.',
    },
    fields: {
      card: { label: { zh: '卡', en: 'Card' }, pick: 'card' },
      to: { label: { zh: '移到', en: 'Move to' }, pick: 'zone' },
      position: {
        label: { zh: '表示形式（前场）', en: 'Position (front row)' },
        pick: 'option',
        options: Object.entries(POSITION_WORDS).map(([value, label]) => ({ value, label })),
      },
    },
  },
  {
    op: 'setHp',
    label: { zh: '设定人物血量', en: "Set an avatar's HP" },
    help: {
      zh: '把一位玩家的人物血量设为给定的数值；设为 0 即判负。',
      en: "Sets a player's avatar HP to the value given; 0 loses the match.",
    },
    fields: { seat: seatField, value: { label: { zh: '血量', en: 'HP' }, pick: 'number' } },
  },
  {
    op: 'setDamage',
    label: { zh: '设定角色所受伤害', en: "Set a character's damage" },
    help: {
      zh: '把前场某一格角色身上累计的伤害设为给定的数值；伤害达到血量时角色被击败。',
      en: 'Sets the damage a front-row character has taken to the value given; at its HP the character is destroyed.',
    },
    fields: {
      seat: seatField,
      slot: { label: { zh: '前场的第几格', en: 'Front-row slot' }, pick: 'slot' },
      value: { label: { zh: '伤害', en: 'Damage' }, pick: 'number' },
    },
  },
  {
    op: 'setDurability',
    label: { zh: '设定装备耐久', en: "Set equipment's durability" },
    help: {
      zh: '把场上一件装备剩余的耐久设为给定的数值；设为 0 时装备损坏，送入墓地。',
      en: 'Sets the durability left on a piece of equipment in play; at 0 it breaks and goes to the graveyard.',
    },
    fields: {
      card: { label: { zh: '装备', en: 'Equipment' }, pick: 'card' },
      value: { label: { zh: '耐久', en: 'Durability' }, pick: 'number' },
    },
  },
  {
    op: 'setRank',
    label: { zh: '设定位阶', en: 'Set a rank' },
    help: {
      zh: '把一位玩家的位阶设为给定的数值（影响召唤限制，不改变血量）。',
      en: "Sets a player's rank to the value given (it moves the summon limit, not the HP).",
    },
    fields: { seat: seatField, value: { label: { zh: '位阶', en: 'Rank' }, pick: 'number' } },
  },
];

export const ruling: RulingSpec<XingjieState, XingjieRuling> = {
  schema: rulingSchema,
  apply: applyRuling,
  kinds: RULING_KINDS,
  describe: describeRuling,
};
