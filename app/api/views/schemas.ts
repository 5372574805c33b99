/** zod schemas of the viewer's JSON routes (the edge: every query and body is validated here). */
import { z } from 'zod';

const id = z
  .string()
  .regex(/^[a-z]_[a-z0-9]+$/)
  .max(64);
const seq = z.coerce.number().int().min(0).max(10_000_000);
export const perspective = z.enum(['omniscient', 'p1', 'p2']);

export const windowQuery = z.object({
  match: id,
  line: id,
  view: perspective,
  lang: z.enum(['zh', 'en']).default('zh'),
  seq,
  /** The line length the client knows; only part of the URL so that caches never mix two lengths. */
  len: seq.optional(),
});

export const notesQuery = z.object({ match: id, line: id, upTo: seq });

export const shareBody = z
  .object({ matchId: id, lineId: id, seq: z.number().int().min(0), perspective })
  .strict();

export const badRequest = (issues: unknown) =>
  Response.json(
    {
      error: {
        code: 'ERR_BAD_INPUT',
        message: { zh: '请求参数无效', en: 'Invalid request' },
        details: issues,
      },
    },
    { status: 400 },
  );

export const notFound = () =>
  Response.json(
    { error: { code: 'ERR_NOT_FOUND', message: { zh: '没有这个对局或分支', en: 'No such match or line' } } },
    { status: 404 },
  );
