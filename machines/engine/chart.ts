/**
 * Runs a game's phase statechart (an XState v5 machine built with `setup().createMachine`) on the hot path.
 *
 * The chart is the single source of truth for phase order: states, transitions, guards and entry/exit actions
 * are read from the machine's own state-node graph. Interpreting that graph directly costs well under a
 * microsecond per transition, where `createActor().send()` costs ~11 µs and pure `transition()` ~33 µs; a
 * conformance test checks this runner against XState's own `transition()` on every game's chart.
 *
 * Supported subset (what the games use): atomic/compound/final states, `initial`, `on` with string or
 * `{ type }` guards, eventless `always`, named entry/exit/transition actions, `reenter`. Parallel and history
 * states and built-in actions such as `assign` are rejected at compile time: rules mutate the draft state.
 */
import type { AnyStateMachine } from 'xstate';
import { RuleError } from './errors';
import type { Text } from './text';
import type { PhaseEvent } from './types';

export type { PhaseEvent };
type Impl = (args: { context: any; event: PhaseEvent }, params?: unknown) => unknown;

interface Node {
  path: string;
  parent: Node | null;
  depth: number;
  type: string;
  initial: Node | null;
  entry: Ref[];
  exit: Ref[];
  on: Map<string, Edge[]>;
  always: Edge[];
  /** The state's `meta.label`, the phase's name as people say it (zh/en), when the chart gives one. */
  label: Text | null;
  /** `meta.stop`: a reader stop, a moment worth showing even when one action passes through it. */
  stop: boolean;
}
interface Ref {
  fn: Impl;
  params?: unknown;
}
interface Edge {
  target: Node | null;
  guard: Ref | null;
  actions: Ref[];
  reenter: boolean;
}

export interface Chart {
  machine: AnyStateMachine;
  root: Node;
  nodes: Map<string, Node>;
}

const MAX_EVENTLESS_STEPS = 1000;

function resolveRef(machine: AnyStateMachine, ref: unknown, kind: 'actions' | 'guards', where: string): Ref {
  if (typeof ref === 'function') return { fn: ref as Impl };
  const name = typeof ref === 'string' ? ref : (ref as { type?: string })?.type;
  const params = typeof ref === 'object' && ref ? (ref as { params?: unknown }).params : undefined;
  const impl = name ? (machine.implementations[kind] as Record<string, unknown>)[name] : undefined;
  if (typeof impl !== 'function' || 'resolve' in impl) {
    throw new Error(
      `chart ${machine.id}: ${kind} ${String(name)} at ${where} is not a plain named implementation`,
    );
  }
  return { fn: impl as Impl, params };
}

function labelOf(meta: unknown, id: string, path: string): Text | null {
  const label = (meta as { label?: unknown } | undefined)?.label;
  if (label === undefined) return null;
  const t = label as Partial<Text>;
  if (typeof t.zh !== 'string' || typeof t.en !== 'string' || !t.zh || !t.en) {
    throw new Error(`chart ${id}: meta.label at ${path || '(root)'} must be { zh, en } with both texts`);
  }
  return { zh: t.zh, en: t.en };
}

/** Build the runner's graph from the machine's state nodes (once per game, at module load). */
export function compileChart(machine: AnyStateMachine): Chart {
  const nodes = new Map<string, Node>();
  const pending: Array<() => void> = [];
  const visit = (sn: any, parent: Node | null): Node => {
    const path = (sn.path as string[]).join('.');
    if (sn.type === 'parallel' || sn.type === 'history') {
      throw new Error(`chart ${machine.id}: ${sn.type} state ${path} is not supported`);
    }
    const node: Node = {
      path,
      parent,
      depth: parent ? parent.depth + 1 : 0,
      type: sn.type,
      initial: null,
      entry: (sn.entry as unknown[]).map((a) => resolveRef(machine, a, 'actions', path)),
      exit: (sn.exit as unknown[]).map((a) => resolveRef(machine, a, 'actions', path)),
      on: new Map(),
      always: [],
      label: labelOf(sn.meta, machine.id, path),
      stop: (sn.meta as { stop?: unknown } | undefined)?.stop === true,
    };
    nodes.set(path, node);
    for (const child of Object.values(sn.states ?? {})) visit(child, node);
    pending.push(() => {
      if (sn.type === 'compound') node.initial = nodes.get([...sn.path, sn.config.initial].join('.')) ?? null;
      const edge = (t: any): Edge => {
        const targets = (t.target ?? []) as any[];
        if (targets.length > 1) throw new Error(`chart ${machine.id}: multi-target transition at ${path}`);
        return {
          target: targets.length ? nodes.get((targets[0].path as string[]).join('.'))! : null,
          guard: t.guard ? resolveRef(machine, t.guard, 'guards', path) : null,
          actions: (t.actions as unknown[]).map((a) => resolveRef(machine, a, 'actions', path)),
          reenter: Boolean(t.reenter),
        };
      };
      for (const [type, list] of sn.transitions as Map<string, any[]>) node.on.set(type, list.map(edge));
      node.always = ((sn.always ?? []) as any[]).map(edge);
    });
    return node;
  };
  const root = visit(machine.root, null);
  for (const p of pending) p();
  return { machine, root, nodes };
}

