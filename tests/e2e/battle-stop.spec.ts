/**
 * Issue 13.4 in real Chromium: at a 武魂志 demo step that finishes a battle and runs on through the end phase, the
 * battle-outcome sub-step shows the board as it stood at the end of battle (the altar damage the end phase then
 * clears); the next sub-step shows the step's own board again.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import {
  applyInPlaceWithStops,
  cloneState,
  stepConsequences,
  stopSubStep,
  upcastEvent,
} from '@/machines/engine';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { baseURL, openBrowser, type Browser } from './support/browser';
import { type DemoMatch, demoMatches } from '../unit/viewer/e2e';

let browser: Browser;
let demos: DemoMatch[];

beforeAll(async () => {
  browser = await openBrowser();
  demos = await demoMatches(inject('dbPath'), inject('demoIds'));
});
afterAll(async () => {
  await browser?.close();
});

/** Altar damage as the 武魂志 board prints it (伤 <n>, destroyed altars too), sorted. */
const altarDamage = (s: WuhunzhiState) =>
  (['p1', 'p2'] as const)
    .flatMap((seat) => s.game.boards[seat].altars.filter((a) => a.damage > 0).map((a) => `伤 ${a.damage}`))
    .sort();

/** The first step of a demo that passes the end of battle with altar damage the end phase then heals. */
function healedBattle(m: DemoMatch) {
  for (let seq = 1; seq < m.events.length; seq++) {
    const before = m.states[seq - 1];
    const draft = cloneState(before);
    const ev = upcastEvent(m.def, m.events[seq]);
    const { stops } = applyInPlaceWithStops(m.def, draft, ev);
    if (!stops.length || stepConsequences(m.def, before, ev, draft).length < 2) continue;
    const stop = stops[0].state as WuhunzhiState;
    const total = (x: WuhunzhiState) =>
      (['p1', 'p2'] as const).reduce(
        (n, seat) => n + x.game.boards[seat].altars.reduce((m, a) => m + a.damage, 0),
        0,
      );
    const heldDamage = total(stop);
    const leftDamage = total(draft as WuhunzhiState);
    if (heldDamage > leftDamage)
      return { seq, sub: stopSubStep(m.def, before, ev, stop, draft), stop, draft };
  }
  return null;
}

/** The altar damage the page's board shows, sorted. */
async function dmgTexts(page: Page): Promise<string[]> {
  const texts = await page.$$eval('[data-testid=board] .altar-dmg', (els) =>
    els.map((e) => e.textContent ?? ''),
  );
  return texts.filter((t) => t.startsWith('伤')).sort();
}

describe('reader stop at the end of a 武魂志 battle', () => {
  it('the battle-outcome sub-step shows the battle’s damage before the end phase clears it', async () => {
    const m = demos.find((d) => d.gameId === 'wuhunzhi' && healedBattle(d));
    expect(m, 'a 武魂志 demo with a battle that ends inside one action').toBeTruthy();
    const f = healedBattle(m!)!;
    const page = await browser.context.newPage();
    try {
      await page.goto(`${baseURL()}/m/${m!.id}?at=${f.seq}&sub=${f.sub}&view=omniscient&lang=zh`);
      await page.waitForSelector(
        `[data-testid=viewer][data-at="${f.seq}"][data-loading="0"][data-ready="1"]`,
      );
      await page.waitForSelector(`[data-testid=sub-steps][data-sub="${f.sub}"]`);
      expect(await page.textContent('[data-testid=sub-steps] li.current')).toContain('战斗阶段结束');
      const atStop = altarDamage(f.stop);
      await page.waitForFunction(
        (n) =>
          [...document.querySelectorAll('[data-testid=board] .altar-dmg')].filter((e) =>
            (e.textContent ?? '').startsWith('伤'),
          ).length === n,
        atStop.length,
      );
      expect(await dmgTexts(page)).toEqual(atStop);
      // the next sub-step (the end phase under way) shows the step's board: that damage is cleared
      await page.click('[data-testid=sub-next]');
      await page.waitForSelector(`[data-testid=sub-steps][data-sub="${f.sub + 1}"]`);
      const after = altarDamage(f.draft as WuhunzhiState);
      await page.waitForFunction(
        (n) =>
          [...document.querySelectorAll('[data-testid=board] .altar-dmg')].filter((e) =>
            (e.textContent ?? '').startsWith('伤'),
          ).length === n,
        after.length,
      );
      expect(await dmgTexts(page)).toEqual(after);
    } finally {
      await page.close();
    }
  });
});
