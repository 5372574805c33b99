/**
 * The studio's action flow without a browser: xstate's createActor with a fake authoring API (a line of steps
 * kept in memory, answering like app/api/matches/…) whose answers the test releases one by one.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { studioLoader, studioMachine, studioWriter } from '@/app/ui/studio/studio-machine';
import type { CallResult, StudioSnapshot } from '@/app/ui/studio/studio-api';
import { runCommand } from '@/app/ui/studio/studio-flow';

function snapshot(lineId: string, length: number): StudioSnapshot {
  return {
    matchId: 'm1',
    gameId: 'test',
    gameName: { zh: '测试', en: 'Test' },
    title: 'T',
    players: { p1: { name: 'A' }, p2: { name: 'B' } },
    lineId,
    mainLineId: 'L1',
    publication: 'draft',
    length,
    phaseLabel: { zh: '主要阶段', en: 'Main phase' },
    events: Array.from({ length }, (_, seq) => ({
      seq,
      type: 't',
      actor: 'p1',
      text: { zh: '', en: '' },
    })),
    view: {
      gameId: 'test',
      seq: length - 1,
      phase: 'main',
      turn: 1,
      active: 'p1',
      perspective: 'omniscient',
      players: { p1: { name: 'A' }, p2: { name: 'B' } },
      result: null,
      pins: null,
      board: {},
    },
    legal: { p1: [], p2: [] },
    lines: [],
    notes: [],
    deckCards: { p1: [], p2: [] },
    instances: {},
    cardNames: {},
    rulingHint: '',
    rulingForm: [],
  };
}

interface Call {
  url: string;
  method: string;
  body: unknown;
  release: () => void;
}

/** An authoring API over lines kept in memory; each call waits until released (or answers at once in auto). */
class FakeApi {
  lines = new Map<string, number>([['L1', 5]]);
  calls: Call[] = [];
  auto = true;
  /** Refuse the next append with this error. */
  refuseNext: { code: string; message: { zh: string; en: string } } | null = null;
  failNetwork = false;

  call = <T>(url: string, method: string, body?: unknown): Promise<CallResult<T>> =>
    new Promise((resolve, reject) => {
      const release = () => {
        if (this.failNetwork) return reject(new TypeError('Failed to fetch'));
        resolve(this.answer(url, method, body) as CallResult<T>);
      };
      this.calls.push({ url, method, body, release });
      if (this.auto) release();
    });

  private answer(url: string, method: string, body: unknown): CallResult<unknown> {
    const u = new URL(url, 'http://test');
    const b = body as Record<string, unknown>;
    if (method === 'GET')
      return {
        ok: true,
        data: snapshot(u.searchParams.get('line')!, this.lines.get(u.searchParams.get('line')!)!),
      };
    if (this.refuseNext) {
      const error = this.refuseNext;
      this.refuseNext = null;
      return { ok: false, error };
    }
    if (u.pathname.endsWith('/actions') || u.pathname.endsWith('/undo')) {
      const length = this.lines.get(b.lineId as string)!;
      if (b.expectedSeq !== length)
        return { ok: false, error: { code: 'ERR_CONFLICT', message: { zh: '冲突', en: 'conflict' } } };
      if (u.pathname.endsWith('/undo')) {
        this.lines.set('U1', length - 1);
        return { ok: true, data: { lineId: 'U1' } };
      }
      this.lines.set(b.lineId as string, length + 1);
      return { ok: true, data: { seq: length } };
    }
    if (u.pathname.endsWith('/lines')) {
      this.lines.set('B1', (b.atSeq as number) + 1);
      return { ok: true, data: { id: 'B1' } };
    }
    return { ok: true, data: {} };
  }
}

function start(api = new FakeApi()) {
  const shown: string[] = [];
  const machine = studioMachine.provide({
    actors: { write: studioWriter(api.call), load: studioLoader(api.call) },
    actions: { showLine: (_, { lineId }) => void shown.push(lineId) },
  });
  const actor = createActor(machine, { input: { snap: snapshot('L1', 5) } }).start();
  const ctx = () => actor.getSnapshot().context;
  return { actor, api, shown, ctx };
}

const pass = { type: 'pass', actor: 'p1' as const, payload: {} };

