/**
 * Shapes of 血契 content data: cards (machines/xueqi validates these with zod at load time and interprets the
 * effects with its vocabulary, machines/xueqi/effects/) and example starting positions (validated by
 * machines/xueqi/position.ts when a match starts from one).
 */
export interface XText {
  zh: string;
  en: string;
}

/** An effect declaration in the shared vocabulary shape (machines/engine/effects.ts). */
export interface XEffectData {
  kind: 'activated' | 'triggered' | 'continuous';
  timing?: Array<'main' | 'battle' | 'afterAttack' | 'duringBattle'>;
  trigger?: {
    on: 'summoned' | 'destroyed' | 'attacks' | 'attacked' | 'turnStart' | 'turnEnd' | 'lpChanged';
    filter?: Record<string, unknown>;
  };
  condition?: Record<string, unknown>;
  cost?: Array<{ op: string; [arg: string]: unknown }>;
  targets?: Array<{ filter?: Record<string, unknown>; count?: number }>;
  ops: Array<{ op: string; [arg: string]: unknown }>;
  limit?: { per: 'turn' | 'game'; count: number };
  duration?: unknown;
  text?: { zh: string; en?: string };
}

export interface CreatureCardData {
  id: string;
  kind: 'creature';
  name: XText;
  rank: number;
  atk: number;
  life: number;
  /** 回合持續時間: leaves the field when it runs out (R43). */
  durationTurns?: number;
  /** Extra-summon definitions (額外召喚卡牌) are not deck cards. */
  extraOnly?: boolean;
  text: XText;
  effects?: XEffectData[];
}

export interface SupportCardData {
  id: string;
  kind: 'rule' | 'value';
  name: XText;
  rank: number;
  persistent: boolean;
  text: XText;
  effect: XEffectData;
}

export type XueqiCardData = CreatureCardData | SupportCardData;

/** A creature on the field: its card id, or the id with its mid-game state. */
export type XueqiCreatureData =
  | string
  | {
      card: string;
      atkMod?: number;
      lifeMod?: number;
      turnsLeft?: number;
      cannotAttack?: boolean;
      cannotAttackNextTurn?: boolean;
      usedEffects?: number[];
      usedThisTurn?: number[];
      atkThisTurn?: number;
      lifeThisTurn?: number;
      enteredTurn?: number;
      via?: 'hand' | 'rule' | 'value' | 'effect' | 'battle';
      attacks?: number;
      extraAttacks?: number;
      directAttack?: boolean;
    };

/** The shape of machines/xueqi/position.ts (docs/rules/xueqi.md, "Starting positions / 起始局面"), as data. */
export interface XueqiSeatPositionData {
  lp?: number;
  hand?: string[];
  graveyard?: Array<string | { card: string; how?: string; turn?: number }>;
  creatureSlots?: XueqiCreatureData[];
  extraCreatures?: XueqiCreatureData[];
  supportArea?: Array<string | { card: string; usedEffects?: number[]; usedThisTurn?: number[] }>;
  /** The remaining deck exactly, top first (no deck list used). */
  deck?: string[];
  shuffleDeck?: boolean;
  deckEmptied?: boolean;
  fateDrawTurn?: number;
  usedSkills?: number[];
  usedSkillsThisTurn?: number[];
}

export interface XueqiPositionData {
  turn: number;
  active: 'p1' | 'p2';
  phase?: 'start' | 'draw' | 'main' | 'battle';
  drew?: boolean;
  battleFought?: boolean;
  battleReturnsToMain?: boolean;
  pending?:
    { seat: 'p1' | 'p2'; choice: 'bottomOne' } | { seat: 'p1' | 'p2'; choice: 'discard'; count: number };
  bottomOwed?: boolean;
  p1?: XueqiSeatPositionData;
  p2?: XueqiSeatPositionData;
}

export interface XueqiExamplePosition {
  id: string;
  name: { zh: string; en: string };
  description: { zh: string; en: string };
  /** Deck ids of content/xueqi/decks.ts (`DECKS`), per seat; a scene with exact decks needs none. */
  deck?: { p1: string; p2: string };
  position: XueqiPositionData;
}
