/**
 * Checks the kernel's statechart runner against XState's own interpreter on a game's chart: the same random
 * event sequence, the same guard outcomes (an oracle keyed by guard name and step), must visit the same states
 * and run the same named actions in the same order.
 */
import { createActor, type AnyStateMachine } from 'xstate';
import { compileChart, sendPhase, startChart, stateValueToPath } from '@/machines/engine';
import { testRng } from './property';

function oracle(seed: number) {
  const cache = new Map<string, boolean>();
  return (name: string, tick: number) => {
    const key = `${name}@${tick}`;
    if (!cache.has(key)) {
      let h = seed ^ tick;
      for (const c of name) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
      // true 3 times in 4; guards named rare* 1 time in 8 (so charts with a global exit are walked deeply)
      cache.set(key, name.startsWith('rare') ? ((h >>> 3) & 7) === 0 : ((h >>> 3) & 3) !== 0);
    }
    return cache.get(key)!;
  };
}

function instrument(machine: AnyStateMachine, log: string[], guardAt: (name: string) => boolean) {
  const guards: Record<string, () => boolean> = {};
  for (const name of Object.keys(machine.implementations.guards)) guards[name] = () => guardAt(name);
  const actions: Record<string, () => void> = {};
  for (const name of Object.keys(machine.implementations.actions)) actions[name] = () => void log.push(name);
  return machine.provide({ guards, actions } as never);
}

function eventTypes(machine: AnyStateMachine): string[] {
  const out = new Set<string>();
  const visit = (n: any) => {
    for (const k of (n.transitions as Map<string, unknown>).keys()) out.add(k);
    for (const c of Object.values(n.states ?? {})) visit(c);
  };
  visit(machine.root);
  return [...out].filter((t) => !t.startsWith('xstate.') && t !== '*');
}

export interface ConformanceReport {
  walks: number;
  steps: number;
  loops: number;
}

/** Random walks over the chart; throws on the first divergence. */
export function checkChartConformance(
  machine: AnyStateMachine,
  walks = 50,
  stepsPerWalk = 60,
): ConformanceReport {
  // A chart moved only by eventless transitions (武魂志: actions change facts, guards read them) is walked with an
  // event it has no transition for: both runners answer any event by re-checking the eventless transitions.
  const own = eventTypes(machine);
  const types = own.length ? own : ['conformance.settle'];
  let steps = 0;
  let loops = 0;
  for (let w = 0; w < walks; w++) {
    const pick = testRng(1000 + w);
    const guard = oracle(w);
    let tick = 0;
    const oursLog: string[] = [];
    const theirsLog: string[] = [];
    const ours = compileChart(instrument(machine, oursLog, (g) => guard(g, tick)));
    const theirsMachine = instrument(machine, theirsLog, (g) => guard(g, tick));
    const holder = { phase: '' };
    try {
      startChart(ours, holder);
    } catch {
      loops++;
      continue;
    }
    const actor = createActor(theirsMachine, { input: {} as never });
    actor.start();
    const compare = (what: string) => {
      const snap = actor.getSnapshot();
      const theirs = snap.status === 'done' ? stateValueToPath(snap.value) : stateValueToPath(snap.value);
      if (theirs !== holder.phase || oursLog.join(',') !== theirsLog.join(',')) {
        throw new Error(
          `chart ${machine.id} diverges after ${what} (walk ${w}, tick ${tick}): ours ${holder.phase} [${oursLog.join(',')}] vs xstate ${theirs} [${theirsLog.join(',')}]`,
        );
      }
    };
    compare('start');
    for (let s = 0; s < stepsPerWalk && actor.getSnapshot().status === 'active'; s++) {
      tick++;
      const type = types[pick(types.length)];
      try {
        sendPhase(ours, holder, { type });
      } catch {
        loops++;
        break;
      }
      actor.send({ type });
      compare(type);
      steps++;
    }
    actor.stop();
  }
  return { walks, steps, loops };
}
