/**
 * Studio benchmark: the server time of one authoring click on a 500-event 星阶 line, as the studio makes it —
 * POST /api/matches/[id]/actions (append one legal action) and then GET /api/matches/[id]?line= (the refreshed
 * snapshot: omniscient view, legal actions, steps with their narration, lines, notes). Both route handlers are
 * called in-process with Request objects against a temporary database, after one untimed snapshot (the page the
 * author has open), so the number is the server's work per click without HTTP or rendering.
 *
 * In the same run, for comparison under the same load, the path the site took before the cached line model:
 * the POST replayed the whole line to validate the action, and the snapshot replayed it again and narrated
 * every step (reproduced here with the engine and the store directly). Both include the store's durable write.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashEditKey } from '../db/ids';
import type { EventStore } from '../db/store/contract';
import { getStore } from '../db/store/open';
import {
  applyAction,
  cloneState,
  legalActions,
  narrateText,
  replay,
  replaySteps,
  upcastEvent,
  view,
  type Action,
  type AnyGameDefinition,
  type MatchState,
  type Text,
} from '../machines/engine';
import { longXingjie } from '../tests/unit/viewer/fixtures';
import type { BenchRow } from './types';

const LINE = 500;
const CLICKS = 21;
const BASE = 'http://127.0.0.1:3000';

interface Snap {
  length: number;
  view: { active: 'p1' | 'p2' | null };
  legal: Record<'p1' | 'p2', Action[]>;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function pick(active: 'p1' | 'p2' | null, legal: Record<'p1' | 'p2', Action[]>): Action {
  for (const seat of active ? [active] : (['p1', 'p2'] as const)) {
    const a = legal[seat].find((x) => x.type !== 'match.concede');
    if (a) return a;
  }
  throw new Error('no legal action to bench');
}

/** A 500-event line stored under a known edit key. */
async function storeLine(h: EventStore, key: string) {
  const line = longXingjie(LINE);
  const { matchId, lineId } = await h.createMatch({
    gameId: line.def.id,
    rulesVersion: line.def.rulesVersion,
    title: '星阶长局（500 步）',
    players: (line.events[0].payload as { players: { p1: { name: string }; p2: { name: string } } }).players,
    createdEvent: line.events[0],
    editKeyHash: hashEditKey(key),
  });
  for (let i = 1; i < line.events.length; i += 400)
    await h.appendEvents(lineId, i, line.events.slice(i, i + 400));
  return { def: line.def, matchId, lineId };
}

/** One click through the route handlers (the cached line model). Returns wall and CPU ms per click. */
async function clicksNow(h: EventStore): Promise<{ wall: number[]; cpu: number[] }> {
  const key = 'k'.repeat(43);
  const { matchId, lineId } = await storeLine(h, key);
  const actions = await import('../app/api/matches/[id]/actions/route');
  const snapshot = await import('../app/api/matches/[id]/route');
  const ctx = { params: Promise.resolve({ id: matchId }) };
  const headers = { 'x-edit-key': key, 'content-type': 'application/json' };
  const getSnap = async (): Promise<Snap> => {
    const res = await snapshot.GET(
      new Request(`${BASE}/api/matches/${matchId}?line=${lineId}`, { headers }),
      ctx,
    );
    if (res.status !== 200) throw new Error(`snapshot: ${res.status} ${await res.text()}`);
    return (await res.json()) as Snap;
  };
  let snap = await getSnap();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < CLICKS; i++) {
    const action = pick(snap.view.active, snap.legal);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await actions.POST(
      new Request(`${BASE}/api/matches/${matchId}/actions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ lineId, expectedSeq: snap.length, action }),
      }),
      ctx,
    );
    if (res.status !== 201) throw new Error(`append: ${res.status} ${await res.text()}`);
    await res.text();
    snap = await getSnap();
    const c = process.cpuUsage(c0);
    if (i >= 2) {
      wall.push(performance.now() - t0);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  return { wall, cpu };
}

/** The same click the way the site made it before: replay to append, replay and narrate every step to show. */
async function clicksBefore(h: EventStore): Promise<{ wall: number[] }> {
  const { def, matchId, lineId } = await storeLine(h, 'b'.repeat(43));
  const snapshot = async (d: AnyGameDefinition) => {
    const events = await h.readLine(lineId);
    const texts: Text[] = [];
    let before: MatchState | null = null;
    let k = 0;
    for (const live of replaySteps(d, events)) {
      const after = k === events.length - 1 ? live : cloneState(live);
      texts.push(narrateText(d, before ?? after, k === 0 ? events[0] : upcastEvent(d, events[k]), after));
      before = after;
      k++;
    }
    const state = before!;
    const legal = { p1: legalActions(d, state, 'p1'), p2: legalActions(d, state, 'p2') };
    const body = JSON.stringify({
      events: events.map((e, i) => ({ seq: e.seq, type: e.type, actor: e.actor, text: texts[i] })),
      view: view(d, state, 'omniscient'),
      legal,
      lines: await h.listLines(matchId),
      notes: await h.listNotes(matchId, lineId),
    });
    return { length: events.length, active: state.active as 'p1' | 'p2' | null, legal, body };
  };
  let snap = await snapshot(def);
  const wall: number[] = [];
  for (let i = 0; i < CLICKS; i++) {
    const action = pick(snap.active, snap.legal);
    const t0 = performance.now();
    const events = await h.readLine(lineId);
    const state = replay(def, events);
    const r = applyAction(def, state, action);
    if (!r.ok) throw r.error;
    await h.appendEvents(lineId, events.length, r.events);
    narrateText(def, state, action, r.state);
    snap = await snapshot(def);
    if (i >= 2) wall.push(performance.now() - t0);
  }
  return { wall };
}

export async function benchStudio(): Promise<BenchRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'duelscribe-bench-studio-'));
  const prevDb = process.env.DUELSCRIBE_DB;
  process.env.DUELSCRIBE_DB = path.join(dir, 'studio.db');
  try {
    const h = await getStore();
    const now = await clicksNow(h);
    const before = await clicksBefore(h);
    const n = now.wall.length;
    return [
      {
        group: 'studio',
        name: `studio action, server time (append + refreshed snapshot) on a ${LINE}-event line`,
        value: median(now.wall),
        unit: 'ms',
        target: 20,
        note: `median of ${n} clicks: POST actions + GET snapshot route handlers in-process, durable write included`,
      },
      {
        group: 'studio',
        name: 'studio action, server CPU time per click (same clicks)',
        value: median(now.cpu),
        unit: 'ms',
        note: 'process CPU time (user + system): the part of the wall time that is the server’s own work',
      },
      {
        group: 'studio',
        name: 'studio action before the cached line model (replay to append, replay + narrate all to show)',
        value: median(before.wall),
        unit: 'ms',
        note: `median of ${n} clicks in the same run, for comparison`,
      },
    ];
  } finally {
    await (await getStore()).close();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('duelscribe.store')];
    if (prevDb === undefined) delete process.env.DUELSCRIBE_DB;
    else process.env.DUELSCRIBE_DB = prevDb;
    rmSync(dir, { recursive: true, force: true });
  }
}
