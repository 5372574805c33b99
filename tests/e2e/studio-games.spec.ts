/**
 * The studio of every game, as a novelist uses it, in real Chromium: from the new-match page to a published,
 * shared match — at least 15 actions taken by clicking the board, a pass run, a pinned draw, a ruling, an undo and
 * a note. No visible text of the studio or of the reader's page reads like an engine identifier; the main line
 * keeps its name through the undo; the abandoned line is never offered to a reader; the match is in the library
 * only once it is listed. Each studio is screenshotted at 1440×900 with the next action in view.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '@/machines/registry';
import { baseURL, openBrowser, screenshotDir, type Browser } from './support/browser';
import { engineIdentifiers } from '@/tests/support/identifiers';
import { actFromList, actOnBoard, clickAndWait, seqOf } from './support/studio-driver';

/** Per game: the players, and a ruling the story makes (the form's fields as the author fills them). */
const SCENES: Record<
  string,
  {
    p1: string;
    p2: string;
    ruling: { op: string; select?: Record<string, string>; fill: Record<string, string> };
  }
> = {
  wuhunzhi: {
    p1: '孙武',
    p2: '白起',
    ruling: { op: 'setAltarDamage', select: { seat: 'p2', altar: '0' }, fill: { value: '1' } },
  },
  xingjie: {
    p1: '韩信',
    p2: '项羽',
    ruling: { op: 'setHp', select: { seat: 'p2' }, fill: { value: '120' } },
  },
  xueqi: { p1: '林焰', p2: '夜鸦', ruling: { op: 'setLp', select: { seat: 'p2' }, fill: { value: '3000' } } },
};

const BOARD_ACTIONS = 15;

const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

async function expectNoIdentifiers(page: Page, where: string) {
  expect(engineIdentifiers(await visibleText(page)), where).toEqual([]);
}

