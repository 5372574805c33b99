/**
 * Issue 18 in real Chromium: spoiler-safe by default. At a mid-match step of each game's demo, no narration of a
 * later step and no note anchored later is in the page's text, and the later notes are counted instead.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openStore } from '@/db/store/open';
import { narrateText } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { baseURL, openBrowser, type Browser } from './support/browser';
import { type DemoMatch, demoMatches, midStep } from '../unit/viewer/e2e';

let browser: Browser;
let demos: DemoMatch[];
let notes: Map<string, Array<{ seq: number; body: string }>>;

beforeAll(async () => {
  browser = await openBrowser();
  demos = await demoMatches(inject('dbPath'), inject('demoIds'));
  const s = await openStore({ path: inject('dbPath'), databaseUrl: '' });
  try {
    notes = new Map();
    for (const d of demos)
      notes.set(
        d.id,
        (await s.listNotes(d.id)).map((n) => ({ seq: n.seq, body: n.body })),
      );
  } finally {
    await s.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

async function openAt(page: Page, m: DemoMatch, seq: number) {
  await page.goto(`${baseURL()}/m/${m.id}?at=${seq}&view=omniscient&lang=zh`);
  await page.waitForSelector(`[data-testid=viewer][data-at="${seq}"][data-loading="0"][data-ready="1"]`);
}

/** A note body's words as the page shows them (markdown marks dropped), its longest line. */
const plainLine = (body: string) =>
  body
    .replace(/[*_`#>[\]()!]/g, '')
    .split('\n')
    .map((l) => l.trim())
    .sort((a, b) => b.length - a.length)[0] ?? '';

describe.each(Object.keys(GAMES))('reader, spoiler-safe (%s)', (gameId) => {
  it('at a mid-match step, no later narration or note text is in the page', async () => {
    const page = await browser.context.newPage();
    try {
      for (const m of demos.filter((d) => d.gameId === gameId)) {
        const mid = midStep(m);
        await openAt(page, m, mid);
        const text = await page.evaluate(() => document.body.innerText);
        const told = (seq: number) => narrateText(m.def, m.states[seq - 1], m.events[seq], m.states[seq]).zh;
        const upToNow = new Set<string>();
        for (let s = 1; s <= mid; s++) upToNow.add(told(s));
        for (let s = mid + 1; s < m.events.length; s++) {
          const t = told(s);
          if (t.length < 6 || [...upToNow].some((u) => u.includes(t))) continue;
          expect(text.includes(t), `${m.title}: step ${s} narration shown at step ${mid}`).toBe(false);
        }
        const ns = notes.get(m.id) ?? [];
        const earlier = ns.filter((n) => n.seq <= mid).map((n) => plainLine(n.body));
        const later = ns.filter((n) => n.seq > mid);
        for (const n of later) {
          const line = plainLine(n.body);
          if (line.length < 6 || earlier.some((e) => e.includes(line))) continue;
          expect(text.includes(line), `${m.title}: note at ${n.seq} shown at step ${mid}`).toBe(false);
        }
        if (later.length > 0) {
          const count = await page.getAttribute('[data-testid=notes-later]', 'data-count');
          expect(Number(count)).toBe(later.length);
        }
      }
    } finally {
      await page.close();
    }
  }, 120_000);
});
