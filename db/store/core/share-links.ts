/** Share links: an unguessable slug naming one exact moment (line, seq) and a perspective. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Perspective } from '../../../machines/engine/types';
import { newSlug, nowIso } from '../../ids';
import { checkStep, idSchema, parseInput, perspectiveSchema, seqSchema } from '../../inputs';
import type { ShareLink } from '../contract';
import type { SqlEngine } from '../engine';
import { nextSeqOf, requireLine } from './tree';

const slugSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
const linkArgs = z.object({
  matchId: idSchema,
  lineId: idSchema,
  seq: seqSchema,
  perspective: perspectiveSchema,
});

export async function createShareLink(
  e: SqlEngine,
  matchId: string,
  lineId: string,
  seq: number,
  perspective: Perspective,
): Promise<ShareLink> {
  const a = parseInput(linkArgs, { matchId, lineId, seq, perspective }, 'share link');
  return e.write(async (tx) => {
    checkStep(a.seq, await nextSeqOf(tx, await requireLine(tx, a.lineId, a.matchId)));
    const link: ShareLink = { slug: newSlug(), ...a, createdAt: nowIso() };
    await tx.run(sql`
      INSERT INTO share_links (slug, match_id, line_id, seq, perspective, created_at)
      VALUES (${link.slug}, ${link.matchId}, ${link.lineId}, ${link.seq}, ${link.perspective}, ${link.createdAt})`);
    return link;
  });
}

export async function getShareLink(e: SqlEngine, slug: string): Promise<ShareLink | null> {
  if (!slugSchema.safeParse(slug).success) return null;
  const r = await e.read((tx) =>
    tx.get<ShareLink>(sql`
      SELECT slug, match_id AS "matchId", line_id AS "lineId", seq, perspective, created_at AS "createdAt"
        FROM share_links WHERE slug = ${slug}`),
  );
  return r ? { ...r, seq: Number(r.seq) } : null;
}
