import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '@/machines/registry';
import { demoFiles, loadDemo } from '@/scripts/demos';
import { baseURL, openBrowser, screenshotDir, type Browser } from './support/browser';

describe('home page (built app, real Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the library in Chinese and switches to English', async () => {
    const page = await browser.context.newPage();
    const res = await page.goto(baseURL() + '/');
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe('对局库');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    // every registered game's demo duel is seeded and listed, and the game filter narrows the list
    const games = Object.keys(GAMES);
    const rowGames = await page
      .locator('[data-testid=library] tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-game')));
    expect(new Set(rowGames)).toEqual(new Set(games));
    await page.goto(baseURL() + `/?game=${games[0]}`);
    const filtered = await page
      .locator('[data-testid=library] tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-game')));
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((g) => g === games[0])).toBe(true);
    await page.goto(baseURL() + '/');
    // the demos that start from a described position carry the 残局 tag, the others do not
    const tagged = await page
      .locator('[data-testid=library] tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => [
          r.querySelector('.lib-title a')?.textContent,
          r.querySelector('[data-testid=from-position]')?.textContent ?? null,
        ]),
      );
    for (const { file } of demoFiles()) {
      const demo = loadDemo(file);
      const row = tagged.find(([title]) => title === demo.title.zh);
      expect(row, demo.title.zh).toBeTruthy();
      expect(row![1], demo.title.zh).toBe(demo.setup.position !== undefined ? '残局' : null);
    }
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, 'home-zh.png'), fullPage: true });
    await page.click('[data-testid=lang-toggle]');
    await page.waitForURL(baseURL() + '/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Match library');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.click('[data-testid=new-match]');
    await page.waitForURL(baseURL() + '/new');
    await page.close();
  });
});
