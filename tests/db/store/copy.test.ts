/**
 * `npm run db:copy`: an SQLite database with the demo duels, variations, undo, notes, share links, publication
 * records and a card set is copied into PostgreSQL; every row, every line's events and every replay agree; a
 * second run changes nothing. Needs a PostgreSQL server (see drivers.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashEditKey } from '../../../db/ids';
import { openStore } from '../../../db/store/open';
import { copySqliteToPostgres } from '../../../scripts/db-copy';
import { seedStore } from '../../../scripts/seed';
import { PG_URL, cleanupAll, evs, freshPgUrl, newMatch } from './drivers';

afterEach(cleanupAll);

describe.skipIf(!PG_URL && process.env.CI !== 'true')('db:copy SQLite → PostgreSQL', () => {
  it('copies every record, verifies events and replays, and can run again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duelscribe-copy-'));
    const file = path.join(dir, 'source.db');
    try {
      const store = await openStore({ path: file, databaseUrl: '' });
      const seeded = await seedStore(store);
      const { matchId, lineId } = await newMatch(store, 'extra', {
        editKeyHash: hashEditKey('k'.repeat(43)),
      });
      await store.appendEvents(lineId, 1, evs(1, 6));
      const v = await store.forkLine(matchId, lineId, 3, '如果');
      await store.appendEvents(v.id, 4, evs(40, 2));
      await store.undoTo(matchId, lineId, 5);
      await store.addNoteRevision({ matchId, lineId, seq: 2, kind: 'beat', body: '转折', spoiler: true });
      await store.createShareLink(matchId, v.id, 5, 'p2');
      await store.setPublication(matchId, 'listed');
      await store.createCardSet({
        gameId: 'xueqi',
        name: '卷一',
        cards: [{ id: 'x' }],
        editKeyHash: hashEditKey('k'.repeat(43)),
      });
      await store.close();

      const url = await freshPgUrl({ migrated: false });
      const first = await copySqliteToPostgres({ from: file, to: url });
      expect(first.problems).toEqual([]);
      expect(first.copied.matches).toBe(seeded.added + 1);
      expect(first.replayed).toBeGreaterThanOrEqual(seeded.added);
      expect(first.lines).toBe(first.copied.lines);
      for (const n of Object.values(first.copied)) expect(n).toBeGreaterThan(0);

      const again = await copySqliteToPostgres({ from: file, to: url, replay: false });
      expect(again.problems).toEqual([]);

      const pgStore = await openStore({ databaseUrl: url });
      try {
        const m = (await pgStore.getMatch(matchId))!;
        expect(m.publication).toBe('listed');
        expect((await pgStore.listLines(matchId)).map((l) => [l.name, l.visibility, l.isMain])).toEqual([
          // the undone continuation is archived (restorable), the variation stays the author's own
          ['main', 'archived', false],
          ['如果', 'hidden', false],
          ['main', 'shown', true],
        ]);
        // identity sequences continue after the copied ids
        const note = await pgStore.addNoteRevision({ matchId, lineId, seq: 1, kind: 'beat', body: 'new' });
        expect(note.revision).toBe(1);
        expect((await pgStore.listNotes(matchId)).length).toBeGreaterThanOrEqual(2);
      } finally {
        await pgStore.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
