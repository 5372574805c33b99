/**
 * Drafts and publishing (issue 14 point 5, server side): a new match is a draft, and every read route answers
 * 404 for it without its edit key — match page, share page, preview image, embed page and its oEmbed, view
 * window, notes, lines, share
 * creation, export, chapter, authors' notes — while the key opens each; publishing as unlisted opens the reader
 * routes to anyone, listed also the library; "my duels" lists by the keys a browser holds. Undo (14.4) keeps the
 * line name and archives the abandoned continuation out of the readers' view.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTempDb, req, ctx, body, publishMatch, BASE as ORIGIN } from './helpers';

useTempDb();

// Pages read the key from the request's cookies: here, a request without any.
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(),
}));

import { registerGame } from '@/machines/registry';
import { getStore } from '@/db/store/open';
import { duelette } from '../../support/duelette/game';
import { myMatchesResponse, publicationResponse } from '@/app/contracts/publishing';
import * as create from '@/app/api/matches/route';
import * as actions from '@/app/api/matches/[id]/actions/route';
import * as legal from '@/app/api/matches/[id]/legal/route';
import * as undoRoute from '@/app/api/matches/[id]/undo/route';
import * as lines from '@/app/api/matches/[id]/lines/route';
import * as lineState from '@/app/api/matches/[id]/lines/[lineId]/state/route';
import * as notes from '@/app/api/matches/[id]/notes/route';
import * as exportRoute from '@/app/api/matches/[id]/export/route';
import * as chapter from '@/app/api/matches/[id]/chapter/route';
import * as share from '@/app/api/matches/[id]/share/route';
import * as publication from '@/app/api/matches/[id]/publication/route';
import * as mine from '@/app/api/matches/mine/route';
import * as viewWindow from '@/app/api/views/window/route';
import * as viewMoves from '@/app/api/views/moves/route';
import * as viewNotes from '@/app/api/views/notes/route';
import MatchPage from '@/app/m/[id]/page';
import SharedPage from '@/app/r/[slug]/page';
import PreviewImage from '@/app/r/[slug]/opengraph-image';
import EmbedPage from '@/app/e/[slug]/page';
import * as oembed from '@/app/api/oembed/route';
import { libraryRows } from '@/app/server/viewing/library';

registerGame(duelette);

const DECK = ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame', 'blaze', 'ash'];
let matchId = '';
let lineId = '';
let key = '';
let slug = '';
const K = () => ({ 'x-edit-key': key });

async function play(n: number) {
  for (let i = 0; i < n; i++) {
    const snapLen = await (await getStore()).lineLength(lineId);
    let action;
    for (const seat of ['p1', 'p2']) {
      const l = await body(
        await legal.GET(
          req('GET', `/api/matches/${matchId}/legal?seat=${seat}`, undefined, K()),
          ctx({ id: matchId }),
        ),
      );
      action ??= l.actions.find((a: { type: string }) => a.type !== 'match.concede');
    }
    const res = await actions.POST(
      req('POST', `/api/matches/${matchId}/actions`, { lineId, expectedSeq: snapLen, action }, K()),
      ctx({ id: matchId }),
    );
    expect(res.status).toBe(201);
  }
}

beforeAll(async () => {
  const b = await body(
    await create.POST(
      req('POST', '/api/matches', {
        gameId: 'duelette',
        title: '草稿',
        players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
        seed: 5,
        firstPlayer: 'p1',
        decks: { p1: { json: DECK }, p2: { json: DECK } },
      }),
    ),
  );
  ({ matchId, lineId, editKey: key } = b);
  await play(4);
  slug = (await (await getStore()).createShareLink(matchId, lineId, 2, 'omniscient')).slug;
});

/** Every read route of the match, as a status (pages: 404 when they call notFound()). */
async function statuses(headers: Record<string, string>): Promise<Record<string, number>> {
  const page = async (render: () => Promise<unknown>) => {
    try {
      await render();
      return 200;
    } catch (e) {
      return String((e as { digest?: string }).digest ?? '').includes('404') ? 404 : 500;
    }
  };
  const get = async (r: Promise<Response>) => (await r).status;
  const id = ctx({ id: matchId });
  return {
    matchPage: await page(() =>
      MatchPage({ params: Promise.resolve({ id: matchId }), searchParams: Promise.resolve({ lang: 'zh' }) }),
    ),
    sharePage: await page(() =>
      SharedPage({ params: Promise.resolve({ slug }), searchParams: Promise.resolve({ lang: 'zh' }) }),
    ),
    previewImage: (await PreviewImage({ params: Promise.resolve({ slug }) })).status,
    embedPage: await page(() =>
      EmbedPage({ params: Promise.resolve({ slug }), searchParams: Promise.resolve({ lang: 'zh' }) }),
    ),
    oembed: await get(
      oembed.GET(
        req('GET', `/api/oembed?${new URLSearchParams({ url: `${ORIGIN}/r/${slug}` })}`, undefined, headers),
      ),
    ),
    viewWindow: await get(
      viewWindow.GET(
        req(
          'GET',
          `/api/views/window?match=${matchId}&line=${lineId}&view=omniscient&lang=zh&seq=1`,
          undefined,
          headers,
        ),
      ),
    ),
    viewMoves: await get(
      viewMoves.GET(
        req(
          'GET',
          `/api/views/moves?match=${matchId}&line=${lineId}&view=omniscient&lang=zh&seq=1`,
          undefined,
          headers,
        ),
      ),
    ),
    viewNotes: await get(
      viewNotes.GET(
        req('GET', `/api/views/notes?match=${matchId}&line=${lineId}&upTo=2`, undefined, headers),
      ),
    ),
    lines: await get(lines.GET(req('GET', `/api/matches/${matchId}/lines`, undefined, headers), id)),
    share: await get(
      share.POST(
        req('POST', `/api/matches/${matchId}/share`, { lineId, seq: 1, perspective: 'p1' }, headers),
        id,
      ),
    ),
    authorNotes: await get(notes.GET(req('GET', `/api/matches/${matchId}/notes`, undefined, headers), id)),
    export: await get(exportRoute.GET(req('GET', `/api/matches/${matchId}/export`, undefined, headers), id)),
    chapter: await get(
      chapter.GET(req('GET', `/api/matches/${matchId}/chapter?format=txt`, undefined, headers), id),
    ),
  };
}

