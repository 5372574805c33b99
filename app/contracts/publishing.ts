/**
 * Drafts and publishing, and the author's control of which variations readers see. Client-safe.
 * - POST /api/matches/[id]/publication { visibility } — a new match is a `draft` (only edit-key holders see it);
 *   `unlisted`: anyone with a link; `listed`: also in the library. Back to `draft` unpublishes.
 * - GET /api/matches/mine — the matches this browser holds edit keys for (drafts included).
 * - POST /api/matches/[id]/lines/[lineId]/state { state } — `shown` (readers see it), `hidden` (the author's
 *   only), `archived` (put away, never deleted; restore with `shown` or `hidden`).
 */
import { z } from 'zod';

export const VISIBILITIES = ['draft', 'unlisted', 'listed'] as const;
export const visibility = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof visibility>;

export const publicationRequest = z.object({ visibility }).strict();
export type PublicationRequest = z.infer<typeof publicationRequest>;
export const publicationResponse = z.object({ matchId: z.string(), visibility, changedAt: z.string() });
export type PublicationResponse = z.infer<typeof publicationResponse>;

const player = z.object({ name: z.string() });
export const myMatch = z.object({
  id: z.string(),
  gameId: z.string(),
  title: z.string(),
  players: z.object({ p1: player, p2: player }),
  visibility,
  /** Steps of the main line (events after match.created). */
  length: z.number(),
  updatedAt: z.string(),
  studioUrl: z.string(),
  viewUrl: z.string(),
});
export type MyMatch = z.infer<typeof myMatch>;
export const myMatchesResponse = z.object({ matches: z.array(myMatch) });
export type MyMatchesResponse = z.infer<typeof myMatchesResponse>;
/** Extra keys a browser may send (`x-edit-keys`: comma-separated) besides its cookies, e.g. from local storage. */
export const EDIT_KEYS_HEADER = 'x-edit-keys';

export const LINE_STATES = ['shown', 'hidden', 'archived'] as const;
export const lineState = z.enum(LINE_STATES);
export type LineState = z.infer<typeof lineState>;
export const lineStateRequest = z.object({ state: lineState }).strict();
export type LineStateRequest = z.infer<typeof lineStateRequest>;
export const lineStateResponse = z.object({ lineId: z.string(), state: lineState, changedAt: z.string() });
export type LineStateResponse = z.infer<typeof lineStateResponse>;
