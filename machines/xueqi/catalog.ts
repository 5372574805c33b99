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

const text = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();
const creatureSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    kind: z.literal('creature'),
    name: text,
    rank: z.number().int().min(1).max(20),
    atk: z.number().int().min(0),
    life: z.number().int().min(0),
    durationTurns: z.number().int().min(1).optional(),
    extraOnly: z.boolean().optional(),
    text,
    effects: z.array(effectSchema).optional(),
  })
  .strict();
const supportSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    kind: z.enum(['rule', 'value']),
    name: text,
    rank: z.number().int().min(0).max(20),
    persistent: z.boolean(),
    text,
    effect: effectSchema,
  })
  .strict();
export const cardDataSchema = z.union([creatureSchema, supportSchema]);

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

export const getCard = (cardId: string): XueqiCardData => {
  const c = CATALOG[cardId];
  if (!c) throw new Error(`unknown xueqi card ${cardId}`);
  return c;
};
export const isCreatureCard = (c: XueqiCardData): c is CreatureCardData => c.kind === 'creature';
export const cardNameOf = (cardId: string): Text => CATALOG[cardId]?.name ?? { zh: cardId, en: cardId };

/** A card of this match: a starter card, or one of the match's custom cards (`state.customCards`). */
export const cardOf = (s: Pick<MatchState, 'customCards'>, cardId: string): XueqiCardData =>
  CATALOG[cardId] ?? customCard<XueqiCardData>(s, cardId) ?? getCard(cardId);
