/**
 * The card catalog: content/wuhunzhi's card data, validated with zod at load time (the content lint test checks
 * every op, predicate and trigger a card names against the effect vocabulary), and how cards are named.
 */
import { z } from 'zod';
import { WUHUNZHI_CARDS } from '@/content/wuhunzhi/cards';
import type { CardDef, WEffect } from '@/content/wuhunzhi/types';
import { effectSchema } from '@/machines/engine/effects';
import type { Text } from '@/machines/engine/types';

/** A name (and a starter card's rules text): non-empty in both languages. */
const label = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();
const attribute = z.enum(['wisdom', 'benevolence', 'courage', 'ferocity', 'discipline', 'none']);
const effect = effectSchema.extend({ zone: z.string().optional() }) as unknown as z.ZodType<WEffect>;

/**
 * A custom card's rules text (W54): either language may be empty or the whole field absent; the card's detail
 * then shows the text generated from its effects (card-text.ts). Names stay required.
 */
const customText = z
  .object({ zh: z.string().default(''), en: z.string().default('') })
  .strict()
  .default({ zh: '', en: '' });

/**
 * One card in the game's declarative shape, with `text` the schema of its rules text: the starter cards load
 * through `cardSchema` (non-empty text in both languages), authors' custom cards (def.customCards,
 * docs/rules/wuhunzhi.md "Custom cards") through `customCardSchema`, the same shape with the text optional.
 */
const schemaWith = <T extends z.ZodType>(rules: T) =>
  z.discriminatedUnion('type', [
    z
      .object({
        type: z.literal('general'),
        id: z.string(),
        name: label,
        title: label,
        attribute,
        skills: z.array(effect).max(2),
        formations: z.array(
          z.object({ cells: z.array(z.number().int().min(1).max(9)).min(1), name: label, effect }).strict(),
        ),
        text: rules,
      })
      .strict(),
    z
      .object({
        type: z.literal('altar'),
        id: z.string(),
        name: label,
        special: z.boolean(),
        altarEffect: effect.optional(),
        burstEffect: effect.optional(),
        text: rules,
      })
      .strict(),
    z
      .object({
        type: z.literal('soul'),
        id: z.string(),
        name: label.nullable(),
        identity: label,
        attribute,
        soulGrade: z.number().int().min(0).max(5),
        basePower: z.number().int().min(0),
        skills: z.array(effect).max(2),
        text: rules,
      })
      .strict(),
    z
      .object({
        type: z.literal('trap'),
        id: z.string(),
        name: label,
        trapKind: z.enum(['ordinary', 'special']),
        trapTiming: z.literal('onReveal').optional(),
        effect,
        text: rules,
      })
      .strict(),
    z
      .object({
        type: z.literal('event'),
        id: z.string(),
        name: label,
        durationRounds: z.number().int().min(1).nullable(),
        effect,
        text: rules,
      })
      .strict(),
    z.object({ type: z.literal('strategy'), id: z.string(), name: label, effect, text: rules }).strict(),
  ]);

export const cardSchema = schemaWith(label);
export const customCardSchema = schemaWith(customText);

function load(): Record<string, CardDef> {
  const out: Record<string, CardDef> = {};
  for (const raw of WUHUNZHI_CARDS as unknown[]) {
    const card = cardSchema.parse(raw) as CardDef;
    if (out[card.id]) throw new Error(`wuhunzhi content: duplicate card id ${card.id}`);
    out[card.id] = card;
  }
  return out;
}

export const CATALOG: Record<string, CardDef> = load();

/** Where a match keeps its custom cards (state.customCards, set before the game's init runs). */
export type CardSource = { customCards?: Readonly<Record<string, unknown>> } | null | undefined;

/** The definition of a card id in a match: one of its custom cards, else a starter card (undefined: unknown). */
export function cardDef(s: CardSource, cardId: string): CardDef | undefined {
  const custom = s?.customCards;
  if (custom && Object.hasOwn(custom, cardId)) return custom[cardId] as CardDef;
  return Object.hasOwn(CATALOG, cardId) ? CATALOG[cardId] : undefined;
}

/** A card's name as players say it: a soul by name (or identity when nameless), a general as 「title·name」. */
export const cardName = (cardId: string, s?: CardSource): Text => {
  const d = cardDef(s, cardId);
  if (!d) return { zh: cardId, en: cardId };
  if (d.type === 'soul') return d.name ?? d.identity;
  if (d.type === 'general') return { zh: `${d.title.zh}·${d.name.zh}`, en: `${d.name.en}, ${d.title.en}` };
  return d.name;
};