describe('drafts and publishing', () => {
  it('a draft answers 404 on every read route without its key, and is in no library', async () => {
    expect((await (await getStore()).getMatch(matchId))!.publication).toBe('draft');
    const s = await statuses({});
    expect(s).toEqual(Object.fromEntries(Object.keys(s).map((k) => [k, 404])));
    const wrong = await statuses({ 'x-edit-key': 'W'.repeat(43) });
    expect(wrong).toEqual(s);
    expect((await libraryRows()).map((r) => r.id)).not.toContain(matchId);
  });

  it('its key opens every API read route', async () => {
    const s = await statuses(K());
    for (const k of [
      'viewWindow',
      'viewMoves',
      'viewNotes',
      'lines',
      'authorNotes',
      'export',
      'chapter',
    ] as const)
      expect(s[k], k).toBe(200);
    expect(s.share).toBe(201);
  });

  it('unlisted opens the reader routes to anyone; listed adds it to the library; unpublish closes again', async () => {
    await publishMatch(matchId, key, 'unlisted');
    const s = await statuses({});
    for (const k of [
      'matchPage',
      'sharePage',
      'previewImage',
      'embedPage',
      'oembed',
      'viewWindow',
      'viewMoves',
      'viewNotes',
      'lines',
    ] as const)
      expect(s[k], k).toBe(200);
    expect(s.share).toBe(201);
    // the author's routes still need the key: 403 once the match exists for everyone
    expect([s.authorNotes, s.export, s.chapter]).toEqual([403, 403, 403]);
    expect((await libraryRows()).map((r) => r.id)).not.toContain(matchId);
    const res = await publication.POST(
      req('POST', `/api/matches/${matchId}/publication`, { visibility: 'listed' }, K()),
      ctx({ id: matchId }),
    );
    expect(publicationResponse.parse(await body(res)).visibility).toBe('listed');
    expect((await libraryRows()).map((r) => r.id)).toContain(matchId);
    await publishMatch(matchId, key, 'draft');
    expect((await libraryRows()).map((r) => r.id)).not.toContain(matchId);
    expect((await statuses({})).viewWindow).toBe(404);
  });

  it('publishing needs the key and a known visibility; nothing changes on a refusal', async () => {
    const noKey = await publication.POST(
      req('POST', `/api/matches/${matchId}/publication`, { visibility: 'listed' }),
      ctx({ id: matchId }),
    );
    expect(noKey.status).toBe(404);
    const bad = await publication.POST(
      req('POST', `/api/matches/${matchId}/publication`, { visibility: 'public' }, K()),
      ctx({ id: matchId }),
    );
    expect(bad.status).toBe(400);
    expect((await body(bad)).error.code).toMatch(/^ERR_/);
    expect((await (await getStore()).getMatch(matchId))!.publication).toBe('draft');
  });

  it('my duels lists the matches of the keys a browser holds (cookies or header), drafts included', async () => {
    const viaCookie = await mine.GET(
      req('GET', '/api/matches/mine', undefined, { cookie: `ek_${matchId}=${key}` }),
    );
    const list = myMatchesResponse.parse(await body(viaCookie)).matches;
    expect(list.map((m) => [m.id, m.visibility])).toEqual([[matchId, 'draft']]);
    const viaHeader = await mine.GET(
      req('GET', '/api/matches/mine', undefined, { 'x-edit-keys': `junk,${key}` }),
    );
    expect(myMatchesResponse.parse(await body(viaHeader)).matches).toHaveLength(1);
    const none = await mine.GET(
      req('GET', '/api/matches/mine', undefined, { 'x-edit-keys': 'Z'.repeat(43) }),
    );
    expect(myMatchesResponse.parse(await body(none)).matches).toEqual([]);
  });
});

