/**
 * `npx tsx scripts/draw-icons.ts`: draws the site's icons from app/icon.svg (the one source) with Chromium —
 * app/favicon.ico (16, 32 and 48 px PNGs, for browsers and tools that ask /favicon.ico directly) and
 * app/apple-icon.png (180 px on the page colour, for phone home screens). Run it after changing the SVG.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from './find-chromium';

const app = path.resolve(import.meta.dirname, '..', 'app');

/** An .ico file holding PNG images (allowed since Windows Vista; every current browser reads it). */
function ico(pngs: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e); // width
    header.writeUInt8(size >= 256 ? 0 : size, e + 1); // height
    header.writeUInt8(0, e + 2); // palette size
    header.writeUInt8(0, e + 3); // reserved
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(png.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.png)]);
}

async function main() {
  const svg = readFileSync(path.join(app, 'icon.svg'));
  const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--headless'],
  });
  try {
    const page = await browser.newPage();
    const draw = async (size: number, background: string) => {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<body style="margin:0;background:${background}"><img src="${src}" width="${size}" height="${size}"></body>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      return page.screenshot({ omitBackground: background === 'transparent' });
    };
    const sizes = [16, 32, 48];
    const pngs = [];
    for (const size of sizes) pngs.push({ size, png: await draw(size, 'transparent') });
    writeFileSync(path.join(app, 'favicon.ico'), ico(pngs));
    writeFileSync(path.join(app, 'apple-icon.png'), await draw(180, '#f7f3ea'));
  } finally {
    await browser.close();
  }
}

await main();
