/**
 * The authoring studio in real Chromium: an author creates a 武魂志 match, plays three rounds by clicking legal
 * actions, pins a draw, sees a refusal, makes a ruling, undoes, branches, writes a note (and a revision) and
 * shares the moment; a reader opens the share link and sees the note at its step, and cannot open the studio.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, openBrowser, screenshotDir, type Browser } from './support/browser';
import { clickAndWait, seqOf } from './support/studio-driver';

const turnOf = async (page: Page) => Number(await page.locator('[data-testid=turn]').textContent());

/**
 * One click of play: the first seat with a non-concession legal action; a pass where one is offered, except the
 * first summon of each seat (so the board is not empty), otherwise the first action offered.
 */
async function playOne(page: Page, summoned: Set<string>): Promise<void> {
  for (const seat of ['p1', 'p2']) {
    const all = page.locator(
      `[data-testid=legal-action][data-seat=${seat}]:not([data-type="match.concede"])`,
    );
    if ((await all.count()) === 0) continue;
    const types = await all.evaluateAll((els) => els.map((e) => e.getAttribute('data-type') ?? ''));
    let i = -1;
    if (!summoned.has(seat) && types.includes('summon.place')) {
      i = types.indexOf('summon.place');
      summoned.add(seat);
    }
    if (i < 0) i = types.findIndex((t) => t.includes('pass'));
    if (i < 0) i = 0;
    await clickAndWait(page, all.nth(i));
    return;
  }
  throw new Error('no legal action for either seat');
}

