/** The library page's rows: every listed match, or one game's, as the store lists them (drafts and unlisted never). */
import 'server-only';
import { store } from '../db';

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

export async function libraryRows(gameId?: string): Promise<LibraryRow[]> {
  return (await (await store()).listListedMatches({ gameId })).map((m) => ({
    id: m.id,
    gameId: m.gameId,
    title: m.title,
    players: m.players,
    length: Math.max(0, m.eventCount - 1),
    updatedAt: m.updatedAt,
    fromPosition: m.fromPosition,
  }));
}
