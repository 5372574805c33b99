/**
 * Issue 18 point 6 in real Chromium on a touch phone: a card detail opens by tap. At a mid-match step of each
 * game's demo, seen from p1, a tap on a card p1 may see opens its name, type, numbers and rules text; a tap on a
 * card back (p2's hand) opens nothing, and the back carries no name and no detail data. A pile with more cards than
 * it draws opens as a list whose cards open in turn. A badge on a card never covers its name.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { GAMES } from '@/machines/registry';
import { baseURL, openBrowser, screenshotDir, type Browser } from './support/browser';
import { type DemoMatch, demoMatches, midStep } from '../unit/viewer/e2e';

const PHONE = { width: 390, height: 844 };
let phone: Browser;
let demos: DemoMatch[];

beforeAll(async () => {
  phone = await openBrowser({ viewport: PHONE, phone: true });
  demos = await demoMatches(inject('dbPath'), inject('demoIds'));
  mkdirSync(screenshotDir, { recursive: true });
});
afterAll(async () => {
  await phone?.close();
});

async function openAt(page: Page, m: DemoMatch, seq: number, view: string) {
  await page.goto(`${baseURL()}/m/${m.id}?at=${seq}&view=${view}&lang=zh`);
  await page.waitForSelector(`[data-testid=viewer][data-at="${seq}"][data-loading="0"][data-ready="1"]`);
}

/** A step of a demo (the middle one if it will do) where p1 cannot see a card of p2's outside its deck. */
function stepWithBacks(m: DemoMatch): number | null {
  const mid = midStep(m);
  const order = [mid, ...Array.from({ length: m.events.length }, (_, i) => i).filter((i) => i !== mid)];
  for (const seq of order) {
    const s = m.states[seq];
    const deck = new Set(m.def.deckOf(s, 'p2'));
    if (m.def.hiddenFrom(s, 'p1').some((id) => s.cards[id]?.owner === 'p2' && !deck.has(id))) return seq;
  }
  return null;
}

/** The names-and-badges boxes of every card on the board that overlap. */
function coveredNames(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('[data-testid=board] .card')) {
      const n = card.querySelector('.card-name')?.getBoundingClientRect();
      const b = card.querySelector('.card-badge')?.getBoundingClientRect();
      if (!n || !b || !n.width || !b.width) continue;
      const overlap = n.left < b.right && b.left < n.right && n.top < b.bottom && b.top < n.bottom;
      if (overlap) out.push(card.dataset.card ?? '?');
    }
    return out;
  });
}

describe('a card detail opens by tap (390×844 touch phone, built app)', () => {
  for (const gameId of Object.keys(GAMES)) {
    it(`${gameId}: a visible card opens name, type, numbers and text; a card back opens nothing`, async () => {
      // the game's first demo where p2 holds a card p1 cannot see (a hand, a face-down card)
      const [m, seq] = demos
        .filter((d) => d.gameId === gameId)
        .map((d) => [d, stepWithBacks(d)] as const)
        .find(([, at]) => at !== null)!;
      if (seq === null) throw new Error('no demo hides a card');
      const page = await phone.context.newPage();
      await openAt(page, m, seq, 'p1');

      // a card back of p2's (not its deck): no name, no detail data, and a tap opens nothing
      const back = page.locator('[data-seat=p2] .card.back:not(.deck .card)').first();
      expect(await back.count()).toBe(1);
      expect(await back.getAttribute('data-detail')).toBeNull();
      expect(await back.getAttribute('data-card')).toBeNull();
      expect(
        await page
          .locator('[data-seat=p2] .card.back[data-card], [data-seat=p2] .card.back [data-card]')
          .count(),
      ).toBe(0);
      await back.tap();
      expect(await page.locator('[data-testid=card-detail]').count()).toBe(0);

      // a visible card with numbers (else any visible card)
      const withStats = page.locator('[data-testid=board] .card[data-detail]:has(.card-stats)');
      const card = (await withStats.count())
        ? withStats.first()
        : page.locator('[data-testid=board] .card[data-detail]').first();
      const name = (await card.getAttribute('data-card'))!;
      await card.tap();
      const detail = page.locator('[data-testid=card-detail]');
      await detail.waitFor();
      expect(await page.locator('[data-testid=card-detail-name]').textContent()).toBe(name);
      expect((await page.locator('[data-testid=card-detail-type]').textContent())!.trim()).toMatch(
        /[\u4e00-\u9fff]/,
      );
      expect(await detail.locator('.card-detail-stats dt').count()).toBeGreaterThan(0);
      expect((await page.locator('[data-testid=card-detail-text]').textContent())!.length).toBeGreaterThan(0);
      // inside the phone's screen
      const box = (await detail.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: path.join(screenshotDir, `detail-${gameId}.png`) });
      await page.tap('[data-testid=card-detail-close]');
      await detail.waitFor({ state: 'detached' });

      expect(await coveredNames(page), 'badges cover no name').toEqual([]);
      await page.close();
    });
  }

  it('a pile with more cards than it shows opens as a list, each card openable', async () => {
    const page = await phone.context.newPage();
    let opened = false;
    for (const m of demos) {
      const seq = m.events.length - 1;
      await openAt(page, m, seq, 'omniscient');
      const more = page.locator('[data-testid=board] .pile-more').first();
      if (!(await more.count())) continue;
      const count = Number(
        await more.evaluate((b) => b.closest('.zone')!.querySelector('.zone-count')!.textContent),
      );
      await more.tap();
      const list = page.locator('[data-testid=card-detail-list] li');
      await list.first().waitFor();
      expect(await list.count()).toBe(count);
      const first = (await list.first().locator('button').textContent())!;
      await list.first().locator('button').tap();
      await page.waitForFunction(
        (n) => document.querySelector('[data-testid=card-detail-name]')?.textContent === n,
        first,
      );
      // how and when the card got there, in the game's words (W52, 星阶 ruling 43, E44)
      expect(await page.locator('[data-testid=card-detail] .card-detail-stats').textContent()).toMatch(
        /来历.+时间第\d+回合/,
      );
      opened = true;
      break;
    }
    expect(opened, 'some demo has a pile with more cards than shown').toBe(true);
    await page.close();
  });
});
