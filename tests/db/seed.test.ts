import { afterEach, describe, expect, it } from 'vitest';
import { playDuelFile, replay } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { listMatches, readLine } from '../../db/event-store';
import { listNotes } from '../../db/notes';
import { storeDuel } from '../../db/store-duel';
import { seedDemos } from '../../scripts/seed';
import { demoFiles, loadDemo } from '../../scripts/demos';
import { longDueletteLine } from '../../bench/kernel';
import { cleanup, freshDb } from './helpers';

afterEach(cleanup);

describe('seeding the demo duels', () => {
  it('stores every demo once, and a second run adds nothing', () => {
    const h = freshDb();
    const demos = demoFiles();
    expect(new Set(demos.map((d) => d.gameId))).toEqual(new Set(Object.keys(GAMES)));
    const first = seedDemos(h);
    expect(first).toEqual({ added: demos.length, present: 0 });
    expect(seedDemos(h)).toEqual({ added: 0, present: demos.length });
    expect(listMatches(h).length).toBe(demos.length);
  });

  it('each seeded demo replays from the database to the state the engine reached playing the file', () => {
    const h = freshDb();
    seedDemos(h);
    for (const { gameId, file } of demoFiles()) {
      const duel = loadDemo(file);
      const played = playDuelFile(GAMES[gameId], duel);
      const match = listMatches(h, { gameId }).find((m) => m.title === duel.title.zh)!;
      const events = readLine(h, match.mainLineId);
      expect(events.length).toBe(played.events.length);
      expect(replay(GAMES[gameId], events)).toEqual(played.final);
      expect(played.final.result).not.toBeNull();
      const notes = listNotes(h, match.id, match.mainLineId);
      expect(notes.map((n) => n.seq).sort((a, b) => a - b)).toEqual(
        played.notes.map((n) => n.seq).sort((a, b) => a - b),
      );
    }
  });
});

describe('storeDuel', () => {
  it('stores a line longer than one append batch, with its notes, in one transaction', () => {
    const h = freshDb();
    const events = longDueletteLine(1200, 3);
    const setup = events[0].payload as { players: { p1: { name: string }; p2: { name: string } } };
    const { matchId, lineId } = storeDuel(h, {
      gameId: 'duelette',
      rulesVersion: '1',
      title: 'long',
      players: setup.players,
      events,
      notes: [{ seq: 700, kind: 'beat', body: 'the turn' }],
    });
    expect(readLine(h, lineId)).toEqual(
      events.map((e) => ({ ...e, payload: JSON.parse(JSON.stringify(e.payload)) })),
    );
    expect(listNotes(h, matchId).map((n) => n.seq)).toEqual([700]);
  });

  it('writes nothing when a note is invalid', () => {
    const h = freshDb();
    const events = longDueletteLine(50, 4);
    const setup = events[0].payload as { players: { p1: { name: string }; p2: { name: string } } };
    expect(() =>
      storeDuel(h, {
        gameId: 'duelette',
        rulesVersion: '1',
        title: 'bad',
        players: setup.players,
        events,
        notes: [{ seq: 9999, kind: 'beat', body: 'x' }],
      }),
    ).toThrow();
    expect(listMatches(h)).toEqual([]);
  });
});
