/**
 * drizzle schema of the event store. Timestamps are ISO-8601 UTC text (`new Date().toISOString()`) everywhere.
 * Append-only triggers (events, note_revisions) and the seq-contiguity trigger live in a custom migration
 * (db/migrations/0001_append_only_triggers.sql) because drizzle-kit cannot declare triggers.
 *
 * `matches.main_line_id` has no declared foreign key: matches and lines reference each other, and SQLite checks
 * foreign keys per statement, so the store checks that the main line belongs to the match in code instead.
 */

import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

export const matches = sqliteTable(
  'matches',
  {
    id: text('id').primaryKey(),
    gameId: text('game_id').notNull(),
    rulesVersion: text('rules_version').notNull(),
    title: text('title').notNull(),
    /** JSON text `{ p1: { name }, p2: { name } }`. */
    players: text('players').notNull(),
    mainLineId: text('main_line_id').notNull(),
    /** sha256 hex of the match's edit key (issue 7); never the key itself. */
    editKeyHash: text('edit_key_hash'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('matches_updated_idx').on(t.updatedAt),
    index('matches_game_updated_idx').on(t.gameId, t.updatedAt),
    index('matches_edit_key_idx').on(t.editKeyHash),
  ],
);

export const lines = sqliteTable(
  'lines',
  {
    id: text('id').primaryKey(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id),
    parentLineId: text('parent_line_id').references((): AnySQLiteColumn => lines.id),
    /** The last seq of the parent that this line includes; null for a root line. */
    forkSeq: integer('fork_seq'),
    name: text('name').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('lines_match_idx').on(t.matchId), index('lines_parent_idx').on(t.parentLineId)],
);

export const events = sqliteTable(
  'events',
  {
    lineId: text('line_id')
      .notNull()
      .references(() => lines.id),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    actor: text('actor').notNull(),
    /** JSON text. */
    payload: text('payload').notNull(),
    v: integer('v').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lineId, t.seq] })],
);

export const noteRevisions = sqliteTable(
  'note_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    noteId: text('note_id').notNull(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id),
    lineId: text('line_id')
      .notNull()
      .references(() => lines.id),
    seq: integer('seq').notNull(),
    revision: integer('revision').notNull(),
    kind: text('kind', { enum: ['narration', 'commentary', 'dialogue', 'beat'] }).notNull(),
    body: text('body').notNull(),
    spoiler: integer('spoiler', { mode: 'boolean' }).notNull().default(false),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('note_revisions_note_rev_uq').on(t.noteId, t.revision),
    index('note_revisions_match_idx').on(t.matchId, t.lineId, t.seq),
  ],
);

export const shareLinks = sqliteTable(
  'share_links',
  {
    slug: text('slug').primaryKey(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id),
    lineId: text('line_id')
      .notNull()
      .references(() => lines.id),
    seq: integer('seq').notNull(),
    perspective: text('perspective', { enum: ['omniscient', 'p1', 'p2'] }).notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('share_links_match_idx').on(t.matchId)],
);

/* Append-only state records (migration 0003): the latest row of each wins, history is kept. */

export const PUBLICATION_STATES = ['draft', 'unlisted', 'listed'] as const;
export const LINE_VISIBILITIES = ['shown', 'hidden', 'archived'] as const;

/** Publication of a match: draft (edit-key holders only), unlisted (anyone with a link), listed (the library). */
export const matchPublications = sqliteTable(
  'match_publications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id),
    state: text('state', { enum: PUBLICATION_STATES }).notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('match_publications_match_idx').on(t.matchId, t.id)],
);

/** Which line is the match's main line; the latest row wins (matches.main_line_id is the first one). */
export const mainLines = sqliteTable(
  'main_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id),
    lineId: text('line_id')
      .notNull()
      .references(() => lines.id),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('main_lines_match_idx').on(t.matchId, t.id)],
);

/** A line's name and who sees it (shown to readers / hidden / archived); the latest row of a line wins. */
export const lineStates = sqliteTable(
  'line_states',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    lineId: text('line_id')
      .notNull()
      .references(() => lines.id),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id),
    name: text('name').notNull(),
    visibility: text('visibility', { enum: LINE_VISIBILITIES }).notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('line_states_line_idx').on(t.lineId, t.id), index('line_states_match_idx').on(t.matchId)],
);

/** An author's named set of custom cards for one game, owned by an edit key (its sha256 hex). */
export const cardSets = sqliteTable(
  'card_sets',
  {
    id: text('id').primaryKey(),
    gameId: text('game_id').notNull(),
    editKeyHash: text('edit_key_hash').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('card_sets_key_idx').on(t.editKeyHash)],
);

/** Every change of a card set is a new revision: its name and the JSON text of its card definitions. */
export const cardSetRevisions = sqliteTable(
  'card_set_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    setId: text('set_id')
      .notNull()
      .references(() => cardSets.id),
    revision: integer('revision').notNull(),
    name: text('name').notNull(),
    /** JSON text: an array of card definitions in the game's own shape. */
    cards: text('cards').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('card_set_revisions_set_rev_uq').on(t.setId, t.revision)],
);

export const NOTE_KINDS = ['narration', 'commentary', 'dialogue', 'beat'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];
