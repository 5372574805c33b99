/**
 * The replay on a 390×844 phone (touch, laid out by the viewport meta tag) and on a 1440×900 laptop, in real
 * Chromium with the seeded demos: the next-step control is on screen at every checked step without scrolling
 * (a bar fixed at the bottom of a phone, sticky on a laptop), the page never scrolls sideways, no number or
 * name on the board runs past the element that clips it (a face's rules text is shortened on purpose), and a
 * swipe steps. Screenshots of each game's board in both sizes go to tests/e2e/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { baseURL, openBrowser, screenshotDir, type Browser } from './support/browser';
import { type DemoMatch, demoMatches, midStep } from '../unit/viewer/e2e';
import { GAMES } from '@/machines/registry';

const GAME_IDS = Object.keys(GAMES);
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };
/** Every step of a demo up to this long is checked on the phone; every 10th of a longer one. */
const EVERY_STEP_UP_TO = 120;

let phone: Browser;
let laptop: Browser;
let demos: DemoMatch[];

const url = (m: DemoMatch, at: number) => `${baseURL()}/m/${m.id}?at=${at}&view=omniscient`;

/** The demo of a game this test steps through: the longest one short enough to check at every step. */
function demoOf(gameId: string): DemoMatch {
  const ds = demos.filter((d) => d.gameId === gameId).sort((a, b) => b.events.length - a.events.length);
  return ds.find((d) => d.events.length <= EVERY_STEP_UP_TO) ?? ds[0];
}

async function expectAt(page: Page, seq: number) {
  await page.waitForSelector(`[data-testid=viewer][data-at="${seq}"][data-loading="0"][data-ready="1"]`);
}

/** The step the next-step control leads to (its link), as the player would go there. */
async function nextTarget(page: Page): Promise<number> {
  const href = await page.getAttribute('[data-testid=btn-next]', 'href');
  return Number(new URL(href!, baseURL()).searchParams.get('at'));
}

/**
 * Where the next-step control is (and whether it is the element on top at its centre: not covered), how wide
 * the page is, and every element of the board that clips its content (overflow other than visible) and holds
 * more than it shows: a card whose number runs past its edge, a row that scrolls sideways inside the board.
 */
