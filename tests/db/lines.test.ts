import { afterEach, describe, expect, it } from 'vitest';
import { StoreError } from '../../db/errors';
import {
  appendEvents,
  createMatchRecord,
  forkLine,
  getLine,
  getMatch,
  lineLength,
  listLines,
  listMatches,
  readLine,
  renameLine,
  setMainLine,
} from '../../db/event-store';
import { cleanup, createdEvent, ev, evs, freshDb, newMatch, players } from './helpers';

afterEach(cleanup);

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as StoreError).code;
  }
  return undefined;
};
const payloads = (events: { payload: unknown }[]) =>
  events.slice(1).map((e) => (e.payload as { n: number }).n);

describe('lines (branches)', () => {
  it('reading a forked line returns the parent prefix, then its own events', () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    appendEvents(h, lineId, 1, evs(1, 5)); // main: 0..5
    const v = forkLine(h, matchId, lineId, 3, '如果');
    expect(v).toMatchObject({ parentLineId: lineId, forkSeq: 3, name: '如果' });
    expect(lineLength(h, v.id)).toBe(4);
    expect(appendEvents(h, v.id, 4, [ev(40), ev(50)])).toBe(6);
    expect(codeOf(() => appendEvents(h, v.id, 6 - 1, [ev(0)]))).toBe('ERR_CONFLICT');
    const line = readLine(h, v.id);
    expect(line.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(payloads(line)).toEqual([1, 2, 3, 40, 50]);
    // the parent is unaffected and keeps growing on its own
    appendEvents(h, lineId, 6, [ev(6)]);
    expect(payloads(readLine(h, lineId))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(payloads(readLine(h, v.id))).toEqual([1, 2, 3, 40, 50]);

    // a fork of a fork, then a fork inside the inherited prefix hangs off the ancestor that holds the step
    const w = forkLine(h, matchId, v.id, 4, 'deeper');
    appendEvents(h, w.id, 5, [ev(500)]);
    expect(payloads(readLine(h, w.id))).toEqual([1, 2, 3, 40, 500]);
    const x = forkLine(h, matchId, w.id, 2, 'early');
    expect(x.parentLineId).toBe(lineId);
    expect(payloads(readLine(h, x.id))).toEqual([1, 2]);
    // a fork right at the end of the parent (nothing of its own yet) reads the whole parent
    const y = forkLine(h, matchId, v.id, 5, 'tail');
    expect(payloads(readLine(h, y.id))).toEqual([1, 2, 3, 40, 50]);
  });

  it('refuses a fork at an invalid seq or on a line of another match', () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    const other = newMatch(h, 'other');
    appendEvents(h, lineId, 1, evs(1, 2));
    for (const bad of [-1, 3, 99, 1.5, Number.NaN])
      expect(
        codeOf(() => forkLine(h, matchId, lineId, bad, 'x')),
        String(bad),
      ).toMatch(/ERR_BAD_SEQ|ERR_BAD_INPUT/);
    expect(codeOf(() => forkLine(h, matchId, lineId, 3, 'x'))).toBe('ERR_BAD_SEQ');
    expect(codeOf(() => forkLine(h, other.matchId, lineId, 1, 'x'))).toBe('ERR_NOT_FOUND');
    expect(codeOf(() => forkLine(h, matchId, 'l_nope', 0, 'x'))).toBe('ERR_NOT_FOUND');
    expect(codeOf(() => forkLine(h, matchId, lineId, 0, '   '))).toBe('ERR_BAD_INPUT');
    expect(listLines(h, matchId)).toHaveLength(1);
    expect(forkLine(h, matchId, lineId, 0, 'from the start').forkSeq).toBe(0);
  });

  it('lists, renames and promotes lines; undo = fork at the previous step and promote', () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    appendEvents(h, lineId, 1, evs(1, 4));
    const undo = forkLine(h, matchId, lineId, 3, 'main (undo)');
    setMainLine(h, matchId, undo.id);
    expect(getMatch(h, matchId)!.mainLineId).toBe(undo.id);
    renameLine(h, lineId, '原线');
    expect(getLine(h, lineId)!.name).toBe('原线');
    const ls = listLines(h, matchId);
    expect(ls.map((l) => [l.name, l.length, l.isMain])).toEqual([
      ['原线', 5, false],
      ['main (undo)', 4, true],
    ]);
    expect(listMatches(h)[0]).toMatchObject({ id: matchId, eventCount: 4, mainLineId: undo.id });
    const other = newMatch(h, 'other');
    expect(codeOf(() => setMainLine(h, other.matchId, lineId))).toBe('ERR_NOT_FOUND');
    expect(codeOf(() => renameLine(h, lineId, ''))).toBe('ERR_BAD_INPUT');
  });

  it('lists matches with players, main-line event count and game filter, newest first', () => {
    const h = freshDb();
    const a = newMatch(h, 'A');
    const b = newMatch(h, 'B');
    appendEvents(h, a.lineId, 1, evs(1, 7));
    const all = listMatches(h);
    expect(all.map((m) => m.title)).toEqual(['A', 'B']);
    expect(all[0]).toMatchObject({ eventCount: 8, players: { p1: { name: '林动' }, p2: { name: 'Ada' } } });
    expect(all[0]).not.toHaveProperty('editKeyHash');
    expect(all[1].eventCount).toBe(1);
    expect(listMatches(h, { gameId: 'duelette' })).toHaveLength(2);
    expect(listMatches(h, { gameId: 'xingjie' })).toHaveLength(0);
    expect(listMatches(h, { limit: 1 })).toHaveLength(1);
    expect(getMatch(h, 'm_missing')).toBeNull();
    expect(getMatch(h, "'; DROP TABLE matches; --")).toBeNull();
    expect(b.matchId).toMatch(/^m_[a-z0-9]+$/);
  });

  it('marks the matches that start from a described position, also when the main line is a fork', () => {
    const h = freshDb();
    const opening = newMatch(h, 'opening');
    const puzzle = createMatchRecord(h, {
      gameId: 'duelette',
      rulesVersion: '1',
      title: 'puzzle',
      players,
      createdEvent: { ...createdEvent, payload: { ...createdEvent.payload, position: { hands: { p1: 2 } } } },
    });
    appendEvents(h, puzzle.lineId, 1, evs(1, 3));
    const undo = forkLine(h, puzzle.matchId, puzzle.lineId, 2, 'main (undo)');
    setMainLine(h, puzzle.matchId, undo.id);
    const byTitle = Object.fromEntries(listMatches(h).map((m) => [m.title, m]));
    expect(byTitle.puzzle.fromPosition).toBe(true);
    expect(byTitle.opening.fromPosition).toBe(false);
    expect(opening.matchId).not.toBe(puzzle.matchId);
  });

  it('reads and parses 2,000 events quickly', () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    for (let s = 1; s < 2000; s += 500) appendEvents(h, lineId, s, evs(s, Math.min(500, 2000 - s)));
    const v = forkLine(h, matchId, lineId, 1499, 'v');
    appendEvents(h, v.id, 1500, evs(1500, 500));
    readLine(h, v.id);
    const t0 = performance.now();
    const events = readLine(h, v.id);
    const ms = performance.now() - t0;
    expect(events).toHaveLength(2000);
    expect(events.every((e, i) => e.seq === i)).toBe(true);
    expect(ms).toBeLessThan(50); // the bench holds the 10 ms target; this only catches gross regressions
  });
});
