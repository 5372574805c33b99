/**
 * Authoring API on a line of six steps (the opening of ./authoring-fixture.ts): undo, branches, notes, share
 * links, export and import, the edit link.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTempDb, req, ctx, body } from './helpers';

useTempDb();

import { getDatabase } from '@/db/client';
import { getStore } from '@/db/store/open';
import * as importRoute from '@/app/api/matches/import/route';
import * as actions from '@/app/api/matches/[id]/actions/route';
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
import { playOpening, startMatch } from './authoring-fixture';

let matchId = '';
let lineId = '';
let key = '';
const K = () => ({ 'x-edit-key': key });

beforeAll(async () => {
  const m = await startMatch();
  ({ matchId, lineId, key } = m);
  await playOpening(m);
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
