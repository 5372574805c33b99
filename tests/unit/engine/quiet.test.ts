/**
 * Quiet steps (issue 18 point 4): a pass whose typed consequences are at most phase changes, and that does not
 * end the match, changes nothing a reader sees; readers may step over it. Checked on every step of every demo.
 */
import { describe, expect, it } from 'vitest';
import {
  cloneState,
  mayBeQuiet,
  playDuelFile,
  quietStep,
  replaySteps,
  stepConsequences,
  type EngineEvent,
  type MatchState,
} from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { demoFiles, loadDemo } from '@/scripts/demos';

interface Step {
  seq: number;
  before: MatchState;
  event: EngineEvent;
  after: MatchState;
}

function stepsOf(gameId: string, file: string): Step[] {
  const def = GAMES[gameId];
  const { events } = playDuelFile(def, loadDemo(file));
  const out: Step[] = [];
  let prev: MatchState | null = null;
  let i = 0;
  for (const s of replaySteps(def, events)) {
    if (prev) out.push({ seq: i, before: prev, event: events[i], after: cloneState(s) });
    prev = cloneState(s);
    i++;
  }
  return out;
}

const demos = demoFiles();

describe('quiet steps', () => {
  it.each(demos.map((d) => [d.file.split('/').slice(-3).join('/'), d] as const))(
    '%s: a step is quiet exactly when it is a pass with no consequence but phase changes',
    (_, { gameId, file }) => {
      const def = GAMES[gameId];
      for (const { before, event, after } of stepsOf(gameId, file)) {
        const q = quietStep(def, before, event, after);
        const kinds = stepConsequences(def, before, event, after).map((c) => c.kind);
        const pass = def.describe!(before, event).intent === 'pass';
        expect(q, `${event.seq} ${event.type} ${kinds.join(',')}`).toBe(
          pass && !after.result && kinds.every((k) => k === 'phase') && !event.type.startsWith('fate.'),
        );
      }
    },
  );

  it('kernel actions (the start, fate pins, rulings, concession) are never quiet', () => {
    const { gameId, file } = demos.find((d) => d.file.endsWith('back-to-the-river.duel'))!;
    const def = GAMES[gameId];
    const steps = stepsOf(gameId, file);
    const pin = steps.find((s) => s.event.type === 'fate.pin')!;
    expect(mayBeQuiet(def, pin.before, pin.event)).toBe(false);
    expect(quietStep(def, pin.before, pin.event, pin.after)).toBe(false);
    const concede = { ...steps[3].event, type: 'match.concede', actor: 'p1' } as EngineEvent;
    expect(mayBeQuiet(def, steps[3].before, concede)).toBe(false);
  });

  it('星阶 xianyang demo: most of the opening priority passes are quiet, a pass that draws is not', () => {
    const { gameId, file } = demos.find((d) => d.file.endsWith('xianyang-duel.duel'))!;
    const def = GAMES[gameId];
    const steps = stepsOf(gameId, file);
    const first24 = steps.slice(0, 24).filter((s) => quietStep(def, s.before, s.event, s.after));
    expect(first24.length).toBeGreaterThanOrEqual(12);
    const drawPass = steps.find(
      (s) =>
        s.event.type === 'priority.pass' &&
        stepConsequences(def, s.before, s.event, s.after).some((c) => c.kind === 'draw'),
    )!;
    expect(quietStep(def, drawPass.before, drawPass.event, drawPass.after)).toBe(false);
  });

  it('a pass that ends the match is not quiet', () => {
    const { gameId, file } = demos.find((d) => d.file.endsWith('back-to-the-river.duel'))!;
    const def = GAMES[gameId];
    const last = stepsOf(gameId, file).at(-1)!;
    expect(last.after.result).not.toBeNull();
    expect(def.describe!(last.before, last.event).intent).toBe('pass');
    expect(quietStep(def, last.before, last.event, last.after)).toBe(false);
  });
});
