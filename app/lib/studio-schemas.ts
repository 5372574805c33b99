/** zod schemas of the authoring API's request bodies. */
import { z } from 'zod';

export const idParam = z.string().regex(/^[a-z]_[a-z0-9]{1,60}$/);
const seat = z.enum(['p1', 'p2']);
const name = z.string().trim().min(1).max(40);

export const deckInputSchema = z.union([
  z.object({ preset: z.string().min(1).max(80) }).strict(),
  z.object({ list: z.string().max(64 * 1024) }).strict(),
  z.object({ json: z.unknown() }).strict(),
]);

export const createMatchSchema = z
  .object({
    gameId: z.string().min(1).max(40),
    title: z.string().trim().max(200).optional(),
    players: z.object({ p1: z.object({ name }), p2: z.object({ name }) }),
    decks: z.object({ p1: deckInputSchema, p2: deckInputSchema }).optional(),
    seed: z.number().int().min(0).max(4294967295).optional(),
    firstPlayer: seat.optional(),
    stacked: z.array(seat).max(2).optional(),
    config: z.record(z.string(), z.unknown()).optional(),
    position: z.unknown().optional(),
  })
  .strict();

export const importSchema = z.object({ script: z.string().min(1) }).strict();

export const appendSchema = z
  .object({
    lineId: idParam.optional(),
    expectedSeq: z.number().int().min(1).max(1_000_000),
    action: z.object({
      type: z.string().min(1).max(64),
      actor: z.enum(['p1', 'p2', 'author']),
      payload: z.unknown().optional(),
    }),
  })
  .strict();

export const undoSchema = z
  .object({ lineId: idParam.optional(), expectedSeq: z.number().int().min(1) })
  .strict();

export const forkSchema = z
  .object({ fromLineId: idParam, atSeq: z.number().int().min(0), name: z.string().trim().min(1).max(80) })
  .strict();

export const renameSchema = z.object({ name: z.string().trim().min(1).max(80) }).strict();

export const NOTE_MAX = 20_000;
const kind = z.enum(['narration', 'commentary', 'dialogue', 'beat']);
export const noteSchema = z.union([
  z
    .object({
      lineId: idParam,
      seq: z.number().int().min(0),
      kind,
      body: z.string().min(1),
      spoiler: z.boolean().optional(),
    })
    .strict(),
  z
    .object({
      noteId: idParam,
      expectedRevision: z.number().int().min(0).optional(),
      kind: kind.optional(),
      body: z.string().min(1).optional(),
      spoiler: z.boolean().optional(),
      deleted: z.boolean().optional(),
    })
    .strict(),
]);

export const shareSchema = z
  .object({ lineId: idParam, seq: z.number().int().min(0), perspective: z.enum(['omniscient', 'p1', 'p2']) })
  .strict();
