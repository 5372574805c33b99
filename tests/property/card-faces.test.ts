/**
 * Issue 18 point 6: the printed faces a window sends (card details) are only those of cards its filtered views
 * show: for random matches of each game, in each seat's windows, the `cards` of a window have exactly the ids of
 * its `names`, every one shown in one of the window's views; so a card hidden from the seat has no face there.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { buildLineModel } from '@/app/server/lines/line-model';
import { computeWindow } from '@/app/server/viewing/windows';
import { collectCardIds } from '@/app/server/viewing/redact';
import { applyPatch } from '@/app/lib/viewer-diff';
import { randomMatch } from '../support/property';
import { setupWithCardNamedPlayers as setupFor } from '../support/card-named-players';

describe.each(['wuhunzhi', 'xingjie', 'xueqi'])('card faces follow the views: %s', (gameId) => {
  const def = GAMES[gameId];
  it.each([1, 2])('seed %i: a seat is sent faces only of cards its views show', (seed) => {
    const setup = setupFor(def, seed);
    const { events } = randomMatch(def, setup, { seed, maxSteps: 90 });
    const model = buildLineModel(def, 'l_faces', events);
    const last = events.length - 1;
    for (const seat of ['p1', 'p2', 'omniscient'] as Array<Seat | 'omniscient'>) {
      const w = computeWindow(model, seat, 'zh', 0, last);
      let v = w.keyframe;
      const shown = collectCardIds(v.board);
      for (const p of w.patches) {
        v = applyPatch(v, p);
        collectCardIds(v.board, shown);
      }
      expect(Object.keys(w.cards).sort()).toEqual(Object.keys(w.names).sort());
      for (const [id, face] of Object.entries(w.cards)) {
        expect(shown.has(id), `${gameId} ${seat} ${id}`).toBe(true);
        expect(face.name).toBe(w.names[id]);
        expect(face.type.length).toBeGreaterThan(0);
      }
    }
  });
});
