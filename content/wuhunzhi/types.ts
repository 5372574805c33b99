/**
 * 武魂志 card data types: the shape of the card definitions in cards.ts, as machines/wuhunzhi/catalog.ts
 * validates and reads them (spec §1.2, §1.3, §8.2).
 */
import type { EffectDef } from '@/machines/engine/effects';
import type { Text } from '@/machines/engine/types';

export type Attribute = 'wisdom' | 'benevolence' | 'courage' | 'ferocity' | 'discipline' | 'none';

/** A card effect: the shared EffectDef plus the zone where it works (§8.2). */
export type WEffect = EffectDef & { zone?: string };

export interface FormationDef {
  cells: number[];
  name: Text;
  effect: WEffect;
}

interface CardBase {
  id: string;
  text: Text;
}
export interface GeneralDef extends CardBase {
  type: 'general';
  name: Text;
  title: Text;
  attribute: Attribute;
  skills: WEffect[];
  formations: FormationDef[];
}
export interface AltarDef extends CardBase {
  type: 'altar';
  name: Text;
  special: boolean;
  altarEffect?: WEffect;
  /** Soul Burst (Appendix B.1, variant): resolves when this altar is destroyed. */
  burstEffect?: WEffect;
}
export interface SoulDef extends CardBase {
  type: 'soul';
  name: Text | null;
  identity: Text;
  attribute: Attribute;
  soulGrade: number;
  basePower: number;
  skills: WEffect[];
}
export interface TrapDef extends CardBase {
  type: 'trap';
  name: Text;
  trapKind: 'ordinary' | 'special';
  /** Special traps only: when the trap fires (the leading bracket of its text). */
  trapTiming?: 'onReveal';
  effect: WEffect;
}
export interface EventDef extends CardBase {
  type: 'event';
  name: Text;
  durationRounds: number | null;
  effect: WEffect;
}
export interface StrategyDef extends CardBase {
  type: 'strategy';
  name: Text;
  effect: WEffect;
}
export type CardDef = GeneralDef | AltarDef | SoulDef | TrapDef | EventDef | StrategyDef;
