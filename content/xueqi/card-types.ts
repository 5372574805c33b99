/**
 * Shapes of 血契 card data. Data only: machines/xueqi validates these with zod at load time and interprets the
 * effects with its vocabulary (machines/xueqi/effects/).
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
    on: 'summoned' | 'destroyed' | 'attacks' | 'attacked' | 'turnStart' | 'turnEnd';
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
