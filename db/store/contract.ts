/**
 * The event-store contract: one Promise-based interface with two drivers, SQLite (better-sqlite3, the embedded
 * default) and PostgreSQL (drizzle's node-postgres driver), chosen by `openStore()` (db/store/open.ts).
 *
 * Guarantees, the same on both drivers (tests/db/store/ run one suite against each):
 * - Everything is append-only, enforced by the database (triggers): no row of any table is ever updated or
 *   deleted. State that changes (a line's name and visibility, the main line, a match's publication, a card
 *   set's contents) is a new record; the latest record wins and the history is kept.
 * - `appendEvents(lineId, expectedSeq, events)`: seqs are contiguous, and of concurrent appenders at the same
 *   `expectedSeq` exactly one wins; the others get ERR_CONFLICT and write nothing. A batch is all or nothing.
 * - Every refusal is a StoreError (db/errors.ts) with an ERR_* code and a zh/en message: ERR_NOT_FOUND,
 *   ERR_CONFLICT, ERR_BAD_INPUT, ERR_BAD_SEQ, ERR_TOO_LARGE, ERR_APPEND_ONLY, ERR_BUSY (SQLite: another
 *   process held the write lock past the retry deadline), ERR_DB_PATH / ERR_DB_UNAVAILABLE (at open).
 * - `get…` answer null when the thing does not exist; every other method rejects with ERR_NOT_FOUND.
 * - No method blocks the event loop for long: SQLite waits for a lock at most `busyTimeoutMs` (≤ 50 ms) at a
 *   time and retries asynchronously with backoff until `busyDeadlineMs`.
 * - Edit keys: the store keeps only their sha256 (`hashEditKey`); records carrying `editKeyHash` are server-only.
 *   Listing by edit key takes the keys themselves, never hashes, so a browser proves it holds a key by sending
 *   it (see `listMatchesByEditKeys`).
 */
import type { EngineEvent, Perspective, PlayerInfo, Seat } from '../../machines/engine/types';
import type { NoteKind } from '../schema';

export type Dialect = 'sqlite' | 'postgres';

/** Publication of a match: `draft` edit-key holders only, `unlisted` anyone with a link, `listed` the library. */
export type Publication = 'draft' | 'unlisted' | 'listed';

/**
 * Who sees a line: `shown` readers see it (the main line is always shown to readers, whatever its record
 * says), `hidden` only the author (new variations), `archived` put away by the author or by an undo
 * (out of the author's working list too; never deleted, restorable by a new record).
 */
export type LineVisibility = 'shown' | 'hidden' | 'archived';

export interface MatchRecord {
  id: string;
  gameId: string;
  rulesVersion: string;
  title: string;
  players: Record<Seat, PlayerInfo>;
  /** The current main line (the latest main-line record). */
  mainLineId: string;
  publication: Publication;
  /** sha256 hex of the edit key, or null. Server-only: never send it to a browser. */
  editKeyHash: string | null;
  createdAt: string;
  /** The latest of: creation, any event, any line state, main-line or publication record of the match. */
  updatedAt: string;
}

export interface MatchSummary extends Omit<MatchRecord, 'editKeyHash'> {
  /** Number of events of the main line (parent prefix included). */
  eventCount: number;
  /** The match starts from a described position (its match.created carries one) rather than the opening. */
  fromPosition: boolean;
}

export interface LineRecord {
  id: string;
  matchId: string;
  parentLineId: string | null;
  forkSeq: number | null;
  /** The current name (the latest line-state record). */
  name: string;
  visibility: LineVisibility;
  createdAt: string;
}

export interface LineSummary extends LineRecord {
  /** Number of events of the line as seen from it (= its next seq). */
  length: number;
  isMain: boolean;
}

export interface LineStateRecord {
  id: number;
  lineId: string;
  matchId: string;
  name: string;
  visibility: LineVisibility;
  createdAt: string;
}

export interface PublicationRecord {
  id: number;
  matchId: string;
  state: Publication;
  createdAt: string;
}

export interface NoteRevision {
  id: number;
  noteId: string;
  matchId: string;
  lineId: string;
  seq: number;
  revision: number;
  kind: NoteKind;
  body: string;
  spoiler: boolean;
  deleted: boolean;
  createdAt: string;
}

export interface ShareLink {
  slug: string;
  matchId: string;
  lineId: string;
  seq: number;
  perspective: Perspective;
  createdAt: string;
}

export interface CardSetRevision {
  setId: string;
  gameId: string;
  revision: number;
  name: string;
  /** The card definitions, parsed (plain JSON; the game's zod schema validates them, not the store). */
  cards: unknown[];
  /** sha256 hex of the owning edit key. Server-only. */
  editKeyHash: string;
  createdAt: string;
}

export type CardSetSummary = Omit<CardSetRevision, 'cards' | 'editKeyHash'> & { cardCount: number };

/** An event as given to the store (the store assigns seq; a given seq must match). */
export interface EventInput {
  seq?: number;
  type: string;
  actor: 'p1' | 'p2' | 'author' | 'system';
  payload: unknown;
  v: number;
}

export interface CreateMatchInput {
  gameId: string;
  rulesVersion: string;
  title: string;
  players: { p1: { name: string }; p2: { name: string } };
  /** Event 0, `match.created` (payload ≤ 256 KiB). */
  createdEvent: EventInput;
  editKeyHash?: string | null;
  /** Default `draft`. */
  publication?: Publication;
}

export interface NoteRevisionInput {
  matchId: string;
  /** Omit to start a new note (revision 1); give it to add a revision (omitted fields carry over). */
  noteId?: string;
  /** Optimistic concurrency: the revision the author edited; ERR_CONFLICT when the note has moved on. */
  expectedRevision?: number;
  lineId?: string;
  seq?: number;
  kind?: NoteKind;
  body?: string;
  spoiler?: boolean;
  deleted?: boolean;
}

