/**
 * Who may write: a request carrying a match's edit key (header, or the studio's cookie from the same site).
 * Refusals are 403 ERR_FORBIDDEN; 404 for an unknown match and for a draft (to anyone without its key a draft
 * does not exist).
 */
import 'server-only';
import type { MatchRecord, Store } from '../db';
import { AppError, notFound } from '../http/errors';
import { requireMatch } from '../lines/lookup';
import { EDIT_KEY_HEADER, keyMatches, requestEditKey } from './edit-key';

/** A browser request from another site may not use the cookie to write (SameSite=Strict covers most; this the rest). */
export function sameOrigin(req: Request): boolean {
  const origin = req.headers.get('origin');
  if (origin === null) return true;
  if (origin === 'null') return false;
  try {
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
    return new URL(origin).host === (host ?? new URL(req.url).host);
  } catch {
    return false;
  }
}

/** The match, when the request carries its edit key; 403 ERR_FORBIDDEN otherwise. */
export async function authorize(s: Store, req: Request, matchId: string): Promise<MatchRecord> {
  const match = await requireMatch(s, matchId);
  const key = requestEditKey(req, matchId);
  const viaHeader = req.headers.get(EDIT_KEY_HEADER) !== null;
  if (!keyMatches(key, match.editKeyHash) && match.publication === 'draft')
    notFound(`没有对局 ${matchId}`, `No match ${matchId}`);
  if (!keyMatches(key, match.editKeyHash) || (!viaHeader && !sameOrigin(req))) {
    throw new AppError(
      'ERR_FORBIDDEN',
      {
        zh: '需要这个对局的编辑密钥（编辑链接）才能修改',
        en: 'Changing this match needs its edit key (the edit link)',
      },
      403,
    );
  }
  return match;
}

/** Does this cookie value open the match (the studio page's check)? */
export const cookieOpens = (match: MatchRecord | null, key: string | undefined): boolean =>
  match !== null && keyMatches(key, match.editKeyHash);
