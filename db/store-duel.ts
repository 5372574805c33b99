/**
 * Store a whole played duel (its events and notes) as a new match, in one transaction: the seeder and the
 * studio's script import both use it, so a duel is either stored completely or not at all.
 */
import type { EngineEvent } from '@/machines/engine';
import type { DbHandle } from './client';
import { appendEvents, createMatchRecord } from './event-store';
import { addNoteRevision } from './notes';
import type { NoteKind } from './schema';

/** appendEvents takes at most this many events per call. */
const APPEND_BATCH = 500;

export interface StoreDuelInput {
  gameId: string;
  rulesVersion: string;
  title: string;
  players: { p1: { name: string }; p2: { name: string } };
  /** The full line, `match.created` first. */
  events: readonly EngineEvent[];
  notes: ReadonlyArray<{ seq: number; kind: NoteKind; body: string; spoiler?: boolean }>;
  editKeyHash?: string | null;
}

export function storeDuel(h: DbHandle, input: StoreDuelInput): { matchId: string; lineId: string } {
  return h.sqlite.transaction(() => {
    const { matchId, lineId } = createMatchRecord(h, {
      gameId: input.gameId,
      rulesVersion: input.rulesVersion,
      title: input.title,
      players: input.players,
      createdEvent: input.events[0],
      editKeyHash: input.editKeyHash ?? null,
    });
    for (let i = 1; i < input.events.length; i += APPEND_BATCH) {
      appendEvents(h, lineId, i, input.events.slice(i, i + APPEND_BATCH));
    }
    for (const n of input.notes) {
      addNoteRevision(h, {
        matchId,
        lineId,
        seq: n.seq,
        kind: n.kind,
        body: n.body,
        spoiler: n.spoiler ?? false,
      });
    }
    return { matchId, lineId };
  })();
}
