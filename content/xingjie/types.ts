/**
 * 星阶 card data types. Content is data only; the engine (machines/xingjie) validates and interprets it.
 * Effects are declarations in the shared effect vocabulary shape (machines/engine/effects.ts).
 */
export type Rarity =
  'plain' | 'common' | 'rare' | 'scarce' | 'superRare' | 'ultraScarce' | 'legendary' | 'mythic';

export interface XOp {
  op: string;
  [arg: string]: unknown;
}
export type XCondition =
  { and: XCondition[] } | { or: XCondition[] } | { not: XCondition } | { is: string; [arg: string]: unknown };

export interface XEffect {
  kind: 'activated' | 'triggered' | 'continuous';
  trigger?: { on: string; filter?: Record<string, unknown> };
  /** Windows (phases) in which an activated effect may be used: start, draw, action, battle, end, onAttackDeclared. */
  timing?: string[];
  condition?: XCondition;
  cost?: XOp[];
  targets?: Array<{ filter?: Record<string, unknown>; count?: number }>;
  ops: XOp[];
  limit?: { per: 'turn' | 'game'; count: number };
  duration?: 'instant' | 'thisTurn' | 'untilEndOfNextTurn' | 'whileOnField';
  text: { zh: string; en: string };
}

interface Base {
  id: string;
  name: { zh: string; en: string };
  rarity: Rarity;
  auras?: string[];
  marks?: string[];
  era?: string;
  effects?: XEffect[];
  text: { zh: string; en: string };
}
export interface CharacterCard extends Base {
  type: 'character';
  stars: number;
  atk: number;
  hp: number;
}
export interface MagicCard extends Base {
  type: 'magic';
  magicKind: 'field' | 'normal' | 'continuous';
}
export interface TrapCard extends Base {
  type: 'trap';
  trapKind: 'normal' | 'continuous';
}
export interface EquipmentCard extends Base {
  type: 'equipment';
  equipKind: 'character' | 'person';
  durability: number;
  atkBonus: number;
  hpBonus: number;
}
export type XCard = CharacterCard | MagicCard | TrapCard | EquipmentCard;