describe('authoring studio (built app, real Chromium)', () => {
  let author: Browser;
  let reader: Browser;
  beforeAll(async () => {
    author = await openBrowser({ viewport: { width: 1400, height: 1000 } });
    reader = await openBrowser();
    mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await author?.close();
    await reader?.close();
  });

  it('an author scripts a 武魂志 duel; a reader sees the note through the share link', async () => {
    const page = await author.context.newPage();

    // 1. New match (武魂志 is the default game; decks from content/wuhunzhi).
    await page.goto(baseURL() + '/new');
    expect(await page.locator('[data-testid=game]').inputValue()).toBe('wuhunzhi');
    await page.fill('[data-testid=title]', '稷下之战');
    await page.fill('[data-testid=name-p1]', '孙武');
    await page.fill('[data-testid=name-p2]', '白起');
    await page.click('summary');
    await page.fill('[data-testid=seed]', '20261129');
    await page.click('[data-testid=create]');
    const editLink = (await page.locator('[data-testid=edit-link]').textContent())!.trim();
    expect(editLink).toMatch(/\/studio\/m_[a-z0-9]+\/enter\?key=[A-Za-z0-9_-]{43}$/);
    await page.click('[data-testid=open-studio]');
    await page.waitForSelector('[data-testid=studio]');
    const matchId = new URL(page.url()).pathname.split('/')[2];
    expect(page.url()).not.toContain('key=');

    // 2. Play three rounds by clicking; pin p1's next draw at the start of round 2.
    const summoned = new Set<string>();
    let pinned = false;
    for (let clicks = 0; (await turnOf(page)) < 4; clicks++) {
      expect(clicks).toBeLessThan(200);
      if (!pinned && (await turnOf(page)) === 2) {
        await page.selectOption('[data-testid=pin-seat]', 'p1');
        const options = await page
          .locator('[data-testid=pin-card] option')
          .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
        await page.selectOption('[data-testid=pin-card]', options[options.length - 1]);
        await clickAndWait(page, page.locator('[data-testid=pin-draw]'));
        await expect(page.locator('[data-testid=pending-pins]').textContent()).resolves.toContain('孙武');
        await expect(page.locator('[data-testid=step]').last().textContent()).resolves.toContain('命运锁定');
        pinned = true;
      }
      await playOne(page, summoned);
    }
    expect(pinned).toBe(true);
    expect(await page.locator('[data-testid=pending-pins]').count()).toBe(0); // the pin was consumed by p1's draw
    await page.screenshot({ path: path.join(screenshotDir, 'studio-round-4.png'), fullPage: true });

    // 3. A refused ruling shows its zh/en reason; then a ruling with a reason is applied.
    const seqBeforeRuling = await seqOf(page);
    await page.selectOption('[data-testid=ruling-op]', 'setAltarDamage');
    await page.fill('[data-testid=ruling-reason]', '剧情需要：白起旧伤复发');
    await page.click('[data-testid=ruling-apply]');
    const err = page.locator('[data-testid=error]');
    await err.waitFor();
    expect(await err.getAttribute('data-code')).toBe('ERR_BAD_RULING');
    expect(await err.locator('[lang=en]').textContent()).toMatch(/ruling/i);
    expect(await seqOf(page)).toBe(seqBeforeRuling);
    await page.click('[data-testid=error-close]');
    await page.selectOption('[data-testid=ruling-field-seat]', 'p2');
    // Altars are picked as the board counts them, from 1 (the change still sends the engine's index 0).
    await page.selectOption('[data-testid=ruling-field-altar]', { label: '1' });
    await page.fill('[data-testid=ruling-field-value]', '1');
    await clickAndWait(page, page.locator('[data-testid=ruling-apply]'));
    await expect(page.locator('[data-testid=step]').last().textContent()).resolves.toContain('【作者裁定】');
    await expect(page.locator('[data-testid=step]').last().textContent()).resolves.toContain('第1号祭坛');
    expect(await seqOf(page)).toBe(seqBeforeRuling + 1);

    // 4. Undo: the line goes on from the previous step under the same name (main stays main); the abandoned
    // continuation is kept, archived.
    const nameBeforeUndo = await page.locator('[data-testid=line-name]').textContent();
    const lineBeforeUndo = new URL(page.url()).searchParams.get('line');
    await clickAndWait(page, page.locator('[data-testid=undo]'));
    expect(await seqOf(page)).toBe(seqBeforeRuling);
    await expect(page.locator('[data-testid=line-name]').textContent()).resolves.toBe(nameBeforeUndo);
    expect(new URL(page.url()).searchParams.get('line')).not.toBe(lineBeforeUndo);
    expect(await page.locator('[data-testid=line]').count()).toBe(2);
    const mainLine = new URL(page.url()).searchParams.get('line');

    // 5. Branch at step 10 and look at it; then go back to the main line.
    await page.locator('[data-testid=step][data-seq="10"] button').click();
    await page.fill('[data-testid=branch-name]', '如果白起先攻');
    await clickAndWait(page, page.locator('[data-testid=branch]'));
    expect(await seqOf(page)).toBe(10);
    await expect(page.locator('[data-testid=line-name]').textContent()).resolves.toBe('如果白起先攻');
    expect(await page.locator('[data-testid=line]').count()).toBe(3);
    await clickAndWait(
      page,
      page.locator(`[data-testid=line][data-line="${mainLine}"] [data-testid=line-open]`),
    );
    expect(await seqOf(page)).toBe(seqBeforeRuling);

    // 6. A note at step 12, then a revision of it; the history shows both.
    await page.locator('[data-testid=step][data-seq="12"] button').click();
    await page.selectOption('[data-testid=note-new] [data-testid=note-kind]', 'dialogue');
    await page.fill('[data-testid=note-new] [data-testid=note-body]', '孙武：“兵者，诡道也。”');
    await page.click('[data-testid=note-new] [data-testid=note-save]');
    await page.locator('[data-testid=studio-note]').waitFor();
    await page.click('[data-testid=note-edit-toggle]');
    await page.fill(
      '[data-testid=note-edit] [data-testid=note-body]',
      '孙武：“兵者，诡道也。故能而示之不能。”',
    );
    await page.click('[data-testid=note-edit] [data-testid=note-save]');
    await page.locator('[data-testid=studio-note] > .note-body >> text=故能而示之不能').waitFor();
    await page.click('[data-testid=note-history]');
    await page.locator('[data-testid=note-revisions] li').nth(1).waitFor();
    expect(await page.locator('[data-testid=note-revisions] li').count()).toBe(2);

    // Two tabs append at once: the stale one gets ERR_CONFLICT (nothing lost, no silent fork) and catches up.
    const tab2 = await author.context.newPage();
    await tab2.goto(page.url());
    await tab2.waitForSelector('[data-testid=studio]');
    const atStart = await seqOf(page);
    await playOne(page, summoned);
    const stale = tab2.locator('[data-testid=legal-action]:not([data-type="match.concede"])').first();
    await stale.click();
    await tab2.locator('[data-testid=error][data-code=ERR_CONFLICT]').waitFor();
    await tab2.waitForFunction(
      (n) => document.querySelector('[data-testid=seq]')?.textContent === `#${n}`,
      atStart + 1,
    );
    expect(await page.locator('[data-testid=line]').count()).toBe(3);
    await tab2.close();
    await page.locator('[data-testid=step][data-seq="12"] button').click();

    // A hostile note is stored and shown as text (the author's page and the reader's page run nothing).
    const hostile =
      '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> [click](javascript:window.__pwned=3)';
    await page.selectOption('[data-testid=note-new] [data-testid=note-kind]', 'commentary');
    await page.fill('[data-testid=note-new] [data-testid=note-body]', hostile);
    await page.click('[data-testid=note-new] [data-testid=note-save]');
    await page.locator('[data-testid=studio-note]').nth(1).waitFor();
    // The studio renders the note's markdown as readers will see it: the tags stay visible text, and the
    // javascript: link keeps its words but gets no address.
    const hostileNote = page.locator('[data-testid=studio-note]').nth(1);
    const shown = await hostileNote.locator('p').first().textContent();
    expect(shown).toContain('<script>window.__pwned = 1</script>');
    expect(shown).toContain('<img src=x onerror="window.__pwned = 2">');
    expect(shown).toContain('click');
    expect(await hostileNote.locator('a[href^="javascript:"], script, img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    // 7. Share this moment.
    await page.click('[data-testid=share-create]');
    const shareUrl = await page.locator('[data-testid=share-url]').inputValue();
    expect(shareUrl).toMatch(/\/r\/[A-Za-z0-9_-]{22}$/);
    // … and the iframe code of its embed player
    expect(await page.locator('[data-testid=embed-code]').inputValue()).toContain(
      `src="${shareUrl.replace('/r/', '/e/')}"`,
    );
    expect(await page.locator('[data-testid=moment-url]').inputValue()).toContain(
      `/m/${matchId}?at=12&line=${mainLine}`,
    );
    await page.screenshot({ path: path.join(screenshotDir, 'studio-note-share.png'), fullPage: true });

    // 8. The reader: a draft is not found; published by link it opens at the note's step, out of the library
    // until listed; the studio stays closed.
    const rp = await reader.context.newPage();
    expect((await rp.goto(shareUrl))?.status()).toBe(404);
    await page.click('[data-testid=publish-unlisted]');
    await page.locator('[data-testid=publish-panel][data-publication=unlisted]').waitFor();
    await rp.goto(baseURL() + '/');
    expect(await rp.locator(`[data-testid=library] a[href^="/m/${matchId}"]`).count()).toBe(0);
    const res = await rp.goto(shareUrl);
    expect(res?.status()).toBe(200);
    await expect(rp.locator('body').textContent()).resolves.toContain('故能而示之不能');
    await rp.screenshot({ path: path.join(screenshotDir, 'studio-reader-share.png'), fullPage: true });
    expect(await rp.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await rp.locator('a[href^="javascript:"], script:text("__pwned"), img[onerror]').count()).toBe(0);
    await rp.goto(`${baseURL()}/studio/${matchId}`);
    await rp.locator('[data-testid=no-key]').waitFor();
    const write = await rp.evaluate(async (id) => {
      const r = await fetch(`/api/matches/${id}/notes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      return r.status;
    }, matchId);
    expect(write).toBe(403);
    await page.click('[data-testid=publish-listed]');
    await page.locator('[data-testid=publish-panel][data-publication=listed]').waitFor();
    await rp.goto(baseURL() + '/');
    await rp.locator(`[data-testid=library] a[href^="/m/${matchId}"]`).first().waitFor();
  }, 600_000);
});