/** Told of every reader stop entered while `captureStops` runs (null otherwise: the hot path pays one test). */
let stopListener: ((holder: { phase: string }, label: Text | null) => void) | null = null;

/**
 * Run `fn` (which applies an action) while telling `listener` of each reader stop (`meta.stop`) the chart
 * enters, right after the stop's entry actions have run, with the phase's label. Synchronous and re-entrant-safe:
 * the previous listener is restored afterwards.
 */
export function captureStops<T>(
  listener: (holder: { phase: string }, label: Text | null) => void,
  fn: () => T,
): T {
  const outer = stopListener;
  stopListener = listener;
  try {
    return fn();
  } finally {
    stopListener = outer;
  }
}

const entered = (chart: Chart, n: Node, holder: { phase: string }) => {
  if (n.stop && stopListener) stopListener(holder, phaseLabel(chart, n.path));
};

const run = (refs: Ref[], context: unknown, event: PhaseEvent) => {
  for (const r of refs) r.fn({ context, event }, r.params);
};

const passes = (e: Edge, context: unknown, event: PhaseEvent) =>
  !e.guard || Boolean(e.guard.fn({ context, event }, e.guard.params));

const isDescendantOrSelf = (node: Node, of: Node) => {
  for (let n: Node | null = node; n; n = n.parent) if (n === of) return true;
  return false;
};

function enterDown(
  chart: Chart,
  holder: { phase: string },
  from: Node,
  target: Node,
  context: unknown,
  event: PhaseEvent,
) {
  const chain: Node[] = [];
  for (let n: Node | null = target; n && n !== from; n = n.parent) chain.push(n);
  chain.reverse();
  let leaf = target;
  for (const n of chain) {
    holder.phase = n.path;
    run(n.entry, context, event);
    entered(chart, n, holder);
  }
  while (leaf.initial) {
    leaf = leaf.initial;
    holder.phase = leaf.path;
    run(leaf.entry, context, event);
    entered(chart, leaf, holder);
  }
  holder.phase = leaf.path;
}

function take(chart: Chart, holder: { phase: string }, source: Node, e: Edge, event: PhaseEvent) {
  const context = holder;
  const current = chart.nodes.get(holder.phase)!;
  if (!e.target) {
    run(e.actions, context, event);
    return;
  }
  // The transition domain, as XState v5 computes it: the source itself for a non-reentering transition to the
  // source or one of its descendants; otherwise the nearest proper ancestor of the source that contains the target.
  let domain: Node;
  if (!e.reenter && isDescendantOrSelf(e.target, source)) domain = source;
  else {
    domain = source.parent ?? source;
    while (domain.parent && !isDescendantOrSelf(e.target, domain)) domain = domain.parent;
    if (domain === e.target) domain = domain.parent ?? domain;
  }
  for (let n: Node | null = current; n && n !== domain; n = n.parent) run(n.exit, context, event);
  run(e.actions, context, event);
  enterDown(chart, holder, domain, e.target, context, event);
}

