/**
 * The card catalog: content/xueqi card data, validated with zod when the module loads and linted against
 * the effect vocabulary, so a bad card fails at import rather than mid-match.
 */
import { z } from 'zod';
import { customCard, effectSchema } from '@/machines/engine';
import type { MatchState, Text } from '@/machines/engine';
import { CARDS } from '@/content/xueqi/cards';
import type { CreatureCardData, SupportCardData, XEffectData, XueqiCardData } from '@/content/xueqi/types';

export type { CreatureCardData, SupportCardData, XEffectData, XueqiCardData };

/** A name, and a starter card's text: both languages, neither empty. */
const bilingual = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();
/**
 * A custom card's text may be left empty or out (E50): cardInfo then shows a rules text generated from its effects
 * (card-text.ts) for each language left empty. Parsed, it is always there.
 */
const customText = z.object({ zh: z.string(), en: z.string() }).strict().default({ zh: '', en: '' });
/** A starter card's id; a custom card's id is checked by the kernel (`CUSTOM_ID`) and may be Chinese. */
const starterId = z.string().regex(/^[a-z][a-z0-9-]*$/);

function schemasFor(id: z.ZodString, text: z.ZodType<{ zh: string; en: string }>) {
  const creature = z
    .object({
      id,
      kind: z.literal('creature'),
      name: bilingual,
      rank: z.number().int().min(1).max(20),
      atk: z.number().int().min(0),
      life: z.number().int().min(0),
      durationTurns: z.number().int().min(1).optional(),
      extraOnly: z.boolean().optional(),
      text,
      effects: z.array(effectSchema).optional(),
    })
    .strict();
  const support = z
    .object({
      id,
      kind: z.enum(['rule', 'value']),
      name: bilingual,
      rank: z.number().int().min(0).max(20),
      persistent: z.boolean(),
      text,
      effect: effectSchema,
    })
    .strict();
  return z.discriminatedUnion('kind', [creature, support]);
}

/** The declarative card shape the starter cards load through. */
export const cardDataSchema = schemasFor(starterId, bilingual);
/**
 * The same shape for an author's custom card (def.customCards, docs/rules/xueqi.md "Custom cards"): any id the
 * kernel accepts; the vocabulary checks are machines/xueqi/custom-cards.ts.
 */
export const customCardSchema = schemasFor(z.string().min(1).max(64), customText);

/** Card id -> card. No prototype: an id such as `constructor` or `__proto__` is an unknown card (issue 16). */
function load(): Record<string, XueqiCardData> {
  const out: Record<string, XueqiCardData> = Object.create(null);
  for (const raw of CARDS) {
    const parsed = cardDataSchema.safeParse(raw);
    if (!parsed.success)
      throw new Error(`xueqi card ${(raw as { id?: string }).id}: ${parsed.error.message}`);
    if (out[raw.id]) throw new Error(`xueqi card ${raw.id} is defined twice`);
    out[raw.id] = raw;
  }
  return out;
}

export const CATALOG: Record<string, XueqiCardData> = load();

/** A starter card by id (content lint, tests); rules read cards through `cardOf`, which sees custom cards too. */
export const getCard = (cardId: string): XueqiCardData => {
  const c = CATALOG[cardId];
  if (!c) throw new Error(`unknown xueqi card ${cardId}`);
  return c;
};
export const isCreatureCard = (c: XueqiCardData): c is CreatureCardData => c.kind === 'creature';

/** Where a match keeps its custom cards (`state.customCards`, set before the game's init runs). */
export type CardSource = Pick<MatchState, 'customCards'> | null | undefined;

/** The definition of a card id in a match: a starter card, or one of its custom cards; undefined when unknown. */
export const findCard = (s: CardSource, cardId: string): XueqiCardData | undefined =>
  Object.hasOwn(CATALOG, cardId) ? CATALOG[cardId] : (s && customCard<XueqiCardData>(s, cardId)) || undefined;

/** A card of this match (the one lookup every rule reads cards through); throws on an unknown id. */
export const cardOf = (s: CardSource, cardId: string): XueqiCardData => {
  const c = findCard(s, cardId);
  if (!c) throw new Error(`unknown xueqi card ${cardId}`);
  return c;
};

/** A card's name; the match (when given) supplies its custom cards. */
export const cardNameOf = (cardId: string, s?: CardSource): Text =>
  findCard(s, cardId)?.name ?? { zh: cardId, en: cardId };