describe('the studio of each game (built app, real Chromium)', () => {
  let author: Browser;
  let reader: Browser;
  beforeAll(async () => {
    author = await openBrowser({ viewport: { width: 1440, height: 900 } });
    reader = await openBrowser();
    mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await author?.close();
    await reader?.close();
  });

  for (const gameId of Object.keys(GAMES)) {
    it(`${gameId}: new match → board clicks, pass run, pin, ruling, undo, note → published and shared`, async () => {
      const scene = SCENES[gameId];
      expect(scene, `a scene for ${gameId}`).toBeDefined();
      const page = await author.context.newPage();

      // 1. The new-match page: every input labelled; the match starts as a draft.
      await page.goto(baseURL() + '/new');
      await page.selectOption('[data-testid=game]', gameId);
      await page.fill('[data-testid=title]', `${scene.p1}对${scene.p2}`);
      await page.fill('[data-testid=name-p1]', scene.p1);
      await page.fill('[data-testid=name-p2]', scene.p2);
      const unlabelled = await page
        .locator('[data-testid=new-match] input:visible, [data-testid=new-match] select:visible')
        .evaluateAll((els) =>
          els.filter((e) => !(e as HTMLInputElement).labels?.length).map((e) => e.outerHTML),
        );
      expect(unlabelled).toEqual([]);
      await page.click('[data-testid=create]');
      await page.click('[data-testid=open-studio]');
      await page.waitForSelector('[data-testid=studio]');
      const matchId = new URL(page.url()).pathname.split('/')[2];
      const rp = await reader.context.newPage();
      expect((await rp.goto(`${baseURL()}/m/${matchId}`))?.status(), 'a draft is not found').toBe(404);

      // 2. Pin p1's next draw (the last card the picker offers).
      await page.selectOption('[data-testid=pin-seat]', 'p1');
      const cards = await page
        .locator('[data-testid=pin-card] option')
        .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean));
      await page.selectOption('[data-testid=pin-card]', cards[cards.length - 1]);
      await clickAndWait(page, page.locator('[data-testid=pin-draw]'));
      await expect(page.locator('[data-testid=pending-pins]').textContent()).resolves.toContain(scene.p1);

      // 3. Play by clicking the board; once, let a pass run carry the story to the next phase.
      let onBoard = 0;
      let passRuns = 0;
      let storyMoves = 0;
      for (let tries = 0; onBoard < BOARD_ACTIONS; tries++) {
        expect(tries, 'the board keeps offering actions').toBeLessThan(120);
        if ((await page.locator('[data-testid=result]').count()) > 0) break;
        if (passRuns === 0 && onBoard >= 5 && (await page.locator('[data-testid=pass-run-phase]').count())) {
          const before = await seqOf(page);
          await clickAndWait(page, page.locator('[data-testid=pass-run-phase]'));
          expect(await seqOf(page)).toBeGreaterThan(before);
          passRuns++;
          continue;
        }
        const intent = (await actOnBoard(page, { avoidPass: tries % 3 !== 2 })) ?? (await actOnBoard(page));
        if (intent) {
          onBoard++;
          if (intent !== 'pass') storyMoves++;
        } else await actFromList(page);
      }
      expect(onBoard).toBeGreaterThanOrEqual(BOARD_ACTIONS);
      expect(storyMoves, 'board clicks that summon, attack or play a card').toBeGreaterThanOrEqual(3);
      expect(passRuns).toBe(1);
      await expectNoIdentifiers(page, `${gameId} studio while playing`);

      // 4. A ruling in the form's own words, with a reason; the steps list tells it as the author's ruling.
      const r = scene.ruling;
      await page.selectOption('[data-testid=ruling-op]', r.op);
      for (const [name, value] of Object.entries(r.select ?? {}))
        await page.selectOption(`[data-testid=ruling-field-${name}]`, value);
      for (const [name, value] of Object.entries(r.fill))
        await page.fill(`[data-testid=ruling-field-${name}]`, value);
      await page.fill('[data-testid=ruling-reason]', '剧情需要');
      await clickAndWait(page, page.locator('[data-testid=ruling-apply]'));
      await expect(page.locator('[data-testid=step]').last().textContent()).resolves.toContain(
        '【作者裁定】',
      );

      // 5. One more action, undone: the line keeps its name, the abandoned continuation is archived.
      const seqBeforeTry = await seqOf(page);
      if (!(await actOnBoard(page))) await actFromList(page);
      const name = await page.locator('[data-testid=line-name]').textContent();
      expect(name, 'the first line reads as the main line, not the store name').toBe('主线');
      const abandoned = new URL(page.url()).searchParams.get('line')!;
      await clickAndWait(page, page.locator('[data-testid=undo]'));
      expect(await seqOf(page)).toBe(seqBeforeTry);
      await expect(page.locator('[data-testid=line-name]').textContent()).resolves.toBe(name);
      const mainLine = new URL(page.url()).searchParams.get('line')!;
      expect(mainLine).not.toBe(abandoned);
      await expect(
        page.locator(`[data-testid=lines-archived] [data-testid=line][data-line="${abandoned}"]`).count(),
      ).resolves.toBe(1);

      // 6. A note at the current step, previewed as readers will see it.
      const noteSeq = await seqOf(page);
      await page.selectOption('[data-testid=note-new] [data-testid=note-kind]', 'narration');
      await page.fill('[data-testid=note-new] [data-testid=note-body]', `**${scene.p1}**深吸一口气。`);
      await page.click('[data-testid=note-new] [data-testid=note-save]');
      await page.locator('[data-testid=studio-note] strong').first().waitFor();
      await expectNoIdentifiers(page, `${gameId} studio after ruling, undo and note`);

      // The next action is in view without scrolling (1440×900).
      await page.evaluate(() => window.scrollTo(0, 0));
      const next = await page.locator('[data-testid=legal]').boundingBox();
      expect(next && next.y + 80 <= 900, 'the legal actions start within the first screen').toBe(true);
      await page.screenshot({ path: path.join(screenshotDir, `studio-${gameId}-1440.png`) });

      // 7. Published by link: the reader's page opens, speaks no engine words and never offers the abandoned line.
      await page.click('[data-testid=publish-unlisted]');
      await page.locator('[data-testid=publish-panel][data-publication=unlisted]').waitFor();
      const res = await rp.goto(`${baseURL()}/m/${matchId}?at=${noteSeq}&line=${mainLine}`);
      expect(res?.status()).toBe(200);
      await rp.locator(`[data-testid=viewer][data-at="${noteSeq}"][data-ready="1"]`).waitFor();
      await expectNoIdentifiers(rp, `${gameId} reader page`);
      expect((await rp.content()).includes(abandoned), 'the abandoned line is named in the page').toBe(false);
      // asked for by address, the abandoned line is not there for a reader: the page opens the main line
      await rp.goto(`${baseURL()}/m/${matchId}?line=${abandoned}`);
      await rp.locator('[data-testid=viewer][data-ready="1"]').waitFor();
      await rp.waitForFunction((l) => new URL(location.href).searchParams.get('line') === l, mainLine);
      expect(await rp.locator(`a[href*="${abandoned}"]`).count(), 'a link to the abandoned line').toBe(0);
      await page.click('[data-testid=share-create]');
      const shareUrl = await page.locator('[data-testid=share-url]').inputValue();
      expect((await rp.goto(shareUrl))?.status()).toBe(200);

      // 8. The library lists it only once it is listed.
      await rp.goto(baseURL() + '/');
      expect(await rp.locator(`[data-testid=library] a[href^="/m/${matchId}"]`).count()).toBe(0);
      await page.click('[data-testid=publish-listed]');
      await page.locator('[data-testid=publish-panel][data-publication=listed]').waitFor();
      await rp.goto(baseURL() + '/');
      await rp.locator(`[data-testid=library] a[href^="/m/${matchId}"]`).first().waitFor();
      await rp.close();
      await page.close();
    }, 600_000);
  }
});
