/**
 * Reader stops in view windows (issue 13.4): a 武魂志 step that finishes a battle and runs on through the end phase
 * carries, per perspective, the view at the end of battle as a patch against the step's view, tied to the
 * battle-outcome sub-step; that view is filtered for the perspective exactly like a step view.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  applyInPlaceWithStops,
  cloneState,
  playDuelFile,
  replaySteps,
  stepConsequences,
  upcastEvent,
  view,
} from '@/machines/engine';
import type { MatchState, ReaderStop } from '@/machines/engine';
import { wuhunzhi as def } from '@/machines/wuhunzhi';
import { applyPatch } from '@/app/lib/viewer-diff';
import { WINDOW } from '@/app/contracts/viewer';
import { buildLineModel } from '@/app/server/lines/line-model';
import { computeWindow } from '@/app/server/viewing/windows';
import { boardAt, storesFrom, viewAt } from '@/app/ui/viewer/view-windows';
import { loadDemo } from '@/scripts/demos';

const demo = fileURLToPath(new URL('../../../content/wuhunzhi/demos/jixia-vs-hulang.duel', import.meta.url));
const events = playDuelFile(def, loadDemo(demo)).events;
const model = buildLineModel(def, 'main', events);

/** Every step of the demo that passed a reader stop and has sub-steps, with its states. */
const found: Array<{ seq: number; before: MatchState; after: MatchState; stops: ReaderStop[] }> = [];
{
  let prev: MatchState | null = null;
  let seq = 0;
  for (const s of replaySteps(def, events)) {
    if (prev && seq > 0) {
      const draft = cloneState(prev);
      const ev = upcastEvent(def, events[seq]);
      const { stops } = applyInPlaceWithStops(def, draft, ev);
      if (stops.length && stepConsequences(def, prev, ev, draft).length > 1)
        found.push({ seq, before: prev, after: draft, stops });
    }
    prev = cloneState(s);
    seq++;
  }
}

describe('reader stops in view windows', () => {
  it('the demo has battles that end inside one action', () => {
    expect(found.length).toBeGreaterThan(2);
  });

  it.each(['omniscient', 'p1', 'p2'] as const)(
    'each such step carries the filtered view at the end of battle (%s)',
    (p) => {
      for (const f of found) {
        const from = Math.floor(f.seq / WINDOW) * WINDOW;
        const w = computeWindow(model, p, 'zh', from, from + WINDOW - 1);
        const stops = (w.stops ?? []).filter((s) => s.seq === f.seq);
        expect(stops).toHaveLength(f.stops.length);
        let v = w.keyframe;
        for (let k = w.from + 1; k <= f.seq; k++) v = applyPatch(v, w.patches[k - w.from - 1]);
        const stop = stops[0];
        const at = applyPatch(v, stop.patch);
        // exactly the perspective view of the stop state: filtered like any step view (a seat's is not the
        // omniscient one while the opponent holds cards in hand)
        expect(at).toEqual(view(def, f.stops[0].state, p));
        if (p !== 'omniscient') expect(at.board).not.toEqual(view(def, f.stops[0].state, 'omniscient').board);
        expect(at.phase).toBe('match.round.battle.endWindow');
        expect(at.seq).toBe(f.seq);
        // tied to the battle-outcome sub-step
        expect(w.subs[f.seq - w.from][stop.sub]).toBe('战斗阶段结束，进入结束阶段');
        // the reader's board: the stop view at that sub-step and before, the step's view after it and without one
        const stores = storesFrom(p, [w]);
        expect(boardAt(stores, p, f.seq, stop.sub)).toEqual(at);
        expect(boardAt(stores, p, f.seq, 0)).toEqual(at);
        expect(boardAt(stores, p, f.seq, undefined)).toBe(viewAt(stores, p, f.seq));
        if (stop.sub + 1 < w.subs[f.seq - w.from].length)
          expect(boardAt(stores, p, f.seq, stop.sub + 1)).toBe(viewAt(stores, p, f.seq));
      }
    },
  );
});
