/**
 * POST /api/matches/[id]/pass-run — append a run of passes in one request (one transaction, one conflict check;
 * each pass is still its own event). The author says where it stops: at the next phase, the next turn, or the
 * moment the other seat may respond. It always stops where a seat has no pass to give, or the match is over.
 * Client-safe.
 */
import { z } from 'zod';
import { bilingual, id } from './common';

import { PASS_RUN_STOPS } from './steps';
export { PASS_RUN_CAP, PASS_RUN_STOPS } from './steps';
export type PassRunStop = (typeof PASS_RUN_STOPS)[number];

export const passRunRequest = z
  .object({
    lineId: id.optional(),
    expectedSeq: z.number().int().min(1).max(1_000_000),
    stop: z.enum(PASS_RUN_STOPS),
  })
  .strict();
export type PassRunRequest = z.input<typeof passRunRequest>;

export const passRunResult = z.object({
  lineId: z.string(),
  /** The seq of the first pass, and the line's next seq after the run. */
  seq: z.number(),
  next: z.number(),
  count: z.number(),
  /** Why the run stopped, in words. */
  stopped: bilingual,
});
export type PassRunResult = z.infer<typeof passRunResult>;
