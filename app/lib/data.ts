/**
 * The site's data access: the only place that composes db/ with machines/. Server-only.
 */
import { getDatabase } from '@/db/client';
import { listMatches } from '@/db/event-store';

export interface LibraryRow {
  id: string;
  gameId: string;
  title: string;
  players: { p1: { name: string }; p2: { name: string } };
  /** Steps of the main line (events after match.created). */
  length: number;
  updatedAt: string;
  /** Starts from a described position (a puzzle) rather than the opening. */
  fromPosition: boolean;
}

export function libraryRows(gameId?: string): LibraryRow[] {
  return listMatches(getDatabase(), { gameId }).map((m) => ({
    id: m.id,
    gameId: m.gameId,
    title: m.title,
    players: m.players,
    length: Math.max(0, m.eventCount - 1),
    updatedAt: m.updatedAt,
    fromPosition: m.fromPosition,
  }));
}
