/**
 * POST /api/matches/[id]/share — the one share-link endpoint, for readers and authors alike (a share link shows
 * only what the moment's page already shows anyone): a read-only link to one moment. Client-safe.
 */
import { z } from 'zod';
import { id, perspective, step } from './common';

export const shareRequest = z.object({ lineId: id, seq: step, perspective }).strict();
export type ShareRequest = z.infer<typeof shareRequest>;

export const shareResponse = z.object({
  slug: z.string(),
  /** `/r/<slug>`: the read-only shared moment. */
  url: z.string(),
  /** `/m/<id>?at=&line=&view=`: the same moment in the replay player. */
  moment: z.string(),
});
export type ShareResponse = z.infer<typeof shareResponse>;
