import { beforeAll, describe, expect, it } from 'vitest';
import { useTempDb, req, ctx, body, publishMatch } from './helpers';

useTempDb();

import { registerGame } from '@/machines/registry';
import { duelette } from '../../support/duelette/game';
import { getDatabase } from '@/db/client';
import { getStore } from '@/db/store/open';
import { hashEditKey } from '@/db/ids';
import * as create from '@/app/api/matches/route';
import * as importRoute from '@/app/api/matches/import/route';
import * as snapshot from '@/app/api/matches/[id]/route';
import * as actions from '@/app/api/matches/[id]/actions/route';
import * as legal from '@/app/api/matches/[id]/legal/route';
import * as undoRoute from '@/app/api/matches/[id]/undo/route';
import * as lines from '@/app/api/matches/[id]/lines/route';
import * as lineRoute from '@/app/api/matches/[id]/lines/[lineId]/route';
import * as promote from '@/app/api/matches/[id]/lines/[lineId]/promote/route';
import * as notes from '@/app/api/matches/[id]/notes/route';
import * as noteRoute from '@/app/api/matches/[id]/notes/[noteId]/route';
import * as exportRoute from '@/app/api/matches/[id]/export/route';
import * as share from '@/app/api/matches/[id]/share/route';
import * as enter from '@/app/studio/[id]/enter/route';
import { errorEnvelope } from '@/app/contracts/errors';
import { shareResponse } from '@/app/contracts/share';

registerGame(duelette);

const DECK = ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame', 'blaze', 'ash'];
const newMatch = {
  gameId: 'duelette',
  title: '测试对局',
  players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
  seed: 11,
  firstPlayer: 'p1',
  stacked: ['p1', 'p2'],
  config: { targetScore: 100 },
  decks: { p1: { list: '2x spark\nflame, blaze, flame\n# comment\nash, ash' }, p2: { json: DECK } },
};

let matchId = '';
let lineId = '';
let key = '';
const K = () => ({ 'x-edit-key': key });

beforeAll(async () => {
  const res = await create.POST(req('POST', '/api/matches', newMatch));
  const b = await body(res);
  expect(res.status, JSON.stringify(b)).toBe(201);
  ({ matchId, lineId, editKey: key } = b);
  expect(b.editUrl).toBe(`/studio/${matchId}/enter?key=${encodeURIComponent(key)}`);
  // Read without its key below (403 for writes, readers' routes): published; drafts: publishing.test.ts.
  await publishMatch(matchId, key);
});

