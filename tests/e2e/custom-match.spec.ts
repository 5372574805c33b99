/**
 * Issue 12 in real Chromium, as its acceptance states it: an author writes a card in the editor (/cards) and sees
 * it previewed; the set is picked on /new; its card is added to player one's deck with the deck builder
 * (one starter card taken out to keep the deck legal, the new card moved to the top of a stacked deck), the match
 * is created, and in the studio the card is offered by its name (pinning a draw), drawn at once and summoned. The
 * published match's share link, opened by a reader in a fresh browser, shows the card's face by its name and its
 * rules text in the detail. No card id reaches the author's or the reader's eyes.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, openBrowser, screenshotDir, type Browser } from './support/browser';
import { clickAndWait } from './support/studio-driver';

/** The id the editor suggests from the English name. */
const CARD_ID = 'daybreak';
const CARD = {
  type: 'soul',
  id: CARD_ID,
  name: { zh: '破晓', en: 'Daybreak' },
  identity: { zh: '守夜人', en: 'Night Watch' },
  attribute: 'courage',
  soulGrade: 0,
  basePower: 1500,
  skills: [],
  text: { zh: '天亮之前，守夜人不睡。', en: 'Before dawn the watch does not sleep.' },
};

describe('custom cards from /new to a reader (built app, real Chromium)', () => {
  let author: Browser;
  let reader: Browser;
  beforeAll(async () => {
    author = await openBrowser({ viewport: { width: 1440, height: 900 } });
    mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await author?.close();
    await reader?.close();
  });

  it('a card set picked on /new, its card built into a deck, drawn, summoned and read by its name', async () => {
    const page = await author.context.newPage();

    // 0. The author writes the card in the editor (/cards): a set, a soul with its numbers and text, previewed
    //    by the board's own card face, saved.
    await page.goto(`${baseURL()}/cards`);
    await page.waitForSelector('[data-testid=sets-empty], [data-testid=set-row]');
    await page.selectOption('[data-testid=new-set-game]', 'wuhunzhi');
    await page.fill('[data-testid=new-set-name]', '长夜卷');
    await page.click('[data-testid=new-set-create]');
    await page.waitForSelector('[data-testid=set-editor][data-revision="1"]');
    const setId = new URL(page.url()).pathname.split('/')[2];
    await page.selectOption('[data-testid=add-type]', 'soul');
    await page.click('[data-testid=add-card]');
    await page.fill('[data-testid=field-name-zh]', CARD.name.zh);
    await page.fill('[data-testid=field-name-en]', CARD.name.en);
    expect(await page.inputValue('[data-testid=field-id]')).toBe(CARD_ID);
    await page.fill('[data-testid=field-soulGrade]', String(CARD.soulGrade));
    await page.fill('[data-testid=field-basePower]', String(CARD.basePower));
    await page.fill('[data-testid=field-text-zh]', CARD.text.zh);
    await page.fill('[data-testid=field-text-en]', CARD.text.en);
    await page.waitForFunction((text) => {
      const t = document.querySelector('[data-testid=preview-detail]')?.textContent ?? '';
      return t.includes('破晓') && t.includes('1500') && t.includes(text);
    }, CARD.text.zh);
    expect(await page.locator('[data-testid=preview] .card[data-face=soul]').getAttribute('data-card')).toBe(
      '破晓',
    );
    await page.click('[data-testid=save]');
    await page.waitForSelector('[data-testid=set-editor][data-revision="2"]');
    await page.goto(`${baseURL()}/new?game=wuhunzhi`);
    await page.waitForSelector('[data-testid=custom-cards]');

    // 1. /new: the set is offered; picked, its card is listed by name and type.
    await page.click(`[data-testid=card-set-${setId}]`);
    const row = page.locator(`[data-testid=custom-card-${CARD_ID}]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('破晓');
    expect(await row.textContent()).toContain('灵魂');
    await page.fill('[data-testid=name-p1]', '林守');
    await page.fill('[data-testid=name-p2]', '夜行');

    // 2. Added to p1's deck: the seat switches to a pasted list built from its preset, plus the new card.
    await page.click(`[data-testid=add-p1-${CARD_ID}]`);
    const paste = page.locator('[data-testid=paste-p1]');
    await page.waitForFunction(
      (id) => (document.querySelector('[data-testid=paste-p1]') as HTMLTextAreaElement)?.value.includes(id),
      CARD_ID,
    );
    // the builder lists it by name; one starter card out keeps the main deck at 50; the new card on top
    const heroRow = page.locator(`[data-testid=builder-p1-row-${CARD_ID}]`);
    expect(await heroRow.textContent()).toContain('破晓');
    // the size the rules ask is shown by each part; 51 main-deck cards do not keep it
    const mainSize = page.locator('[data-testid=builder-p1-size-mainDeck][data-kept=false]');
    await mainSize.waitFor();
    expect(await mainSize.textContent()).toContain('规则：正好 50 张');
    expect(await mainSize.textContent()).toContain('张数不合规则');
    expect(await page.locator('[data-testid=builder-p1-size-altars]').getAttribute('data-kept')).toBe('true');
    expect(await page.locator('[data-testid=builder-p1-size-generals]').textContent()).toContain('1–3 张');
    const firstOther = await page
      .locator('[data-testid=builder-p1] li[data-testid^=builder-p1-row-]')
      .first()
      .getAttribute('data-testid');
    const otherId = firstOther!.replace('builder-p1-row-', '');
    expect(otherId).not.toBe(CARD_ID);
    await page.click(`[data-testid=builder-p1-less-${otherId}]`);
    await page.waitForSelector('[data-testid=builder-p1-size-mainDeck][data-kept=true]');
    await page.click(`[data-testid=builder-p1-top-${CARD_ID}]`);
    expect((await paste.inputValue()).startsWith(`mainDeck: ${CARD_ID},`)).toBe(true);
    await page.check('[data-testid=stacked-p1]');
    await page.screenshot({ path: path.join(screenshotDir, 'new-custom-cards-1440.png'), fullPage: true });

    // 3. Created with the set; the studio opens.
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/matches') && r.method() === 'POST');
    await page.click('[data-testid=create]');
    expect((await sent).postDataJSON().cardSets).toEqual([{ setId }]);
    await page.click('[data-testid=open-studio]');
    await page.waitForSelector('[data-testid=studio]');
    const matchId = new URL(page.url()).pathname.split('/')[2];

    // 4. The studio names the card: the draw it can pin offers it by name.
    await page.selectOption('[data-testid=pin-seat]', 'p1');
    const pinNames = await page
      .locator('[data-testid=pin-card] option')
      .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(pinNames.some((n) => n.includes('破晓'))).toBe(true);

    // 5. Play on until the card can be summoned face up from hand, and summon it.
    const summon = page.locator(
      `[data-testid=legal-action][data-type="summon.place"][data-payload*='"faceDown":false']:has-text("破晓")`,
    );
    for (let tries = 0; !(await summon.count()); tries++) {
      expect(tries, 'the card becomes playable within the first round').toBeLessThan(20);
      const all = page.locator('[data-testid=legal-action]:not([data-type="match.concede"])');
      const types = await all.evaluateAll((els) => els.map((e) => e.getAttribute('data-type') ?? ''));
      const i = Math.max(0, types.indexOf('phase.pass'));
      await all.nth(i).evaluate((el) => el.closest('details')?.setAttribute('open', ''));
      await clickAndWait(page, all.nth(i));
    }
    await summon.first().evaluate((el) => el.closest('details')?.setAttribute('open', ''));
    await clickAndWait(page, summon.first());
    await expect(page.locator('[data-testid=step]').last().textContent()).resolves.toContain('破晓');
    const studioText = await page.evaluate(() => document.body.innerText);
    expect(studioText).toContain('破晓');
    expect(studioText.includes(CARD_ID), 'the card id in the studio').toBe(false);

    // 6. Published and shared; a reader in a fresh browser sees the card's face and its rules text.
    await page.click('[data-testid=publish-unlisted]');
    await page.locator('[data-testid=publish-panel][data-publication=unlisted]').waitFor();
    await page.click('[data-testid=share-create]');
    const shareUrl = await page.locator('[data-testid=share-url]').inputValue();
    reader = await openBrowser();
    const rp = await reader.context.newPage();
    expect((await rp.goto(shareUrl))?.status()).toBe(200);
    const face = rp.locator('[data-testid=board] .card[data-detail][data-card="破晓"]').first();
    await face.waitFor();
    await face.click();
    await rp.locator('[data-testid=card-detail]').waitFor();
    expect(await rp.locator('[data-testid=card-detail-name]').textContent()).toBe('破晓');
    expect(await rp.locator('[data-testid=card-detail-text]').textContent()).toContain(
      '天亮之前，守夜人不睡。',
    );
    expect((await rp.evaluate(() => document.body.innerText)).includes(CARD_ID)).toBe(false);
    await rp.screenshot({ path: path.join(screenshotDir, 'custom-card-reader.png') });
    expect(matchId).toBeTruthy();
    await rp.close();
    await page.close();
  }, 600_000);
});
