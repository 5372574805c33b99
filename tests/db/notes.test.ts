import { afterEach, describe, expect, it } from 'vitest';
import type { StoreError } from '../../db/errors';
import {
  addNoteRevision,
  appendEvents,
  createShareLink,
  forkLine,
  getShareLink,
  listNotes,
  noteHistory,
} from '../../db/event-store';
import { cleanup, evs, freshDb, newMatch } from './helpers';

afterEach(cleanup);

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as StoreError).code;
  }
  return undefined;
};

describe('notes', () => {
  it('keeps every revision and lists only the latest live one', () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    appendEvents(h, lineId, 1, evs(1, 4));
    const a1 = addNoteRevision(h, { matchId, lineId, seq: 2, kind: 'narration', body: '他抽了一张牌。' });
    expect(a1).toMatchObject({ revision: 1, spoiler: false, deleted: false });
    const a2 = addNoteRevision(h, { matchId, noteId: a1.noteId, body: '他抽到了**龙魂**。', spoiler: true });
    expect(a2).toMatchObject({ noteId: a1.noteId, revision: 2, seq: 2, kind: 'narration', spoiler: true });
    const b = addNoteRevision(h, { matchId, lineId, seq: 1, kind: 'dialogue', body: '"来吧。"' });
    expect(listNotes(h, matchId).map((n) => [n.noteId, n.revision, n.body])).toEqual([
      [b.noteId, 1, '"来吧。"'],
      [a1.noteId, 2, '他抽到了**龙魂**。'],
    ]);
    const del = addNoteRevision(h, { matchId, noteId: b.noteId, deleted: true });
    expect(del).toMatchObject({ revision: 2, deleted: true, body: '"来吧。"' });
    expect(listNotes(h, matchId).map((n) => n.noteId)).toEqual([a1.noteId]);
    expect(noteHistory(h, b.noteId).map((n) => [n.revision, n.deleted])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(noteHistory(h, a1.noteId).map((n) => n.body)).toEqual(['他抽了一张牌。', '他抽到了**龙魂**。']);
    // a deleted note can be restored by a later revision
    addNoteRevision(h, { matchId, noteId: b.noteId, deleted: false });
    expect(listNotes(h, matchId)).toHaveLength(2);
  });

  it('refuses bad notes, stale revisions and anchors outside the line', () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    const other = newMatch(h, 'other');
    const n = addNoteRevision(h, { matchId, lineId, seq: 0, kind: 'beat', body: 'setup' });
    expect(codeOf(() => addNoteRevision(h, { matchId, lineId, seq: 1, kind: 'beat', body: 'x' }))).toBe(
      'ERR_BAD_SEQ',
    );
    expect(
      codeOf(() => addNoteRevision(h, { matchId, lineId, seq: 0, kind: 'poem' as 'beat', body: 'x' })),
    ).toBe('ERR_BAD_INPUT');
    expect(codeOf(() => addNoteRevision(h, { matchId, lineId, seq: 0, kind: 'beat', body: '  ' }))).toBe(
      'ERR_BAD_INPUT',
    );
    expect(codeOf(() => addNoteRevision(h, { matchId, lineId, seq: 0 }))).toBe('ERR_BAD_INPUT');
    expect(
      codeOf(() => addNoteRevision(h, { matchId: other.matchId, lineId, seq: 0, kind: 'beat', body: 'x' })),
    ).toBe('ERR_NOT_FOUND');
    expect(codeOf(() => addNoteRevision(h, { matchId: other.matchId, noteId: n.noteId, body: 'x' }))).toBe(
      'ERR_NOT_FOUND',
    );
    expect(codeOf(() => addNoteRevision(h, { matchId, noteId: 'n_missing', body: 'x' }))).toBe(
      'ERR_NOT_FOUND',
    );
    addNoteRevision(h, { matchId, noteId: n.noteId, expectedRevision: 1, body: 'v2' });
    expect(
      codeOf(() => addNoteRevision(h, { matchId, noteId: n.noteId, expectedRevision: 1, body: 'stale' })),
    ).toBe('ERR_CONFLICT');
    expect(noteHistory(h, n.noteId)).toHaveLength(2);
  });

  it('a note on a parent line at seq <= fork step shows on the child line too', () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    appendEvents(h, lineId, 1, evs(1, 5));
    const v = forkLine(h, matchId, lineId, 2, 'v');
    appendEvents(h, v.id, 3, evs(30, 2));
    const early = addNoteRevision(h, { matchId, lineId, seq: 2, kind: 'commentary', body: 'shared' });
    const late = addNoteRevision(h, { matchId, lineId, seq: 3, kind: 'commentary', body: 'main only' });
    const own = addNoteRevision(h, {
      matchId,
      lineId: v.id,
      seq: 4,
      kind: 'commentary',
      body: 'variation only',
    });
    const ids = (lid: string) => listNotes(h, matchId, lid).map((n) => n.noteId);
    expect(ids(lineId)).toEqual([early.noteId, late.noteId]);
    expect(ids(v.id)).toEqual([early.noteId, own.noteId]);
    expect(listNotes(h, matchId)).toHaveLength(3);
  });
});

describe('share links', () => {
  it('have unique unguessable slugs (>= 22 chars) and resolve to the exact moment', () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    appendEvents(h, lineId, 1, evs(1, 3));
    const slugs = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const link = createShareLink(h, matchId, lineId, i % 4, (['omniscient', 'p1', 'p2'] as const)[i % 3]);
      expect(link.slug).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      slugs.add(link.slug);
    }
    expect(slugs.size).toBe(300);
    const link = createShareLink(h, matchId, lineId, 3, 'p2');
    expect(getShareLink(h, link.slug)).toEqual(link);
    expect(getShareLink(h, 'A'.repeat(22))).toBeNull();
    expect(getShareLink(h, '../etc')).toBeNull();
  });

  it('refuse an out-of-range step, a foreign line or a bad perspective', () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    const other = newMatch(h, 'other');
    expect(codeOf(() => createShareLink(h, matchId, lineId, 1, 'p1'))).toBe('ERR_BAD_SEQ');
    expect(codeOf(() => createShareLink(h, other.matchId, lineId, 0, 'p1'))).toBe('ERR_NOT_FOUND');
    expect(codeOf(() => createShareLink(h, matchId, lineId, 0, 'god' as 'p1'))).toBe('ERR_BAD_INPUT');
    expect(h.sqlite.prepare('SELECT count(*) AS n FROM share_links').get()).toEqual({ n: 0 });
  });
});