describe('create', () => {
  it('stores only the hash of a 32-byte base64url key', async () => {
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const m = (await (await getStore()).getMatch(matchId))!;
    expect(m.editKeyHash).toBe(hashEditKey(key));
    expect(JSON.stringify(await (await getStore()).readLine(lineId))).not.toContain(key);
    const created = (await (await getStore()).readLine(lineId))[0];
    expect((created.payload as any).decks.p1).toEqual([
      'spark',
      'spark',
      'flame',
      'blaze',
      'flame',
      'ash',
      'ash',
    ]);
  });

  it('a pasted deck list is validated with errors per line', async () => {
    const res = await create.POST(
      req('POST', '/api/matches', {
        ...newMatch,
        decks: { p1: { list: 'spark, flame\n2x dragon' }, p2: { json: DECK } },
      }),
    );
    expect(res.status).toBe(400);
    const b = await body(res);
    expect(b.error.code).toBe('ERR_DECK_LIST');
    expect(b.error.message.zh).toContain('第 2 行');
    expect(b.error.message.en).toContain('line 2');
    expect(b.error.details).toMatchObject({ seat: 'p1', line: 2 });
  });

  it('a deck the engine refuses is a 422 with its reason; unknown game is 400; bad body is 400', async () => {
    const small = await create.POST(
      req('POST', '/api/matches', { ...newMatch, decks: { p1: { json: ['spark'] }, p2: { json: DECK } } }),
    );
    expect(small.status).toBe(422);
    expect((await body(small)).error.code).toBe('ERR_BAD_SETUP');
    expect((await create.POST(req('POST', '/api/matches', { ...newMatch, gameId: 'chess' }))).status).toBe(
      400,
    );
    const bad = await create.POST(
      req('POST', '/api/matches', '{nope', { 'content-type': 'application/json' }),
    );
    expect(bad.status).toBe(400);
    expect(await body(bad)).toMatchObject({
      error: { code: 'ERR_BAD_REQUEST', message: { zh: expect.any(String), en: expect.any(String) } },
    });
  });

  it('creates a 武魂志 match from the content decks', async () => {
    const res = await create.POST(
      req('POST', '/api/matches', {
        gameId: 'wuhunzhi',
        players: { p1: { name: '孙武' }, p2: { name: '白起' } },
        seed: 5,
        decks: { p1: { preset: 'jixia' }, p2: { preset: 'hulang' } },
      }),
    );
    expect(res.status).toBe(201);
  });
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

describe('undo, branches, notes, share, export/import', () => {
  it('undo forks at the previous step and makes it main; nothing deleted', async () => {
    const res = await undoRoute.POST(
      req('POST', `/api/matches/${matchId}/undo`, { lineId, expectedSeq: 6 }, K()),
      ctx({ id: matchId }),
    );
    expect(res.status).toBe(201);
    const u = await body(res);
    expect(u).toMatchObject({ main: true, length: 5 });
    expect(await (await getStore()).readLine(u.lineId)).toHaveLength(5);
    expect(await (await getStore()).readLine(lineId)).toHaveLength(6);
    expect((await (await getStore()).getMatch(matchId))!.mainLineId).toBe(u.lineId);
    const stale = await undoRoute.POST(
      req('POST', `/api/matches/${matchId}/undo`, { lineId: u.lineId, expectedSeq: 6 }, K()),
      ctx({ id: matchId }),
    );
    expect(stale.status).toBe(409);
  });

  it('branch, rename and promote', async () => {
    const f = await lines.POST(
      req('POST', `/api/matches/${matchId}/lines`, { fromLineId: lineId, atSeq: 2, name: '如果' }, K()),
      ctx({ id: matchId }),
    );
    expect(f.status).toBe(201);
    const line = await body(f);
    const r = await lineRoute.PATCH(
      req('PATCH', `/api/matches/${matchId}/lines/${line.id}`, { name: '另一种结局' }, K()),
      ctx({ id: matchId, lineId: line.id }),
    );
    expect(r.status).toBe(200);
    expect(
      (
        await promote.POST(
          req('POST', `/api/matches/${matchId}/lines/${line.id}/promote`, undefined, K()),
          ctx({ id: matchId, lineId: line.id }),
        )
      ).status,
    ).toBe(200);
    const list = (
      await body(await lines.GET(req('GET', `/api/matches/${matchId}/lines`), ctx({ id: matchId })))
    ).lines;
    expect(list.find((l: any) => l.id === line.id)).toMatchObject({
      name: '另一种结局',
      isMain: true,
      length: 3,
    });
    await promote.POST(
      req('POST', `/api/matches/${matchId}/lines/${lineId}/promote`, undefined, K()),
      ctx({ id: matchId, lineId }),
    );
    const foreign = await lineRoute.PATCH(
      req('PATCH', `/api/matches/${matchId}/lines/l_nope`, { name: 'x' }, K()),
      ctx({ id: matchId, lineId: 'l_nope' }),
    );
    expect(foreign.status).toBe(404);
  });

  it('notes: kinds, spoiler, revisions and history; markup is stored as text; size capped', async () => {
    const evil = '<script>alert(1)</script> [x](javascript:alert(2)) <img src=x onerror=alert(3)>';
    const a = await notes.POST(
      req(
        'POST',
        `/api/matches/${matchId}/notes`,
        { lineId, seq: 1, kind: 'dialogue', body: evil, spoiler: true },
        K(),
      ),
      ctx({ id: matchId }),
    );
    expect(a.status).toBe(201);
    const n = await body(a);
    expect(n).toMatchObject({ body: evil, kind: 'dialogue', spoiler: true, revision: 1 });
    const b = await notes.POST(
      req(
        'POST',
        `/api/matches/${matchId}/notes`,
        { noteId: n.noteId, expectedRevision: 1, body: '改过的', kind: 'narration' },
        K(),
      ),
      ctx({ id: matchId }),
    );
    expect(b.status).toBe(201);
    const conflict = await notes.POST(
      req(
        'POST',
        `/api/matches/${matchId}/notes`,
        { noteId: n.noteId, expectedRevision: 1, body: 'again' },
        K(),
      ),
      ctx({ id: matchId }),
    );
    expect(conflict.status).toBe(409);
    const hist = await body(
      await noteRoute.GET(
        req('GET', `/api/matches/${matchId}/notes/${n.noteId}`, undefined, K()),
        ctx({ id: matchId, noteId: n.noteId }),
      ),
    );
    expect(hist.revisions.map((r: any) => [r.revision, r.body])).toEqual([
      [1, evil],
      [2, '改过的'],
    ]);
    const big = await notes.POST(
      req(
        'POST',
        `/api/matches/${matchId}/notes`,
        { lineId, seq: 1, kind: 'beat', body: 'x'.repeat(20_001) },
        K(),
      ),
      ctx({ id: matchId }),
    );
    expect(big.status).toBe(413);
    expect((await body(big)).error.code).toBe('ERR_TOO_LARGE');
    const huge = await actions.POST(
      req(
        'POST',
        `/api/matches/${matchId}/actions`,
        {
          expectedSeq: 6,
          action: { type: 'card.play', actor: 'p1', payload: { card: 'x'.repeat(300_000) } },
        },
        K(),
      ),
      ctx({ id: matchId }),
    );
    expect(huge.status).toBe(413);
    const bad = await notes.POST(
      req('POST', `/api/matches/${matchId}/notes`, { lineId, seq: 1, kind: 'rant', body: 'x' }, K()),
      ctx({ id: matchId }),
    );
    expect(bad.status).toBe(400);
    const hidden = await noteRoute.GET(
      req('GET', `/api/matches/${matchId}/notes/${n.noteId}`),
      ctx({ id: matchId, noteId: n.noteId }),
    );
    expect(hidden.status).toBe(403);
    expect(
      (await notes.GET(req('GET', `/api/matches/${matchId}/notes?line=${lineId}`), ctx({ id: matchId })))
        .status,
    ).toBe(403);
    const list = await body(
      await notes.GET(
        req('GET', `/api/matches/${matchId}/notes?line=${lineId}`, undefined, K()),
        ctx({ id: matchId }),
      ),
    );
    expect(list.notes).toHaveLength(1);
  });

  it('share links name one moment, for readers (no key) and authors alike; one endpoint', async () => {
    for (const headers of [K(), {}]) {
      const res = await share.POST(
        req('POST', `/api/matches/${matchId}/share`, { lineId, seq: 3, perspective: 'p1' }, headers),
        ctx({ id: matchId }),
      );
      expect(res.status).toBe(201);
      const s = shareResponse.parse(await body(res));
      expect(s.url).toMatch(/^\/r\/[A-Za-z0-9_-]{22}$/);
      expect(s.url).toBe(`/r/${s.slug}`);
      expect(s.moment).toBe(`/m/${matchId}?at=3&line=${lineId}&view=p1`);
    }
    const refused = async (id: string, b: unknown, status: number, code: string) => {
      const res = await share.POST(req('POST', `/api/matches/${id}/share`, b), ctx({ id }));
      expect(res.status, JSON.stringify(b)).toBe(status);
      expect(errorEnvelope.parse(await body(res)).error.code).toBe(code);
    };
    await refused(matchId, { lineId, seq: 10_000, perspective: 'p1' }, 400, 'ERR_BAD_SEQ');
    await refused(matchId, { lineId, seq: 1, perspective: 'god' }, 400, 'ERR_BAD_REQUEST');
    await refused(matchId, { lineId, seq: 1, perspective: 'p1', extra: 1 }, 400, 'ERR_BAD_REQUEST');
    await refused('m_nosuchmatch', { lineId, seq: 1, perspective: 'p1' }, 404, 'ERR_NOT_FOUND');
    await refused(matchId, { lineId: 'l_nosuchline', seq: 1, perspective: 'p1' }, 404, 'ERR_NOT_FOUND');
  });

  it('export then import gives identical events; a bad script names its line and stores nothing', async () => {
    const res = await exportRoute.GET(
      req('GET', `/api/matches/${matchId}/export?line=${lineId}`, undefined, K()),
      ctx({ id: matchId }),
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('author: ruling {"op":"setScore","seat":"p1","value":3} reason: 剧情需要');
    const imp = await importRoute.POST(req('POST', '/api/matches/import', text));
    expect(imp.status).toBe(201);
    const m2 = await body(imp);
    const strip = (es: any[]) =>
      es.map(({ seq, type, actor, payload, v }) => ({ seq, type, actor, payload, v }));
    expect(JSON.stringify(strip(await (await getStore()).readLine(m2.lineId)))).toBe(
      JSON.stringify(strip(await (await getStore()).readLine(lineId))),
    );
    expect((await (await getStore()).listNotes(m2.matchId)).map((n) => [n.seq, n.kind, n.body])).toEqual(
      (await (await getStore()).listNotes(matchId, lineId)).map((n) => [n.seq, n.kind, n.body]),
    );
    const before = getDatabase().sqlite.prepare('SELECT count(*) AS c FROM events').get();
    const broken = text.replace('p1: phase.pass', 'p1: phase.pass now=1');
    const bad = await importRoute.POST(
      req('POST', '/api/matches/import', JSON.stringify({ script: broken }), {
        'content-type': 'application/json',
      }),
    );
    expect(bad.status).toBe(422);
    const e = await body(bad);
    expect(e.error.message.zh).toMatch(/^第 \d+ 行：/);
    expect(e.error.message.en).toMatch(/^Line \d+: /);
    expect(getDatabase().sqlite.prepare('SELECT count(*) AS c FROM events').get()).toEqual(before);
    const tooBig = await importRoute.POST(req('POST', '/api/matches/import', 'x'.repeat(1024 * 1024 + 1)));
    expect(tooBig.status).toBe(413);
  });

  it('the edit link sets scoped HttpOnly cookies; a wrong key gets 403', async () => {
    const ok = await enter.GET(
      req('GET', `/studio/${matchId}/enter?key=${encodeURIComponent(key)}`),
      ctx({ id: matchId }),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`/studio/${matchId}`);
    const cookies = ok.headers.getSetCookie();
    expect(cookies).toHaveLength(7);
    for (const c of cookies) expect(c).toMatch(new RegExp(`^ek_${matchId}=.*HttpOnly; SameSite=Strict`));
    for (const p of [
      `/studio/${matchId}`,
      `/api/matches/${matchId}`,
      `/m/${matchId}`,
      '/r',
      '/api/views',
      '/mine',
    ])
      expect(cookies.some((c) => c.endsWith(`Path=${p}`) || c.includes(`Path=${p};`))).toBe(true);
    const bad = await enter.GET(req('GET', `/studio/${matchId}/enter?key=nope`), ctx({ id: matchId }));
    expect(bad.status).toBe(403);
  });
});
