/**
 * The replay viewer in real Chromium against the built site with the seeded demos: moments from the URL,
 * stepping by keyboard and buttons (board and URL change together), reload, Back/Forward, perspectives, the
 * language toggle, autoplay, and that a seat's page carries none of the opponent's hidden cards.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { baseURL, collectResponses, openBrowser, screenshotDir, type Browser } from './support/browser';
import { type DemoMatch, demoMatches, forbiddenNames, handNames, midStep } from '../unit/viewer/e2e';
import { GAMES } from '@/machines/registry';

const GAME_IDS = Object.keys(GAMES);

let browser: Browser;
let phone: Browser;
let demos: DemoMatch[];
/** The seeded demos of one game (tests below are one per game, so each has its own time budget). */
const demosOf = (gameId: string) => demos.filter((d) => d.gameId === gameId);
/**
 * Demos long enough to step through phases and turns. The seeded scenes (a two-step puzzle, a chapter that
 * opens at its last blow) end within a step or two of their start, so the board has no later step to change to.
 */
const STEPPABLE = 10;
const steppable = (ds: DemoMatch[]) => ds.filter((d) => d.events.length >= STEPPABLE);

const url = (m: DemoMatch, q: Record<string, string | number> = {}) =>
  `${baseURL()}/m/${m.id}${Object.keys(q).length ? '?' + new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])) : ''}`;

async function at(page: Page): Promise<number> {
  return Number(await page.getAttribute('[data-testid=viewer]', 'data-at'));
}
function urlAt(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('at'));
}
/** These tests count single steps: turn "skip the passes" (on by default) off for the page. */
async function everyStep(page: Page) {
  await page.uncheck('[data-testid=skip-quiet]');
}

/** Wait until the player shows `seq` with its view loaded, and the address bar says the same. */
async function expectAt(page: Page, seq: number) {
  await page.waitForSelector(`[data-testid=viewer][data-at="${seq}"][data-loading="0"][data-ready="1"]`);
  await page.waitForFunction((s) => new URL(location.href).searchParams.get('at') === String(s), seq);
  expect(urlAt(page)).toBe(seq);
  expect(await page.textContent('[data-testid=step-no]')).toBe(String(seq));
}
/**
 * Press Back or Forward. After a reload the earlier entries belong to the unloaded document, so the browser loads
 * them afresh, and on a loaded machine that load can be superseded by the page's own router (Playwright then
 * reports ERR_ABORTED for the navigation it was waiting on). What counts is where the reader lands: the caller
 * waits for that moment on the page.
 */
async function traverse(page: Page, dir: 'back' | 'forward') {
  const go = dir === 'back' ? page.goBack({ waitUntil: 'commit' }) : page.goForward({ waitUntil: 'commit' });
  await go.catch((e: unknown) => {
    if (!/ERR_ABORTED/.test(String(e))) throw e;
  });
}
/** The board's markup, without React's text separators (server-rendered markup has them, client renders not). */
const boardHtml = async (page: Page) =>
  (await page.innerHTML('[data-testid=board]')).replace(/<!-- -->/g, '');

beforeAll(async () => {
  browser = await openBrowser();
  phone = await openBrowser({ viewport: { width: 390, height: 844 } });
  demos = await demoMatches(inject('dbPath'), inject('demoIds'));
});
afterAll(async () => {
  await browser?.close();
  await phone?.close();
});

