import { afterEach, describe, expect, it } from 'vitest';
import { StoreError } from '../../db/errors';
import { appendEvents, createMatchRecord, getMatch, lineLength, readLine } from '../../db/event-store';
import { cleanup, createdEvent, ev, evs, freshDb, newMatch, players, reopen } from './helpers';

afterEach(cleanup);

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(StoreError);
    const json = (e as StoreError).toJSON();
    expect(json.message.zh.length).toBeGreaterThan(0);
    expect(json.message.en.length).toBeGreaterThan(0);
    return json.code;
  }
  return undefined;
}

describe('createMatchRecord', () => {
  it('creates the match, its main line and event 0', () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    const m = getMatch(h, matchId)!;
    expect(m).toMatchObject({
      gameId: 'duelette',
      rulesVersion: '1',
      title: '第一章',
      players,
      mainLineId: lineId,
      editKeyHash: null,
    });
    expect(readLine(h, lineId)).toEqual([
      { seq: 0, type: 'match.created', actor: 'system', payload: createdEvent.payload, v: 1 },
    ]);
  });

  it('refuses a bad first event and writes nothing', () => {
    const h = freshDb();
    const base = { gameId: 'duelette', rulesVersion: '1', title: 't', players };
    expect(
      codeOf(() => createMatchRecord(h, { ...base, createdEvent: { ...createdEvent, type: 'turn.play' } })),
    ).toBe('ERR_BAD_INPUT');
    expect(codeOf(() => createMatchRecord(h, { ...base, createdEvent: { ...createdEvent, seq: 3 } }))).toBe(
      'ERR_BAD_INPUT',
    );
    expect(codeOf(() => createMatchRecord(h, { ...base, gameId: 'xueqi', createdEvent }))).toBe(
      'ERR_BAD_INPUT',
    );
    expect(codeOf(() => createMatchRecord(h, { ...base, editKeyHash: 'plain-key', createdEvent }))).toBe(
      'ERR_BAD_INPUT',
    );
    expect(h.sqlite.prepare('SELECT count(*) AS n FROM matches').get()).toEqual({ n: 0 });
    expect(h.sqlite.prepare('SELECT count(*) AS n FROM lines').get()).toEqual({ n: 0 });
  });
});

describe('appendEvents', () => {
  it('assigns contiguous seqs, returns the next seq and bumps updated_at', async () => {
    const h = freshDb();
    const { matchId, lineId } = newMatch(h);
    const before = getMatch(h, matchId)!.updatedAt;
    await new Promise((r) => setTimeout(r, 5));
    expect(appendEvents(h, lineId, 1, [ev(1), { ...ev(2), seq: 2 }])).toBe(3);
    expect(appendEvents(h, lineId, 3, evs(3, 3))).toBe(6);
    expect(readLine(h, lineId).map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(lineLength(h, lineId)).toBe(6);
    expect(getMatch(h, matchId)!.updatedAt > before).toBe(true);
  });

  it('a stale append fails with ERR_CONFLICT and leaves the log unchanged', () => {
    const h = freshDb();
    const { lineId } = newMatch(h);
    appendEvents(h, lineId, 1, evs(1, 3));
    const before = readLine(h, lineId);
    for (const stale of [1, 2, 3, 5, 100]) {
      expect(codeOf(() => appendEvents(h, lineId, stale, [ev(99)]))).toBe('ERR_CONFLICT');
    }
    try {
      appendEvents(h, lineId, 2, [ev(99)]);
    } catch (e) {
      expect((e as StoreError).details).toMatchObject({ expectedSeq: 2, actualSeq: 4 });
    }
    expect(readLine(h, lineId)).toEqual(before);
  });

  it('of two connections appending at the same expectedSeq exactly one wins', () => {
    const a = freshDb();
    const b = reopen(a);
    const { lineId } = newMatch(a);
    for (let round = 0; round < 20; round++) {
      const expected = 1 + round;
      const [first, second] = round % 2 ? [a, b] : [b, a];
      expect(appendEvents(first, lineId, expected, [ev(round, 'p1')])).toBe(expected + 1);
      expect(codeOf(() => appendEvents(second, lineId, expected, [ev(round, 'p2')]))).toBe('ERR_CONFLICT');
    }
    expect(readLine(b, lineId)).toHaveLength(21);
    expect(readLine(a, lineId).filter((e) => e.actor === 'p2')).toHaveLength(0);
  });

  it('refuses malformed or oversized events and writes nothing (whole batch)', () => {
    const h = freshDb();
    const { lineId } = newMatch(h);
    appendEvents(h, lineId, 1, evs(1, 1));
    const before = readLine(h, lineId);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const bad: [unknown, string][] = [
      [{ ...ev(1), type: 'NotDotted' }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), type: '' }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), actor: 'p3' }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), v: 1.5 }, 'ERR_BAD_INPUT'],
      [{ type: 'turn.play', actor: 'p1', v: 1 }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), payload: { a: undefined } }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), payload: { a: Number.NaN } }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), payload: { f: () => 1 } }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), payload: { d: new Date(0) } }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), payload: { n: 10n } }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), payload: cyclic }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), payload: { s: 'x'.repeat(64 * 1024) } }, 'ERR_TOO_LARGE'],
      [{ ...ev(1), payload: { s: '汉'.repeat(22 * 1024) } }, 'ERR_TOO_LARGE'],
      [{ ...ev(1), seq: 7 }, 'ERR_BAD_INPUT'],
      [{ ...createdEvent, seq: undefined }, 'ERR_BAD_INPUT'],
      ['not an event', 'ERR_BAD_INPUT'],
    ];
    for (const [i, [event, code]] of bad.entries()) {
      expect(
        codeOf(() => appendEvents(h, lineId, 2, [ev(2), event])),
        `bad[${i}]`,
      ).toBe(code);
    }
    expect(codeOf(() => appendEvents(h, lineId, 2, evs(2, 501)))).toBe('ERR_TOO_LARGE');
    expect(codeOf(() => appendEvents(h, lineId, 2, []))).toBe('ERR_BAD_INPUT');
    expect(codeOf(() => appendEvents(h, lineId, -1, [ev(2)]))).toBe('ERR_BAD_INPUT');
    expect(codeOf(() => appendEvents(h, 'l_doesnotexist', 1, [ev(2)]))).toBe('ERR_NOT_FOUND');
    expect(readLine(h, lineId)).toEqual(before);
    // the limits themselves are allowed
    expect(appendEvents(h, lineId, 2, evs(2, 500))).toBe(502);
    expect(appendEvents(h, lineId, 502, [{ ...ev(1), payload: { s: 'x'.repeat(60 * 1024) } }])).toBe(503);
  });
});
