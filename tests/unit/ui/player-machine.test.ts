/**
 * The player machine without a browser: xstate's createActor with a fake fetch and a simulated clock. Each
 * control's event, window fetching (one request per range, abort when no longer wanted, retry with a visible
 * failure), autoplay with `after` delays, perspective, line, Back/Forward and spoiler notes.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { playerMachine, retryDelay } from '@/app/ui/viewer/player-machine';
import { notesFetcher, windowFetcher } from '@/app/ui/viewer/player-fetch';
import { viewAt } from '@/app/ui/viewer/view-windows';
import type { NoteView, PlayerPayload } from '@/app/contracts/viewer';
import { FakeServer, payload } from './player-fixture';

function start(p: PlayerPayload, opts: { auto?: boolean } = {}) {
  const server = new FakeServer(p.timeline.length);
  server.auto = opts.auto ?? false;
  const history: { href: string; mode: string }[] = [];
  const pages: string[] = [];
  let reloads = 0;
  const clock = new SimulatedClock();
  const machine = playerMachine.provide({
    actors: { fetchWindow: windowFetcher(server.fetch), fetchNotes: notesFetcher(server.fetch) },
    actions: {
      writeHistory: (_, params) => void history.push(params),
      openPage: (_, params) => void pages.push(params.href),
      reloadPage: () => void reloads++,
    },
  });
  const actor = createActor(machine, { input: p, clock }).start();
  const ctx = () => actor.getSnapshot().context;
  const at = () => ctx().moment.at;
  const playback = () => actor.getSnapshot().value as { playback: unknown };
  return { actor, server, history, pages, clock, ctx, at, playback, reloads: () => reloads };
}

const shownSeq = (c: { shown: { view: { board: unknown } } | null }) =>
  (c.shown?.view.board as { seq: number } | undefined)?.seq;

describe('player machine: the moment and the controls', () => {
  it('starts paused at the linked step, shows its view and writes the full address (replace)', () => {
    const t = start(payload({ at: 70 }));
    expect(t.actor.getSnapshot().matches({ playback: 'paused' })).toBe(true);
    expect(shownSeq(t.ctx())).toBe(70);
    expect(t.history).toEqual([{ href: '/m/m1?at=70&line=L1&view=omniscient', mode: 'replace' }]);
  });

  it('each control event moves to its target and pushes the address', () => {
    const t = start(payload({ at: 12 }), { auto: true });
    const steps: [Parameters<typeof t.actor.send>[0], number][] = [
      [{ type: 'step.next' }, 13],
      [{ type: 'step.prev' }, 12],
      [{ type: 'phase.next' }, 15],
      [{ type: 'phase.prev' }, 10],
      [{ type: 'phase.prev' }, 5],
      [{ type: 'turn.next' }, 10],
      [{ type: 'turn.next' }, 20],
      [{ type: 'turn.prev' }, 10],
      [{ type: 'go.last' }, 299],
      [{ type: 'go.first' }, 0],
      [{ type: 'go.to', at: 42 }, 42],
      [{ type: 'go.to', at: 10_000 }, 299],
    ];
    for (const [event, expected] of steps) {
      t.actor.send(event);
      expect(t.at(), event.type).toBe(expected);
      expect(t.history.at(-1)).toEqual({
        href: `/m/m1?at=${expected}&line=L1&view=omniscient`,
        mode: 'push',
      });
    }
    expect(t.ctx().reached).toBe(299);
  });

  it('a control that leads nowhere (← at step 0, → at the end) changes nothing and writes no history', () => {
    const t = start(payload({ length: 40, at: 0 }));
    const before = t.history.length;
    t.actor.send({ type: 'step.prev' });
    t.actor.send({ type: 'go.first' });
    t.actor.send({ type: 'go.to', at: Number.NaN });
    expect(t.at()).toBe(0);
    t.actor.send({ type: 'go.last' });
    t.actor.send({ type: 'step.next' });
    t.actor.send({ type: 'turn.next' });
    expect(t.at()).toBe(39);
    expect(t.history.length).toBe(before + 1);
  });

  it('perspective: pushes the address, keeps the board until that perspective’s window arrives', async () => {
    const t = start(payload({ at: 5 }));
    t.actor.send({ type: 'perspective.set', perspective: 'p1' });
    expect(t.ctx().moment).toEqual({ at: 5, perspective: 'p1', lineId: 'L1' });
    expect(t.history.at(-1)).toEqual({ href: '/m/m1?at=5&line=L1&view=p1', mode: 'push' });
    expect(t.actor.getSnapshot().matches({ playback: 'loading' })).toBe(true);
    expect(t.ctx().shown?.view.perspective).toBe('omniscient');
    expect(t.server.windowRequests()).toEqual(['p1:0']);
    t.server.answerAll();
    await waitFor(t.actor, (s) => s.matches({ playback: 'paused' }));
    expect(t.ctx().shown?.view.perspective).toBe('p1');
    t.actor.send({ type: 'perspective.set', perspective: 'p1' });
    expect(t.history.filter((h) => h.mode === 'push').length).toBe(1);
  });

  it('line: opens the other line’s page at the same step, clamped to its length', () => {
    const t = start(payload({ at: 30 }));
    t.actor.send({ type: 'line.set', lineId: 'L1' });
    t.actor.send({ type: 'line.set', lineId: 'L2' });
    expect(t.pages).toEqual(['/m/m1?at=11&line=L2&view=omniscient']);
  });

  it('Back/Forward restore the moment without writing history, stop autoplay, and reload for another line', () => {
    const t = start(payload({ at: 3 }), { auto: true });
    t.actor.send({ type: 'play.toggle' });
    const writes = t.history.length;
    t.actor.send({ type: 'history.restore', moment: { at: 1, perspective: 'omniscient', lineId: 'L1' } });
    expect(t.at()).toBe(1);
    expect(t.actor.getSnapshot().matches({ playback: 'paused' })).toBe(true);
    expect(t.history.length).toBe(writes);
    t.actor.send({ type: 'history.restore', moment: { at: 1, perspective: 'omniscient', lineId: 'L2' } });
    expect(t.reloads()).toBe(1);
    expect(t.at()).toBe(1);
  });
});

describe('player machine: view windows', () => {
  it('a step in a window not yet here: loading, one request for that range, then paused on its view', async () => {
    const t = start(payload({ at: 40 }));
    // 40 is in the second half of window 0: the next window is fetched ahead
    expect(t.server.windowRequests()).toEqual(['omniscient:64']);
    t.actor.send({ type: 'go.to', at: 100 });
    t.actor.send({ type: 'step.next' });
    t.actor.send({ type: 'step.prev' });
    expect(t.actor.getSnapshot().matches({ playback: 'loading' })).toBe(true);
    expect(t.server.windowRequests()).toEqual(['omniscient:64']);
    t.server.answer();
    await waitFor(t.actor, (s) => s.matches({ playback: 'paused' }));
    expect(shownSeq(t.ctx())).toBe(100);
    // then the window after, as 100 is within 32 steps of window 64's end
    expect(t.server.windowRequests()).toEqual(['omniscient:64', 'omniscient:128']);
    expect(t.server.pending.length).toBe(1);
  });

  it('fetches ahead near an edge and the turn start in the window before', async () => {
    const t = start(payload({ at: 130 }), { auto: true });
    await waitFor(
      t.actor,
      (s) => s.matches({ windows: 'idle' }) && viewAt(s.context.stores, 'omniscient', 64) !== undefined,
    );
    // 130 is near the start of window 128: window 64 is wanted both ahead and for the turn (from 120 = at-10)
    expect(t.server.windowRequests()).toEqual(['omniscient:64']);
    t.actor.send({ type: 'go.to', at: 190 });
    await waitFor(t.actor, (s) => viewAt(s.context.stores, 'omniscient', 192) !== undefined);
    expect(t.server.windowRequests()).toEqual(['omniscient:64', 'omniscient:192']);
  });

  it('a window no longer wanted is aborted and the one now needed is fetched', async () => {
    const t = start(payload({ at: 0 }));
    t.actor.send({ type: 'go.to', at: 100 });
    expect(t.server.windowRequests()).toEqual(['omniscient:64']);
    t.actor.send({ type: 'go.last' });
    expect(t.server.aborted.map((u) => u.searchParams.get('seq'))).toEqual(['64']);
    expect(t.server.windowRequests()).toEqual(['omniscient:64', 'omniscient:256']);
    t.server.answerAll();
    await waitFor(t.actor, (s) => s.matches({ playback: 'paused' }));
    expect(shownSeq(t.ctx())).toBe(299);
  });

  it('a failed window shows the failure, retries with back-off, and at once on window.retry', async () => {
    const t = start(payload({ at: 0 }));
    t.server.status = 500;
    t.actor.send({ type: 'go.to', at: 100 });
    t.server.answer();
    await waitFor(t.actor, (s) => s.matches({ windows: 'failed' }));
    expect(t.ctx().failure).toEqual({ ref: { perspective: 'omniscient', from: 64 }, attempts: 1 });
    expect(t.server.windowRequests().length).toBe(1);
    t.clock.increment(retryDelay(1) - 1);
    expect(t.server.windowRequests().length).toBe(1);
    t.clock.increment(1);
    expect(t.server.windowRequests().length).toBe(2);
    t.server.answer();
    await waitFor(t.actor, (s) => s.context.failure?.attempts === 2);
    expect(retryDelay(2)).toBe(2000);
    t.actor.send({ type: 'window.retry' });
    expect(t.server.windowRequests().length).toBe(3);
    t.server.status = 200;
    t.server.answer();
    await waitFor(t.actor, (s) => s.matches({ playback: 'paused' }));
    expect(t.ctx().failure).toBeNull();
    expect(shownSeq(t.ctx())).toBe(100);
  });

  it('a failure of a window the reader has moved away from is dropped', async () => {
    const t = start(payload({ at: 0 }));
    t.server.status = 500;
    t.actor.send({ type: 'go.to', at: 100 });
    t.server.answer();
    await waitFor(t.actor, (s) => s.matches({ windows: 'failed' }));
    t.actor.send({ type: 'go.first' });
    expect(t.ctx().failure).toBeNull();
    expect(t.actor.getSnapshot().matches({ windows: 'idle' })).toBe(true);
  });
});

describe('player machine: autoplay', () => {
  it('steps every 1000/speed ms, replacing the address, and stops at the end', () => {
    const t = start(payload({ length: 6, at: 2 }));
    t.actor.send({ type: 'play.toggle' });
    expect(t.actor.getSnapshot().matches({ playback: { playing: 'ticking' } })).toBe(true);
    t.clock.increment(999);
    expect(t.at()).toBe(2);
    t.clock.increment(1);
    expect(t.at()).toBe(3);
    expect(t.history.at(-1)).toEqual({ href: '/m/m1?at=3&line=L1&view=omniscient', mode: 'replace' });
    t.actor.send({ type: 'speed.set', speed: 4 });
    t.clock.increment(250);
    expect(t.at()).toBe(4);
    t.clock.increment(250);
    expect(t.at()).toBe(5);
    expect(t.actor.getSnapshot().matches({ playback: 'paused' })).toBe(true);
    t.clock.increment(5000);
    expect(t.at()).toBe(5);
    expect(t.history.filter((h) => h.mode === 'push')).toEqual([]);
  });

  it('waits while the next step’s window loads, then goes on', async () => {
    const t = start(payload({ at: 62 }));
    t.actor.send({ type: 'play.toggle' });
    t.clock.increment(1000);
    expect(t.at()).toBe(63);
    expect(t.actor.getSnapshot().matches({ playback: { playing: 'waiting' } })).toBe(true);
    t.clock.increment(5000);
    expect(t.at()).toBe(63);
    t.server.answerAll();
    await waitFor(t.actor, (s) => s.matches({ playback: { playing: 'ticking' } }));
    t.clock.increment(1000);
    expect(t.at()).toBe(64);
  });

  it('pauses on play.toggle and on any navigation; a speed not offered is ignored', () => {
    const t = start(payload({ at: 0 }));
    t.actor.send({ type: 'play.toggle' });
    t.actor.send({ type: 'play.toggle' });
    expect(t.actor.getSnapshot().matches({ playback: 'paused' })).toBe(true);
    t.actor.send({ type: 'play.toggle' });
    t.actor.send({ type: 'step.next' });
    expect(t.actor.getSnapshot().matches({ playback: 'paused' })).toBe(true);
    t.clock.increment(5000);
    expect(t.at()).toBe(1);
    t.actor.send({ type: 'speed.set', speed: 3 });
    expect(t.ctx().speed).toBe(1);
  });
});

describe('player machine: spoiler-safe notes', () => {
  const note = (id: string, seq: number, spoiler = false): NoteView => ({
    id,
    seq,
    kind: 'beat',
    spoiler,
    html: `<p>${id}</p>`,
  });

  it('holds only the notes up to the step reached and asks again when the next later note is reached', async () => {
    const all = [note('n1', 1), note('n2', 8), note('n3', 20)];
    const t = start(payload({ at: 2, notes: all }), { auto: true });
    t.server.notes = all;
    expect(t.ctx().notes.map((n) => n.id)).toEqual(['n1']);
    expect(t.ctx().laterNotes).toEqual({ count: 2, next: 8 });
    t.actor.send({ type: 'go.to', at: 7 });
    expect(t.server.requests.filter((u) => u.pathname === '/api/views/notes')).toEqual([]);
    t.actor.send({ type: 'step.next' });
    await waitFor(t.actor, (s) => s.context.notes.length === 2);
    const asked = t.server.requests.filter((u) => u.pathname === '/api/views/notes');
    expect(asked.map((u) => u.searchParams.get('upTo'))).toEqual(['8']);
    expect(asked[0].searchParams.get('all')).toBeNull();
    expect(t.ctx().laterNotes).toEqual({ count: 1, next: 20 });
    t.actor.send({ type: 'step.next' });
    expect(t.server.requests.filter((u) => u.pathname === '/api/views/notes').length).toBe(1);
  });

  it('asks for every note once the reader opts in, spoiler bodies still withheld past the step reached', async () => {
    const all = [note('n1', 1), note('n2', 8, true), note('n3', 20)];
    const t = start(payload({ at: 2, notes: all }), { auto: true });
    t.server.notes = all;
    t.actor.send({ type: 'notes.all', all: true });
    await waitFor(t.actor, (s) => s.context.notes.length === 3);
    const asked = t.server.requests.filter((u) => u.pathname === '/api/views/notes');
    expect(asked.map((u) => u.searchParams.get('all'))).toEqual(['1']);
    expect(t.ctx().notes.map((n) => n.html)).toEqual(['<p>n1</p>', null, '<p>n3</p>']);
    t.actor.send({ type: 'go.to', at: 8 });
    await waitFor(t.actor, (s) => s.context.notes[1].html !== null);
    expect(t.ctx().notes[1].html).toBe('<p>n2</p>');
  });
});

describe('player machine: skip the passes', () => {
  it('steps over quiet steps by default, both ways, and stops on the last step when only quiet ones follow', () => {
    const t = start(payload({ length: 12, at: 1, quiet: [2, 3, 4, 7, 10, 11] }), { auto: true });
    expect(t.ctx().skipQuiet).toBe(true);
    t.actor.send({ type: 'step.next' });
    expect(t.at()).toBe(5);
    t.actor.send({ type: 'step.next' });
    expect(t.at()).toBe(6);
    t.actor.send({ type: 'step.next' });
    expect(t.at()).toBe(8);
    t.actor.send({ type: 'step.prev' });
    expect(t.at()).toBe(6);
    t.actor.send({ type: 'go.to', at: 9 });
    t.actor.send({ type: 'step.next' });
    expect(t.at()).toBe(11);
    t.actor.send({ type: 'go.to', at: 5 });
    t.actor.send({ type: 'step.prev' });
    expect(t.at()).toBe(1);
  });

  it('a quiet step is still reachable directly, and with the setting off every step is a step', () => {
    const t = start(payload({ length: 12, at: 1, quiet: [2, 3] }), { auto: true });
    t.actor.send({ type: 'go.to', at: 3 });
    expect(t.at()).toBe(3);
    t.actor.send({ type: 'skip.set', skip: false });
    t.actor.send({ type: 'step.prev' });
    expect(t.at()).toBe(2);
    t.actor.send({ type: 'step.next' });
    expect(t.at()).toBe(3);
  });

  it('autoplay steps over quiet steps too', () => {
    const t = start(payload({ length: 8, at: 0, quiet: [1, 2] }));
    t.actor.send({ type: 'play.toggle' });
    t.clock.increment(1000);
    expect(t.at()).toBe(3);
    t.clock.increment(1000);
    expect(t.at()).toBe(4);
  });
});

describe('player machine: consequences as sub-steps', () => {
  it('steps through a step’s consequences with sub.next/prev, writing &sub= into the address', () => {
    const t = start(payload({ length: 30, at: 5 }), { auto: true });
    t.actor.send({ type: 'sub.next' });
    expect(t.ctx().moment.sub).toBe(0);
    expect(t.history.at(-1)).toEqual({ href: '/m/m1?at=5&sub=0&line=L1&view=omniscient', mode: 'push' });
    t.actor.send({ type: 'sub.next' });
    t.actor.send({ type: 'sub.next' });
    expect(t.ctx().moment.sub).toBe(2);
    t.actor.send({ type: 'sub.prev' });
    expect(t.ctx().moment.sub).toBe(1);
    t.actor.send({ type: 'sub.go', sub: 0 });
    t.actor.send({ type: 'sub.prev' });
    expect(t.ctx().moment.sub).toBeUndefined();
    expect(t.at()).toBe(5);
  });

  it('past the last consequence, and on a step without any, sub.next is the next step', () => {
    const t = start(payload({ length: 30, at: 5 }), { auto: true });
    t.actor.send({ type: 'sub.go', sub: 2 });
    t.actor.send({ type: 'sub.next' });
    expect(t.at()).toBe(6);
    expect(t.ctx().moment.sub).toBeUndefined();
    t.actor.send({ type: 'sub.next' });
    expect(t.at()).toBe(7);
  });

  it('any step navigation leaves the sub-step; a linked sub-step opens there', () => {
    const t = start({ ...payload({ length: 30, at: 15 }), sub: 1 }, { auto: true });
    expect(t.ctx().moment.sub).toBe(1);
    expect(t.history[0].href).toBe('/m/m1?at=15&sub=1&line=L1&view=omniscient');
    t.actor.send({ type: 'step.prev' });
    expect(t.ctx().moment).toEqual({ at: 14, sub: undefined, perspective: 'omniscient', lineId: 'L1' });
  });
});
