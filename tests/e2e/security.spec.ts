/**
 * Security headers of the built site (issue 16 point 2): every page and file carries a nonce CSP without
 * 'unsafe-eval', nosniff and a referrer policy, every API answer the fixed strictest policy; pages refuse to be framed — a page on another origin of the same
 * machine (same site, as in the probe that framed the studio) cannot show /studio/<id> or /m/<id> in an iframe,
 * while the embed page of a seeded demo's share link (/e/<slug>) renders its moment there. The pages themselves run under that CSP without a single violation.
 */
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { baseURL, openBrowser, type Browser } from './support/browser';
import { type DemoMatch, demoMatches, midStep } from '../unit/viewer/e2e';
import { cspDirectives as directives } from '../support/csp';
import { API_HEADERS } from '@/app/security/headers';

let browser: Browser;
let demos: DemoMatch[];
let framer: Server;
let framerURL = '';
let slug = '';
/** The embed page of a share link `/r/<slug>`. */
const embedOf = (share: string) => share.replace(/^\/r\//, '/e/');

beforeAll(async () => {
  browser = await openBrowser();
  demos = await demoMatches(inject('dbPath'), inject('demoIds'));
  const m = demos[0];
  const res = await fetch(`${baseURL()}/api/matches/${m.id}/share`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lineId: m.mainLineId, seq: 1, perspective: 'omniscient' }),
  });
  slug = ((await res.json()) as { url: string }).url;
  // another origin on the same machine: it serves one page that frames whatever ?src= names
  framer = createServer((req, res) => {
    const src = new URL(req.url!, 'http://x').searchParams.get('src') ?? '';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><iframe id="f" src="${baseURL()}${src.replace(/[<>"&]/g, '')}"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  framerURL = `http://127.0.0.1:${(framer.address() as { port: number }).port}/`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => framer?.close(resolve));
});

/** An API answer: data, with the fixed strictest policy (API_HEADERS, set by next.config.mjs). */
function expectApiHeaders(path: string, h: Headers) {
  for (const [name, value] of Object.entries(API_HEADERS)) expect(h.get(name), `${path} ${name}`).toBe(value);
}

function expectHeaders(path: string, h: Headers, framable = false) {
  if (path.startsWith('/api/')) return expectApiHeaders(path, h);
  const csp = h.get('content-security-policy');
  expect(csp, path).toBeTruthy();
  const d = directives(csp!);
  expect(d.get('script-src'), path).toEqual(expect.arrayContaining(["'strict-dynamic'"]));
  expect(
    d.get('script-src')!.some((s) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(s)),
    path,
  ).toBe(true);
  expect(csp, path).not.toContain('unsafe-eval');
  expect(csp, path).not.toContain('unsafe-inline');
  expect(h.get('x-content-type-options'), path).toBe('nosniff');
  expect(h.get('referrer-policy'), path).toMatch(/^(same-origin|no-referrer)$/);
  if (framable) {
    expect(h.get('x-frame-options'), path).toBeNull();
    expect(d.has('frame-ancestors'), path).toBe(false);
  } else {
    expect(h.get('x-frame-options'), path).toBe('DENY');
    expect(d.get('frame-ancestors'), path).toEqual(["'none'"]);
  }
}

