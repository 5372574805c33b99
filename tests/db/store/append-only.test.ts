/**
 * Append-only, enforced by the database on both drivers (issue 16 point 9): raw SQL that would update, delete,
 * truncate or replace a row of ANY table is refused and the row stays. The store itself never sends such SQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { hashEditKey } from '../../../db/ids';
import { DRIVERS, cleanupAll, evs, newMatch } from './drivers';

afterEach(cleanupAll);

const TABLES = [
  'matches',
  'lines',
  'events',
  'note_revisions',
  'share_links',
  'match_publications',
  'main_lines',
  'line_states',
  'card_sets',
  'card_set_revisions',
];

describe.each(DRIVERS)('append-only triggers on $name', (driver) => {
  const it_ = it.skipIf(!driver.available);

  async function seeded() {
    const db = await driver.open();
    const { store } = db;
    const { matchId, lineId } = await newMatch(store, 't', { editKeyHash: hashEditKey('k'.repeat(43)) });
    await store.appendEvents(lineId, 1, evs(1, 2));
    const empty = await store.forkLine(matchId, lineId, 0, 'empty');
    await store.addNoteRevision({ matchId, lineId, seq: 1, kind: 'beat', body: 'b' });
    await store.createShareLink(matchId, lineId, 1, 'p1');
    await store.setPublication(matchId, 'listed');
    await store.createCardSet({
      gameId: 'xueqi',
      name: 's',
      cards: [],
      editKeyHash: hashEditKey('k'.repeat(43)),
    });
    return { ...db, matchId, lineId, empty };
  }

  const snapshot = async (raw: (t: string) => Promise<unknown[]>) => {
    const out: Record<string, unknown[]> = {};
    for (const t of TABLES) out[t] = await raw(`SELECT * FROM ${t} ORDER BY 1`);
    return out;
  };

  it_('refuses UPDATE and DELETE on every table, and the rows stay as they were', async () => {
    const { raw, lineId, empty } = await seeded();
    const before = await snapshot(raw);
    for (const t of TABLES) expect(before[t].length, t).toBeGreaterThan(0);
    const attempts = [
      "UPDATE matches SET edit_key_hash = 'x'",
      "UPDATE matches SET title = 'x'",
      "UPDATE lines SET name = 'x'",
      'UPDATE lines SET fork_seq = 0 WHERE fork_seq IS NOT NULL',
      "UPDATE events SET payload = '{}'",
      "UPDATE note_revisions SET body = 'x'",
      'UPDATE share_links SET seq = 0',
      "UPDATE match_publications SET state = 'draft'",
      'UPDATE main_lines SET line_id = line_id',
      "UPDATE line_states SET visibility = 'shown'",
      "UPDATE card_sets SET edit_key_hash = 'x'",
      "UPDATE card_set_revisions SET cards = '[1]'",
      `DELETE FROM lines WHERE id = '${empty.id}'`,
      `DELETE FROM events WHERE line_id = '${lineId}' AND seq = 2`,
      ...TABLES.map((t) => `DELETE FROM ${t}`),
    ];
    for (const sqlText of attempts) {
      await expect(raw(sqlText), sqlText).rejects.toThrow(/ERR_APPEND_ONLY/);
    }
    expect(await snapshot(raw)).toEqual(before);
  });

  it_(
    'issue 16 point 9 as written: a line with no events of its own is kept, even as the main line',
    async () => {
      const { store, raw, matchId, lineId, empty } = await seeded();
      // the variation forked at seq 0 has no event of its own; make it the main line, as promoting does
      await store.setMainLine(matchId, empty.id);
      expect((await store.getMatch(matchId))?.mainLineId).toBe(empty.id);
      expect(await raw(`SELECT * FROM events WHERE line_id = '${empty.id}'`)).toEqual([]);
      const before = await snapshot(raw);
      for (const sqlText of [
        `DELETE FROM lines WHERE id = '${empty.id}'`,
        `DELETE FROM lines WHERE id NOT IN (SELECT DISTINCT line_id FROM events)`,
        `DELETE FROM main_lines WHERE line_id = '${empty.id}'`,
        `UPDATE matches SET edit_key_hash = 'x' WHERE id = '${matchId}'`,
        `DELETE FROM share_links WHERE line_id = '${lineId}'`,
      ]) {
        await expect(raw(sqlText), sqlText).rejects.toThrow(/ERR_APPEND_ONLY/);
      }
      expect(await snapshot(raw)).toEqual(before);
      expect((await store.getMatch(matchId))?.mainLineId).toBe(empty.id);
    },
  );

  it_(
    'refuses rewriting a row through INSERT OR REPLACE (SQLite) or ON CONFLICT DO UPDATE / TRUNCATE (PostgreSQL)',
    async () => {
      const { raw, lineId, matchId } = await seeded();
      const before = await snapshot(raw);
      const now = "'2030-01-01T00:00:00.000Z'";
      if (driver.name === 'sqlite') {
        for (const sqlText of [
          `INSERT OR REPLACE INTO events VALUES ('${lineId}', 1, 'x.y', 'p1', '{}', 1, ${now})`,
          `INSERT OR REPLACE INTO matches SELECT * FROM matches`,
          `INSERT OR REPLACE INTO share_links SELECT * FROM share_links`,
          `INSERT OR REPLACE INTO line_states SELECT * FROM line_states`,
          `INSERT OR REPLACE INTO card_set_revisions SELECT * FROM card_set_revisions`,
        ]) {
          await expect(raw(sqlText), sqlText).rejects.toThrow(/ERR_APPEND_ONLY/);
        }
      } else {
        await expect(
          raw(
            `INSERT INTO events VALUES ('${lineId}', 1, 'x.y', 'p1', '{}', 1, ${now}) ON CONFLICT (line_id, seq) DO UPDATE SET payload = '{}'`,
          ),
        ).rejects.toThrow(/ERR_APPEND_ONLY/);
        for (const t of TABLES)
          await expect(raw(`TRUNCATE ${t} CASCADE`), t).rejects.toThrow(/ERR_APPEND_ONLY/);
      }
      // a gap in seq, or a state record naming a line of another match, is refused too
      await expect(
        raw(`INSERT INTO events VALUES ('${lineId}', 9, 'x.y', 'p1', '{}', 1, ${now})`),
      ).rejects.toThrow(/ERR_SEQ_GAP/);
      await expect(
        raw(
          `INSERT INTO main_lines (match_id, line_id, created_at) VALUES ('${matchId}', 'l_ghost', ${now})`,
        ),
      ).rejects.toThrow(/ERR_BAD_INPUT|FOREIGN KEY|foreign key/);
      await expect(
        raw(
          `INSERT INTO match_publications (match_id, state, created_at) VALUES ('${matchId}', 'public', ${now})`,
        ),
      ).rejects.toThrow(/ERR_BAD_INPUT/);
      expect(await snapshot(raw)).toEqual(before);
    },
  );
});