describe('undo and the variations readers see', () => {
  it('undo keeps the line name (main stays main); the abandoned line is archived, hidden from readers, restorable', async () => {
    await publishMatch(matchId, key, 'unlisted');
    const len = await (await getStore()).lineLength(lineId);
    const u = await body(
      await undoRoute.POST(
        req('POST', `/api/matches/${matchId}/undo`, { lineId, expectedSeq: len }, K()),
        ctx({ id: matchId }),
      ),
    );
    expect(u.main).toBe(true);
    const store = await getStore();
    const all = await store.listLines(matchId);
    expect(all.find((l) => l.id === u.lineId)).toMatchObject({ name: 'main', isMain: true, length: len - 1 });
    expect(all.find((l) => l.id === lineId)).toMatchObject({
      name: 'main',
      visibility: 'archived',
      length: len,
    });
    const readerLines = async () =>
      (
        await body(await lines.GET(req('GET', `/api/matches/${matchId}/lines`), ctx({ id: matchId })))
      ).lines.map((l: { id: string }) => l.id);
    expect(await readerLines()).toEqual([u.lineId]);
    // the abandoned line's window is not offered to a reader
    const w = await viewWindow.GET(
      req('GET', `/api/views/window?match=${matchId}&line=${lineId}&view=omniscient&lang=zh&seq=1`),
    );
    expect(w.status).toBe(404);
    // nor its move-list words
    const mv = await viewMoves.GET(
      req('GET', `/api/views/moves?match=${matchId}&line=${lineId}&view=omniscient&lang=zh&seq=1`),
    );
    expect(mv.status).toBe(404);
    // the author shows it, then archives it again; the main line cannot be hidden
    const set = (id: string, state: string) =>
      lineState.POST(
        req('POST', `/api/matches/${matchId}/lines/${id}/state`, { state }, K()),
        ctx({ id: matchId, lineId: id }),
      );
    expect((await set(lineId, 'shown')).status).toBe(200);
    expect(await readerLines()).toEqual([lineId, u.lineId]);
    expect((await set(lineId, 'archived')).status).toBe(200);
    expect(await readerLines()).toEqual([u.lineId]);
    const main = await set(u.lineId, 'hidden');
    expect(main.status).toBe(409);
    expect((await body(main)).error.code).toBe('ERR_MAIN_LINE');
    expect((await set(lineId, 'gone')).status).toBe(400);
    expect((await store.lineStateHistory(lineId)).map((r) => r.visibility)).toEqual([
      'shown',
      'archived',
      'shown',
      'archived',
    ]);
  });

  it('a published window has a strong ETag a shared cache may keep; If-None-Match is 304; a draft stays private', async () => {
    const main = (await (await getStore()).getMatch(matchId))!.mainLineId;
    const url = `/api/views/window?match=${matchId}&line=${main}&view=p1&lang=zh&seq=1`;
    const draftMatch = await body(
      await create.POST(
        req('POST', '/api/matches', {
          gameId: 'duelette',
          players: { p1: { name: 'Cy' }, p2: { name: 'Di' } },
          seed: 6,
          firstPlayer: 'p1',
          decks: { p1: { json: DECK }, p2: { json: DECK } },
        }),
      ),
    );
    const d = await viewWindow.GET(
      req(
        'GET',
        `/api/views/window?match=${draftMatch.matchId}&line=${draftMatch.lineId}&view=p1&lang=zh&seq=0`,
        undefined,
        { 'x-edit-key': draftMatch.editKey },
      ),
    );
    expect(d.status).toBe(200);
    expect(d.headers.get('cache-control')).toBe('private, no-store');
    await publishMatch(matchId, key, 'unlisted');
    const first = await viewWindow.GET(req('GET', url));
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    const again = await viewWindow.GET(req('GET', url, undefined, { 'if-none-match': etag }));
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const other = await viewWindow.GET(
      req('GET', url.replace('view=p1', 'view=p2'), undefined, { 'if-none-match': etag }),
    );
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    // the move list's words of the same window: the window's narration, cached the same way under their own tag
    const words = await viewMoves.GET(req('GET', url.replace('/window?', '/moves?')));
    expect(words.status).toBe(200);
    const w = await body(first);
    const m = await body(words);
    expect(m.narration).toEqual(w.narration);
    expect(m.active).toHaveLength(w.narration.length);
    expect(m.quiet).toHaveLength(w.narration.length);
    expect(m).not.toHaveProperty('keyframe');
    const tag = words.headers.get('etag')!;
    expect(tag).not.toBe(etag);
    const wordsAgain = await viewMoves.GET(
      req('GET', url.replace('/window?', '/moves?'), undefined, { 'if-none-match': tag }),
    );
    expect(wordsAgain.status).toBe(304);
  });
});
