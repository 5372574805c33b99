/**
 * Who may read a match: anyone once it is published (unlisted or listed); a draft only a holder of its edit key
 * — to anyone else it does not exist (every read route answers 404, the same as for an unknown id). A key
 * holder reads as the author (every line but the archived ones); everyone else as a reader (the main line and
 * the lines the author chose to show).
 */
import 'server-only';
import { cookies } from 'next/headers';
import { editCookieName, keyMatches, requestEditKey } from '../auth/edit-key';
import type { LineSummary, MatchRecord, Store } from '../db';

/** The edit key a request holds for a match (header or that match's cookie), if any. */
export type KeyFor = (matchId: string) => string | null;

export const noKey: KeyFor = () => null;

/** Keys from a route's Request: the `x-edit-key` header, else the match's `ek_<id>` cookie. */
export const requestKeys =
  (req: Request): KeyFor =>
  (matchId) =>
    requestEditKey(req, matchId);

/** Keys from a page render's cookies (the `ek_<id>` cookie, also scoped to /m/<id>, /r and /api/views). */
export async function pageKeys(): Promise<KeyFor> {
  const jar = await cookies();
  return (matchId) => jar.get(editCookieName(matchId))?.value ?? null;
}

export type Access = 'author' | 'reader';

/** 'author' with the key, 'reader' when published, null for a draft without its key (answer 404). */
export function readAccess(match: MatchRecord, keyFor: KeyFor): Access | null {
  if (keyMatches(keyFor(match.id), match.editKeyHash)) return 'author';
  return match.publication === 'draft' ? null : 'reader';
}

/** The lines this reader may open: the author every line not archived (and main); a reader main + shown. */
export async function visibleLines(s: Store, match: MatchRecord, access: Access): Promise<LineSummary[]> {
  if (access === 'reader') return s.listReaderLines(match.id);
  return (await s.listLines(match.id)).filter((l) => l.isMain || l.visibility !== 'archived');
}
