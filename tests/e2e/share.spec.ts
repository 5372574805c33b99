/**
 * Share links and notes in real Chromium: "share this moment" makes an unguessable read-only /r/<slug> link
 * that renders on the server without JavaScript, with a link preview naming the game, the players and the
 * moment, and without the hidden cards of the other seat; the share route validates its input; notes are
 * rendered safely and spoilers stay hidden until their step.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openStore } from '@/db/store/open';
import { baseURL, openBrowser, screenshotDir, type Browser } from './support/browser';
import { type DemoMatch, demoMatches, forbiddenNames, midStep } from '../unit/viewer/e2e';
import { NOTE_KIND_NAMES } from '@/app/contracts/steps';

let browser: Browser;
let noJs: Browser;
let demos: DemoMatch[];

beforeAll(async () => {
  browser = await openBrowser();
  noJs = await openBrowser({ javaScriptEnabled: false });
  demos = await demoMatches(inject('dbPath'), inject('demoIds'));
});
afterAll(async () => {
  await browser?.close();
  await noJs?.close();
});

const meta = (html: string, key: string) =>
  new RegExp(`<meta[^>]+(?:name|property)="${key}"[^>]+content="([^"]*)"`).exec(html)?.[1] ?? null;

describe('share links (built app, real Chromium)', () => {
  it('"share this moment" makes a read-only link that renders without JavaScript and previews the moment', async () => {
    const m = demos[0];
    const seq = midStep(m);
    const page = await browser.context.newPage();
    await page.goto(`${baseURL()}/m/${m.id}?at=${seq}&view=p1`);
    await page.waitForSelector(`[data-testid=viewer][data-at="${seq}"][data-loading="0"][data-ready="1"]`);
    await page.click('[data-testid=share-button]');
    await page.waitForSelector('[data-testid=share-url]'); // appears once the server made the link
    const shareUrl = await page.inputValue('[data-testid=share-url]');
    expect(shareUrl).toMatch(/\/r\/[A-Za-z0-9_-]{22,}$/);
    await page.close();

    const p = await noJs.context.newPage();
    const res = await p.goto(shareUrl);
    expect(res?.status()).toBe(200);
    const html = await res!.text();
    expect(await p.getAttribute('[data-testid=shared-moment]', 'data-at')).toBe(String(seq));
    expect(await p.getAttribute('[data-testid=shared-moment]', 'data-view')).toBe('p1');
    expect(await p.getAttribute('[data-testid=board] .board', 'data-game')).toBe(m.gameId);
    expect((await p.textContent('[data-testid=narration]'))!.length).toBeGreaterThan(2);
    // the p2 hand is backs only, and nothing hidden from p1 is in the page
    expect(await p.getAttribute('[data-testid=hand-p2]', 'data-hidden')).toBe('1');
    const forbidden = forbiddenNames(m, 'p1', seq);
    for (const name of forbidden) expect(html.includes(name), `share page names hidden ${name}`).toBe(false);
    // link preview: game, players and the moment
    const title = meta(html, 'og:title')!;
    const description = meta(html, 'og:description')!;
    expect(title).toContain(m.title);
    expect(title).toContain(`第 ${m.states[seq].turn} 回合`);
    expect(description).toContain(m.def.name.zh);
    expect(description).toContain(m.players.p1.name);
    expect(description).toContain(m.players.p2.name);
    expect(meta(html, 'description')).toBe(description);
    // … and an image of the moment, served as a PNG
    const image = meta(html, 'og:image');
    expect(image).toBeTruthy();
    const imageUrl = new URL(image!.replace(/&amp;/g, '&'));
    expect(imageUrl.host).toBe(new URL(baseURL()).host);
    const png = await fetch(imageUrl);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toContain('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(5000);
    mkdirSync(screenshotDir, { recursive: true });
    writeFileSync(path.join(screenshotDir, `preview-${m.def.id}.png`), bytes);
    // cacheable (ruling S6): strong ETags, a shared cache may keep both, and If-None-Match is 304 with the
    // security headers still on it
    for (const url of [shareUrl, imageUrl.href]) {
      const first = await fetch(url);
      const etag = first.headers.get('etag')!;
      expect(etag, url).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(first.headers.get('cache-control'), url).toMatch(/^public, .*s-maxage=\d+/);
      const again = await fetch(url, { headers: { 'If-None-Match': etag } });
      expect(again.status, url).toBe(304);
      expect(again.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
    // The page follows the language cookie, so a shared cache must key on it (the built app, not only the proxy).
    const first = await fetch(shareUrl);
    expect(first.headers.get('vary')).toMatch(/\bCookie\b/);
    // Rendered once, answered from memory afterwards: the same bytes, its nonce matching its policy.
    const body = await first.text();
    const second = await fetch(shareUrl);
    expect(await second.text()).toBe(body);
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy')!)![1];
    expect(body).toContain(`nonce="${nonce}"`);
    // Another language is another page.
    const en = await fetch(shareUrl, { headers: { cookie: 'lang=en' } });
    expect(await en.text()).toContain('<html lang="en"');
    expect(en.headers.get('etag')).not.toBe(first.headers.get('etag'));
    // a way on into the player at the same moment
    const cont = new URL((await p.getAttribute('[data-testid=continue]', 'href'))!, baseURL());
    expect(cont.pathname).toBe(`/m/${m.id}`);
    expect(cont.searchParams.get('at')).toBe(String(seq));
    expect(cont.searchParams.get('view')).toBe('p1');
    await p.close();
  });

  it('the player itself is readable without JavaScript (links step it)', async () => {
    const m = demos[0];
    const p = await noJs.context.newPage();
    await p.goto(`${baseURL()}/m/${m.id}?at=2`);
    expect(await p.textContent('[data-testid=step-no]')).toBe('2');
    await p.click('[data-testid=btn-next]');
    await p.waitForURL(/at=3/);
    expect(await p.textContent('[data-testid=step-no]')).toBe('3');
    await p.close();
  });

  it('an unknown or malformed slug is a 404; the share route validates its input', async () => {
    const m = demos[0];
    expect((await fetch(`${baseURL()}/r/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await fetch(`${baseURL()}/r/x`)).status).toBe(404);
    // The one share endpoint: POST /api/matches/<id>/share { lineId, seq, perspective }.
    const post = (body: Record<string, unknown>, id = m.id) =>
      fetch(`${baseURL()}/api/matches/${id}/share`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({})).status).toBe(400);
    expect((await post({ lineId: m.mainLineId, seq: 1, perspective: 'god' })).status).toBe(400);
    expect((await post({ lineId: m.mainLineId, seq: -1, perspective: 'p1' })).status).toBe(400);
    expect((await post({ lineId: m.mainLineId, seq: 1, perspective: 'p1', extra: 1 })).status).toBe(400);
    expect((await post({ lineId: m.mainLineId, seq: 10_000, perspective: 'p1' })).status).toBe(400);
    expect((await post({ lineId: m.mainLineId, seq: 1, perspective: 'p1' }, 'm_nosuchmatch')).status).toBe(
      404,
    );
    const ok = await post({ lineId: m.mainLineId, seq: 1, perspective: 'omniscient' });
    expect(ok.status).toBe(201);
    const { url: path } = (await ok.json()) as { url: string };
    expect((await fetch(baseURL() + path)).status).toBe(200);
    expect(
      (await fetch(`${baseURL()}/api/views/window?match=${m.id}&line=${m.mainLineId}&view=god&seq=1`)).status,
    ).toBe(400);
  });
});

describe('notes (built app, real Chromium)', () => {
  it('renders markdown safely and keeps spoilers hidden until their step', async () => {
    const m = demos[0];
    const h = await openStore({ path: inject('dbPath'), databaseUrl: '' });
    const evilSeq = 4;
    const spoilerSeq = Math.min(9, m.events.length - 1);
    try {
      await h.addNoteRevision({
        matchId: m.id,
        lineId: m.mainLineId,
        seq: evilSeq,
        kind: 'commentary',
        body: '**妙手**！<script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2"> [坏](javascript:window.__pwned=3) [好](https://example.com/a) [数据](data:text/html,hi)',
      });
      await h.addNoteRevision({
        matchId: m.id,
        lineId: m.mainLineId,
        seq: spoilerSeq,
        kind: 'beat',
        body: '剧透秘密：大逆转',
        spoiler: true,
      });
    } finally {
      await h.close();
    }
    const page = await browser.context.newPage();
    const res = await page.goto(`${baseURL()}/m/${m.id}?at=${evilSeq}`);
    const source = await res!.text();
    await page.waitForSelector(
      `[data-testid=viewer][data-at="${evilSeq}"][data-loading="0"][data-ready="1"]`,
    );
    const note = page.locator('[data-testid=step-notes] [data-note-kind=commentary]', { hasText: '妙手' });
    expect(await note.locator('strong').first().textContent()).toBe('妙手');
    expect(await note.locator('script, img').count()).toBe(0);
    const hrefs = await note.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['https://example.com/a']);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await note.locator('.note-kind').textContent()).toBe(NOTE_KIND_NAMES.commentary.zh);
    // the spoiler's body is not in the page before its step …
    expect(source.includes('大逆转')).toBe(false);
    expect(await page.content()).not.toContain('大逆转');
    // … and appears once the reader gets there
    await page.uncheck('[data-testid=skip-quiet]'); // one step per key, quiet steps included
    for (let s = evilSeq; s < spoilerSeq; s++) await page.keyboard.press('ArrowRight');
    await page.waitForSelector(`[data-testid=viewer][data-at="${spoilerSeq}"]`);
    await page.waitForSelector('[data-testid=step-notes] [data-note-kind=beat] .note-body');
    expect(await page.textContent('[data-testid=step-notes] [data-note-kind=beat]')).toContain('大逆转');
    expect(await page.textContent('[data-testid=step-notes] [data-note-kind=beat] .note-kind')).toBe(
      NOTE_KIND_NAMES.beat.zh,
    );
    await page.close();
  });
});
