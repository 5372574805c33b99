/**
 * Drafts and "my duels" in real Chromium: an author creates a match on /new, finds it on /mine as 草稿 (with
 * links to the studio), forks a variation (仅作者 until shown), shows it, archives it (folded under 已归档) and restores it (仅作者).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, openBrowser, type Browser } from './support/browser';

const seqOf = async (page: Page) =>
  Number((await page.locator('[data-testid=seq]').textContent())!.replace('#', ''));

describe('my duels and variation states (built app, real Chromium)', () => {
  let author: Browser;
  beforeAll(async () => {
    author = await openBrowser({ viewport: { width: 1400, height: 1000 } });
  });
  afterAll(async () => {
    await author?.close();
  });

  it('a new match is listed on /mine as a draft; a variation is archived and restored', async () => {
    const page = await author.context.newPage();
    await page.goto(baseURL() + '/new');
    await page.fill('[data-testid=title]', '我的草稿之战');
    await page.fill('[data-testid=name-p1]', '孙武');
    await page.fill('[data-testid=name-p2]', '白起');
    await page.click('[data-testid=create]');
    await page.click('[data-testid=open-studio]');
    await page.waitForSelector('[data-testid=studio]');
    const matchId = new URL(page.url()).pathname.split('/')[2];

    // /mine, reached from the header, lists it as a draft.
    await page.goto(baseURL() + '/');
    await page.click('[data-testid=my-duels]');
    const row = page.locator(`[data-testid=mine-row][data-match="${matchId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('我的草稿之战');
    expect(await row.locator('[data-testid=mine-publication]').textContent()).toBe('草稿');
    expect(await row.textContent()).toContain('孙武 vs 白起');

    // Back to the studio by its link; play one action, then fork a variation at that step.
    await row.locator('[data-testid=mine-studio]').click();
    await page.waitForSelector('[data-testid=studio]');
    const first = page.locator('[data-testid=legal-action]:not([data-type="match.concede"])').first();
    await first.click();
    await page.waitForFunction(() => document.querySelector('[data-testid=seq]')?.textContent === '#1');
    expect(await seqOf(page)).toBe(1);
    await page.fill('[data-testid=branch-name]', '如果白起先攻');
    await page.click('[data-testid=branch]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=line-name]')?.textContent === '如果白起先攻',
    );
    const variation = page.locator('[data-testid=line]', { hasText: '如果白起先攻' });
    // A new variation is the author's own until shown to readers.
    expect(await variation.locator('[data-testid=line-state]').textContent()).toBe('仅作者');
    await variation.locator('[data-testid=line-show]').click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=line-state]')].some(
        (e) => e.textContent === '读者可见' && !e.closest('li')?.textContent?.includes('★'),
      ),
    );
    // The main line offers no hide or archive.
    const mainLine = page.locator('[data-testid=line]', { hasText: '★' });
    expect(await mainLine.locator('[data-testid=line-archive]').count()).toBe(0);

    // Archive: folded under 已归档.
    await variation.locator('[data-testid=line-archive]').click();
    const folded = page.locator('[data-testid=lines-archived]');
    await folded.waitFor();
    await folded.locator('summary').click();
    const archived = folded.locator('[data-testid=line]', { hasText: '如果白起先攻' });
    expect(await archived.locator('[data-testid=line-state]').textContent()).toBe('已归档');

    // Restore: back among the lines, for the author only.
    await archived.locator('[data-testid=line-restore]').click();
    await folded.waitFor({ state: 'detached' });
    const restored = page.locator('[data-testid=line]', { hasText: '如果白起先攻' });
    expect(await restored.locator('[data-testid=line-state]').textContent()).toBe('仅作者');
    expect(await page.locator('body').innerText()).not.toMatch(/\b(shown|hidden|archived)\b/);
  });
});
