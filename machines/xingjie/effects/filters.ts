/**
 * Filters (§8.2): a conjunction of fields. Card fields test the printed data; field fields (position,
 * controller, zone) test where a card is, relative to the effect's controller.
 */
import type { Seat } from '@/machines/engine';
import type { XCard } from '../catalog';
import type { XingjieConfig } from '../config';
import type { CharacterInstance } from '../state';

export interface Filter {
  type?: XCard['type'];
  magicKind?: 'field' | 'normal' | 'continuous';
  trapKind?: 'normal' | 'continuous';
  equipKind?: 'character' | 'person';
  starsBetween?: [number, number];
  nameIs?: string;
  nameContains?: string;
  hasMark?: string;
  hasAura?: string;
  rarityIs?: XCard['rarity'];
  position?: CharacterInstance['position'] | 'faceUp';
  controller?: 'self' | 'opponent' | 'any';
  zone?: 'front' | 'back' | 'avatar' | 'hand' | 'deck' | 'graveyard';
}

export const FILTER_KEYS = [
  'type',
  'magicKind',
  'trapKind',
  'equipKind',
  'starsBetween',
  'nameIs',
  'nameContains',
  'hasMark',
  'hasAura',
  'rarityIs',
  'position',
  'controller',
  'zone',
] as const;

/** §8.3: a mark is an explicit `marks` entry or, with marksIncludeName (R27), a substring of the name. */
export function hasMark(card: XCard, word: string, config: XingjieConfig): boolean {
  return (card.marks ?? []).includes(word) || (config.marksIncludeName && card.name.zh.includes(word));
}

export const hasAura = (card: XCard, aura: string): boolean => (card.auras ?? []).includes(aura);

/** The printed-data part of a filter. */
export function matchCard(card: XCard, f: Filter | undefined, config: XingjieConfig): boolean {
  if (!f) return true;
  if (f.type && card.type !== f.type) return false;
  if (f.magicKind && !(card.type === 'magic' && card.magicKind === f.magicKind)) return false;
  if (f.trapKind && !(card.type === 'trap' && card.trapKind === f.trapKind)) return false;
  if (f.equipKind && !(card.type === 'equipment' && card.equipKind === f.equipKind)) return false;
  if (
    f.starsBetween &&
    !(card.type === 'character' && card.stars >= f.starsBetween[0] && card.stars <= f.starsBetween[1])
  )
    return false;
  if (f.nameIs && card.name.zh !== f.nameIs) return false;
  if (f.nameContains && !card.name.zh.includes(f.nameContains)) return false;
  if (f.hasMark && !hasMark(card, f.hasMark, config)) return false;
  if (f.hasAura && !hasAura(card, f.hasAura)) return false;
  if (f.rarityIs && card.rarity !== f.rarityIs) return false;
  return true;
}

export function matchController(controller: Seat, seat: Seat, f: Filter | undefined): boolean {
  const c = f?.controller ?? 'any';
  return c === 'any' || (c === 'self') === (seat === controller);
}

export function matchPosition(ch: CharacterInstance, f: Filter | undefined): boolean {
  if (!f?.position) return true;
  if (f.position === 'faceUp') return ch.position !== 'faceDownDefense';
  return ch.position === f.position;
}
