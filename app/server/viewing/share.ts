/**
 * Share links: a read-only link to one moment (line, step, perspective), made by readers and authors through
 * the one share endpoint, and the moment a link names.
 */
import 'server-only';
import type { ShareRequest, ShareResponse } from '@/app/contracts/share';
import { momentHref } from '@/app/lib/viewer-nav';
import type { Store } from '../db';
import { notFound } from '../http/errors';
import { lineOf, requireMatch } from '../lines/lookup';
import { resolveMoment, type ResolvedMoment } from './moments';
import { type KeyFor, noKey, readAccess, visibleLines } from './access';

export async function createShare(
  s: Store,
  matchId: string,
  req: ShareRequest,
  keyFor: KeyFor = noKey,
): Promise<ShareResponse> {
  const match = await requireMatch(s, matchId);
  const access = readAccess(match, keyFor);
  if (!access) notFound(`没有对局 ${matchId}`, `No match ${matchId}`);
  const lineId = await lineOf(s, match, req.lineId);
  if (!(await visibleLines(s, match, access!)).some((l) => l.id === lineId))
    notFound(`对局中没有分支 ${lineId}`, `The match has no line ${lineId}`, { lineId });
  const link = await s.createShareLink(match.id, lineId, req.seq, req.perspective);
  return {
    slug: link.slug,
    url: `/r/${link.slug}`,
    moment: momentHref(match.id, { at: req.seq, lineId, perspective: req.perspective }),
  };
}

/**
 * The moment a share link names, or null for an unknown slug, a draft (without its key) or a line the reader may
 * no longer open.
 */
export async function sharedMoment(
  s: Store,
  slug: string,
  keyFor: KeyFor = noKey,
): Promise<ResolvedMoment | null> {
  const link = await s.getShareLink(slug);
  if (!link) return null;
  const r = await resolveMoment(
    s,
    link.matchId,
    {
      line: link.lineId,
      at: String(link.seq),
      view: link.perspective,
    },
    keyFor,
  );
  return r && r.lineId === link.lineId ? r : null;
}
