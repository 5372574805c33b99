/**
 * The card catalogue: lookups over content/xingjie/cards.ts and the match's custom cards (`state.customCards`,
 * issue 12) that the rules and the words use. Every rule reads a card through `cardOf(s, id)`, which sees both.
 */
import type { MatchState, Text } from '@/machines/engine';
import { CARDS as RAW } from '@/content/xingjie/cards';
import type { CharacterCard, EquipmentCard, MagicCard, TrapCard, XCard } from '@/content/xingjie/types';

export type { CharacterCard, EquipmentCard, MagicCard, TrapCard, XCard };

/** Card id -> card. No prototype: an id such as `constructor` or `__proto__` is an unknown card (issue 16). */
export const CARDS: Record<string, XCard> = Object.assign(
  Object.create(null),
  Object.fromEntries(RAW.map((c) => [c.id, c])),
);
const BASE: Record<string, true> = Object.assign(
  Object.create(null),
  Object.fromEntries(RAW.map((c) => [c.id, true])),
);

/** Whether an id is one of the game's own (starter) cards: a custom card may never shadow one. */
export const isStarterCard = (cardId: string): boolean => cardId in BASE;

/** Where a match keeps its custom cards (state.customCards, set before the game's init runs). */
export type CardSource = Pick<MatchState, 'customCards'> | null | undefined;

/** The definition of a card id in a match: one of its custom cards, else a starter card (undefined: unknown). */
export function findCard(s: CardSource, cardId: string): XCard | undefined {
  const custom = s?.customCards;
  if (custom && Object.hasOwn(custom, cardId)) return custom[cardId] as XCard;
  return CARDS[cardId];
}

/** A card of this match: a starter card, or one of the match's custom cards. */
export const cardOf = (s: CardSource, cardId: string): XCard => {
  const c = findCard(s, cardId);
  if (!c) throw new Error(`unknown xingjie card ${cardId}`);
  return c;
};

/** A starter card by id (tests and content checks; rules use `cardOf`). */
export const cardData = (cardId: string): XCard => cardOf(null, cardId);

/** A card's name (an unknown id reads as itself, so a bad id in old data still renders). */
export const cardName = (cardId: string, s?: CardSource): Text =>
  findCard(s, cardId)?.name ?? { zh: cardId, en: cardId };

export const isTopRarity = (c: XCard) => c.rarity === 'legendary' || c.rarity === 'mythic';

/** The settable-kind name of a card (R35), or null for field magic, equipment and characters. */
export function settableKind(
  c: XCard,
): 'normalMagic' | 'continuousMagic' | 'normalTrap' | 'continuousTrap' | null {
  if (c.type === 'magic')
    return c.magicKind === 'normal' ? 'normalMagic' : c.magicKind === 'continuous' ? 'continuousMagic' : null;
  if (c.type === 'trap') return c.trapKind === 'normal' ? 'normalTrap' : 'continuousTrap';
  return null;
}

const hasTriggerOn = (c: XCard | undefined, on: string) =>
  (c?.effects ?? []).some((e) => e.kind === 'triggered' && e.trigger?.on === on);

/** Starter cards with at least one continuous effect / trigger of a kind (hot-path filters). */
export const HAS_CONTINUOUS = new Set(
  RAW.filter((c) => (c.effects ?? []).some((e) => e.kind === 'continuous')).map((c) => c.id),
);
const TRIGGERS_BY_KIND = new Map<string, Set<string>>();
function startersWith(on: string): Set<string> {
  let set = TRIGGERS_BY_KIND.get(on);
  if (!set) {
    set = new Set(RAW.filter((c) => hasTriggerOn(c, on)).map((c) => c.id));
    TRIGGERS_BY_KIND.set(on, set);
  }
  return set;
}
export const HAS_PHASE_TRIGGER = startersWith('phaseStart');

/** The triggers a match's custom cards use (keyed by the match's frozen, shared `customCards` object). */
const CUSTOM_TRIGGERS = new WeakMap<object, Set<string>>();
/**
 * Whether any card of this match could fire `on` (a starter card that has such a trigger, or a custom one): the
 * hot-path guard that lets matches without such cards skip the search (replay speed).
 */
export function triggerInPlay(s: CardSource, on: string): boolean {
  if (startersWith(on).size > 0) return true;
  const custom = s?.customCards;
  if (!custom) return false;
  let set = CUSTOM_TRIGGERS.get(custom);
  if (!set) {
    set = new Set();
    for (const c of Object.values(custom) as XCard[])
      for (const e of c.effects ?? []) if (e.kind === 'triggered' && e.trigger) set.add(e.trigger.on);
    CUSTOM_TRIGGERS.set(custom, set);
  }
  return set.has(on);
}

/** Custom cards (and cards tests register) are checked directly; starter cards through the sets above. */
export const hasContinuous = (s: CardSource, cardId: string) =>
  HAS_CONTINUOUS.has(cardId) ||
  (!isStarterCard(cardId) && (findCard(s, cardId)?.effects ?? []).some((e) => e.kind === 'continuous'));
/** Whether a card has a triggered effect on `on` (phaseStart, phaseEnd, cardActivated …). */
export const hasTrigger = (s: CardSource, cardId: string, on: string) =>
  startersWith(on).has(cardId) || (!isStarterCard(cardId) && hasTriggerOn(findCard(s, cardId), on));
export const hasPhaseTrigger = (s: CardSource, cardId: string) => hasTrigger(s, cardId, 'phaseStart');
