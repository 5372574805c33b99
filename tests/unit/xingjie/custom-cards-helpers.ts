/** Test helpers for 星阶 custom cards: card builders in the starter cards' shape and matches that carry them. */
import { createMatch, createMatchOrThrow } from '@/machines/engine';
import type { RuleError } from '@/machines/engine';
import type { XCard, XEffect } from '@/content/xingjie/types';
import type { XingjieState } from '@/machines/xingjie/state';
import { def, setupOf } from './helpers';
import type { MatchOpts } from './helpers';

const t = (zh: string, en: string) => ({ zh, en });
const none = t('', '');

export const customChar = (
  id: string,
  stars: number,
  atk: number,
  hp: number,
  effects: XEffect[] = [],
): XCard => ({
  id,
  type: 'character',
  name: t(`${id}侠`, `Hero ${id}`),
  rarity: 'rare',
  stars,
  atk,
  hp,
  auras: ['江湖'],
  effects,
  text: t('作者写的角色。', 'A character the author wrote.'),
});
export const customMagic = (
  id: string,
  magicKind: 'normal' | 'continuous' | 'field',
  effects: XEffect[],
): XCard => ({
  id,
  type: 'magic',
  magicKind,
  name: t(`${id}术`, `Spell ${id}`),
  rarity: 'common',
  effects,
  text: t('作者写的魔法。', 'A magic card the author wrote.'),
});
export const customTrap = (id: string, trapKind: 'normal' | 'continuous', effects: XEffect[]): XCard => ({
  id,
  type: 'trap',
  trapKind,
  name: t(`${id}阵`, `Trap ${id}`),
  rarity: 'common',
  effects,
  text: t('作者写的陷阱。', 'A trap the author wrote.'),
});
export const customEquip = (
  id: string,
  equipKind: 'character' | 'person',
  durability: number,
  atkBonus: number,
  hpBonus: number,
  effects: XEffect[] = [],
): XCard => ({
  id,
  type: 'equipment',
  equipKind,
  durability,
  atkBonus,
  hpBonus,
  name: t(`${id}剑`, `Blade ${id}`),
  rarity: 'rare',
  effects,
  text: t('作者写的装备。', 'Equipment the author wrote.'),
});
export const fx = (e: Omit<XEffect, 'text'>): XEffect => ({ ...e, text: none });

/** A casual match (helpers.ts setupOf) carrying these custom cards. */
export const withCards = (cards: XCard[], o: MatchOpts = {}) =>
  createMatchOrThrow<XingjieState>(def, { ...setupOf(o), cards });

/** The refusal of a match carrying these cards (throws when it is accepted). */
export function refusedCards(cards: unknown, o: MatchOpts = {}): RuleError {
  const r = createMatch(def, { ...setupOf(o), cards: cards as unknown[] });
  if (!('code' in r)) throw new Error('accepted');
  return r as RuleError;
}
