/**
 * Replay viewer benchmarks, on the last step of a 2,000-event 星阶 line (random legal play with 180-card decks
 * and high life, so the match is still running at event 2,000), against the built site served by `next start`:
 *
 * - share link, warm: median time of GET /r/<slug> (a p1 share of the last step) after one cold request —
 *   the full server render (db read, cached checkpoints and window, React render), measured over HTTP;
 * - the match page at the last step, warm (the same through /m/<id>?at=1999);
 * - client step latency in Chromium: keydown → the board's DOM showing the next step (median and p95 of
 *   200 steps backwards from the end, crossing window boundaries, with a human-like 40 ms between keys), with the
 *   move list closed and then open (holding every step up to the last);
 * - the gzipped JavaScript of the match page: every <script src> chunk the page loads, gzipped, summed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { openStore } from '../db/store/open';
import { buildIfNeeded } from '../scripts/build-if-needed';
import { serveBuilt } from '../scripts/serve-built';
import { findChromium } from '../scripts/find-chromium';
import { seedStore } from '../scripts/seed';
import { longXingjie } from '../tests/unit/viewer/fixtures';
import type { BenchRow } from './types';

const G = 'viewer';

/**
 * Runs in the page: 200 × ArrowLeft, each timed from keydown to the player showing the step it moved to with its
 * view loaded. "Skip the passes" is on by default, so ← may land more than one step back: any earlier step counts.
 */
const STEP_LATENCY_SCRIPT = `(async () => {
  const viewer = document.querySelector('[data-testid=viewer]');
  const out = [];
  for (let i = 0; i < 200 && Number(viewer.dataset.at) > 0; i++) {
    const from = Number(viewer.dataset.at);
    const t0 = performance.now();
    await new Promise((resolve) => {
      const mo = new MutationObserver(() => {
        if (Number(viewer.dataset.at) < from && viewer.dataset.loading === '0') {
          mo.disconnect();
          out.push(performance.now() - t0);
          resolve();
        }
      });
      mo.observe(viewer, { attributes: true, subtree: true, childList: true, characterData: true });
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    });
    await new Promise((r) => setTimeout(r, 40));
  }
  return out;
})()`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function timeGet(url: string, runs: number): Promise<{ cold: number; warm: number }> {
  let t0 = performance.now();
  let r = await fetch(url);
  if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
  await r.text();
  const cold = performance.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    t0 = performance.now();
    r = await fetch(url);
    await r.text();
    times.push(performance.now() - t0);
  }
  return { cold, warm: median(times) };
}

export async function benchViewer(): Promise<BenchRow[]> {
  buildIfNeeded();
  const dir = mkdtempSync(path.join(tmpdir(), 'duelscribe-bench-viewer-'));
  const dbPath = path.join(dir, 'bench.db');
  const h = await openStore({ path: dbPath, databaseUrl: '' });
  await seedStore(h);
  const line = longXingjie(2000);
  const { matchId, lineId } = await h.createMatch({
    gameId: line.def.id,
    rulesVersion: line.def.rulesVersion,
    title: '星阶长局（2000 步）',
    players: (line.events[0].payload as { players: { p1: { name: string }; p2: { name: string } } }).players,
    createdEvent: line.events[0],
    publication: 'unlisted',
  });
  for (let i = 1; i < line.events.length; i += 500)
    await h.appendEvents(lineId, i, line.events.slice(i, i + 500));
  const last = line.events.length - 1;
  await h.addNoteRevision({ matchId, lineId, seq: last, kind: 'commentary', body: '**终局前**的一步。' });
  const slug = (await h.createShareLink(matchId, lineId, last, 'p1')).slug;
  await h.close();

  const { baseURL: base, stop } = await serveBuilt(dbPath);
  const rows: BenchRow[] = [];
  try {
    const share = await timeGet(`${base}/r/${slug}`, 30);
    rows.push({
      group: G,
      name: `share link render, warm (last step of ${line.events.length} events)`,
      value: share.warm,
      unit: 'ms',
      target: 100,
    });
    rows.push({
      group: G,
      name: 'share link render, cold (first request: replay + checkpoints)',
      value: share.cold,
      unit: 'ms',
    });
    const pageUrl = `${base}/m/${matchId}?at=${last}&line=${lineId}&view=p1`;
    const page = await timeGet(pageUrl, 15);
    rows.push({ group: G, name: 'match page render at the last step, warm', value: page.warm, unit: 'ms' });

    // gzipped JavaScript of the match page
    const html = await (await fetch(pageUrl)).text();
    const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
    let gz = 0;
    for (const s of srcs)
      gz += gzipSync(Buffer.from(await (await fetch(new URL(s, base))).arrayBuffer()), { level: 9 }).length;
    rows.push({
      group: G,
      name: `match page JavaScript, gzipped (${srcs.length} chunks)`,
      value: gz / 1024,
      unit: 'KB',
      target: 250,
    });

    // client step latency in Chromium
    const browser = await chromium.launch({
      executablePath: findChromium(),
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      // once with the move list closed (the player alone), then with it open: the target holds with it on
      for (const open of [false, true]) {
        await tab.goto(pageUrl);
        await tab.waitForSelector(
          `[data-testid=viewer][data-at="${last}"][data-loading="0"][data-ready="1"]`,
        );
        await tab.evaluate(`document.querySelector('[data-testid=moves]').open = ${open}`);
        // with the list open, wait until it holds the words of every step up to here
        if (open)
          await tab.waitForSelector('[data-testid=moves-box][data-pending="0"]', { timeout: 300_000 });
        await tab.waitForTimeout(500);
        // A string, not a function: tsx's keep-names helper (__name) does not exist in the page.
        const times = (await tab.evaluate(STEP_LATENCY_SCRIPT)) as number[];
        const list = open ? 'move list open' : 'move list closed';
        rows.push({
          group: G,
          name: `client step latency, keydown → board updated (median of 200, ${list})`,
          value: median(times),
          unit: 'ms',
          ...(open ? { target: 16 } : {}),
        });
        rows.push({
          group: G,
          name: `client step latency, p95 (${list})`,
          value: pct(times, 0.95),
          unit: 'ms',
          ...(open ? { target: 16 } : {}),
        });
      }
    } finally {
      await browser.close();
    }
  } finally {
    stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
