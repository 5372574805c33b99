/** Share links: an unguessable slug (128 random bits) naming one exact moment (line, seq) and a perspective. */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Perspective } from '../machines/engine/types';
import type { DbHandle } from './client';
import { storeFail } from './errors';
import { newSlug, nowIso } from './ids';
import { idSchema, parseInput, perspectiveSchema, seqSchema, translateSqliteError } from './inputs';
import { nextSeqOf, requireLine } from './line-tree';
import { shareLinks } from './schema';

export interface ShareLink {
  slug: string;
  matchId: string;
  lineId: string;
  seq: number;
  perspective: Perspective;
  createdAt: string;
}

const slugSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);

export function createShareLink(
  h: DbHandle,
  matchId: string,
  lineId: string,
  seq: number,
  perspective: Perspective,
): ShareLink {
  const a = parseInput(
    z.object({ matchId: idSchema, lineId: idSchema, seq: seqSchema, perspective: perspectiveSchema }),
    { matchId, lineId, seq, perspective },
    'share link',
  );
  try {
    return h.sqlite
      .transaction(() => {
        const line = requireLine(h, a.lineId, a.matchId);
        const length = nextSeqOf(h, line);
        if (a.seq >= length) {
          storeFail(
            'ERR_BAD_SEQ',
            `步数 ${a.seq} 不在 0–${length - 1} 之内`,
            `Step ${a.seq} is not within 0–${length - 1}`,
            { seq: a.seq, length },
          );
        }
        const link: ShareLink = { slug: newSlug(), ...a, createdAt: nowIso() };
        h.db.insert(shareLinks).values(link).run();
        return link;
      })
      .immediate();
  } catch (e) {
    translateSqliteError(e);
  }
}

/** The link, or null when the slug is unknown or malformed. */
export function getShareLink(h: DbHandle, slug: string): ShareLink | null {
  if (!slugSchema.safeParse(slug).success) return null;
  return h.db.select().from(shareLinks).where(eq(shareLinks.slug, slug)).get() ?? null;
}
