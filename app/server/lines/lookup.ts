/** A match and one of its lines, or 404 ERR_NOT_FOUND naming which is missing. */
import 'server-only';
import type { MatchRecord, Store } from '../db';
import { notFound } from '../http/errors';
import { Lru } from './lru';

export async function requireMatch(s: Store, matchId: string): Promise<MatchRecord> {
  return (await findMatch(s, matchId)) ?? notFound(`没有对局 ${matchId}`, `No match ${matchId}`);
}

/** The match, or null when the id is malformed or unknown. */
export async function findMatch(s: Store, matchId: string): Promise<MatchRecord | null> {
  return /^[a-z]_[a-z0-9]{1,60}$/.test(matchId) ? s.getMatch(matchId) : null;
}

/**
 * The match of each line seen, per store: a line never changes match and is never deleted (the store is
 * append-only), so a line found once needs no query again (one fewer round-trip per request on PostgreSQL).
 */
const KEY = Symbol.for('duelscribe.lineMatches');
const g = globalThis as typeof globalThis & { [KEY]?: WeakMap<Store, Lru<string, string>> };
const lineMatches = (g[KEY] ??= new WeakMap());

/** The line of the match (its main line when `lineId` is absent); 404 when it belongs to another match. */
export async function lineOf(s: Store, match: MatchRecord, lineId?: string | null): Promise<string> {
  if (!lineId) return match.mainLineId;
  let known = lineMatches.get(s);
  if (!known) lineMatches.set(s, (known = new Lru(4096)));
  let matchId = known.get(lineId);
  if (matchId === undefined) {
    const line = /^[a-z]_[a-z0-9]{1,60}$/.test(lineId) ? await s.getLine(lineId) : null;
    if (line) known.set(lineId, (matchId = line.matchId));
  }
  if (matchId !== match.id)
    notFound(`对局中没有分支 ${lineId}`, `The match has no line ${lineId}`, { lineId });
  return lineId;
}
