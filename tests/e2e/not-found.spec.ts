/**
 * The 404 page and the icons (issue 18 point 9): unknown addresses, unknown matches and unknown share links
 * answer 404 with the site's own page in the reader's language (the `lang` cookie), whose language switch comes
 * back to the same address; the site has a favicon (SVG, .ico and a phone home-screen icon).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, openBrowser, type Browser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('404 page (built app, real Chromium)', () => {
  it('is the site’s own page, in Chinese first, for unknown pages, matches and share links', async () => {
    const page = await browser.context.newPage();
    for (const path of ['/no-such-page', '/m/m_nosuchmatch', '/r/AAAAAAAAAAAAAAAAAAAAAA', '/e/AAAA']) {
      const res = await page.goto(baseURL() + path);
      expect(res?.status(), path).toBe(404);
      await page.locator('[data-testid=not-found]').waitFor();
      expect(await page.textContent('h1'), path).toBe('找不到这个页面');
      expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
      expect(await page.title(), path).toContain('找不到');
      expect(await page.locator('[data-testid=not-found] a[href="/"]').count()).toBe(1);
      // the site's header and stylesheet are there
      expect(await page.locator('.topbar .brand').count()).toBe(1);
      expect(await page.locator('.topbar').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    }
    await page.close();
  });

  it('speaks the reader’s language and switches it in place', async () => {
    const page = await browser.context.newPage();
    await page.goto(baseURL() + '/no-such-page?x=1');
    await page.click('[data-testid=lang-toggle]');
    await page.waitForURL(baseURL() + '/no-such-page?x=1');
    await page.waitForSelector('html[lang=en]');
    expect(await page.textContent('h1')).toBe('This page is not here');
    // the cookie carries over to the next unknown address
    const res = await page.goto(baseURL() + '/m/m_nosuchmatch');
    expect(res?.status()).toBe(404);
    expect(await page.textContent('h1')).toBe('This page is not here');
    await page.click('[data-testid=lang-toggle]');
    await page.waitForSelector('html[lang=zh-CN]');
    expect(await page.textContent('h1')).toBe('找不到这个页面');
    await page.close();
  });
});

describe('icons', () => {
  it('every page names the SVG icon and the phone icon; /favicon.ico answers too', async () => {
    const html = await (await fetch(baseURL() + '/')).text();
    const hrefs = [...html.matchAll(/<link[^>]+rel="(icon|apple-touch-icon)"[^>]*>/g)].map((m) => ({
      rel: m[1],
      href: /href="([^"]+)"/.exec(m[0])![1].replace(/&amp;/g, '&'),
    }));
    const served: string[] = [];
    for (const { rel, href } of hrefs) {
      const res = await fetch(new URL(href, baseURL()));
      expect(res.status, href).toBe(200);
      expect((await res.arrayBuffer()).byteLength, href).toBeGreaterThan(200);
      served.push(`${rel} ${res.headers.get('content-type')}`);
    }
    expect(served).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^icon image\/svg\+xml/),
        expect.stringMatching(/^icon image\/x-icon/),
        expect.stringMatching(/^apple-touch-icon image\/png/),
      ]),
    );
    const ico = await fetch(baseURL() + '/favicon.ico');
    expect(ico.status).toBe(200);
    expect(Buffer.from(await ico.arrayBuffer()).readUInt16LE(2)).toBe(1); // an icon resource
  });
});
