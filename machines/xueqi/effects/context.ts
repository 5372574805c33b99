/** The effect context the 血契 vocabulary works on, and where an effect comes from. */
import type { Seat } from '@/machines/engine';
import type { XEffectData } from '../catalog';
import type { XueqiState } from '../state';

export type SourceKind = 'creature' | 'rule' | 'value' | 'skill';

/** The card (or character skill) an effect belongs to. */
export interface EffectSource {
  kind: SourceKind;
  id: string | null;
  cardId: string | null;
  rank: number;
  effectIndex: number;
}

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

/** The key of a limited effect's use count in `game.usage`. */
export const usageKey = (src: EffectSource, seat: Seat) => `${src.id ?? `skill:${seat}`}#${src.effectIndex}`;

export function makeCtx(
  s: XueqiState,
  seat: Seat,
  src: EffectSource,
  effect: XEffectData,
  chosen: string[][],
  pick: string | null,
): EffectCtx {
  return {
    s,
    seat,
    sourceKind: src.kind,
    sourceId: src.id,
    sourceCard: src.cardId,
    sourceRank: src.rank,
    effect,
    chosen,
    pick,
    battle: s.game.inBattle,
  };
}

/** Whether a limited effect has used up its uses (per turn or per game) for `seat`. */
export function limitUsedUp(s: XueqiState, seat: Seat, src: EffectSource, effect: XEffectData): boolean {
  if (!effect.limit) return false;
  const g = s.game;
  const u = g.usage[usageKey(src, seat)];
  const used = !u ? 0 : effect.limit.per === 'game' ? u.game : u.turn === g.turnNumber ? u.count : 0;
  return used >= effect.limit.count;
}

/** Count one use of a limited effect. */
export function countUse(s: XueqiState, seat: Seat, src: EffectSource, effect: XEffectData): void {
  if (!effect.limit) return;
  const g = s.game;
  const key = usageKey(src, seat);
  const u = g.usage[key] ?? { turn: g.turnNumber, count: 0, game: 0 };
  if (u.turn !== g.turnNumber) {
    u.turn = g.turnNumber;
    u.count = 0;
  }
  u.count += 1;
  u.game += 1;
  g.usage[key] = u;
}

/** The LP an effect's `payLp` cost ops ask. */
export const lpCostOf = (effect: XEffectData): number =>
  (effect.cost ?? []).reduce((n, o) => n + (o.op === 'payLp' ? Number(o.amount ?? 0) : 0), 0);
