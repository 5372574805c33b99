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

export const NOTE_KINDS = ['narration', 'commentary', 'dialogue', 'beat'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];
