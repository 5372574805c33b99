/** The move list's fetching (app/ui/viewer/moves-machine.ts): one request at a time, drops what is no longer wanted. */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { chunkKey, movesMachine, type ChunkRef } from '@/app/ui/viewer/moves-machine';
import { movesFetcher, type FetchLike } from '@/app/ui/viewer/player-fetch';

function fakeServer() {
  const asked: string[] = [];
  const pending: Array<{ url: string; resolve: () => void; aborted: boolean }> = [];
  const fetch: FetchLike = (url, init) =>
    new Promise((resolve, reject) => {
      asked.push(url);
      const q = new URL(url, 'http://x').searchParams;
      const from = Number(q.get('seq'));
      const entry = {
        url,
        aborted: false,
        resolve: () =>
          resolve({
            ok: true,
            status: 200,
            json: async () => ({
              from,
              to: from + 1,
              narration: [`${q.get('line')}#${from}`, 'x'],
              active: [0, 1],
              quiet: [0, 0],
            }),
          }),
      };
      init?.signal?.addEventListener('abort', () => {
        entry.aborted = true;
        reject(new DOMException('aborted', 'AbortError'));
      });
      pending.push(entry);
    });
  return { fetch, asked, pending };
}

const ref = (lineId: string, from: number): ChunkRef => ({ lineId, perspective: 'p1', from, length: 200 });

describe('moves machine', () => {
  it('fetches the wanted windows one at a time and keeps them', async () => {
    const s = fakeServer();
    const actor = createActor(movesMachine.provide({ actors: { fetchMoves: movesFetcher(s.fetch) } }), {
      input: { matchId: 'm1', lang: 'zh' },
    }).start();
    actor.send({ type: 'moves.want', refs: [ref('L', 64), ref('L', 0)] });
    expect(s.asked).toHaveLength(1);
    expect(s.asked[0]).toContain('/api/views/moves?match=m1&line=L&view=p1&lang=zh&seq=64&len=200');
    s.pending[0].resolve();
    await waitFor(actor, () => s.asked.length === 2);
    s.pending[1].resolve();
    await waitFor(actor, (x) => Object.keys(x.context.chunks).length === 2 && x.matches('idle'));
    expect(actor.getSnapshot().context.chunks[chunkKey(ref('L', 0))].narration[0]).toBe('L#0');
    // asked again for what it holds: no request
    actor.send({ type: 'moves.want', refs: [ref('L', 0)] });
    expect(s.asked).toHaveLength(2);
  });

  it('aborts a request no longer wanted', () => {
    const s = fakeServer();
    const actor = createActor(movesMachine.provide({ actors: { fetchMoves: movesFetcher(s.fetch) } }), {
      input: { matchId: 'm1', lang: 'en' },
    }).start();
    actor.send({ type: 'moves.want', refs: [ref('L', 128)] });
    actor.send({ type: 'moves.want', refs: [ref('V', 0)] });
    expect(s.pending[0].aborted).toBe(true);
    expect(s.asked[1]).toContain('line=V');
    expect(actor.getSnapshot().matches('fetching')).toBe(true);
  });
});
