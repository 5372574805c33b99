import { afterEach, describe, expect, it } from 'vitest';
import { addNoteRevision, appendEvents, forkLine, readLine } from '../../db/event-store';
import { cleanup, evs, freshDb, newMatch } from './helpers';

afterEach(cleanup);

describe('append-only triggers', () => {
  it('refuse UPDATE and DELETE on events and leave the row intact', () => {
    const h = freshDb();
    const { lineId } = newMatch(h);
    appendEvents(h, lineId, 1, evs(1, 2));
    const before = h.sqlite.prepare('SELECT * FROM events WHERE line_id = ? ORDER BY seq').all(lineId);
    expect(() =>
      h.sqlite.prepare("UPDATE events SET payload = '{}' WHERE line_id = ? AND seq = 1").run(lineId),
    ).toThrow(/ERR_APPEND_ONLY/);
    expect(() => h.sqlite.prepare('UPDATE events SET seq = 9 WHERE line_id = ?').run(lineId)).toThrow(
      /ERR_APPEND_ONLY/,
    );
    expect(() => h.sqlite.prepare('DELETE FROM events WHERE line_id = ? AND seq = 2').run(lineId)).toThrow(
      /ERR_APPEND_ONLY/,
    );
    expect(() => h.sqlite.prepare('DELETE FROM events').run()).toThrow(/ERR_APPEND_ONLY/);
    expect(() =>
      h.sqlite.exec(
        "INSERT OR REPLACE INTO events VALUES ('" + lineId + "', 1, 'x.y', 'p1', '{}', 1, 'now')",
      ),
    ).toThrow(/ERR_APPEND_ONLY/);
    expect(h.sqlite.prepare('SELECT * FROM events WHERE line_id = ? ORDER BY seq').all(lineId)).toEqual(
      before,
    );
    expect(readLine(h, lineId).map((e) => e.payload)).toEqual([expect.anything(), { n: 1 }, { n: 2 }]);
  });

  it('refuse UPDATE and DELETE on note revisions', () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    const note = addNoteRevision(h, { matchId, lineId, seq: 0, kind: 'narration', body: '开局' });
    expect(() => h.sqlite.prepare("UPDATE note_revisions SET body = 'x' WHERE id = ?").run(note.id)).toThrow(
      /ERR_APPEND_ONLY/,
    );
    expect(() => h.sqlite.prepare('DELETE FROM note_revisions WHERE id = ?').run(note.id)).toThrow(
      /ERR_APPEND_ONLY/,
    );
    expect(h.sqlite.prepare('SELECT body FROM note_revisions WHERE id = ?').get(note.id)).toEqual({
      body: '开局',
    });
  });

  it("refuse changing a line's ancestry but allow renaming it", () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    appendEvents(h, lineId, 1, evs(1, 3));
    const v = forkLine(h, matchId, lineId, 2, 'what if');
    expect(() => h.sqlite.prepare('UPDATE lines SET fork_seq = 1 WHERE id = ?').run(v.id)).toThrow(
      /ERR_APPEND_ONLY/,
    );
    expect(() => h.sqlite.prepare('UPDATE lines SET parent_line_id = NULL WHERE id = ?').run(v.id)).toThrow(
      /ERR_APPEND_ONLY/,
    );
    h.sqlite.prepare("UPDATE lines SET name = 'renamed' WHERE id = ?").run(v.id);
  });

  it('refuse a raw insert that leaves a gap in seq', () => {
    const h = freshDb();
    const { lineId } = newMatch(h);
    const ins = h.sqlite.prepare("INSERT INTO events VALUES (?, ?, 'x.y', 'p1', '{}', 1, 'now')");
    expect(() => ins.run(lineId, 5)).toThrow(/ERR_SEQ_GAP/);
    ins.run(lineId, 1);
    expect(readLine(h, lineId)).toHaveLength(2);
  });
});

describe('no silent rewrite through INSERT OR REPLACE', () => {
  it('refuses replacing an event or a note revision', () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    appendEvents(h, lineId, 1, evs(1, 1));
    const note = addNoteRevision(h, { matchId, lineId, seq: 1, kind: 'beat', body: 'b' });
    expect(() =>
      h.sqlite
        .prepare("INSERT OR REPLACE INTO events VALUES (?, 1, 'x.y', 'p1', '{}', 1, 'now')")
        .run(lineId),
    ).toThrow(/ERR_APPEND_ONLY/);
    expect(() =>
      h.sqlite
        .prepare(
          "INSERT OR REPLACE INTO note_revisions VALUES (?, ?, ?, ?, 1, 1, 'beat', 'evil', 0, 0, 'now')",
        )
        .run(note.id, note.noteId, matchId, lineId),
    ).toThrow(/ERR_APPEND_ONLY/);
    expect(readLine(h, lineId)[1].payload).toEqual({ n: 1 });
    expect(h.sqlite.prepare('SELECT body FROM note_revisions').all()).toEqual([{ body: 'b' }]);
  });
});
