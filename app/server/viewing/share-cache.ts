/**
 * Cacheable share links (issue 17 point 4, ruling S6 in db/README.md): the validator of a share page or its
 * preview image, computed from what the answer depends on — without replaying the line. A share link names a
 * fixed moment (line, step, perspective) of an append-only line, so its answer depends only on that, the
 * match's title, players and publication, the language, the notes anchored at that step and the build (templates and styles).
 * The proxy (proxy.ts) answers If-None-Match with 304 from this before the page opens any line model; the
 * preview image does the same in its handler.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '@/app/contracts/common';
import type { Store } from '../db';
import { type KeyFor, readAccess, visibleLines } from './access';
import { cacheControl, strongEtag } from './cache';

/** What is being validated: the HTML page or the preview image (which has no language). */
export type ShareKind = 'page' | 'image';

export interface ShareValidator {
  etag: string;
  cacheControl: string;
}

let buildId: string | undefined;
/** The running build (Next writes .next/BUILD_ID); a new deploy never reuses an old validator. */
export function currentBuildId(): string {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = 'dev';
    }
  }
  return buildId;
}

/**
 * The ETag and Cache-Control of a share link's answer, or null when the answer is a 404 (unknown slug, a draft
 * without its key, a line the reader may not open, or a step the line does not hold yet): those are not cached.
 */
export async function shareValidator(
  s: Store,
  slug: string,
  keyFor: KeyFor,
  kind: ShareKind,
  lang: Lang,
): Promise<ShareValidator | null> {
  const link = await s.getShareLink(slug);
  if (!link) return null;
  const match = await s.getMatch(link.matchId);
  const access = match ? readAccess(match, keyFor) : null;
  if (!match || !access) return null;
  const line = (await visibleLines(s, match, access)).find((l) => l.id === link.lineId);
  if (!line || link.seq < 0 || link.seq >= line.length) return null;
  const parts: (string | number)[] = [
    kind,
    currentBuildId(),
    slug,
    link.lineId,
    link.seq,
    link.perspective,
    match.publication,
    access,
    JSON.stringify([match.title, match.players]),
  ];
  if (kind === 'page') {
    // The page shows the notes anchored at its step: an edited note makes a new representation.
    const notes = (await s.listNotes(match.id, link.lineId)).filter((n) => n.seq === link.seq);
    parts.push(lang, JSON.stringify(notes.map((n) => [n.noteId, n.kind, n.spoiler, n.body])));
  }
  return { etag: strongEtag(match, parts), cacheControl: cacheControl(match, access) };
}
