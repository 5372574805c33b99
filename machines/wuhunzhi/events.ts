/** Action payload schemas (validated at the edge by the kernel). Opponent cards are named by position only. */
import { z } from 'zod';

const seat = z.enum(['p1', 'p2']);
const cell = z.number().int().min(1).max(9);
const altar = z.number().int().min(0).max(4);
const card = z.string().min(1).max(40);
const fieldRef = z.object({ seat, cell }).strict();

export const ACTION_SCHEMAS = {
  'setup.choose': z.object({ general: card, reserves: z.array(card).max(2), altar }).strict(),
  'construction.draw': z.object({ draw: z.boolean() }).strict(),
  'construction.revealAltar': z.object({ altar }).strict(),
  'construction.bindSoul': z.object({ card, altar }).strict(),
  'construction.recoverSoul': z.object({ card }).strict(),
  'planning.activateEvent': z
    .object({ card, target: fieldRef.optional(), general: card.optional() })
    .strict(),
  'planning.setStrategy': z.object({ card }).strict(),
  'phase.pass': z.object({}).strict(),
  'deployment.deploy': z.object({ altar, cell }).strict(),
  'deployment.return': z.object({ cell, altar }).strict(),
  'deployment.move': z.object({ cell, toCell: cell }).strict(),
  'summon.place': z.object({ card, altar, faceDown: z.boolean() }).strict(),
  'summon.pass': z.object({}).strict(),
  'recon.scout': z.object({ cell }).strict(),
  'battle.declare': z
    .object({
      target: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('card'), cell }).strict(),
        z.object({ kind: z.literal('altar'), altar }).strict(),
        z.object({ kind: z.literal('occupant'), altar }).strict(),
      ]),
    })
    .strict(),
  'battle.redirect': z.object({ altar }).strict(),
  'battle.counter': z.object({ reveal: z.boolean() }).strict(),
  'battle.excess': z.object({ altar: altar.nullable() }).strict(),
  'effect.activate': z
    .object({
      card,
      effect: z.number().int().min(0).max(1),
      cell: cell.optional(),
      target: fieldRef.optional(),
      general: card.optional(),
    })
    .strict(),
  'window.pass': z.object({}).strict(),
  'end.discard': z.object({ card }).strict(),
  'trigger.order': z.object({ card, effect: z.number().int().min(0).max(1) }).strict(),
} as const;

export type ActionType = keyof typeof ACTION_SCHEMAS;
