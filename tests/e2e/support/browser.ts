/**
 * Real Chromium through playwright-core, a fresh profile per browser, flags that suit this closed network and a
 * loaded machine. Tests wait on the page's own states (data-* attributes, URLs, responses), never on fixed
 * sleeps; the deadlines below are generous so that a busy laptop (load average 10 on 2 cores, `next start`
 * and Chromium sharing them with the test runner) still meets them. A deadline only decides how long a broken
 * page takes to fail, never how long a working one takes to pass.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** How long a wait on a selector, a state or a function may take (Playwright's default is 30 s). */
export const STATE_DEADLINE = 90_000;
/** How long a navigation may take (a cold server-rendered page under load). */
export const NAVIGATION_DEADLINE = 120_000;

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function openBrowser(
  opts: {
    javaScriptEnabled?: boolean;
    viewport?: { width: number; height: number };
    /** A phone: touch events, and the page laid out by its viewport meta tag as a phone does. */
    phone?: boolean;
  } = {},
): Promise<Browser> {
  const dir = mkdtempSync(path.join(tmpdir(), 'duelscribe-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: inject('chromium'),
    headless: true,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    viewport: opts.viewport ?? { width: 1280, height: 860 },
    hasTouch: opts.phone ?? false,
    isMobile: opts.phone ?? false,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // a busy machine must not slow the page's own timers (autoplay) or park a page that is not in front
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
    ],
  });
  context.setDefaultTimeout(STATE_DEADLINE);
  context.setDefaultNavigationTimeout(NAVIGATION_DEADLINE);
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const baseURL = () => inject('baseURL');

/**
 * Collect the bodies of the responses to requests whose URL contains `part`, and wait until none is in flight
 * (an event count, not a sleep).
 */
export function collectResponses(page: Page, part: string) {
  const bodies: string[] = [];
  let inFlight = 0;
  page.on('request', (r) => {
    if (r.url().includes(part)) inFlight++;
  });
  page.on('requestfailed', (r) => {
    if (r.url().includes(part)) inFlight--;
  });
  page.on('requestfinished', async (r) => {
    if (!r.url().includes(part)) return;
    const res = await r.response();
    bodies.push((await res?.text().catch(() => '')) ?? '');
    inFlight--;
  });
  return {
    bodies,
    /** Resolves once every request seen so far has finished and its body is read. */
    settled: () => expect.poll(() => inFlight, { timeout: STATE_DEADLINE, interval: 50 }).toBe(0),
  };
}
export const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');
