/**
 * Starting from a described position in real Chromium: an author picks a game's example position on /new (the
 * position JSON and the decks it was written for are filled in), creates the match and plays on from it in the
 * studio; an author starts a mid-battle scene in one click and plays its next action with the second (issue 13);
 * a position the game refuses shows its ERR_* reason in Chinese and English and creates nothing.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_POSITIONS } from '@/content/xingjie/positions';
import { EXAMPLE_POSITIONS as WUHUNZHI_SCENES } from '@/content/wuhunzhi/positions';
import { baseURL, openBrowser, screenshotDir, type Browser } from './support/browser';
import { engineIdentifiers } from '@/tests/support/identifiers';

describe('new match from a starting position (built app, real Chromium)', () => {
  let author: Browser;
  beforeAll(async () => {
    author = await openBrowser({ viewport: { width: 1400, height: 1000 } });
    mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await author?.close();
  });

  it('an author starts a 星阶 match from an example position and plays on', async () => {
    const example = EXAMPLE_POSITIONS[0];
    const page = await author.context.newPage();
    await page.goto(baseURL() + '/new?game=xingjie');
    await page.waitForSelector('[data-testid=position-mode]');
    await page.fill('[data-testid=name-p1]', '韩信');
    await page.fill('[data-testid=name-p2]', '张飞');
    await page.selectOption('[data-testid=position-mode]', example.id);
    expect(await page.locator('[data-testid=position-description]').textContent()).toBe(
      example.description.zh,
    );
    expect(JSON.parse(await page.locator('[data-testid=position-json]').inputValue())).toEqual(
      example.position,
    );
    expect(await page.locator('[data-testid=deck-p1]').inputValue()).toBe(example.deck!.p1);
    expect(await page.locator('[data-testid=deck-p2]').inputValue()).toBe(example.deck!.p2);
    // the card ids a position names, with their names, are listed beside it
    await page.click('[data-testid=card-ids] summary');
    expect(await page.locator('[data-testid=card-ids]').textContent()).toMatch(/han-xin\s*韩信/);
    await page.screenshot({ path: path.join(screenshotDir, 'new-from-position.png'), fullPage: true });

    await page.click('[data-testid=create]');
    await page.click('[data-testid=open-studio]');
    await page.waitForSelector('[data-testid=studio]');
    expect(Number(await page.locator('[data-testid=turn]').textContent())).toBe(example.position.turn);
    expect(await page.locator('[data-testid=step]').first().textContent()).toContain('从作者描述的局面开始');
    const offered = page.locator('[data-testid=legal-action]:not([data-type="match.concede"])');
    expect(await offered.count()).toBeGreaterThan(0);
    const before = await page.locator('[data-testid=seq]').textContent();
    await offered.first().click();
    await page.waitForFunction((b) => document.querySelector('[data-testid=seq]')?.textContent !== b, before);
    expect(await page.locator('[data-testid=error]').count()).toBe(0);
    await page.screenshot({ path: path.join(screenshotDir, 'studio-from-position.png'), fullPage: true });
    await page.close();
  });

  it('an author starts 武魂志’s battle at cell 4 from its scene and plays the next action: two clicks', async () => {
    const scene = WUHUNZHI_SCENES.find((x) => x.id === 'fourth-cell')!;
    const page = await author.context.newPage();
    await page.goto(baseURL() + '/new?game=wuhunzhi');
    // Before starting, the scene says what it is: its story, the phase it starts in, every card by name.
    const card = page.locator('[data-testid=scene][data-scene=fourth-cell]');
    await card.waitFor();
    expect(await card.locator('h3').textContent()).toBe(scene.name.zh);
    expect(await card.locator('[data-testid=scene-description]').textContent()).toBe(scene.description.zh);
    expect(await card.locator('[data-testid=scene-phase]').textContent()).toBe(
      '开始于：战斗阶段 · 宣告攻击目标 · 玩家一先行动',
    );
    const holds = await card.locator('[data-testid=scene-cards]').textContent();
    for (const name of ['沙场：墨翟、蔺相如', '祭坛：昆仑坛', '沙场：荆轲', '烽火台'])
      expect(holds).toContain(name);
    expect(engineIdentifiers(await page.locator('[data-testid=scenes]').innerText())).toEqual([]);
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: path.join(screenshotDir, `new-scenes-${w}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1400, height: 1000 });

    // Click one: start the scene (no names, no deck) — the match is created and the studio opens at cell 4.
    await page.click('[data-testid=scene-start-fourth-cell]');
    await page.waitForSelector('[data-testid=studio]');
    expect(await page.locator('[data-testid=phase]').textContent()).toBe('战斗阶段 · 宣告攻击目标');
    expect(Number(await page.locator('[data-testid=turn]').textContent())).toBe(scene.position.round);
    expect(await page.locator('[data-testid=seq]').textContent()).toBe('#0');
    // The secret edit link is shown once, in the studio.
    expect(await page.locator('[data-testid=keep-link] [data-testid=edit-link]').textContent()).toMatch(
      /\/studio\/[^/]+\/enter\?key=/,
    );

    // Click two: Lin Xiangru strikes the Beacon Tower, the fourth altar falls and the match is won.
    await page.click('[data-testid=legal-action][data-type="battle.declare"][data-payload*=\'"altar":0\']');
    await page.waitForSelector('[data-testid=result]');
    expect(await page.locator('[data-testid=seq]').textContent()).toBe('#1');
    expect(await page.locator('[data-testid=error]').count()).toBe(0);
    await page.screenshot({ path: path.join(screenshotDir, 'studio-from-scene.png'), fullPage: true });

    // Shown once: the studio opened again has no link to show.
    await page.reload();
    await page.waitForSelector('[data-testid=studio]');
    expect(await page.locator('[data-testid=keep-link]').count()).toBe(0);
    await page.close();
  });

  it('a refused position shows its reason and creates nothing', async () => {
    const page = await author.context.newPage();
    await page.goto(baseURL() + '/new?game=xingjie');
    await page.waitForSelector('[data-testid=position-mode]');
    await page.fill('[data-testid=name-p1]', '甲');
    await page.fill('[data-testid=name-p2]', '乙');
    await page.selectOption('[data-testid=position-mode]', 'custom');
    await page.fill('[data-testid=position-json]', '{"turn": 3, "p1": {"hand": ["no-such-card"]}}');
    await page.click('[data-testid=create]');
    const err = page.locator('[data-testid=error]');
    await err.waitFor();
    expect(await err.getAttribute('data-code')).toBe('ERR_BAD_POSITION');
    expect(await err.locator('[lang=zh-CN]').textContent()).toContain('no-such-card');
    expect(await err.locator('[lang=en]').textContent()).toContain('no-such-card');
    expect(await page.locator('[data-testid=created]').count()).toBe(0);

    await page.fill('[data-testid=position-json]', '{"turn": 3,');
    await page.click('[data-testid=create]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=error]')?.getAttribute('data-code') === 'ERR_BAD_JSON',
    );
    await page.close();
  });
});
