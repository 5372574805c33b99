/**
 * The PostgreSQL schema of the event store: the same tables, columns and meanings as db/schema.ts (SQLite), in
 * PostgreSQL types. Timestamps stay ISO-8601 UTC text and payloads stay JSON text, so a row reads back byte for
 * byte the same from both databases (db:copy compares them). Migrations: db/migrations-pg (drizzle-kit with
 * drizzle.pg.config.ts); the append-only triggers (PL/pgSQL) and views are a custom migration there.
 */
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const matches = pgTable(
  'matches',
  {
    id: text('id').primaryKey(),
    gameId: text('game_id').notNull(),
    rulesVersion: text('rules_version').notNull(),
    title: text('title').notNull(),
    /** JSON text `{ p1: { name }, p2: { name } }`. */
    players: text('players').notNull(),
    /** The first main line; later changes are main_lines records. */
    mainLineId: text('main_line_id').notNull(),
    editKeyHash: text('edit_key_hash'),
    createdAt: text('created_at').notNull(),
    /** Kept for the same columns as SQLite; equals created_at (the current value is match_current.updated_at). */
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('matches_created_idx').on(t.createdAt),
    index('matches_game_idx').on(t.gameId),
    index('matches_edit_key_idx').on(t.editKeyHash),
  ],
);

export const lines = pgTable(
  'lines',
  {
    id: text('id').primaryKey(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id),
    parentLineId: text('parent_line_id').references((): AnyPgColumn => lines.id),
    forkSeq: integer('fork_seq'),
    /** The first name; renames are line_states records. */
    name: text('name').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('lines_match_idx').on(t.matchId), index('lines_parent_idx').on(t.parentLineId)],
);

export const events = pgTable(
  'events',
  {
    lineId: text('line_id')
      .notNull()
      .references(() => lines.id),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    actor: text('actor').notNull(),
    payload: text('payload').notNull(),
    v: integer('v').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lineId, t.seq] })],
);

export const noteRevisions = pgTable(
  'note_revisions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    noteId: text('note_id').notNull(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id),
    lineId: text('line_id')
      .notNull()
      .references(() => lines.id),
    seq: integer('seq').notNull(),
    revision: integer('revision').notNull(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    spoiler: boolean('spoiler').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('note_revisions_note_rev_uq').on(t.noteId, t.revision),
    index('note_revisions_match_idx').on(t.matchId, t.lineId, t.seq),
  ],
);

export const shareLinks = pgTable(
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
    perspective: text('perspective').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('share_links_match_idx').on(t.matchId)],
);

export const matchPublications = pgTable(
  'match_publications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id),
    state: text('state').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('match_publications_match_idx').on(t.matchId, t.id)],
);

export const mainLines = pgTable(
  'main_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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

export const lineStates = pgTable(
  'line_states',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    lineId: text('line_id')
      .notNull()
      .references(() => lines.id),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id),
    name: text('name').notNull(),
    visibility: text('visibility').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('line_states_line_idx').on(t.lineId, t.id), index('line_states_match_idx').on(t.matchId)],
);

export const cardSets = pgTable(
  'card_sets',
  {
    id: text('id').primaryKey(),
    gameId: text('game_id').notNull(),
    editKeyHash: text('edit_key_hash').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('card_sets_key_idx').on(t.editKeyHash)],
);

export const cardSetRevisions = pgTable(
  'card_set_revisions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    setId: text('set_id')
      .notNull()
      .references(() => cardSets.id),
    revision: integer('revision').notNull(),
    name: text('name').notNull(),
    cards: text('cards').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('card_set_revisions_set_rev_uq').on(t.setId, t.revision)],
);
