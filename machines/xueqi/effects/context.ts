/** The effect context the 血契 vocabulary works on. */
import type { Seat } from '@/machines/engine';
import type { XEffectData } from '../catalog';
import type { XueqiState } from '../types';

export type SourceKind = 'creature' | 'rule' | 'value' | 'skill';

export interface EffectCtx {
  s: XueqiState;
  /** The controller of the effect (who gets LP gains from its destruction, who the lifeline looks at). */
  seat: Seat;
  sourceKind: SourceKind;
  /** Instance id of the card the effect belongs to (null for a character skill). */
  sourceId: string | null;
  /** Content id of that card, for records and narration. */
  sourceCard: string | null;
  /** Rank of the summoner for the extra-summon cap (R19). */
  sourceRank: number;
  effect: XEffectData;
  /** Chosen target instance ids, one list per TargetDef. */
  chosen: string[][];
  /** Content id picked from the deck for `summonFromDeck` / `search`. */
  pick: string | null;
  /** Activated in the battle phase (a battle summon joins the fight). */
  battle: boolean;
}

/** Ops whose resolution takes a card picked from the controller's deck. */
export const DECK_PICK_OPS = new Set(['summonFromDeck', 'search']);
export const SUMMON_OPS = new Set(['summonExtra', 'summonFromDeck', 'summonFromHand']);