describe('replay viewer (built app, real Chromium)', () => {
  it('has a seeded demo for every registered game', () => {
    const missing = GAME_IDS.filter((g) => !demos.some((d) => d.gameId === g));
    // Reported rather than skipped: a game without a demo has no board test below.
    if (missing.length) console.warn(`no demo duel for: ${missing.join(', ')}`);
    expect(demos.length).toBeGreaterThan(0);
  });

  for (const gameId of GAME_IDS) {
    it(`${gameId}: renders each demo at the moment its URL names, and screenshots each board mid-game`, async () => {
      mkdirSync(screenshotDir, { recursive: true });
      for (const m of demosOf(gameId)) {
        const page = await browser.context.newPage();
        const seq = midStep(m);
        const res = await page.goto(url(m, { at: seq, view: 'omniscient' }));
        expect(res?.status()).toBe(200);
        await expectAt(page, seq);
        expect(await page.getAttribute('[data-testid=board] .board', 'data-game')).toBe(m.gameId);
        expect((await page.textContent('h1'))?.trim()).toBe(m.title);
        expect((await page.textContent('[data-testid=narration]'))?.length).toBeGreaterThan(2);
        await page.screenshot({ path: path.join(screenshotDir, `board-${m.gameId}.png`), fullPage: true });
        await page.close();
        const pp = await phone.context.newPage();
        await pp.goto(url(m, { at: seq, view: 'p1' }));
        await expectAt(pp, seq);
        const overflow = await pp.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'no sideways scrolling on a phone').toBeLessThanOrEqual(1);
        await pp.screenshot({
          path: path.join(screenshotDir, `board-${m.gameId}-phone.png`),
          fullPage: true,
        });
        await pp.close();
      }
    });
  }

  it('a bare /m/<id> opens the main line at step 0, omniscient, and writes the moment into the URL', async () => {
    const m = demos[0];
    const page = await browser.context.newPage();
    await page.goto(url(m));
    await expectAt(page, 0);
    const q = new URL(page.url()).searchParams;
    expect(q.get('view')).toBe('omniscient');
    expect(q.get('line')).toBe(m.mainLineId);
    await page.close();
  });

  for (const gameId of GAME_IDS) {
    it(`${gameId}: steps with the keyboard: board and URL change together`, async () => {
      const long = steppable(demosOf(gameId));
      expect(long.length, `${gameId}: a demo of at least ${STEPPABLE} steps`).toBeGreaterThan(0);
      for (const m of long) {
        const page = await browser.context.newPage();
        const start = 3;
        await page.goto(url(m, { at: start }));
        await expectAt(page, start);
        await everyStep(page);
        // → until the board changes; every step moves the URL with it
        let seq = start;
        const before = await boardHtml(page);
        let changed = false;
        while (!changed && seq < m.events.length - 1) {
          await page.keyboard.press('ArrowRight');
          seq++;
          await expectAt(page, seq);
          changed = (await boardHtml(page)) !== before;
        }
        expect(changed, `${m.gameId}: the board changes within a few steps`).toBe(true);
        await page.keyboard.press('ArrowLeft');
        await expectAt(page, seq - 1);
        // Shift+→ / Shift+← by phase, PageDown / PageUp by turn, Home / End
        const cur = seq - 1;
        const nextPhase = m.phases.find((p) => p > cur) ?? m.events.length - 1;
        await page.keyboard.press('Shift+ArrowRight');
        await expectAt(page, nextPhase);
        const prevPhase = [...m.phases].reverse().find((p) => p < nextPhase) ?? 0;
        await page.keyboard.press('Shift+ArrowLeft');
        await expectAt(page, prevPhase);
        const nextTurn = m.turns.find((t) => t > prevPhase) ?? m.events.length - 1;
        await page.keyboard.press('PageDown');
        await expectAt(page, nextTurn);
        await page.keyboard.press('PageUp');
        await expectAt(page, [...m.turns].reverse().find((t) => t < nextTurn) ?? 0);
        await page.keyboard.press('End');
        await expectAt(page, m.events.length - 1);
        await page.keyboard.press('Home');
        await expectAt(page, 0);
        await page.close();
      }
    });
  }

  it('steps with the buttons, the event list and the timeline', async () => {
    const m = demos[0];
    const page = await browser.context.newPage();
    await page.goto(url(m, { at: 5 }));
    await expectAt(page, 5);
    const b0 = await boardHtml(page);
    await page.click('[data-testid=btn-next]');
    await expectAt(page, 6);
    await page.click('[data-testid=btn-prev]');
    await expectAt(page, 5);
    expect(await boardHtml(page)).toBe(b0);
    await page.click('[data-testid=btn-next-turn]');
    await expectAt(page, m.turns.find((t) => t > 5) ?? m.events.length - 1);
    await page.click('[data-testid=btn-last]');
    await expectAt(page, m.events.length - 1);
    await page.click('[data-testid=btn-first]');
    await expectAt(page, 0);
    await page.click('[data-testid=btn-next-phase]');
    await expectAt(page, m.phases.find((p) => p > 0) ?? m.events.length - 1);
    // an event of the list
    const target = Number(
      await page
        .getAttribute('[data-testid=events] li:last-child a', 'href')
        .then((h) => new URL(h!, baseURL()).searchParams.get('at')),
    );
    await page.click('[data-testid=events] li:last-child a');
    await expectAt(page, target);
    // the timeline: a click at 3/4 of its width lands near 3/4 of the line
    const box = (await page.locator('[data-testid=timeline] svg').boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75 + 1, box.y + box.height / 2);
    const landed = await at(page);
    expect(Math.abs(landed - 0.75 * m.events.length)).toBeLessThanOrEqual(2);
    await expectAt(page, landed);
    await page.close();
  });

  it('a reload keeps the position and the perspective; Back/Forward move through visited moments', async () => {
    const m = steppable(demos).at(-1)!;
    const page = await browser.context.newPage();
    await page.goto(url(m, { at: 2, view: 'p2' }));
    await expectAt(page, 2);
    await everyStep(page);
    await page.keyboard.press('ArrowRight');
    await expectAt(page, 3);
    await page.keyboard.press('ArrowRight');
    await expectAt(page, 4);
    const board4 = await boardHtml(page);
    await page.reload();
    await expectAt(page, 4);
    expect(await page.getAttribute('[data-testid=viewer]', 'data-view')).toBe('p2');
    expect(await boardHtml(page)).toBe(board4);
    await traverse(page, 'back');
    await expectAt(page, 3);
    await traverse(page, 'back');
    await expectAt(page, 2);
    await traverse(page, 'forward');
    await expectAt(page, 3);
    expect(new URL(page.url()).searchParams.get('view')).toBe('p2');
    await page.close();
  });

  it('switching perspective and language keeps the moment', async () => {
    const m = demos[0];
    const seq = midStep(m);
    const page = await browser.context.newPage();
    await page.goto(url(m, { at: seq }));
    await expectAt(page, seq);
    await page.click('[data-testid=view-p1]');
    await page.waitForSelector('[data-testid=viewer][data-view=p1][data-loading="0"]');
    expect(new URL(page.url()).searchParams.get('view')).toBe('p1');
    expect(await page.getAttribute('[data-testid=hand-p2]', 'data-hidden')).toBe('1');
    expect(await page.getAttribute('[data-testid=hand-p1]', 'data-hidden')).toBe('0');
    await page.click('[data-testid=lang-toggle]');
    await page.waitForSelector('html[lang=en]');
    await expectAt(page, seq);
    expect(new URL(page.url()).searchParams.get('view')).toBe('p1');
    expect(await page.textContent('[data-testid=view-omniscient]')).toBe('Omniscient');
    await page.click('[data-testid=lang-toggle]');
    await page.waitForSelector('html[lang=zh-CN]');
    await page.close();
  });

  it('autoplay advances on its own and stops when paused', async () => {
    const m = demos[0];
    const page = await browser.context.newPage();
    await page.goto(url(m, { at: 0 }));
    await expectAt(page, 0);
    await page.selectOption('[data-testid=speed]', '4');
    await page.click('[data-testid=btn-play]');
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid=viewer]')?.getAttribute('data-at')) >= 3,
    );
    await page.click('[data-testid=btn-play]');
    // paused, and the step that may have been under way when the click landed has finished loading
    await page.waitForSelector('[data-testid=btn-play][aria-pressed=false]');
    const stopped = await at(page);
    await expectAt(page, stopped);
    // Nothing may happen now, so this is a window to look through rather than a wait for a state: four
    // autoplay periods at speed 4. (A slow machine can only make it see fewer ticks, never fail it.)
    await page.waitForTimeout(1000);
    expect(await at(page)).toBe(stopped);
    expect(urlAt(page)).toBe(stopped);
    await page.close();
  });

  for (const gameId of GAME_IDS) {
    it(`${gameId}: a p1 link never shows p2's hand; neither the page source nor the JSON it fetches names p2's hidden cards`, async () => {
      for (const m of demosOf(gameId)) {
        const seq = midStep(m);
        const forbidden = forbiddenNames(m, 'p1', seq);
        const p2Hand = handNames(m, seq, 'p2');
        const page = await browser.context.newPage();
        const fetched = collectResponses(page, '/api/views/');
        const res = await page.goto(url(m, { at: seq, view: 'p1' }));
        const source = await res!.text();
        await expectAt(page, seq);
        await everyStep(page);
        // the p2 hand is drawn as card backs only
        expect(await page.getAttribute('[data-testid=hand-p2]', 'data-hidden')).toBe('1');
        expect(await page.locator('[data-testid=hand-p2] .card-name').count()).toBe(0);
        expect(await page.locator('[data-testid=hand-p2] [data-hidden-card]').count()).toBe(p2Hand.length);
        // step around so the client fetches more windows, then look at everything it received
        const last = m.events.length - 1;
        for (let i = 1; i <= 3; i++) {
          await page.keyboard.press('ArrowRight');
          await expectAt(page, Math.min(seq + i, last));
        }
        await page.keyboard.press('End');
        await expectAt(page, last);
        await page.keyboard.press('Home');
        await expectAt(page, 0);
        await fetched.settled();
        const dom = await page.content();
        for (const name of forbidden) {
          expect(source.includes(name), `${m.gameId}: page source names hidden ${name}`).toBe(false);
          for (const body of fetched.bodies)
            expect(body.includes(name), `${m.gameId}: fetched JSON names hidden ${name}`).toBe(false);
          expect(dom.includes(name), `${m.gameId}: DOM names hidden ${name}`).toBe(false);
        }
        await page.close();
      }
    });
  }

  it('some hidden names were actually checked', () => {
    const checked = demos.reduce((n, m) => n + forbiddenNames(m, 'p1', midStep(m)).length, 0);
    expect(checked).toBeGreaterThan(0);
  });
});
