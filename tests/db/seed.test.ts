/** Seeding the demo duels and storing whole duels (scripts/seed.ts, EventStore.storeDuel), on both databases. */
import { afterEach, describe, expect, it } from 'vitest';
import { playDuelFile, replay } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { seedStore } from '../../scripts/seed';
import { demoFiles, loadDemo } from '../../scripts/demos';
import { longDueletteLine } from '../../bench/kernel';
import { DRIVERS, cleanupAll } from './store/drivers';

afterEach(cleanupAll);

describe.each(DRIVERS)('seeding the demo duels on $name', (driver) => {
  const it_ = it.skipIf(!driver.available);

  it_('stores every demo once, listed; a second run adds nothing', async () => {
    const { store } = await driver.open();
    const demos = demoFiles();
    expect(new Set(demos.map((d) => d.gameId))).toEqual(new Set(Object.keys(GAMES)));
    expect(await seedStore(store)).toEqual({ added: demos.length, present: 0 });
    expect(await seedStore(store)).toEqual({ added: 0, present: demos.length });
    const listed = await store.listListedMatches();
    expect(listed.length).toBe(demos.length);
    expect(new Set(listed.map((m) => m.publication))).toEqual(new Set(['listed']));
  });

  it_(
    'each seeded demo replays from the database to the state the engine reached playing the file',
    async () => {
      const { store } = await driver.open();
      await seedStore(store);
      const decided = new Set<string>();
      for (const { gameId, file } of demoFiles()) {
        const duel = loadDemo(file);
        const played = playDuelFile(GAMES[gameId], duel);
        const match = (await store.listAllMatches({ gameId })).find((m) => m.title === duel.title.zh)!;
        const events = await store.readLine(match.mainLineId);
        expect(events.length).toBe(played.events.length);
        expect(replay(GAMES[gameId], events)).toEqual(played.final);
        // a demo may be a scene that stops before the duel is decided (壁中书); each game has a decided one
        if (played.final.result) decided.add(gameId);
        const notes = await store.listNotes(match.id, match.mainLineId);
        expect(notes.map((n) => n.seq).sort((a, b) => a - b)).toEqual(
          played.notes.map((n) => n.seq).sort((a, b) => a - b),
        );
      }
      expect([...decided].sort()).toEqual(Object.keys(GAMES).sort());
    },
  );

  it_(
    'storeDuel stores a line longer than one append batch, with its notes, in one transaction',
    async () => {
      const { store } = await driver.open();
      const events = longDueletteLine(1200, 3);
      const setup = events[0].payload as { players: { p1: { name: string }; p2: { name: string } } };
      const { matchId, lineId } = await store.storeDuel({
        gameId: 'duelette',
        rulesVersion: '1',
        title: 'long',
        players: setup.players,
        events,
        notes: [{ seq: 700, kind: 'beat', body: 'the turn' }],
      });
      expect(await store.readLine(lineId)).toEqual(
        events.map((e) => ({ ...e, payload: JSON.parse(JSON.stringify(e.payload)) })),
      );
      expect((await store.listNotes(matchId)).map((n) => n.seq)).toEqual([700]);
      expect((await store.getMatch(matchId))!.publication).toBe('draft');
    },
  );

  it_('storeDuel writes nothing when a note is invalid', async () => {
    const { store } = await driver.open();
    const events = longDueletteLine(50, 4);
    const setup = events[0].payload as { players: { p1: { name: string }; p2: { name: string } } };
    await expect(
      store.storeDuel({
        gameId: 'duelette',
        rulesVersion: '1',
        title: 'bad',
        players: setup.players,
        events,
        notes: [{ seq: 9999, kind: 'beat', body: 'x' }],
      }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^ERR_/) });
    expect(await store.listAllMatches()).toEqual([]);
  });
});