describe('studio machine', () => {
  it('idle → sending → applied: appends, reloads the line and selects its new last step', async () => {
    const t = start();
    t.api.auto = false;
    t.actor.send({ type: 'step.select', seq: 2 });
    expect(t.ctx().selected).toBe(2);
    const done = runCommand(t.actor, { kind: 'act', action: pass });
    expect(t.actor.getSnapshot().matches({ sending: 'writing' })).toBe(true);
    expect(t.api.calls[0]).toMatchObject({
      url: '/api/matches/m1/actions',
      method: 'POST',
      body: { lineId: 'L1', expectedSeq: 5, action: pass },
    });
    // busy: another command is not taken
    expect(await runCommand(t.actor, { kind: 'undo' })).toBe(false);
    expect(t.api.calls.length).toBe(1);
    t.api.calls[0].release();
    await waitFor(t.actor, (s) => s.matches({ sending: 'reloading' }));
    expect(t.api.calls[1]).toMatchObject({ url: '/api/matches/m1?line=L1', method: 'GET' });
    t.api.calls[1].release();
    expect(await done).toBe(true);
    expect(t.actor.getSnapshot().matches('applied')).toBe(true);
    expect(t.ctx().snap.length).toBe(6);
    expect(t.ctx().selected).toBe(5);
    expect(t.shown).toEqual(['L1']);
  });

  it('refused: shows the zh/en reason, changes nothing; dismiss returns to idle', async () => {
    const t = start();
    t.api.refuseNext = { code: 'ERR_BAD_RULING', message: { zh: '裁定无效', en: 'Bad ruling' } };
    expect(await runCommand(t.actor, { kind: 'act', action: pass })).toBe(false);
    expect(t.actor.getSnapshot().matches('refused')).toBe(true);
    expect(t.ctx().error?.code).toBe('ERR_BAD_RULING');
    expect(t.ctx().snap.length).toBe(5);
    expect(t.api.calls.length).toBe(1);
    t.actor.send({ type: 'error.dismiss' });
    expect(t.actor.getSnapshot().matches('idle')).toBe(true);
    expect(t.ctx().error).toBeNull();
  });

  it('a network failure reads as a refusal that changed nothing', async () => {
    const t = start();
    t.api.failNetwork = true;
    expect(await runCommand(t.actor, { kind: 'act', action: pass })).toBe(false);
    expect(t.ctx().error?.code).toBe('ERR_NETWORK');
    expect(t.actor.getSnapshot().matches('refused')).toBe(true);
  });

  it('conflict: catches up with the stored line, then a retry sends the action against it', async () => {
    const t = start();
    t.api.lines.set('L1', 7); // another tab appended twice
    expect(await runCommand(t.actor, { kind: 'act', action: pass })).toBe(false);
    await waitFor(t.actor, (s) => s.matches({ conflict: 'shown' }));
    expect(t.ctx().error?.code).toBe('ERR_CONFLICT');
    expect(t.ctx().snap.length).toBe(7);
    t.actor.send({ type: 'conflict.retry' });
    await waitFor(t.actor, (s) => s.matches('applied'));
    expect(
      t.api.calls
        .filter((c) => c.method === 'POST')
        .map((c) => (c.body as { expectedSeq: number }).expectedSeq),
    ).toEqual([5, 7]);
    expect(t.ctx().snap.length).toBe(8);
    expect(t.ctx().error).toBeNull();
  });

  it('conflict: reload loads the stored line again; a note revision is not retried', async () => {
    const t = start();
    t.api.refuseNext = { code: 'ERR_CONFLICT', message: { zh: '修订冲突', en: 'revision conflict' } };
    await runCommand(t.actor, { kind: 'note', body: { noteId: 'n1', expectedRevision: 1, body: 'x' } });
    await waitFor(t.actor, (s) => s.matches({ conflict: 'shown' }));
    t.actor.send({ type: 'conflict.retry' });
    expect(t.actor.getSnapshot().matches({ conflict: 'shown' })).toBe(true);
    const gets = t.api.calls.filter((c) => c.method === 'GET').length;
    t.actor.send({ type: 'conflict.reload' });
    await waitFor(t.actor, (s) => s.matches('applied'));
    expect(t.api.calls.filter((c) => c.method === 'GET').length).toBe(gets + 1);
  });

  it('undo and branch show the line the response names; open shows a line without writing', async () => {
    const t = start();
    expect(await runCommand(t.actor, { kind: 'undo' })).toBe(true);
    expect(t.ctx().snap.lineId).toBe('U1');
    expect(t.ctx().snap.length).toBe(4);
    t.actor.send({ type: 'step.select', seq: 2 });
    expect(await runCommand(t.actor, { kind: 'branch', atSeq: 2, name: 'what if' })).toBe(true);
    expect(t.ctx().snap.lineId).toBe('B1');
    expect(t.ctx().selected).toBe(2);
    const posts = t.api.calls.filter((c) => c.method !== 'GET').length;
    t.actor.send({ type: 'line.open', lineId: 'L1' });
    await waitFor(t.actor, (s) => s.matches('applied') && s.context.snap.lineId === 'L1');
    expect(t.api.calls.filter((c) => c.method !== 'GET').length).toBe(posts);
    expect(t.shown).toEqual(['U1', 'B1', 'L1']);
  });

  it('a rename keeps the selected step; a client-side refusal shows without a request', async () => {
    const t = start();
    t.actor.send({ type: 'step.select', seq: 1 });
    expect(await runCommand(t.actor, { kind: 'rename', lineId: 'L1', name: '主线' })).toBe(true);
    expect(t.api.calls[0]).toMatchObject({
      url: '/api/matches/m1/lines/L1',
      method: 'PATCH',
      body: { name: '主线' },
    });
    expect(t.ctx().selected).toBe(1);
    const n = t.api.calls.length;
    t.actor.send({
      type: 'error.show',
      error: { code: 'ERR_BAD_JSON', message: { zh: '不是 JSON', en: 'not JSON' } },
    });
    expect(t.actor.getSnapshot().matches('refused')).toBe(true);
    expect(t.api.calls.length).toBe(n);
  });
});
