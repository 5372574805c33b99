/** Real Chromium through playwright-core, a fresh profile per browser, flags that suit this closed network. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function openBrowser(
  opts: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<Browser> {
  const dir = mkdtempSync(path.join(tmpdir(), 'duelscribe-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: inject('chromium'),
    headless: true,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    viewport: opts.viewport ?? { width: 1280, height: 860 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const baseURL = () => inject('baseURL');
export const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');
