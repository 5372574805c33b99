/**
 * Custom 星阶 cards for the generated-rules-text tests (card-text.test.ts): each uses vocabulary the starter cards
 * leave out (the triggers damaged, cardActivated, phaseEnd, equipBroken, flipped, attacks; negateActivation; the
 * conditions ownTurn, hpAtMost, deckHas, not/or; the targets bothAvatars, attackTarget, allCharacters, { all }).
 * Their text is left empty or out, so the card detail shows the generated words.
 */
import type { EquipmentCard, XCard, XEffect } from '@/content/xingjie/types';

const none = { zh: '', en: '' };
const fx = (e: Omit<XEffect, 'text'>): XEffect => ({ ...e, text: none });

/** 伏生: when damaged and still standing, draw a card. */
export const fusheng: XCard = {
  id: 'c-fusheng',
  type: 'character',
  name: { zh: '伏生', en: 'Fu Sheng' },
  rarity: 'rare',
  stars: 4,
  atk: 3,
  hp: 12,
  effects: [fx({ kind: 'triggered', trigger: { on: 'damaged' }, ops: [{ op: 'draw', n: 1 }] })],
  text: none,
};

/** 焚书令: a continuous trap that negates the first magic the opponent activates each turn. */
export const edict: XCard = {
  id: 'c-edict',
  type: 'trap',
  trapKind: 'continuous',
  name: { zh: '焚书令', en: 'Edict of the Burning' },
  rarity: 'scarce',
  effects: [
    fx({ kind: 'activated', ops: [] }),
    fx({
      kind: 'triggered',
      trigger: { on: 'cardActivated', filter: { controller: 'opponent', type: 'magic' } },
      limit: { per: 'turn', count: 1 },
      ops: [{ op: 'negateActivation' }],
    }),
  ],
  text: none,
};

/** 守夜人: as its controller's battle phase ends, draw; as the end phase ends, both avatars take 2. */
export const watchman: XCard = {
  id: 'c-watchman',
  type: 'character',
  name: { zh: '守夜人', en: 'Night Watchman' },
  rarity: 'common',
  stars: 2,
  atk: 1,
  hp: 4,
  effects: [
    fx({
      kind: 'triggered',
      trigger: { on: 'phaseEnd', filter: { phase: 'battle' } },
      ops: [{ op: 'draw', n: 1 }],
    }),
    fx({
      kind: 'triggered',
      trigger: { on: 'phaseEnd' },
      condition: { not: { is: 'hpAtMost', n: 10 } },
      ops: [{ op: 'damage', target: 'bothAvatars', n: 2 }],
    }),
  ],
  text: none,
};

/** 断水剑: +4/+2, one use; when it breaks its owner draws two. Its author left `text` out altogether. */
export const blade: Omit<EquipmentCard, 'text'> = {
  id: 'c-blade',
  type: 'equipment',
  equipKind: 'character',
  name: { zh: '断水剑', en: 'Water-parting Blade' },
  rarity: 'rare',
  durability: 1,
  atkBonus: 4,
  hpBonus: 2,
  effects: [fx({ kind: 'triggered', trigger: { on: 'equipBroken' }, ops: [{ op: 'draw', n: 2 }] })],
};

/** 机关城: flipped face up, destroys every opposing trap in the back row and heals every character. */
export const citadel: XCard = {
  id: 'c-citadel',
  type: 'character',
  name: { zh: '机关城', en: 'Citadel of Devices' },
  rarity: 'superRare',
  stars: 9,
  atk: 6,
  hp: 14,
  marks: ['墨'],
  effects: [
    fx({
      kind: 'triggered',
      trigger: { on: 'flipped' },
      ops: [
        { op: 'destroy', target: { all: { zone: 'back', controller: 'opponent', type: 'trap' } } },
        { op: 'heal', target: 'allCharacters', n: 3 },
      ],
    }),
  ],
  text: none,
};

/** 飞将: attacking, the attacked card gets −2 this turn; once a game, paying 3 HP on your turn's battle phase … */
export const flyer: XCard = {
  id: 'c-flyer',
  type: 'character',
  name: { zh: '飞将', en: 'Flying General' },
  rarity: 'legendary',
  stars: 12,
  atk: 14,
  hp: 11,
  effects: [
    fx({
      kind: 'triggered',
      trigger: { on: 'attacks' },
      ops: [{ op: 'modifyAtk', target: 'attackTarget', n: -2 }],
    }),
    fx({
      kind: 'activated',
      timing: ['battle'],
      condition: {
        and: [
          { is: 'ownTurn' },
          {
            or: [
              { is: 'hpAtMost', n: 30 },
              { is: 'deckHas', filter: { nameIs: '吕布' } },
            ],
          },
        ],
      },
      cost: [{ op: 'damage', target: 'ownAvatar', n: 3 }],
      ops: [
        { op: 'grantExtraAttacks', target: 'self', n: 2 },
        { op: 'modifySummonLimit', n: 'ignore', duration: 'untilEndOfNextTurn' },
      ],
      limit: { per: 'game', count: 2 },
    }),
  ],
  text: none,
};

/** 易容术: a normal magic with only its Chinese text written; the English is generated. */
export const disguise: XCard = {
  id: 'c-disguise',
  type: 'magic',
  magicKind: 'normal',
  name: { zh: '易容术', en: 'Art of Disguise' },
  rarity: 'common',
  effects: [
    fx({
      kind: 'activated',
      targets: [{ filter: { zone: 'front', controller: 'opponent', position: 'faceUp' }, count: 1 }],
      ops: [
        { op: 'changePosition', target: 'target0', to: 'faceDownDefense' },
        { op: 'modifyHp', target: 'target0', n: -3, duration: 'instant' },
      ],
    }),
  ],
  text: { zh: '对方一位表侧角色变为里侧，血量-3。', en: '' },
};

/** 伏生弟子: a normal magic that searches for another custom card by name (told by its name, in each language). */
export const pupil: XCard = {
  id: 'c-pupil',
  type: 'magic',
  magicKind: 'normal',
  name: { zh: '伏生弟子', en: "Fu Sheng's Pupil" },
  rarity: 'common',
  effects: [fx({ kind: 'activated', ops: [{ op: 'search', filter: { nameIs: '伏生' } }] })],
  text: none,
};

/** As an author writes them (the blade without `text`). */
export const CUSTOM: unknown[] = [fusheng, edict, watchman, blade, citadel, flyer, disguise, pupil];
