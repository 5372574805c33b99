/**
 * A recorded duel as data: the match setup, then the actions in order, each optionally with narrative notes.
 * Duel scripts (duel-script.ts; the demos in content/<game>/demos/*.duel) parse to this shape. The seeder and the tests turn it into the event log by playing every action
 * through the engine, so a demo that breaks a rule fails loudly instead of being stored.
 */
import { z } from 'zod';
import type { AnyGameDefinition } from './definition';
import { resolveAction } from './card-refs';
import { RuleError } from './errors';
import { applyInPlace, createMatchOrThrow, matchCreatedEvent } from './match';
import { actionSchema, setupEnvelopeSchema } from './schemas';
import type { EngineEvent, MatchSetup, MatchState } from './types';

export const noteKindSchema = z.enum(['narration', 'commentary', 'dialogue', 'beat']);
export const duelNoteSchema = z.object({
  kind: noteKindSchema,
  body: z.string().min(1).max(20_000),
  spoiler: z.boolean().optional(),
});

export const duelFileSchema = z.object({
  title: z.object({ zh: z.string().min(1), en: z.string().min(1) }),
  description: z.object({ zh: z.string(), en: z.string() }).optional(),
  setup: setupEnvelopeSchema,
  /** Notes anchored at seq 0 (the match.created event). */
  notes: z.array(duelNoteSchema).optional(),
  steps: z.array(
    z.object({
      action: actionSchema,
      notes: z.array(duelNoteSchema).optional(),
    }),
  ),
});
export type DuelFile = z.infer<typeof duelFileSchema>;
export type DuelNote = z.infer<typeof duelNoteSchema>;

export interface PlayedDuel {
  events: EngineEvent[];
  /** Notes with the seq of the event they belong to. */
  notes: Array<DuelNote & { seq: number }>;
  final: MatchState;
}

/** Play a duel file through the engine; a refused step throws a RuleError naming the step. */
export function playDuelFile(def: AnyGameDefinition, file: DuelFile): PlayedDuel {
  const setup = file.setup as MatchSetup;
  const state = createMatchOrThrow(def, setup);
  const events: EngineEvent[] = [matchCreatedEvent(def, setup)];
  const notes: PlayedDuel['notes'] = (file.notes ?? []).map((n) => ({ ...n, seq: 0 }));
  file.steps.forEach((step, i) => {
    try {
      // A script may name cards as the author sees them (id, name, @zone.n); the event stores instance ids.
      const action = resolveAction(def, state, { ...step.action, payload: step.action.payload ?? {} });
      const event = applyInPlace(def, state, action);
      events.push(event);
      for (const n of step.notes ?? []) notes.push({ ...n, seq: event.seq });
    } catch (e) {
      if (e instanceof RuleError) {
        throw new RuleError(
          e.code,
          {
            zh: `第 ${i + 1} 步（${step.action.type}）：${e.text.zh}`,
            en: `Step ${i + 1} (${step.action.type}): ${e.text.en}`,
          },
          { ...e.details, step: i + 1 },
        );
      }
      throw e;
    }
  });
  return { events, notes, final: state };
}