function settle(chart: Chart, holder: { phase: string }, event: PhaseEvent) {
  for (let i = 0; i < MAX_EVENTLESS_STEPS; i++) {
    let moved = false;
    for (let n: Node | null = chart.nodes.get(holder.phase)!; n && !moved; n = n.parent) {
      for (const e of n.always) {
        if (passes(e, holder, event)) {
          take(chart, holder, n, e, event);
          moved = true;
          break;
        }
      }
    }
    if (!moved) return;
  }
  throw new RuleError('ERR_ENGINE_LOOP', {
    zh: '阶段流转陷入循环',
    en: 'The phase chart looped without settling',
  });
}

/** Enter the chart's initial state (running entry actions), then settle eventless transitions. */
export function startChart(chart: Chart, holder: { phase: string }): void {
  const event: PhaseEvent = { type: 'xstate.init' };
  holder.phase = chart.root.path;
  enterDown(chart, holder, chart.root, chart.root.initial ?? chart.root, holder, event);
  settle(chart, holder, event);
}

/**
 * Resume the chart inside a phase without running any entry action: the state already is as it stands inside
 * that phase (a scene an author described, which starts mid-turn). The phase must be an atomic, non-final state
 * of the chart; eventless transitions are then settled as after any action. Returns false for a path the chart
 * does not have (or one that is not atomic), changing nothing.
 */
export function resumeChartAt(chart: Chart, holder: { phase: string }, phase: string): boolean {
  const node = chart.nodes.get(phase);
  if (!node || node.type !== 'atomic' || !phase) return false;
  holder.phase = phase;
  settle(chart, holder, { type: 'xstate.init' });
  return true;
}

/** Whether the chart has this atomic state (a phase a scene may resume in). */
export const isAtomicPhase = (chart: Chart, phase: string): boolean =>
  chart.nodes.get(phase)?.type === 'atomic';

/** Every atomic state path of the chart, in document order. */
export const atomicPhases = (chart: Chart): string[] =>
  [...chart.nodes.values()].filter((n) => n.type === 'atomic').map((n) => n.path);

/**
 * Send an event to the chart from the current phase. Returns whether a transition took it. As in XState, the
 * eventless (`always`) transitions are re-checked afterwards either way, since rules may have changed the
 * state their guards read.
 */
export function sendPhase(chart: Chart, holder: { phase: string }, event: PhaseEvent): boolean {
  let taken = false;
  outer: for (let n: Node | null = chart.nodes.get(holder.phase)!; n; n = n.parent) {
    const edges = n.on.get(event.type);
    if (!edges) continue;
    for (const e of edges) {
      if (passes(e, holder, event)) {
        take(chart, holder, n, e, event);
        taken = true;
        break outer;
      }
    }
  }
  settle(chart, holder, event);
  return taken;
}

/** Re-check eventless transitions (the kernel does this after every applied action). */
export function settleChart(chart: Chart, holder: { phase: string }): void {
  settle(chart, holder, { type: 'xstate.settle' });
}

/** Event types the current phase (or an ancestor) has transitions for. */
export function phaseEventTypes(chart: Chart, phase: string): string[] {
  const out = new Set<string>();
  for (let n: Node | null = chart.nodes.get(phase) ?? null; n; n = n.parent)
    for (const k of n.on.keys()) out.add(k);
  return [...out];
}

/**
 * The name of a phase as players say it: the `meta.label` of the phase's state, or of its nearest ancestor that
 * has one (so a sub-step without a label reads as its phase). Null for an unknown path or an unlabelled chart.
 */
export function phaseLabel(chart: Chart, phase: string): Text | null {
  for (let n: Node | null = chart.nodes.get(phase) ?? null; n; n = n.parent) if (n.label) return n.label;
  return null;
}

/** Every state path of the chart with its own label (null where the state has none), in document order. */
export function phaseLabels(chart: Chart): Array<{ path: string; label: Text | null }> {
  return [...chart.nodes.values()].map((n) => ({ path: n.path, label: n.label }));
}

export const isFinalPhase = (chart: Chart, phase: string) => chart.nodes.get(phase)?.type === 'final';

/** XState's state value ({ a: 'b' }) as this runner's dotted path ('g.a.b' without the machine id). */
export function stateValueToPath(value: unknown): string {
  if (typeof value === 'string') return value;
  const [k, v] = Object.entries(value as Record<string, unknown>)[0];
  return `${k}.${stateValueToPath(v)}`;
}
