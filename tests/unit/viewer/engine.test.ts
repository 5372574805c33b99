/**
 * The viewer's engine side on real games: windows rebuilt from keyframe + diffs equal the kernel's perspective
 * views, the timeline matches replay, and a seat's window (views, narration, names) carries no card that is
 * hidden from that seat throughout the window.
 */
import { describe, expect, it } from 'vitest';
import { replaySteps, seek, view } from '@/machines/engine';
import type { AnyGameDefinition, MatchState, Perspective, Seat } from '@/machines/engine';
import { applyPatch } from '@/app/lib/viewer-diff';
import { WINDOW } from '@/app/contracts/viewer';
import { buildLineModel } from '@/app/server/lines/line-model';
import { computeWindow } from '@/app/server/viewing/windows';
import { collectCardIds } from '@/app/server/viewing/redact';
import { phaseMarks, turnMarks, nextMark, prevMark } from '@/app/lib/viewer-nav';
import { FIXTURES, playRandom } from './fixtures';

const PERSPECTIVES: Perspective[] = ['omniscient', 'p1', 'p2'];

function namesHidden(def: AnyGameDefinition, s: MatchState, seat: Seat): Set<string> {
  const out = new Set<string>();
  for (const id of def.hiddenFrom(s, seat)) {
    const n = def.cardName(s.cards[id].cardId);
    out.add(n.zh);
    out.add(n.en);
  }
  return out;
}

/** Names of the cards a seat's view shows: `cardId` fields, and (for the test game) bare card-id strings. */
function visibleNames(def: AnyGameDefinition, s: MatchState, seat: Seat, lang: 'zh' | 'en'): string[] {
  const board = view(def, s, seat).board;
  const ids = collectCardIds(board);
  const json = JSON.stringify(board);
  for (const c of Object.values(s.cards)) if (json.includes(`"${c.cardId}"`)) ids.add(c.cardId);
  return [...ids].map((c) => def.cardName(c)[lang]);
}

describe.each(Object.keys(FIXTURES))('viewer engine: %s', (game) => {
  const { def, events } = playRandom(game, 3, 260);
  const model = buildLineModel(def, 'l_test', events);
  const states = Array.from(replaySteps(def, events), (s) => JSON.parse(JSON.stringify(s)) as MatchState);

  it('timeline follows the replay (turn and phase of every step)', () => {
    expect(model.timeline.length).toBe(events.length);
    states.forEach((s, i) => {
      expect(model.timeline.turn[i]).toBe(s.turn);
      expect(model.timeline.phases[model.timeline.phase[i]]).toBe(s.phase);
      expect(model.timeline.types[model.timeline.type[i]]).toBe(events[i].type);
    });
    const turns = turnMarks(model.timeline);
    const phases = phaseMarks(model.timeline);
    expect(turns[0]).toBe(0);
    for (const t of turns) expect(phases).toContain(t);
    const mid = Math.floor(events.length / 2);
    expect(nextMark(phases, mid, events.length - 1)).toBeGreaterThan(mid);
    expect(prevMark(phases, mid)).toBeLessThan(mid);
  });

  it.each(PERSPECTIVES)('windows rebuild the exact perspective views (%s)', (p) => {
    for (let from = 0; from < events.length; from += WINDOW) {
      const w = computeWindow(model, p, 'zh', from, from + WINDOW - 1);
      let v = w.keyframe;
      for (let seq = w.from; seq <= w.to; seq++) {
        if (seq > w.from) v = applyPatch(v, w.patches[seq - w.from - 1]);
        expect(v).toEqual(view(def, seek(def, events, seq), p));
      }
      expect(w.narration.length).toBe(w.to - w.from + 1);
    }
  });

  it.each(['p1', 'p2'] as Seat[])('a %s window names no card hidden from that seat', (seat) => {
    for (let from = 0; from < events.length; from += WINDOW) {
      for (const lang of ['zh', 'en'] as const) {
        const w = computeWindow(model, seat, lang, from, from + WINDOW - 1);
        // names the seat legitimately sees somewhere in this window
        const seen = new Set<string>();
        for (let seq = w.from; seq <= w.to; seq++)
          for (const n of visibleNames(def, states[seq], seat, lang)) seen.add(n);
        const json = JSON.stringify(w);
        for (let seq = w.from; seq <= w.to; seq++) {
          const hidden = namesHidden(def, states[seq], seat);
          const visibleNow = new Set([
            ...visibleNames(def, states[seq], seat, lang),
            ...visibleNames(def, states[Math.max(0, seq - 1)], seat, lang),
          ]);
          for (const n of hidden) {
            if (!visibleNow.has(n))
              expect(w.narration[seq - w.from], `step ${seq} narration names hidden ${n}`).not.toContain(n);
            if (!seen.has(n))
              expect(json.includes(n), `window ${from} (${lang}) carries hidden ${n}`).toBe(false);
          }
        }
      }
    }
  });
});