function layout(page: Page) {
  return page.evaluate(() => {
    const r = document.querySelector('[data-testid=btn-next]')!.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const clipped: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid=board], [data-testid=board] *')) {
      const st = getComputedStyle(el);
      if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
      // a face's short rules text ends in an ellipsis by design: the whole text is in the card's detail
      if (el.classList.contains('card-text')) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        clipped.push(
          `${el.className} «${el.textContent}» ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
        );
    }
    return {
      next: { top: r.top, bottom: r.bottom, left: r.left, right: r.right },
      nextOnTop: !!hit?.closest('[data-testid=btn-next]'),
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      clipped,
    };
  });
}

async function expectFits(page: Page, where: string) {
  const l = await layout(page);
  expect(l.next.top, `${where}: next-step control below the top`).toBeGreaterThanOrEqual(0);
  expect(l.next.bottom, `${where}: next-step control above the bottom`).toBeLessThanOrEqual(l.innerHeight);
  expect(l.next.left, `${where}: next-step control inside on the left`).toBeGreaterThanOrEqual(0);
  expect(l.next.right, `${where}: next-step control inside on the right`).toBeLessThanOrEqual(l.innerWidth);
  expect(l.nextOnTop, `${where}: next-step control not covered`).toBe(true);
  expect(l.scrollWidth, `${where}: no sideways scrolling`).toBeLessThanOrEqual(l.innerWidth);
  expect(l.clipped, `${where}: nothing cut on the board`).toEqual([]);
  return l;
}

/** A one-finger swipe as the touchscreen sends it (touch start, moves, end), through the DevTools protocol. */
async function swipe(page: Page, from: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (f: number) => [{ x: from.x + dx * f, y: from.y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  for (const f of [0.2, 0.4, 0.6, 0.8, 1])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(f) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

beforeAll(async () => {
  phone = await openBrowser({ viewport: PHONE, phone: true });
  laptop = await openBrowser({ viewport: LAPTOP });
  demos = await demoMatches(inject('dbPath'), inject('demoIds'));
  mkdirSync(screenshotDir, { recursive: true });
});
afterAll(async () => {
  await phone?.close();
  await laptop?.close();
});

describe('the replay on a phone and on a laptop (built app, real Chromium)', () => {
  for (const gameId of GAME_IDS) {
    it(`${gameId}: on a 390×844 phone the next-step control is on screen at every checked step, nothing scrolls sideways or is cut`, async () => {
      const m = demoOf(gameId);
      const last = m.events.length - 1;
      const stride = m.events.length <= EVERY_STEP_UP_TO ? 1 : 10;
      const page = await phone.context.newPage();
      await page.goto(url(m, 0));
      await expectAt(page, 0);
      // every single step (the reader setting "skip the passes" would step over some)
      await page.uncheck('[data-testid=skip-quiet]');
      let checked = 0;
      for (let seq = 0; seq <= last; seq += stride) {
        if (seq > 0) {
          if (stride === 1) await page.tap('[data-testid=btn-next]');
          else await page.goto(url(m, seq));
          await expectAt(page, seq);
        }
        const where = `${m.title} step ${seq}`;
        const l = await expectFits(page, where);
        expect(l.innerWidth, 'laid out at the phone width, not zoomed out').toBe(PHONE.width);
        // scrolled down to the end of the page, the controls are still there
        if (seq % 25 === 0) {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await expectFits(page, `${where}, scrolled to the end`);
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(1);
      // the game's other demos at their first, middle and last step (the longest has the biggest numbers)
      for (const o of demos.filter((d) => d.gameId === gameId && d !== m)) {
        for (const seq of [...new Set([0, midStep(o), o.events.length - 1])]) {
          await page.goto(url(o, seq));
          await expectAt(page, seq);
          await expectFits(page, `${o.title} step ${seq}`);
        }
      }
      await page.goto(url(m, midStep(m)));
      await expectAt(page, midStep(m));
      await page.screenshot({ path: path.join(screenshotDir, `phone-${gameId}.png`) });
      await page.screenshot({ path: path.join(screenshotDir, `phone-${gameId}-full.png`), fullPage: true });
      await page.close();
    });
  }

  it('a swipe on the board steps: to the left the next step, to the right back', async () => {
    const m = demoOf(GAME_IDS[0]);
    const page = await phone.context.newPage();
    const start = Math.min(3, m.events.length - 2);
    await page.goto(url(m, start));
    await expectAt(page, start);
    const next = await nextTarget(page);
    expect(next).toBeGreaterThan(start);
    const box = (await page.locator('[data-testid=board]').boundingBox())!;
    const from = { x: box.x + box.width * 0.8, y: Math.min(box.y + 200, PHONE.height / 2) };
    await swipe(page, from, -box.width * 0.6);
    await expectAt(page, next);
    await page.waitForFunction((s) => new URL(location.href).searchParams.get('at') === String(s), next);
    await swipe(page, { x: box.x + box.width * 0.2, y: from.y }, box.width * 0.6);
    await expectAt(page, start);
    await page.close();
  });

  for (const gameId of GAME_IDS) {
    it(`${gameId}: on a 1440×900 laptop the controls are on screen without scrolling and nothing is cut`, async () => {
      for (const m of demos.filter((d) => d.gameId === gameId)) {
        const page = await laptop.context.newPage();
        for (const seq of [...new Set([0, midStep(m), m.events.length - 1])]) {
          await page.goto(url(m, seq));
          await expectAt(page, seq);
          await expectFits(page, `${m.title} step ${seq}`);
        }
        await page.close();
      }
      const m = demoOf(gameId);
      const page = await laptop.context.newPage();
      await page.goto(url(m, midStep(m)));
      await expectAt(page, midStep(m));
      await page.screenshot({ path: path.join(screenshotDir, `laptop-${gameId}.png`) });
      await page.close();
    });
  }
});
