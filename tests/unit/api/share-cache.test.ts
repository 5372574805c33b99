/**
 * Cacheable share links (issue 17 point 4, ruling S6 in db/README.md): a published share page (through the
 * proxy) and its preview image answer a strong ETag and a Cache-Control a shared cache may keep, and a
 * conditional request naming that ETag is 304 — with the security headers — without opening any line model. A
 * draft's link answers 404 without its key and `private, no-store` with it.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { useTempDb, req, body, publishMatch } from './helpers';

useTempDb();

// The image reads the request's headers and cookies through next/headers: here, set per call.
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const m = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(requestHeaders.get('cookie') ?? '');
      return m ? { name, value: m[1] } : undefined;
    },
  }),
  headers: async () => requestHeaders,
}));

import { registerGame } from '@/machines/registry';
import { getStore } from '@/db/store/open';
import { duelette } from '../../support/duelette/game';
import * as create from '@/app/api/matches/route';
import PreviewImage from '@/app/r/[slug]/opengraph-image';
import { clearLineModels } from '@/app/server/lines/store';
import { proxy } from '@/proxy';

registerGame(duelette);

const DECK = ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame', 'blaze', 'ash'];

async function newMatch(seed: number) {
  const b = await body(
    await create.POST(
      req('POST', '/api/matches', {
        gameId: 'duelette',
        players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
        seed,
        firstPlayer: 'p1',
        decks: { p1: { json: DECK }, p2: { json: DECK } },
      }),
    ),
  );
  const slug = (await (await getStore()).createShareLink(b.matchId, b.lineId, 0, 'omniscient')).slug;
  return { matchId: b.matchId as string, key: b.editKey as string, slug };
}

const page = (slug: string, h: Record<string, string> = {}, query = '') =>
  proxy(new NextRequest(`http://127.0.0.1:3000/r/${slug}${query}`, { headers: h }));
const image = async (slug: string, h: Record<string, string> = {}) => {
  requestHeaders = new Headers(h);
  return PreviewImage({ params: Promise.resolve({ slug }) });
};

let published = { matchId: '', key: '', slug: '' };
let draft = { matchId: '', key: '', slug: '' };
beforeAll(async () => {
  published = await newMatch(5);
  await publishMatch(published.matchId, published.key, 'unlisted');
  draft = await newMatch(6);
});

describe('cacheable share page and preview image', () => {
  it('a published share page has a strong ETag a shared cache may keep, and the security headers', async () => {
    const r = await page(published.slug);
    expect(r.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(r.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    expect(r.headers.get('content-security-policy')).toContain('nonce-');
    // The page follows the language cookie (and an edit key): a shared cache keys on it.
    expect(r.headers.get('vary')).toBe('Cookie');
    // Another language is another representation.
    const en = await page(published.slug, {}, '?lang=en');
    expect(en.headers.get('etag')).not.toBe(r.headers.get('etag'));
    expect((await page(published.slug, { cookie: 'lang=en' })).headers.get('etag')).toBe(
      en.headers.get('etag'),
    );
  });

  it('If-None-Match on a share page is 304 with the security headers, before any line is opened', async () => {
    const etag = (await page(published.slug)).headers.get('etag')!;
    const csp = (await page(published.slug)).headers.get('content-security-policy');
    clearLineModels();
    const s = await getStore();
    const reads = vi.spyOn(s, 'readLine');
    const r = await page(published.slug, { 'if-none-match': `"other", ${etag}` });
    expect(r.status).toBe(304);
    expect(r.headers.get('etag')).toBe(etag);
    expect(r.headers.get('cache-control')).toMatch(/^public, /);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    // The nonce follows the ETag, so a cache refreshing its stored headers keeps a policy matching its body.
    expect(r.headers.get('content-security-policy')).toBe(csp);
    expect(reads).not.toHaveBeenCalled();
    expect((await page(published.slug, { 'if-none-match': '"other"' })).status).not.toBe(304);
    reads.mockRestore();
  });

  it('a published preview image has the ETag and answers 304 to If-None-Match without opening the line', async () => {
    clearLineModels();
    const s = await getStore();
    const reads = vi.spyOn(s, 'readLine');
    const first = await image(published.slug);
    expect(first.status).toBe(200);
    expect(reads).toHaveBeenCalled(); // the full answer opens the line: the spy sees it
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etag).not.toBe((await page(published.slug)).headers.get('etag'));
    expect(first.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    clearLineModels();
    reads.mockClear();
    const again = await image(published.slug, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it("a draft's link is 404 without its key, uncached; with the key `private, no-store`", async () => {
    const cookie = { cookie: `ek_${draft.matchId}=${draft.key}` };
    const anon = await page(draft.slug);
    expect(anon.headers.get('etag')).toBeNull();
    expect(anon.headers.get('cache-control')).toBeNull();
    const img = await image(draft.slug);
    expect(img.status).toBe(404);
    expect(img.headers.get('cache-control')).toBe('no-store');
    const authorPage = await page(draft.slug, cookie);
    expect(authorPage.headers.get('cache-control')).toBe('private, no-store');
    const authorImg = await image(draft.slug, cookie);
    expect(authorImg.status).toBe(200);
    expect(authorImg.headers.get('cache-control')).toBe('private, no-store');
    // Guessing a draft's validator gets no 304 without the key.
    const guess = await image(draft.slug, { 'if-none-match': authorImg.headers.get('etag')! });
    expect(guess.status).toBe(404);
  });

  it("a reader's validator is kept for a moment, but this process's own writes show at once", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const m = await newMatch(7);
      await publishMatch(m.matchId, m.key, 'unlisted');
      const s = await getStore();
      const lookups = vi.spyOn(s, 'getShareLink');
      const etag = (await page(m.slug)).headers.get('etag');
      expect(etag).toMatch(/^"/);
      expect((await page(m.slug, { 'if-none-match': etag! })).status).toBe(304);
      expect(lookups).toHaveBeenCalledTimes(1); // the second request was answered from what was kept
      vi.advanceTimersByTime(1001);
      expect((await page(m.slug)).headers.get('etag')).toBe(etag);
      expect(lookups).toHaveBeenCalledTimes(2); // kept only briefly (other instances may write)
      // An edit key is never answered from what a reader was given.
      await page(m.slug, { cookie: `ek_${m.matchId}=${m.key}` });
      expect(lookups).toHaveBeenCalledTimes(3);
      // Unpublished by this process: the link stops resolving at once, not after the moment.
      await publishMatch(m.matchId, m.key, 'draft');
      const after = await page(m.slug, { 'if-none-match': etag! });
      expect(after.status).not.toBe(304);
      expect(after.headers.get('etag')).toBeNull();
      lookups.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('readers share one lookup of the validator, and the next one is looked up ahead (S6c)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const m = await newMatch(8);
      await publishMatch(m.matchId, m.key, 'unlisted');
      const s = await getStore();
      const real = s.getShareLink.bind(s);
      let hold: Promise<void> = Promise.resolve();
      let release = () => {};
      const gate = () => (hold = new Promise<void>((r) => (release = r)));
      const lookups = vi.spyOn(s, 'getShareLink').mockImplementation(async (slug) => {
        await hold;
        return real(slug);
      });
      const notes = vi.spyOn(s, 'listNotes');
      // Sixteen readers at once: one lookup for all of them.
      const first = await Promise.all(Array.from({ length: 16 }, () => page(m.slug)));
      const etag = first[0].headers.get('etag');
      expect(etag).toMatch(/^"/);
      expect(first.every((r) => r.headers.get('etag') === etag)).toBe(true);
      expect(lookups).toHaveBeenCalledTimes(1);
      // Past half its age: answered from what was kept while one lookup runs in the background.
      vi.advanceTimersByTime(600);
      gate();
      const during = await Promise.all([page(m.slug), page(m.slug, { 'if-none-match': etag! })]);
      expect(during[0].headers.get('etag')).toBe(etag);
      expect(during[1].status).toBe(304);
      expect(lookups).toHaveBeenCalledTimes(2);
      release();
      // The background lookup ends with the notes; what it found is kept once the microtasks after it ran.
      await vi.waitFor(() => expect(notes).toHaveBeenCalledTimes(2));
      await notes.mock.results[1].value;
      await new Promise((r) => setImmediate(r));
      // Never older than a second from when its lookup began: past that, a reader waits for a fresh one.
      vi.advanceTimersByTime(1001);
      gate();
      let answered = false;
      const late = page(m.slug).then((r) => ((answered = true), r));
      await vi.waitFor(() => expect(lookups).toHaveBeenCalledTimes(3));
      expect(answered).toBe(false);
      release();
      expect((await late).headers.get('etag')).toBe(etag);
      lookups.mockRestore();
      notes.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unknown link has no validator and is never 304', async () => {
    const r = await page('nope', { 'if-none-match': '*' });
    expect(r.status).not.toBe(304);
    expect(r.headers.get('etag')).toBeNull();
  });
});
