/**
 * Action payload schemas (zod, strict) and upcasters. Hand, field and support cards are named by instance id;
 * a deck card (Fate Draw, deck picks) by content id, since deck identities are hidden.
 */
import { z } from 'zod';

const id = z.string().min(1).max(64);
const none = z.object({}).strict();

export const payloadSchemas = {
  'draw.normal': none,
  'draw.skip': none,
  'draw.fate': z.object({ cardId: id }).strict(),
  'draw.bottom': z.object({ card: id }).strict(),
  'hand.discard': z.object({ card: id }).strict(),
  'summon.creature': z.object({ card: id }).strict(),
  'rule.activate': z.object({ card: id, targets: z.array(id).max(10), pick: id.optional() }).strict(),
  'value.activate': z.object({ card: id, targets: z.array(id).max(10), pick: id.optional() }).strict(),
  'effect.activate': z
    .object({
      creature: id,
      effect: z.number().int().min(0).max(20),
      targets: z.array(id).max(10),
      pick: id.optional(),
    })
    .strict(),
  'creature.destroy': z.object({ creature: id }).strict(),
  'rule.discard': z.object({ card: id }).strict(),
  'battle.declare': none,
  'battle.attack': z.object({ lead: id, supporters: z.array(id).max(10), target: id }).strict(),
  'battle.end': none,
  'turn.end': none,
  'skill.activate': z
    .object({ skill: z.number().int().min(0).max(20), targets: z.array(id).max(10), pick: id.optional() })
    .strict(),
} as const;

export type XueqiActionType = keyof typeof payloadSchemas;

/** Schema version 1: no upcasters yet. */
export const upcasters: Record<string, Record<number, (payload: unknown) => unknown>> = {};
