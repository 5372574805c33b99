/** Lines on both databases: forks, line-state records (name, visibility), the main line, undo, reader view. */
import { afterEach, describe, expect, it } from 'vitest';
import { DRIVERS, cleanupAll, codeOf, ev, evs, newMatch } from './drivers';

afterEach(cleanupAll);

const payloads = (events: { payload: unknown }[]) =>
  events.slice(1).map((e) => (e.payload as { n: number }).n);

describe.each(DRIVERS)('lines on $name', (driver) => {
  const it_ = it.skipIf(!driver.available);

  it_(
    'a forked line reads the parent prefix, then its own events; forks hang off the owner of the step',
    async () => {
      const { store } = await driver.open();
      const { matchId, lineId } = await newMatch(store);
      await store.appendEvents(lineId, 1, evs(1, 5));
      const v = await store.forkLine(matchId, lineId, 3, '如果');
      expect(v).toMatchObject({ parentLineId: lineId, forkSeq: 3, name: '如果', visibility: 'hidden' });
      expect(await store.lineLength(v.id)).toBe(4);
      expect(await store.appendEvents(v.id, 4, [ev(40), ev(50)])).toBe(6);
      expect(payloads(await store.readLine(v.id))).toEqual([1, 2, 3, 40, 50]);
      await store.appendEvents(lineId, 6, [ev(6)]);
      expect(payloads(await store.readLine(lineId))).toEqual([1, 2, 3, 4, 5, 6]);
      const w = await store.forkLine(matchId, v.id, 4, 'deeper', 'shown');
      await store.appendEvents(w.id, 5, [ev(500)]);
      expect(payloads(await store.readLine(w.id))).toEqual([1, 2, 3, 40, 500]);
      const x = await store.forkLine(matchId, w.id, 2, 'early');
      expect(x.parentLineId).toBe(lineId);
      expect(payloads(await store.readLine(x.id))).toEqual([1, 2]);
      const y = await store.forkLine(matchId, v.id, 5, 'tail');
      expect(payloads(await store.readLine(y.id))).toEqual([1, 2, 3, 40, 50]);
      expect((await store.listLines(matchId)).map((l) => [l.name, l.length, l.isMain])).toEqual([
        ['main', 7, true],
        ['如果', 6, false],
        ['deeper', 6, false],
        ['early', 3, false],
        ['tail', 6, false],
      ]);
    },
  );

  it_('refuses a fork at an invalid step or on a line of another match', async () => {
    const { store } = await driver.open();
    const { matchId, lineId } = await newMatch(store);
    const other = await newMatch(store, 'other');
    await store.appendEvents(lineId, 1, evs(1, 2));
    for (const bad of [-1, 3, 99, 1.5]) {
      expect(await codeOf(store.forkLine(matchId, lineId, bad, 'x')), String(bad)).toBe('ERR_BAD_SEQ');
    }
    expect(await codeOf(store.forkLine(other.matchId, lineId, 1, 'x'))).toBe('ERR_NOT_FOUND');
    expect(await codeOf(store.forkLine(matchId, 'l_nope', 0, 'x'))).toBe('ERR_NOT_FOUND');
    expect(await codeOf(store.forkLine(matchId, lineId, 0, '   '))).toBe('ERR_BAD_INPUT');
    expect(await codeOf(store.forkLine(matchId, lineId, 0, 'x', 'gone' as 'shown'))).toBe('ERR_BAD_INPUT');
    expect(await store.listLines(matchId)).toHaveLength(1);
  });

  it_('renames, hides, archives and restores lines as records; history is kept', async () => {
    const { store } = await driver.open();
    const { matchId, lineId } = await newMatch(store);
    await store.appendEvents(lineId, 1, evs(1, 2));
    const v = await store.forkLine(matchId, lineId, 1, 'v');
    await store.setLineState(v.id, { name: '另一种结局' });
    await store.setLineState(v.id, { visibility: 'shown' });
    expect(await store.getLine(v.id)).toMatchObject({ name: '另一种结局', visibility: 'shown' });
    expect((await store.listReaderLines(matchId)).map((l) => l.id)).toEqual([lineId, v.id]);
    await store.setLineState(v.id, { visibility: 'archived' });
    expect((await store.listReaderLines(matchId)).map((l) => l.id)).toEqual([lineId]);
    expect((await store.listLines(matchId)).map((l) => l.visibility)).toEqual(['shown', 'archived']);
    await store.setLineState(v.id, { visibility: 'shown' });
    expect((await store.lineStateHistory(v.id)).map((s) => [s.name, s.visibility])).toEqual([
      ['v', 'hidden'],
      ['另一种结局', 'hidden'],
      ['另一种结局', 'shown'],
      ['另一种结局', 'archived'],
      ['另一种结局', 'shown'],
    ]);
    expect(await codeOf(store.setLineState(v.id, { name: '' }))).toBe('ERR_BAD_INPUT');
    expect(await codeOf(store.setLineState('l_nope', { name: 'x' }))).toBe('ERR_NOT_FOUND');
    // the main line is offered to readers even when its record says hidden
    await store.setLineState(lineId, { visibility: 'hidden' });
    expect((await store.listReaderLines(matchId)).map((l) => l.id)).toEqual([lineId, v.id]);
  });

  it_('undo forks under the same name, moves main, and archives the abandoned continuation', async () => {
    const { store } = await driver.open();
    const { matchId, lineId } = await newMatch(store);
    await store.appendEvents(lineId, 1, evs(1, 4));
    const undone = await store.undoTo(matchId, lineId, 3);
    expect(undone).toMatchObject({ name: 'main', forkSeq: 3, parentLineId: lineId, visibility: 'shown' });
    expect((await store.getMatch(matchId))!.mainLineId).toBe(undone.id);
    const again = await store.undoTo(matchId, undone.id, 2);
    expect(again.parentLineId).toBe(lineId);
    const lines = await store.listLines(matchId);
    expect(lines.map((l) => [l.name, l.visibility, l.isMain, l.length])).toEqual([
      ['main', 'archived', false, 5],
      ['main', 'archived', false, 4],
      ['main', 'shown', true, 3],
    ]);
    expect((await store.listReaderLines(matchId)).map((l) => l.id)).toEqual([again.id]);
    // the abandoned line keeps every event and can be restored
    expect(await store.readLine(lineId)).toHaveLength(5);
    await store.setLineState(lineId, { visibility: 'shown' });
    await store.setMainLine(matchId, lineId);
    expect((await store.getMatch(matchId))!.mainLineId).toBe(lineId);
    // undo of a variation leaves the main line where it is
    const v = await store.forkLine(matchId, lineId, 2, 'v');
    await store.appendEvents(v.id, 3, [ev(9)]);
    await store.undoTo(matchId, v.id, 2);
    expect((await store.getMatch(matchId))!.mainLineId).toBe(lineId);
    expect(await codeOf(store.undoTo(matchId, lineId, 9))).toBe('ERR_BAD_SEQ');
    const other = await newMatch(store, 'other');
    expect(await codeOf(store.setMainLine(other.matchId, lineId))).toBe('ERR_NOT_FOUND');
  });

  it_('lists matches with players, main-line event count, position flag and game filter', async () => {
    const { store } = await driver.open();
    const a = await newMatch(store, 'A');
    const b = await newMatch(store, 'B');
    await store.appendEvents(a.lineId, 1, evs(1, 7));
    const all = await store.listAllMatches();
    expect(all.map((m) => m.title)).toEqual(['A', 'B']);
    expect(all[0]).toMatchObject({ eventCount: 8, fromPosition: false, players: { p1: { name: '林动' } } });
    expect(all[0]).not.toHaveProperty('editKeyHash');
    expect(all[1].eventCount).toBe(1);
    expect(await store.listAllMatches({ gameId: 'xingjie' })).toHaveLength(0);
    expect(await store.listAllMatches({ limit: 1 })).toHaveLength(1);
    const undo = await store.undoTo(b.matchId, b.lineId, 0);
    expect((await store.listAllMatches())[0]).toMatchObject({
      id: b.matchId,
      mainLineId: undo.id,
      eventCount: 1,
    });
    const puzzle = await store.createMatch({
      gameId: 'duelette',
      rulesVersion: '1',
      title: 'puzzle',
      players: { p1: { name: 'x' }, p2: { name: 'y' } },
      createdEvent: { type: 'match.created', actor: 'system', payload: { position: { hands: {} } }, v: 1 },
    });
    const nullPosition = await store.createMatch({
      gameId: 'duelette',
      rulesVersion: '1',
      title: 'no position',
      players: { p1: { name: 'x' }, p2: { name: 'y' } },
      createdEvent: { type: 'match.created', actor: 'system', payload: { position: null }, v: 1 },
    });
    const byId = new Map((await store.listAllMatches()).map((m) => [m.id, m.fromPosition]));
    expect(byId.get(puzzle.matchId)).toBe(true);
    expect(byId.get(nullPosition.matchId)).toBe(false);
    expect(byId.get(a.matchId)).toBe(false);
  });
});
