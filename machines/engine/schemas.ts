/** zod schemas for the kernel's own inputs: the action envelope, match setup, pins, rulings. */
import { z } from 'zod';

export const seatSchema = z.enum(['p1', 'p2']);
export const actorSchema = z.enum(['p1', 'p2', 'author', 'system']);

export const actionSchema = z.object({
  type: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/),
  actor: actorSchema,
  payload: z.unknown().optional(),
});

export const playerSchema = z.object({ name: z.string().trim().min(1).max(40) });

export const setupEnvelopeSchema = z.object({
  gameId: z.string(),
  rulesVersion: z.string(),
  players: z.object({ p1: playerSchema, p2: playerSchema }),
  /** 0 … 2^32 − 1: each seed gives a different generator state. */
  seed: z.number().int().min(0).max(4294967295),
  config: z.record(z.string(), z.unknown()).optional(),
  decks: z.unknown().optional(),
  stacked: z.array(seatSchema).max(2).optional(),
  firstPlayer: seatSchema.optional(),
  position: z.unknown().optional(),
  /** Custom card definitions; each game validates them (machines/engine/custom-cards.ts). */
  cards: z.array(z.unknown()).optional(),
});

export const pinSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('draw'), seat: seatSchema, cardId: z.string().min(1).max(80) }),
  z.object({ kind: z.literal('coin'), winner: seatSchema }),
  z.object({ kind: z.literal('pick'), index: z.number().int().min(0).max(1000) }),
]);

export const rulingEnvelopeSchema = z.object({
  change: z.unknown(),
  reason: z.string().trim().min(1).max(2000),
});

export const concedeSchema = z.object({}).strict();
