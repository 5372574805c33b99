/** The store contract on both databases: matches, appends (expectedSeq, one winner, no gaps), reading lines. */
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../../db/store/open';
import { replay } from '../../../machines/engine/replay';
import { GAMES } from '../../../machines/registry';
import { seedStore } from '../../../scripts/seed';
import {
  DRIVERS,
  sqliteThreadDriver,
  cleanupAll,
  codeOf,
  createdEvent,
  ev,
  evs,
  newMatch,
  players,
} from './drivers';

afterEach(cleanupAll);

describe.each([...DRIVERS, sqliteThreadDriver])('events on $name', (driver) => {
  const it_ = it.skipIf(!driver.available);

  it_(
    'createMatch makes the match, its main line named main and event 0; a new match is a draft',
    async () => {
      const { store } = await driver.open();
      const { matchId, lineId } = await newMatch(store);
      expect(await store.getMatch(matchId)).toMatchObject({
        id: matchId,
        gameId: 'duelette',
        rulesVersion: '1',
        title: '第一章',
        players,
        mainLineId: lineId,
        publication: 'draft',
        editKeyHash: null,
      });
      expect(await store.readLine(lineId)).toEqual([
        { seq: 0, type: 'match.created', actor: 'system', payload: createdEvent.payload, v: 1 },
      ]);
      expect(await store.listLines(matchId)).toMatchObject([
        { id: lineId, name: 'main', visibility: 'shown', isMain: true, length: 1 },
      ]);
      expect(await store.getMatch('m_missing')).toBeNull();
      expect(await store.getMatch("'; DROP TABLE matches; --")).toBeNull();
    },
  );

  it_('refuses a bad first event and writes nothing', async () => {
    const { store } = await driver.open();
    const base = { gameId: 'duelette', rulesVersion: '1', title: 't', players };
    const bad = [
      { ...base, createdEvent: { ...createdEvent, type: 'turn.play' } },
      { ...base, createdEvent: { ...createdEvent, seq: 3 } },
      { ...base, gameId: 'xueqi', createdEvent },
      { ...base, editKeyHash: 'plain-key', createdEvent },
      { ...base, title: '   ', createdEvent },
      { ...base, publication: 'public' as 'listed', createdEvent },
    ];
    for (const input of bad) expect(await codeOf(store.createMatch(input))).toBe('ERR_BAD_INPUT');
    expect(await store.listAllMatches()).toEqual([]);
  });

  it_('appends get contiguous seqs; a stale expectedSeq is ERR_CONFLICT and writes nothing', async () => {
    const { store } = await driver.open();
    const { lineId } = await newMatch(store);
    expect(await store.appendEvents(lineId, 1, [ev(1), { ...ev(2), seq: 2 }])).toBe(3);
    expect(await store.appendEvents(lineId, 3, evs(3, 3))).toBe(6);
    expect((await store.readLine(lineId)).map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await store.lineLength(lineId)).toBe(6);
    const before = await store.readLine(lineId);
    for (const stale of [1, 2, 5, 7, 100]) {
      expect(await codeOf(store.appendEvents(lineId, stale, [ev(99)]))).toBe('ERR_CONFLICT');
    }
    await store.appendEvents(lineId, 2, [ev(99)]).catch((e) => {
      expect(e.details).toMatchObject({ expectedSeq: 2, actualSeq: 6 });
    });
    expect(await store.readLine(lineId)).toEqual(before);
  });

  it_('refuses malformed or oversized events and writes nothing (whole batch)', async () => {
    const { store } = await driver.open();
    const { lineId } = await newMatch(store);
    await store.appendEvents(lineId, 1, evs(1, 1));
    const before = await store.readLine(lineId);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const bad: [unknown, string][] = [
      [{ ...ev(1), type: 'NotDotted' }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), actor: 'p3' }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), v: 1.5 }, 'ERR_BAD_INPUT'],
      [{ type: 'turn.play', actor: 'p1', v: 1 }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), payload: { a: Number.NaN } }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), payload: { d: new Date(0) } }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), payload: cyclic }, 'ERR_BAD_INPUT'],
      [{ ...ev(1), payload: { s: 'x'.repeat(64 * 1024) } }, 'ERR_TOO_LARGE'],
      [{ ...ev(1), seq: 7 }, 'ERR_BAD_INPUT'],
      [{ ...createdEvent, seq: undefined }, 'ERR_BAD_INPUT'],
      ['not an event', 'ERR_BAD_INPUT'],
    ];
    for (const [i, [event, code]] of bad.entries()) {
      expect(await codeOf(store.appendEvents(lineId, 2, [ev(2), event as never])), `bad[${i}]`).toBe(code);
    }
    expect(await codeOf(store.appendEvents(lineId, 2, evs(2, 501)))).toBe('ERR_TOO_LARGE');
    expect(await codeOf(store.appendEvents(lineId, 2, []))).toBe('ERR_BAD_INPUT');
    expect(await codeOf(store.appendEvents(lineId, -1, [ev(2)]))).toBe('ERR_BAD_INPUT');
    expect(await codeOf(store.appendEvents('l_doesnotexist', 1, [ev(2)]))).toBe('ERR_NOT_FOUND');
    expect(await store.readLine(lineId)).toEqual(before);
    expect(await store.appendEvents(lineId, 2, evs(2, 500))).toBe(502);
    expect(await store.appendEvents(lineId, 502, [{ ...ev(1), payload: { s: '汉'.repeat(20_000) } }])).toBe(
      503,
    );
    expect((await store.readLine(lineId))[502].payload).toEqual({ s: '汉'.repeat(20_000) });
  });

  it_('of concurrent appenders at the same expectedSeq exactly one wins, through two stores', async () => {
    const a = await driver.open();
    const { store } = a;
    const other = await openStore(a.target);
    try {
      const { lineId } = await newMatch(store);
      for (let round = 0; round < 30; round++) {
        const expected = 1 + round;
        const results = await Promise.allSettled([
          store.appendEvents(lineId, expected, [ev(round, 'p1')]),
          other.appendEvents(lineId, expected, [ev(round, 'p2')]),
          store.appendEvents(lineId, expected, [ev(round, 'author')]),
        ]);
        const won = results.filter((r) => r.status === 'fulfilled');
        expect(won, `round ${round}`).toHaveLength(1);
        for (const r of results) {
          if (r.status === 'rejected') expect(r.reason.code).toBe('ERR_CONFLICT');
        }
      }
      const line = await other.readLine(lineId);
      expect(line.map((e) => e.seq)).toEqual(Array.from({ length: 31 }, (_, i) => i));
    } finally {
      await other.close();
    }
  });

  it_('storeDuel stores a long line with notes in one transaction, or nothing', async () => {
    const { store } = await driver.open();
    const events = [createdEvent, ...evs(1, 1199).map((e, i) => ({ ...e, seq: i + 1 }))];
    const { matchId, lineId } = await store.storeDuel({
      gameId: 'duelette',
      rulesVersion: '1',
      title: 'long',
      players,
      events,
      notes: [{ seq: 700, kind: 'beat', body: 'the turn' }],
      publication: 'listed',
    });
    expect(await store.readLine(lineId)).toHaveLength(1200);
    expect((await store.listNotes(matchId)).map((n) => n.seq)).toEqual([700]);
    expect(
      await codeOf(
        store.storeDuel({
          gameId: 'duelette',
          rulesVersion: '1',
          title: 'bad',
          players,
          events,
          notes: [{ seq: 9999, kind: 'beat', body: 'x' }],
        }),
      ),
    ).toBe('ERR_BAD_SEQ');
    expect((await store.listAllMatches()).map((m) => m.title)).toEqual(['long']);
  });
});

describe.each([...DRIVERS, sqliteThreadDriver])('seeding through the store on $name', (driver) => {
  it.skipIf(!driver.available)(
    'stores every demo once as a listed match that replays; a second run adds nothing',
    async () => {
      const { store } = await driver.open();
      const first = await seedStore(store);
      expect(first.added).toBeGreaterThan(0);
      expect(first.present).toBe(0);
      expect(await seedStore(store)).toEqual({ added: 0, present: first.added });
      const listed = await store.listListedMatches();
      expect(listed).toHaveLength(first.added);
      // a demo may be a scene that stops before the duel is decided; each game has a decided one
      const decided = new Set<string>();
      for (const m of listed) {
        const events = await store.readLine(m.mainLineId);
        expect(events).toHaveLength(m.eventCount);
        if (replay(GAMES[m.gameId], events).result) decided.add(m.gameId);
      }
      expect([...decided].sort()).toEqual(Object.keys(GAMES).sort());
    },
  );
});
