/**
 * Export chapter in real Chromium: an author opens the 血契 demo in the studio, previews a chapter draft of a
 * step range with its diagrams, downloads it as plain text, Markdown (zipped with its diagrams) and Word, and
 * sees a range outside the line refused in words.
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFiles } from '@/scripts/demos';
import { openDocx } from '../support/chapter';
import { baseURL, openBrowser, type Browser } from './support/browser';

describe('export chapter from the studio (built app, real Chromium)', () => {
  let author: Browser;
  let editUrl = '';
  beforeAll(async () => {
    const script = readFileSync(demoFiles().find((d) => d.file.endsWith('/blood-moon.duel'))!.file, 'utf8');
    const res = await fetch(baseURL() + '/api/matches/import', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: script,
    });
    expect(res.status).toBe(201);
    editUrl = ((await res.json()) as { editUrl: string }).editUrl;
    author = await openBrowser({ viewport: { width: 1400, height: 1000 } });
  });
  afterAll(async () => {
    await author?.close();
  });

  it('previews, then downloads each format; a bad range is refused in words', async () => {
    const page = await author.context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(baseURL() + editUrl);
    await page.waitForSelector('[data-testid=chapter-panel]');
    await page.fill('[data-testid=chapter-from]', '14');
    await page.fill('[data-testid=chapter-to]', '29');

    await page.click('[data-testid=chapter-preview]');
    const preview = page.locator('[data-testid=chapter-preview-text]');
    await preview.waitFor();
    expect(await preview.textContent()).toContain('第三回合');
    expect(await page.locator('[data-testid=chapter-diagram] img').count()).toBeGreaterThan(0);

    const dir = mkdtempSync(path.join(tmpdir(), 'duelscribe-chapter-'));
    const download = async (format: string, diagrams: string) => {
      await page.selectOption('[data-testid=chapter-format]', format);
      await page.selectOption('[data-testid=chapter-diagrams]', diagrams);
      const [d] = await Promise.all([
        page.waitForEvent('download'),
        page.click('[data-testid=chapter-download]'),
      ]);
      const file = path.join(dir, d.suggestedFilename());
      await d.saveAs(file);
      return { name: d.suggestedFilename(), bytes: new Uint8Array(readFileSync(file)) };
    };

    const txt = await download('txt', 'none');
    expect(txt.name).toBe('血月契约.txt');
    const text = new TextDecoder().decode(txt.bytes);
    expect(text).toContain('第三回合');
    expect(text).toMatch(/^\u3000\u3000/m);

    const md = await download('md', 'auto');
    expect(md.name).toBe('血月契约.md.zip');
    const files = unzipSync(md.bytes);
    expect(strFromU8(files['血月契约.md'])).toContain('## 第三回合');
    expect(Object.keys(files).some((n) => n.startsWith('diagrams/') && n.endsWith('.svg'))).toBe(true);

    const docx = await download('docx', 'auto');
    expect(docx.name).toBe('血月契约.docx');
    const { xml, media } = await openDocx(docx.bytes);
    expect(xml['word/document.xml']).toContain('第三回合');
    expect(media.length).toBeGreaterThan(0);

    await page.fill('[data-testid=chapter-to]', '999');
    await page.click('[data-testid=chapter-preview]');
    const err = page.locator('[data-testid=error]');
    await err.waitFor();
    expect(await err.textContent()).toContain('不在这条分支内');
  });
});
