/**
 * Drafts and publishing (the author's side): publish or unpublish a match, show / hide / archive / restore a
 * variation, and "my duels" — the matches whose edit keys a browser holds.
 */
import 'server-only';
import type {
  LineState,
  LineStateResponse,
  MyMatch,
  PublicationResponse,
  Visibility,
} from '@/app/contracts/publishing';
import { EDIT_KEYS_HEADER } from '@/app/contracts/publishing';
import type { MatchRecord, Store } from '../db';
import { fail } from '../http/errors';
import { lineOf } from '../lines/lookup';

export async function publish(
  s: Store,
  match: MatchRecord,
  visibility: Visibility,
): Promise<PublicationResponse> {
  const rec = await s.setPublication(match.id, visibility);
  return { matchId: match.id, visibility: rec.state, changedAt: rec.createdAt };
}

/** A line's visibility; the main line is always shown to readers, so it cannot be hidden or archived. */
export async function setLineVisibility(
  s: Store,
  match: MatchRecord,
  lineId: string,
  state: LineState,
): Promise<LineStateResponse> {
  const line = await lineOf(s, match, lineId);
  if (line === match.mainLineId && state !== 'shown')
    fail(
      'ERR_MAIN_LINE',
      '主线总是给读者看的：请先把另一条分支设为主线',
      'The main line is always shown to readers: make another line main first',
      409,
      { lineId },
    );
  const rec = await s.setLineState(line, { visibility: state });
  return { lineId: line, state: rec.visibility, changedAt: rec.createdAt };
}

const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const MAX_KEYS = 200;

/** The edit keys a request carries: every `ek_<id>` cookie, and the `x-edit-keys` header (comma-separated). */
export function keysOf(req: Request): string[] {
  const keys = new Set<string>();
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim().startsWith('ek_'))
      keys.add(decodeURIComponent(part.slice(i + 1).trim()));
  }
  for (const k of (req.headers.get(EDIT_KEYS_HEADER) ?? '').split(',')) keys.add(k.trim());
  return [...keys].filter((k) => KEY_SHAPE.test(k)).slice(0, MAX_KEYS);
}

/** The matches these keys open, drafts included, most recently changed first. */
export async function myMatches(s: Store, keys: readonly string[]): Promise<MyMatch[]> {
  if (keys.length === 0) return [];
  return (await s.listMatchesByEditKeys(keys)).map((m) => ({
    id: m.id,
    gameId: m.gameId,
    title: m.title,
    players: m.players,
    visibility: m.publication,
    length: Math.max(0, m.eventCount - 1),
    updatedAt: m.updatedAt,
    studioUrl: `/studio/${m.id}`,
    viewUrl: `/m/${m.id}`,
  }));
}
