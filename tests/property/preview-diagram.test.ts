/**
 * Issue 18 point 8 / acceptance, for the preview image's inputs: for random matches of each game, with player
 * names drawn from the game's card names, the board diagram a shared moment's image draws for a seat
 * (app/server/viewing/preview.ts, from that seat's view as the share page rebuilds it from its window) draws no
 * card instance hidden from that seat, names no card kind the seat holds only hidden, names only cards its view
 * shows, and names both players. The image's words around the diagram are the title, the players' names, the
 * step and the phase: no card at all.
 */
import { describe, expect, it } from 'vitest';
import { replaySteps, type MatchState, type Seat } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { buildLineModel } from '@/app/server/lines/line-model';
import { computeWindow } from '@/app/server/viewing/windows';
import { collectCardIds } from '@/app/server/viewing/redact';
import { previewSpec } from '@/app/server/viewing/preview';
import { applyPatch } from '@/app/lib/viewer-diff';
import type { DiagramCard } from '@/app/ui/board/diagram-kit';
import { randomMatch } from '../support/property';
import { setupWithCardNamedPlayers } from '../support/card-named-players';

const SEEDS = [1, 2];
const STEPS = 120;

describe.each(['wuhunzhi', 'xingjie', 'xueqi'])('preview diagram of a seat’s view: %s', (gameId) => {
  const def = GAMES[gameId];
  it.each(SEEDS)('seed %i: no hidden card is drawn or named; both players are', (seed) => {
    const setup = setupWithCardNamedPlayers(def, seed);
    const { events } = randomMatch(def, setup, { seed, maxSteps: STEPS });
    const model = buildLineModel(def, 'l_prop', events);
    const states = Array.from(replaySteps(def, events), (s) => JSON.parse(JSON.stringify(s)) as MatchState);
    const last = events.length - 1;
    let drawn = 0;
    for (const lang of ['zh', 'en'] as const) {
      for (const seat of ['p1', 'p2'] as Seat[]) {
        const w = computeWindow(model, seat, lang, 0, last);
        let v = w.keyframe;
        for (let seq = 0; seq <= last; seq++) {
          if (seq > 0) v = applyPatch(v, w.patches[seq - 1]);
          const state = states[seq];
          const where = `${gameId} seed ${seed} ${seat} ${lang} step ${seq}`;
          const name = (c: string) => w.names[c] ?? def.cardName(c, state)[lang];
          const spec = previewSpec(gameId, v, name, lang, seat);
          const hidden = new Set(def.hiddenFrom(state, seat));
          // the names the seat's view shows, and those of kinds it holds only hidden
          const shown = new Set([...collectCardIds(v.board)].map(name));
          const hiddenOnly = new Set<string>();
          for (const id of hidden) {
            const n = def.cardName(state.cards[id].cardId, state)[lang];
            if (!shown.has(n)) hiddenOnly.add(n);
          }
          const cards: DiagramCard[] = [spec.top, spec.bottom].flatMap((s) =>
            s.zones.flatMap((z) => z.cards),
          );
          for (const c of cards) {
            if (c.hidden) continue;
            drawn++;
            if (c.id) expect(hidden.has(c.id), `${where}: ${c.id} drawn`).toBe(false);
            // a diagram may put its zone's word before the name (星阶: 场地·赤壁)
            const n = shown.has(c.name) ? c.name : c.name.replace(/^[^·]*·/, '');
            expect(hiddenOnly.has(n), `${where}: ${c.name} named`).toBe(false);
            expect(shown.has(n), `${where}: ${c.name} not in the view`).toBe(true);
          }
          expect([spec.top.name, spec.bottom.name].sort(), where).toEqual(
            [setup.players.p1.name, setup.players.p2.name].sort(),
          );
        }
      }
    }
    expect(drawn).toBeGreaterThan(0);
  });
});
