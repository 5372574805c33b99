/**
 * Authoring API, appending actions: the edit key (header, cookie, cross-site), rule refusals, conflicts, pins and
 * rulings. The tests run in order on one line; ./authoring-fixture.ts `playOpening` writes the same steps.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTempDb, req, ctx, body } from './helpers';

useTempDb();

import { getStore } from '@/db/store/open';
import * as create from '@/app/api/matches/route';
import * as snapshot from '@/app/api/matches/[id]/route';
import * as actions from '@/app/api/matches/[id]/actions/route';
import * as legal from '@/app/api/matches/[id]/legal/route';
import * as undoRoute from '@/app/api/matches/[id]/undo/route';
import * as lines from '@/app/api/matches/[id]/lines/route';
import * as notes from '@/app/api/matches/[id]/notes/route';
import * as exportRoute from '@/app/api/matches/[id]/export/route';
import { newMatch, startMatch } from './authoring-fixture';

let matchId = '';
let lineId = '';
let key = '';
const K = () => ({ 'x-edit-key': key });

beforeAll(async () => {
  ({ matchId, lineId, key } = await startMatch());
});

describe('append', () => {
  it('refuses without a key, with a wrong key, and with another match’s key; nothing is written', async () => {
    const action = { expectedSeq: 1, action: { type: 'card.play', actor: 'p1', payload: { card: 'p1-0' } } };
    const other = await body(await create.POST(req('POST', '/api/matches', newMatch)));
    for (const headers of [
      {},
      { 'x-edit-key': 'A'.repeat(43) },
      { 'x-edit-key': key.slice(1) },
      { 'x-edit-key': other.editKey },
      { cookie: `ek_${matchId}=${'B'.repeat(43)}` },
    ]) {
      const res = await actions.POST(
        req('POST', `/api/matches/${matchId}/actions`, action, headers as Record<string, string>),
        ctx({ id: matchId }),
      );
      expect(res.status).toBe(403);
      expect(await body(res)).toMatchObject({
        error: { code: 'ERR_FORBIDDEN', message: { zh: expect.any(String), en: expect.any(String) } },
      });
    }
    for (const [route, url, b] of [
      [notes.POST, 'notes', { lineId, seq: 0, kind: 'narration', body: 'x' }],
      [undoRoute.POST, 'undo', { expectedSeq: 1 }],
      [lines.POST, 'lines', { fromLineId: lineId, atSeq: 0, name: 'x' }],
    ] as const) {
      expect(
        (await route(req('POST', `/api/matches/${matchId}/${url}`, b), ctx({ id: matchId }))).status,
      ).toBe(403);
    }
    expect((await snapshot.GET(req('GET', `/api/matches/${matchId}`), ctx({ id: matchId }))).status).toBe(
      403,
    );
    expect(
      (await exportRoute.GET(req('GET', `/api/matches/${matchId}/export`), ctx({ id: matchId }))).status,
    ).toBe(403);
    expect(await (await getStore()).readLine(lineId)).toHaveLength(1);
    expect(await (await getStore()).listNotes(matchId)).toHaveLength(0);
    expect(await (await getStore()).listLines(matchId)).toHaveLength(1);
  });

  it('accepts the key in the header or the match cookie; refuses a cross-site cookie request', async () => {
    const a = await actions.POST(
      req(
        'POST',
        `/api/matches/${matchId}/actions`,
        { expectedSeq: 1, action: { type: 'card.play', actor: 'p1', payload: { card: 'p1-0' } } },
        K(),
      ),
      ctx({ id: matchId }),
    );
    expect(a.status).toBe(201);
    expect(await body(a)).toMatchObject({
      seq: 1,
      next: 2,
      text: { zh: expect.stringContaining('火花'), en: expect.any(String) },
    });
    const cookie = { cookie: `other=1; ek_${matchId}=${key}` };
    const evil = await actions.POST(
      req(
        'POST',
        `/api/matches/${matchId}/actions`,
        { expectedSeq: 2, action: { type: 'phase.pass', actor: 'p1' } },
        { ...cookie, origin: 'https://evil.example' },
      ),
      ctx({ id: matchId }),
    );
    expect(evil.status).toBe(403);
    const b = await actions.POST(
      req(
        'POST',
        `/api/matches/${matchId}/actions`,
        { expectedSeq: 2, action: { type: 'phase.pass', actor: 'p1' } },
        { ...cookie, origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      ),
      ctx({ id: matchId }),
    );
    expect(b.status).toBe(201);
  });

  it('an illegal action is 422 with the rule error, nothing written', async () => {
    const res = await actions.POST(
      req(
        'POST',
        `/api/matches/${matchId}/actions`,
        { expectedSeq: 3, action: { type: 'phase.pass', actor: 'p1' } },
        K(),
      ),
      ctx({ id: matchId }),
    );
    expect(res.status).toBe(422);
    expect(await body(res)).toMatchObject({
      error: {
        code: 'ERR_NOT_YOUR_TURN',
        message: { zh: '现在不能结束阶段', en: 'You cannot end the phase now' },
      },
    });
    expect(await (await getStore()).readLine(lineId)).toHaveLength(3);
  });

  it('a stale expectedSeq is 409 ERR_CONFLICT; of two concurrent appends exactly one wins', async () => {
    const stale = await actions.POST(
      req(
        'POST',
        `/api/matches/${matchId}/actions`,
        { expectedSeq: 2, action: { type: 'phase.pass', actor: 'p2' } },
        K(),
      ),
      ctx({ id: matchId }),
    );
    expect(stale.status).toBe(409);
    expect((await body(stale)).error.code).toBe('ERR_CONFLICT');
    const send = (card: string) =>
      actions.POST(
        req(
          'POST',
          `/api/matches/${matchId}/actions`,
          { expectedSeq: 3, action: { type: 'card.play', actor: 'p2', payload: { card } } },
          K(),
        ),
        ctx({ id: matchId }),
      );
    const hand = (
      await body(
        await snapshot.GET(req('GET', `/api/matches/${matchId}`, undefined, K()), ctx({ id: matchId })),
      )
    ).view.board.seats.p2.hand as string[];
    expect(hand.length).toBeGreaterThan(0);
    const legalRes = await body(
      await legal.GET(
        req('GET', `/api/matches/${matchId}/legal?seat=p2`, undefined, K()),
        ctx({ id: matchId }),
      ),
    );
    const plays = legalRes.actions.filter((a: any) => a.type === 'card.play');
    const [r1, r2] = await Promise.all([send(plays[0].payload.card), send(plays[0].payload.card)]);
    expect([r1.status, r2.status].sort()).toEqual([201, 409]);
    expect(await (await getStore()).readLine(lineId)).toHaveLength(4);
  });

  it('pins are validated against the deck; rulings need a reason', async () => {
    const pin = (cardId: string) =>
      actions.POST(
        req(
          'POST',
          `/api/matches/${matchId}/actions`,
          {
            expectedSeq: 4,
            action: { type: 'fate.pin', actor: 'author', payload: { kind: 'draw', seat: 'p1', cardId } },
          },
          K(),
        ),
        ctx({ id: matchId }),
      );
    const bad = await pin('dragon');
    expect(bad.status).toBe(422);
    expect((await body(bad)).error.code).toBe('ERR_PIN_NOT_IN_DECK');
    expect((await pin('blaze')).status).toBe(201);
    const noReason = await actions.POST(
      req(
        'POST',
        `/api/matches/${matchId}/actions`,
        {
          expectedSeq: 5,
          action: {
            type: 'author.ruling',
            actor: 'author',
            payload: { change: { op: 'setScore', seat: 'p1', value: 3 } },
          },
        },
        K(),
      ),
      ctx({ id: matchId }),
    );
    expect(noReason.status).toBe(422);
    expect((await body(noReason)).error.code).toBe('ERR_BAD_RULING');
    const ruling = await actions.POST(
      req(
        'POST',
        `/api/matches/${matchId}/actions`,
        {
          expectedSeq: 5,
          action: {
            type: 'author.ruling',
            actor: 'author',
            payload: { change: { op: 'setScore', seat: 'p1', value: 3 }, reason: '剧情需要' },
          },
        },
        K(),
      ),
      ctx({ id: matchId }),
    );
    expect(ruling.status).toBe(201);
    expect((await body(ruling)).text.zh).toContain('【作者裁定】');
  });
});
