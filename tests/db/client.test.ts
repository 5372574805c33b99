import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_DB_PATH,
  closeDatabase,
  openDatabase,
  resolveDbPath,
  resolveMigrationsFolder,
} from '../../db/client';
import { openStore } from '../../db/store/open';
import { evs, newMatch } from './store/drivers';
import { cleanup, freshDb, tempDir } from './helpers';

afterEach(cleanup);

const journal = JSON.parse(
  fs.readFileSync(path.join(resolveMigrationsFolder(), 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe('openDatabase', () => {
  it('sets the pragmas: WAL, foreign keys, synchronous FULL, busy timeout', () => {
    const h = freshDb();
    expect(h.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(h.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(h.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(h.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('migrates a fresh database: tables, indexes and triggers exist', () => {
    const h = freshDb();
    const names = (type: string) =>
      (
        h.sqlite.prepare('SELECT name FROM sqlite_master WHERE type = ? ORDER BY name').all(type) as {
          name: string;
        }[]
      ).map((r) => r.name);
    expect(names('table')).toEqual(
      expect.arrayContaining([
        'matches',
        'lines',
        'events',
        'note_revisions',
        'share_links',
        '__drizzle_migrations',
      ]),
    );
    expect(names('trigger')).toEqual(
      expect.arrayContaining([
        'events_no_update',
        'events_no_delete',
        'events_no_replace',
        'events_contiguous',
        'note_revisions_no_update',
        'note_revisions_no_delete',
      ]),
    );
    expect(names('index')).toEqual(
      expect.arrayContaining(['lines_match_idx', 'matches_updated_idx', 'note_revisions_note_rev_uq']),
    );
    expect(h.sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get()).toEqual({
      n: journal.entries.length,
    });
  });

  it('foreign keys are enforced', () => {
    const h = freshDb();
    expect(() =>
      h.sqlite.prepare("INSERT INTO lines VALUES ('l_ghost', 'm_ghost', NULL, NULL, 'main', 'now')").run(),
    ).toThrow(/FOREIGN KEY/);
  });

  it('is idempotent: opening twice keeps the data and applies nothing again', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'twice.db');
    const a = await openStore({ path: file, databaseUrl: '' });
    const { lineId } = await newMatch(a);
    await a.appendEvents(lineId, 1, evs(1, 3));
    await a.close();
    const b = openDatabase(file);
    const c = openDatabase(file);
    expect(b.sqlite.prepare('SELECT count(*) AS n FROM events WHERE line_id = ?').get(lineId)).toEqual({
      n: 4,
    });
    expect(c.sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get()).toEqual({
      n: journal.entries.length,
    });
    closeDatabase(b);
    closeDatabase(c);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('DUELSCRIBE_DB selects the path (and the folder is created); the default is data/duelscribe.db', () => {
    const dir = tempDir();
    const file = path.join(dir, 'nested', 'deeper', 'env.db');
    const saved = process.env.DUELSCRIBE_DB;
    try {
      delete process.env.DUELSCRIBE_DB;
      expect(resolveDbPath()).toBe(path.resolve(DEFAULT_DB_PATH));
      expect(DEFAULT_DB_PATH).toBe(path.join('data', 'duelscribe.db'));
      process.env.DUELSCRIBE_DB = file;
      expect(resolveDbPath()).toBe(file);
      expect(resolveDbPath(path.join(dir, 'explicit.db'))).toBe(path.join(dir, 'explicit.db'));
      const h = openDatabase();
      expect(h.path).toBe(file);
      expect(fs.existsSync(file)).toBe(true);
      closeDatabase(h);
    } finally {
      if (saved === undefined) delete process.env.DUELSCRIBE_DB;
      else process.env.DUELSCRIBE_DB = saved;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('DUELSCRIBE_MIGRATIONS overrides the migrations folder', () => {
    const saved = process.env.DUELSCRIBE_MIGRATIONS;
    try {
      process.env.DUELSCRIBE_MIGRATIONS = '/nowhere/migrations';
      expect(resolveMigrationsFolder()).toBe('/nowhere/migrations');
    } finally {
      if (saved === undefined) delete process.env.DUELSCRIBE_MIGRATIONS;
      else process.env.DUELSCRIBE_MIGRATIONS = saved;
    }
  });
});
