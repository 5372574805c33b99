/**
 * Issue 18 point 7 in real Chromium: the move list of the whole line. A copy of a long seeded demo gets a
 * variation the reader may see; at a mid-match step the list shows the turns so far, the current step
 * highlighted and in view inside the list, no later step's words (only their count), the variation indented at
 * its fork with links into that line, and a click on an entry jumps there.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openStore } from '@/db/store/open';
import { narrateText } from '@/machines/engine';
import { baseURL, openBrowser, screenshotDir, type Browser } from './support/browser';
import { type DemoMatch, demoMatches } from '../unit/viewer/e2e';

let browser: Browser;
let demo: DemoMatch;
let matchId: string;
let mainLineId: string;
let variationId: string;
/** The variation forks after this step and takes 5 steps of its own. */
const FORK = 3;

beforeAll(async () => {
  browser = await openBrowser();
  const demos = await demoMatches(inject('dbPath'), inject('demoIds'));
  // a demo of some length, not the longest (the list at its middle would be long to check step by step)
  const byLength = [...demos].sort((a, b) => b.events.length - a.events.length);
  demo = byLength.find((d) => d.events.length <= 300 && d.events.length >= 30) ?? byLength[0];
  const s = await openStore({ path: inject('dbPath'), databaseUrl: '' });
  try {
    const created = await s.createMatch({
      gameId: demo.gameId,
      rulesVersion: demo.def.rulesVersion,
      title: `${demo.title}（步骤列表）`,
      players: demo.players,
      createdEvent: demo.events[0],
      publication: 'unlisted',
    });
    matchId = created.matchId;
    mainLineId = created.lineId;
    for (let i = 1; i < demo.events.length; i += 500)
      await s.appendEvents(mainLineId, i, demo.events.slice(i, i + 500));
    const v = await s.forkLine(matchId, mainLineId, FORK, '另一种打法', 'shown');
    variationId = v.id;
    await s.appendEvents(variationId, FORK + 1, demo.events.slice(FORK + 1, FORK + 6));
  } finally {
    await s.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

async function openAt(page: Page, seq: number, line = mainLineId) {
  await page.goto(`${baseURL()}/m/${matchId}?at=${seq}&line=${line}&view=omniscient&lang=zh`);
  await page.waitForSelector(`[data-testid=viewer][data-at="${seq}"][data-loading="0"][data-ready="1"]`);
}
/** The list holds the words of every step it shows. */
const listLoaded = (page: Page) => page.waitForSelector('[data-testid=moves-box][data-pending="0"]');
/** The step of the highlighted entry (aria-current is on its link, the step on its row). */
const currentSeq = async (page: Page) =>
  Number(
    await page
      .locator('[data-testid=moves] [aria-current=step]')
      .evaluate((a) => a.closest('li')?.getAttribute('data-seq')),
  );

describe('move list (built app, real Chromium)', () => {
  it('lists the turns so far with the current step highlighted and nothing after it', async () => {
    const page = await browser.context.newPage();
    try {
      const mid = Math.max(FORK + 8, Math.floor((demo.events.length - 1) / 2));
      expect(mid).toBeLessThan(demo.events.length - 1);
      await openAt(page, mid);
      await listLoaded(page);
      // one heading per turn begun by now, each naming its turn
      const turnsSoFar = demo.turns.filter((t) => t <= mid).length;
      expect(await page.locator('[data-testid=move-turn]').count()).toBe(turnsSoFar);
      expect(await page.textContent('[data-testid=move-turn] .mv-head')).toMatch(/^回合 \d+/);
      // the current step, highlighted
      expect(await currentSeq(page)).toBe(mid);
      // later steps are counted, never told
      const later = await page.getAttribute('[data-testid=moves-later]', 'data-count');
      expect(Number(later)).toBe(demo.events.length - 1 - mid);
      const list = await page.innerText('[data-testid=moves]');
      const text = await page.evaluate(() => document.body.innerText);
      const told = (seq: number) =>
        narrateText(demo.def, demo.states[seq - 1], demo.events[seq], demo.states[seq]).zh;
      const upToNow = new Set<string>();
      for (let s = 1; s <= mid; s++) upToNow.add(told(s));
      let checked = 0;
      for (let s = mid + 1; s < demo.events.length; s++) {
        const t = told(s);
        if (t.length < 6 || [...upToNow].some((u) => u.includes(t))) continue;
        checked++;
        expect(list.includes(t), `step ${s} told in the move list at step ${mid}`).toBe(false);
        expect(text.includes(t), `step ${s} told in the page at step ${mid}`).toBe(false);
      }
      expect(checked).toBeGreaterThan(0);
      // the list does tell the steps so far (one that is not a folded pass)
      const shown = await page.locator('[data-testid=moves] .mv-row:not(.folded) .mv-text').allInnerTexts();
      expect(shown.some((t) => upToNow.has(t))).toBe(true);
      // the current step is in view inside the list, and the list scrolls, not the page
      const inView = await page.evaluate(() => {
        const box = document.querySelector('[data-testid=moves-box]')!.getBoundingClientRect();
        const cur = document
          .querySelector('[data-testid=moves] [aria-current=step]')!
          .getBoundingClientRect();
        return cur.top >= box.top - 1 && cur.bottom <= box.bottom + 1;
      });
      expect(inView).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('a click on an entry jumps there and moves the highlight', async () => {
    const page = await browser.context.newPage();
    try {
      const mid = Math.max(FORK + 8, Math.floor((demo.events.length - 1) / 2));
      await openAt(page, mid);
      await listLoaded(page);
      const target = page.locator('[data-testid=moves] .mv-turns > .mv-turn .mv-row:not(.folded)').nth(2);
      const seq = Number(await target.getAttribute('data-seq'));
      expect(seq).toBeLessThan(mid);
      const before = page.url();
      await target.locator('a').click();
      await page.waitForSelector(`[data-testid=viewer][data-at="${seq}"][data-loading="0"]`);
      expect(new URL(page.url()).searchParams.get('at')).toBe(String(seq));
      expect(page.url()).not.toBe(before);
      expect(await currentSeq(page)).toBe(seq);
      expect(await page.locator('[data-testid=moves] [aria-current=step]').count()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it('a variation hangs indented at its fork and its entries open that line', async () => {
    const page = await browser.context.newPage();
    try {
      const at = FORK + 8;
      await openAt(page, at);
      await listLoaded(page);
      const v = page.locator(`[data-testid=move-variation][data-line="${variationId}"]`);
      expect(await v.count()).toBe(1);
      expect(await v.locator('.mv-var-head').innerText()).toContain('另一种打法');
      // right after the row of the fork step, indented under it
      const prev = await v.evaluate((el) => el.previousElementSibling?.getAttribute('data-seq'));
      expect(Number(prev)).toBeLessThanOrEqual(FORK);
      const indent = await v.evaluate((el) => {
        const row = el.previousElementSibling!.getBoundingClientRect();
        return el.getBoundingClientRect().left - row.left;
      });
      expect(indent).toBeGreaterThan(8);
      mkdirSync(screenshotDir, { recursive: true });
      await page
        .locator('[data-testid=moves]')
        .screenshot({ path: path.join(screenshotDir, 'move-list.png') });
      // its own steps (all five are before the current step)
      const seqs = await v
        .locator('.mv-row')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-seq')));
      expect(seqs.length).toBeGreaterThan(0);
      expect(Number(seqs[0])).toBe(FORK + 1);
      const first = v.locator('.mv-row a').first();
      const href = await first.getAttribute('href');
      expect(href).toContain(`line=${variationId}`);
      await first.click();
      await page.waitForURL((u) => u.searchParams.get('line') === variationId);
      await page.waitForSelector(
        `[data-testid=viewer][data-at="${FORK + 1}"][data-loading="0"][data-ready="1"]`,
      );
      // seen from the variation, the main line hangs at the same fork
      await listLoaded(page);
      expect(await page.locator(`[data-testid=move-variation][data-line="${mainLineId}"]`).count()).toBe(1);
    } finally {
      await page.close();
    }
  });
});
