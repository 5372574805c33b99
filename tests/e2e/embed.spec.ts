/**
 * Issue 18 point 8 in real Chromium: a seeded demo's share link, turned into an iframe by the site's own oEmbed
 * answer (found through the share page's `<link rel="alternate" type="application/json+oembed">`), renders the
 * shared moment inside that iframe on a page of another origin, and the reader steps it there — by the control
 * bar and by the keyboard — without adding entries to the host page's history. A seat's embed shows nothing
 * hidden from that seat. Screenshot: the embed page at 600×400.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { baseURL, openBrowser, screenshotDir, type Browser } from './support/browser';
import { type DemoMatch, demoMatches, forbiddenNames, midStep } from '../unit/viewer/e2e';

let browser: Browser;
let demos: DemoMatch[];
let framer: Server;
let framerURL = '';
/** What the host page (another origin) serves: a blog post around the pasted embed code. */
let hostHtml = '';

beforeAll(async () => {
  browser = await openBrowser();
  demos = await demoMatches(inject('dbPath'), inject('demoIds'));
  framer = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><meta charset="utf-8"><title>blog</title><p>My post</p>${hostHtml}`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  framerURL = `http://127.0.0.1:${(framer.address() as { port: number }).port}/`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => framer?.close(resolve));
});

async function shareLink(m: DemoMatch, seq: number, perspective: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/matches/${m.id}/share`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lineId: m.mainLineId, seq, perspective }),
  });
  expect(res.status).toBe(201);
  return baseURL() + ((await res.json()) as { url: string }).url;
}

describe('embed player (built app, real Chromium)', () => {
  it('the share page’s oEmbed answer frames the moment on another site, and the reader steps it there', async () => {
    const m = demos[0];
    const seq = midStep(m);
    const share = await shareLink(m, seq, 'p1');
    // the share page names its oEmbed endpoint; the endpoint answers the iframe snippet
    const html = await (await fetch(share)).text();
    const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html);
    expect(link, 'oEmbed discovery link').not.toBeNull();
    const endpoint = new URL(link![1].replace(/&amp;/g, '&'));
    expect(endpoint.pathname).toBe('/api/oembed');
    const answer = (await (await fetch(endpoint)).json()) as { type: string; html: string; title: string };
    expect(answer.type).toBe('rich');
    expect(answer.title).toContain(m.title);
    // the preview image's alt text, Chinese then English
    const alt = /<meta property="og:image:alt" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(alt).toContain(`第 ${seq} 步`);
    expect(alt).toContain(`at step ${seq}`);
    expect(alt.indexOf('棋盘')).toBeLessThan(alt.indexOf('Board of'));
    const embedUrl = share.replace('/r/', '/e/');
    expect(answer.html).toContain(`src="${embedUrl}"`);

    hostHtml = answer.html;
    const page = await browser.context.newPage();
    await page.goto(framerURL, { waitUntil: 'load' });
    // the snippet's iframe loads lazily: wait for its frame to show the moment
    const embed = (await (await page.waitForSelector('iframe')).contentFrame())!;
    await embed.waitForSelector(`[data-testid=embed][data-at="${seq}"][data-loading="0"][data-ready="1"]`);
    expect(embed.url()).toBe(embedUrl);
    const historyBefore = await page.evaluate(() => history.length);
    expect(await embed.getAttribute('[data-testid=embed]', 'data-view')).toBe('p1');
    expect(await embed.getAttribute('[data-testid=board] .board', 'data-game')).toBe(m.gameId);
    expect(await embed.textContent('[data-testid=step-no]')).toBe(String(seq));
    const narrationAt = await embed.textContent('[data-testid=narration]');
    // nothing hidden from p1 in what the frame shows
    const text = await embed.locator('body').innerText();
    for (const name of forbiddenNames(m, 'p1', seq))
      expect(text, `embed shows hidden ${name}`).not.toContain(name);

    // one step at a time ("skip the passes" is on by default and could jump further)
    await embed.uncheck('[data-testid=skip-quiet]');
    await embed.click('[data-testid=btn-next]');
    await embed.waitForSelector(`[data-testid=embed][data-at="${seq + 1}"][data-loading="0"]`);
    expect(await embed.textContent('[data-testid=step-no]')).toBe(String(seq + 1));
    expect(await embed.textContent('[data-testid=narration]')).not.toBe(narrationAt);
    // the keyboard steps it too, once the frame has focus
    await embed.focus('[data-testid=btn-prev]');
    await page.keyboard.press('ArrowLeft');
    await embed.waitForSelector(`[data-testid=embed][data-at="${seq}"][data-loading="0"]`);
    // stepping stayed inside the frame: its address and the host page's history are unchanged
    expect(embed.url()).toBe(embedUrl);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    await page.close();
  });

  it('fits a 600×400 frame (screenshot of each game), and an unknown link is our 404 there', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 600, height: 400 });
    const games = new Set<string>();
    for (const m of demos) {
      if (games.has(m.gameId)) continue;
      games.add(m.gameId);
      const share = await shareLink(m, midStep(m), 'omniscient');
      await page.goto(share.replace('/r/', '/e/'));
      await page.waitForSelector('[data-testid=embed][data-loading="0"][data-ready="1"]');
      // one screen: the controls are inside the viewport, nothing scrolls sideways
      const next = await page.locator('[data-testid=btn-next]').boundingBox();
      expect(next!.y + next!.height, m.gameId).toBeLessThanOrEqual(400);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), m.gameId).toBeLessThanOrEqual(
        600,
      );
      // the board is shrunk to its pane (down to half size, below which it scrolls inside the pane)
      const fit = await page.evaluate(() => {
        const wrap = document.querySelector<HTMLElement>('[data-testid=board]')!;
        const board = wrap.querySelector<HTMLElement>('.board')!;
        return { overflow: wrap.scrollHeight - wrap.clientHeight, zoom: board.style.zoom };
      });
      expect(fit.overflow <= 1 || fit.zoom === '0.5', `${m.gameId} ${JSON.stringify(fit)}`).toBe(true);
      mkdirSync(screenshotDir, { recursive: true });
      await page.screenshot({ path: path.join(screenshotDir, `embed-${m.gameId}-600x400.png`) });
    }
    const res = await page.goto(`${baseURL()}/e/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('[data-testid=not-found]').count()).toBe(1);
    await page.close();
  });
});
