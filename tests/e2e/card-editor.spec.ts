/**
 * The card editor in real Chromium (issue 12 point 5): an author creates a card set on /cards, adds a 武魂志
 * soul, fills its fields and sees the preview (the board's card face) follow; a number out of range is shown at
 * its field; the author saves, reloads and sees the card; export downloads the set file; "try it" opens a
 * scratch match in the studio. Screenshots of the editor at 1440×900 and 390×844, and of /cards.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, openBrowser, screenshotDir, type Browser } from './support/browser';
import { engineIdentifiers } from '@/tests/support/identifiers';

describe('card editor (built app, real Chromium)', () => {
  let author: Browser;
  beforeAll(async () => {
    author = await openBrowser({ viewport: { width: 1440, height: 900 } });
    mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await author?.close();
  });

  it('creates a set, edits a card with a live preview and field errors, saves, reloads and exports', async () => {
    const page = await author.context.newPage();
    await page.goto(baseURL() + '/cards');
    await page.waitForSelector('[data-testid=sets-empty], [data-testid=set-row]');
    await page.selectOption('[data-testid=new-set-game]', 'wuhunzhi');
    await page.fill('[data-testid=new-set-name]', '第三十七章');
    await page.click('[data-testid=new-set-create]');
    await page.waitForSelector('[data-testid=set-editor][data-revision="1"]');

    // Add a soul: the template, with an id suggested from its name.
    await page.selectOption('[data-testid=add-type]', 'soul');
    await page.click('[data-testid=add-card]');
    await page.fill('[data-testid=field-name-zh]', '苍龙');
    await page.fill('[data-testid=field-name-en]', 'Azure Dragon');
    expect(await page.inputValue('[data-testid=field-id]')).toBe('azure-dragon');
    await page.fill('[data-testid=field-basePower]', '2000');
    await page.fill('[data-testid=field-text-zh]', '苍龙入阵时，己方灵魂战力上升。');

    // The preview follows: the board's card face and the detail's numbers and text.
    const preview = page.locator('[data-testid=preview]');
    await page.waitForFunction(() => {
      const t = document.querySelector('[data-testid=preview-detail]')?.textContent ?? '';
      return t.includes('苍龙') && t.includes('2000') && t.includes('己方灵魂战力上升');
    });
    expect(await preview.locator('.card[data-face=soul]').getAttribute('data-card')).toBe('苍龙');
    expect(engineIdentifiers(await preview.innerText())).toEqual([]);

    // A soul grade out of range: refused at its field, the last good face kept.
    await page.fill('[data-testid=field-soulGrade]', '9');
    const gradeError = page.locator('[data-field=soulGrade] [data-testid=field-error]');
    await gradeError.waitFor();
    expect(await gradeError.textContent()).toBe('须为 0–5 的整数');
    expect(await preview.getAttribute('data-stale')).toBe('1');
    await page.screenshot({ path: path.join(screenshotDir, 'card-editor-error.png'), fullPage: true });
    await page.fill('[data-testid=field-soulGrade]', '3');
    await gradeError.waitFor({ state: 'detached' });
    await page.waitForFunction(() =>
      /魂度\s*3/.test(document.querySelector('[data-testid=preview-detail]')?.textContent ?? ''),
    );

    // A JSON syntax error in the effects is shown with its line and column, and saving waits for it.
    await page.fill('[data-testid=effects-json]', '{\n  "skills": [\n}');
    expect(await page.textContent('[data-testid=effects-json-syntax]')).toMatch(/第 3 行第 \d+ 列/);
    expect(await page.isDisabled('[data-testid=save]')).toBe(true);
    await page.fill('[data-testid=effects-json]', '{ "skills": [] }');
    await page.locator('[data-testid=effects-json-syntax]').waitFor({ state: 'detached' });

    // A starter card's effect borrowed by its name and printed text: the skill lands in the JSON, the card passes.
    const modi = page.locator('[data-testid=effect-source] option[value=s-modi]');
    expect(await modi.textContent()).toContain('奋起');
    await page.selectOption('[data-testid=effect-source]', 's-modi');
    await page.click('[data-testid=effect-source-add]');
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid=effects-json]') as HTMLTextAreaElement).value.includes(
        'onReveal',
      ),
    );
    await page.waitForFunction(
      () => document.querySelector('[data-testid=preview]')?.getAttribute('data-stale') !== '1',
    );
    expect(await page.locator('[data-testid=effects-error]').count()).toBe(0);

    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      // the whole page laid out and painted at this size before the full-page shot
      await page.locator('[data-testid=export-set]').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(screenshotDir, `card-editor-${w}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // Save, reload, and the card is there.
    await page.click('[data-testid=save]');
    await page.waitForSelector('[data-testid=set-editor][data-revision="2"]');
    expect(await page.textContent('[data-testid=save-state]')).toContain('已保存为第 2 版');
    await page.reload();
    await page.waitForSelector('[data-testid=set-editor][data-revision="2"]');
    expect(await page.textContent('[data-testid=card-list]')).toContain('苍龙');
    expect(await page.inputValue('[data-testid=field-soulGrade]')).toBe('3');
    await page.waitForSelector('[data-testid=history-row] >> nth=1');

    // Export downloads the set file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=export-set]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.cards\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      format: string;
      cards: Array<{ id: string; soulGrade: number }>;
    };
    expect(file.format).toBe('duelscribe-card-set');
    expect(file.cards).toMatchObject([{ id: 'azure-dragon', soulGrade: 3 }]);

    // Try it: a scratch match opens in the studio with the card in the first player's hand (武魂志 deals the
    // opening hand after both setup choices: the match starts as a scene from there).
    await page.click('[data-testid=try-card]');
    await page.waitForURL(/\/studio\//);
    await page.waitForSelector('[data-testid=studio]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=board-pick]')?.textContent?.includes('苍龙'),
    );

    // The set is listed on /cards under its game.
    await page.goto(baseURL() + '/cards');
    await page.waitForSelector('[data-testid=set-group][data-game=wuhunzhi] [data-testid=set-row]');
    expect(await page.textContent('[data-testid=set-group][data-game=wuhunzhi]')).toContain('第三十七章');
    await page.screenshot({ path: path.join(screenshotDir, 'card-sets.png'), fullPage: true });
    // The editor in English: labels and words in English, the author's Chinese name as written.
    await page.click('[data-testid=set-row] a');
    await page.waitForSelector('[data-testid=preview-detail]');
    await page.click('[data-testid=lang-toggle]');
    await page.waitForFunction(() => document.querySelector('[data-testid=save]')?.textContent === 'Save');
    await page.waitForSelector('[data-testid=preview-detail]');
    await page.screenshot({ path: path.join(screenshotDir, 'card-editor-en.png'), fullPage: true });
    expect(engineIdentifiers(await page.locator('[data-testid=set-editor]').innerText())).toEqual([]);
    await page.close();
  });
});