describe('security headers (built app)', () => {
  it('are on every response: pages, API (its own fixed ones), static files, redirects and 404s', async () => {
    const m = demos[0];
    const home = await fetch(baseURL() + '/');
    const chunk = /\/_next\/static\/[^"]+\.js/.exec(await home.text())![0];
    const paths = [
      '/',
      `/m/${m.id}?at=3`,
      `/studio/${m.id}`,
      slug,
      '/new',
      `/api/views/window?match=${m.id}&line=${m.mainLineId}&view=omniscient&seq=1`,
      '/api/lang?to=en&next=/',
      `/studio/${m.id}/enter?key=wrong`,
      chunk,
      '/no-such-page',
    ];
    for (const path of paths) {
      const res = await fetch(baseURL() + path, { redirect: 'manual' });
      expect(res.status, path).toBeLessThan(500);
      expectHeaders(path, res.headers);
    }
    // an address the API does not have: its own 404, in the error envelope, with the API's headers
    const nowhere = await fetch(baseURL() + '/api/no-such-thing?x=1', { method: 'POST' });
    expect(nowhere.status).toBe(404);
    expect(((await nowhere.json()) as { error: { code: string } }).error.code).toBe('ERR_NOT_FOUND');
    expectApiHeaders('/api/no-such-thing', nowhere.headers);
    // a fresh nonce per response
    const nonce = async () =>
      /'nonce-([^']+)'/.exec((await fetch(baseURL() + '/')).headers.get('content-security-policy')!)![1];
    expect(await nonce()).not.toBe(await nonce());
    // the edit link sends no referrer at all
    const enter = await fetch(`${baseURL()}/studio/${m.id}/enter?key=wrong`, { redirect: 'manual' });
    expect(enter.headers.get('referrer-policy')).toBe('no-referrer');
    // the embed pages may be framed by any site: a real one, and the 404 of an unknown one
    const embed = await fetch(baseURL() + embedOf(slug));
    expect(embed.status).toBe(200);
    expectHeaders(embedOf(slug), embed.headers, true);
    expectHeaders('/e/…', (await fetch(baseURL() + '/e/AAAAAAAAAAAAAAAAAAAAAA')).headers, true);
  });

  it('the site refuses to be framed by another origin; an embed page loads there', async () => {
    const m = demos[0];
    const page = await browser.context.newPage();
    /** Load the framing page; its load event waits for the iframe, shown or refused. */
    async function frame(src: string) {
      await page.goto(framerURL + '?src=' + encodeURIComponent(src), { waitUntil: 'load' });
      return page.frames().find((f) => f !== page.mainFrame())!;
    }
    for (const src of [`/studio/${m.id}`, `/m/${m.id}?at=2`, slug, '/']) {
      const child = await frame(src);
      expect(child.url(), src).not.toContain(new URL(baseURL()).host);
      // Chromium shows its own error page in the frame instead of ours
      expect(await child.content(), src).not.toContain('斗卡录');
    }
    // the embed page of the demo's share link renders its moment (step 1) inside the frame
    const embed = await frame(embedOf(slug));
    expect(embed.url()).toBe(baseURL() + embedOf(slug));
    await embed.waitForSelector('[data-testid=embed][data-at="1"][data-loading="0"][data-ready="1"]');
    expect(await embed.getAttribute('[data-testid=board] .board', 'data-game')).toBe(m.gameId);
    expect(await embed.textContent('[data-testid=narration]')).toBeTruthy();
    // an unknown embed link is our own 404, still inside the frame
    const missing = await frame('/e/AAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.url()).toBe(`${baseURL()}/e/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(await missing.locator('[data-testid=not-found]').count()).toBe(1);
    await page.close();
  });

  it('the pages run under the CSP without a single violation (scripts hydrate, styles apply)', async () => {
    const m = demos[0];
    const page = await browser.context.newPage();
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __csp: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const seen = async (p: Page) =>
      (await p.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])) as string[];
    for (const path of ['/', '/new', slug, embedOf(slug), '/no-such-page']) {
      await page.goto(baseURL() + path);
      await page.waitForLoadState('load');
      violations.push(...(await seen(page)).map((v) => `${path}: ${v}`));
    }
    // the player hydrates (its scripts carry the nonce): the keyboard steps it
    const seq = midStep(m);
    await page.goto(`${baseURL()}/m/${m.id}?at=${seq}`);
    await page.waitForSelector(`[data-testid=viewer][data-at="${seq}"][data-loading="0"][data-ready="1"]`);
    // one step at a time ("skip the passes" is on by default and could jump further)
    await page.uncheck('[data-testid=skip-quiet]');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector(
      `[data-testid=viewer][data-at="${seq + 1}"][data-loading="0"][data-ready="1"]`,
    );
    // the stylesheet applied: the top bar is laid out as a flex row, not as unstyled blocks
    expect(await page.locator('.topbar').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    violations.push(...(await seen(page)));
    expect(violations).toEqual([]);
    await page.close();
  });
});