/** A whole played duel stored in one transaction (seeder, script import). */
export interface StoreDuelInput extends Omit<CreateMatchInput, 'createdEvent'> {
  /** The full line, `match.created` first. */
  events: readonly EventInput[];
  notes: ReadonlyArray<{ seq: number; kind: NoteKind; body: string; spoiler?: boolean }>;
}

export interface ListMatchesOptions {
  gameId?: string;
  limit?: number;
}

export interface EventStore {
  readonly dialect: Dialect;
  /**
   * How many write transactions this store object has finished: a process-local cache of reads compares it to
   * see whether this process changed anything since (writes of other processes it cannot see).
   */
  readonly writes: number;

  /* matches */
  /** Create a match, its main line (named `main`, shown) and event 0 in one transaction. */
  createMatch(input: CreateMatchInput): Promise<{ matchId: string; lineId: string }>;
  /** Create a match and append its whole line and notes in one transaction (all or nothing). */
  storeDuel(input: StoreDuelInput): Promise<{ matchId: string; lineId: string }>;
  getMatch(matchId: string): Promise<MatchRecord | null>;
  /** The library: `listed` matches only, most recently updated first. */
  listListedMatches(options?: ListMatchesOptions): Promise<MatchSummary[]>;
  /** Every match whatever its publication (admin tools, db:copy), most recently updated first. */
  listAllMatches(options?: ListMatchesOptions): Promise<MatchSummary[]>;
  /**
   * "My duels": the matches (drafts included) whose edit key is one of `editKeys` — the keys themselves, as the
   * browser holds them (from its per-match cookies or local storage), at most 200; the store hashes them. Never
   * pass hashes received from a client: holding a hash proves nothing.
   */
  listMatchesByEditKeys(editKeys: readonly string[], options?: ListMatchesOptions): Promise<MatchSummary[]>;
  /** Append a publication record (publish as unlisted/listed, or unpublish back to draft). */
  setPublication(matchId: string, state: Publication): Promise<PublicationRecord>;
  publicationHistory(matchId: string): Promise<PublicationRecord[]>;

  /* events */
  /** Append at `expectedSeq` (the line's current length); ERR_CONFLICT when it moved on. Returns the new length. */
  appendEvents(lineId: string, expectedSeq: number, events: readonly EventInput[]): Promise<number>;
  /** The line as seen from it: each ancestor's events up to its fork step (root first), then its own. */
  readLine(lineId: string): Promise<EngineEvent[]>;
  lineLength(lineId: string): Promise<number>;

  /* lines */
  /**
   * A variation sharing `parentLineId`'s events up to `forkSeq` (an existing step, else ERR_BAD_SEQ); hangs off
   * the ancestor that owns that step. New variations are `hidden` unless `visibility` says otherwise.
   */
  forkLine(
    matchId: string,
    parentLineId: string,
    forkSeq: number,
    name: string,
    visibility?: LineVisibility,
  ): Promise<LineRecord>;
  getLine(lineId: string): Promise<LineRecord | null>;
  /** Every line of the match, oldest first (archived ones included: filter on `visibility`). */
  listLines(matchId: string): Promise<LineSummary[]>;
  /** What a reader may see: the main line and the lines marked `shown`, oldest first. */
  listReaderLines(matchId: string): Promise<LineSummary[]>;
  /** Append a line-state record changing its name and/or visibility. */
  setLineState(
    lineId: string,
    change: { name?: string; visibility?: LineVisibility },
  ): Promise<LineStateRecord>;
  lineStateHistory(lineId: string): Promise<LineStateRecord[]>;
  /** Make a line of the match its main line (a new main-line record). */
  setMainLine(matchId: string, lineId: string): Promise<void>;
  /**
   * Undo on a line: in one transaction, fork `lineId` at `atSeq` under the same name and visibility; the new line
   * becomes main when `lineId` was; the abandoned continuation keeps its events and is `archived` (restorable with
   * setLineState + setMainLine). Returns the new line.
   */
  undoTo(matchId: string, lineId: string, atSeq: number): Promise<LineRecord>;

  /* notes */
  addNoteRevision(input: NoteRevisionInput): Promise<NoteRevision>;
  /** Latest live revision of each note, by seq; with `lineId`, only those visible from that line. */
  listNotes(matchId: string, lineId?: string): Promise<NoteRevision[]>;
  noteHistory(noteId: string): Promise<NoteRevision[]>;

  /* share links */
  createShareLink(matchId: string, lineId: string, seq: number, perspective: Perspective): Promise<ShareLink>;
  /** The link, or null when the slug is unknown or malformed. */
  getShareLink(slug: string): Promise<ShareLink | null>;

  /* card sets */
  createCardSet(input: {
    gameId: string;
    name: string;
    cards: unknown[];
    editKeyHash: string;
  }): Promise<CardSetRevision>;
  /** A new revision (name and/or cards); ERR_CONFLICT unless `expectedRevision` is the latest. */
  reviseCardSet(
    setId: string,
    expectedRevision: number,
    change: { name?: string; cards?: unknown[] },
  ): Promise<CardSetRevision>;
  /** The latest revision, or null. */
  getCardSet(setId: string): Promise<CardSetRevision | null>;
  getCardSetRevision(setId: string, revision: number): Promise<CardSetRevision | null>;
  cardSetHistory(setId: string): Promise<CardSetRevision[]>;
  /** The sets owned by these edit keys (keys, not hashes; see listMatchesByEditKeys), newest first. */
  listCardSets(editKeys: readonly string[], options?: { gameId?: string }): Promise<CardSetSummary[]>;

  close(): Promise<void>;
}
