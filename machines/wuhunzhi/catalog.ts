/**
 * The card catalog: content/wuhunzhi's card data, validated with zod at load time and checked against the
 * effect vocabulary (every op, predicate and trigger a card names must exist).
 */
import { z } from 'zod';
import { WUHUNZHI_CARDS } from '@/content/wuhunzhi/cards';
import { effectSchema } from '@/machines/engine/effects';
import type { CardDef, WEffect } from './types';

const text = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();
const attribute = z.enum(['wisdom', 'benevolence', 'courage', 'ferocity', 'discipline', 'none']);
const effect = effectSchema.extend({ zone: z.string().optional() }) as unknown as z.ZodType<WEffect>;

const cardSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('general'),
      id: z.string(),
      name: text,
      title: text,
      attribute,
      skills: z.array(effect).max(2),
      formations: z.array(
        z.object({ cells: z.array(z.number().int().min(1).max(9)).min(1), name: text, effect }).strict(),
      ),
      text,
    })
    .strict(),
  z
    .object({
      type: z.literal('altar'),
      id: z.string(),
      name: text,
      special: z.boolean(),
      altarEffect: effect.optional(),
      burstEffect: effect.optional(),
      text,
    })
    .strict(),
  z
    .object({
      type: z.literal('soul'),
      id: z.string(),
      name: text.nullable(),
      identity: text,
      attribute,
      soulGrade: z.number().int().min(0).max(5),
      basePower: z.number().int().min(0),
      skills: z.array(effect).max(2),
      text,
    })
    .strict(),
  z
    .object({
      type: z.literal('trap'),
      id: z.string(),
      name: text,
      trapKind: z.enum(['ordinary', 'special']),
      trapTiming: z.literal('onReveal').optional(),
      effect,
      text,
    })
    .strict(),
  z
    .object({
      type: z.literal('event'),
      id: z.string(),
      name: text,
      durationRounds: z.number().int().min(1).nullable(),
      effect,
      text,
    })
    .strict(),
  z.object({ type: z.literal('strategy'), id: z.string(), name: text, effect, text }).strict(),
]);

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
