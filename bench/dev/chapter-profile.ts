/**
 * Dev aid: where a 600-step chapter draft spends its time, per game (tsx --conditions=react-server
 * bench/dev/chapter-profile.ts [game…]). Times the parts one after another on the main thread: telling and
 * composing without diagrams, satori (SVG), resvg (PNG), packing the .docx; then the draft end to end as the
 * bench measures it.
 */
import type { AnyGameDefinition, EngineEvent, Seat } from '@/machines/engine';
import { wuhunzhi } from '@/machines/wuhunzhi';
import { xueqi } from '@/machines/xueqi';
import { buildChapter } from '@/app/server/chapter/build';
import { drawStep } from '@/app/server/chapter/diagram-render';
import { chapterDiagrams } from '@/app/server/chapter/files';
import { docxDocument, writeDocx } from '@/app/server/chapter/write-docx';
import { writeMarkdown } from '@/app/server/chapter/write-markdown';
import { Packer } from 'docx';
import { longXingjie } from '@/tests/unit/viewer/fixtures';
import { benchLogs } from '@/bench/wuhunzhi';
import { xueqiRandomLine } from '@/bench/xueqi';

const STEPS = 600;

function longest(lines: EngineEvent[][]): EngineEvent[] {
  return lines.reduce((a, b) => (b.length > a.length ? b : a)).slice(0, STEPS + 1);
}

const MATCHES: Record<string, () => { def: AnyGameDefinition; events: EngineEvent[] }> = {
  xingjie: () => longXingjie(STEPS + 1),
  wuhunzhi: () => ({ def: wuhunzhi, events: longest(benchLogs()) }),
  xueqi: () => ({
    def: xueqi,
    events: longest([1, 2, 3, 4, 5, 6].map((s) => xueqiRandomLine(s).events)),
  }),
};

const ms = (t0: number) => Math.round(performance.now() - t0);

async function median(fn: () => Promise<unknown>, runs = 3): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return Math.round(times.sort((a, b) => a - b)[Math.floor(runs / 2)]);
}

async function profile(game: string) {
  const { def, events } = MATCHES[game]();
  const players = (events[0].payload as { players: Record<Seat, { name: string }> }).players;
  const options = {
    perspective: 'p1' as const,
    detail: 'decisive' as const,
    lang: 'zh' as const,
    from: 0,
    to: events.length - 1,
    diagrams: 'auto' as const,
  };
  const src = { def, events, notes: [], title: 'bench', players };
  const draft = (raster: boolean) =>
    buildChapter(src, options, {
      draw: (step, caption) => drawStep(def, step, caption, 'p1', 'zh', raster),
    });
  await draft(false);
  let t0 = performance.now();
  await buildChapter(src, options);
  const plain = ms(t0);
  t0 = performance.now();
  const ch = await draft(false);
  const withSvg = ms(t0);
  const ds = chapterDiagrams(ch).map((d) => d.diagram);
  t0 = performance.now();
  for (const d of ds) void d.png;
  const png = ms(t0);
  const distinct = new Set(ds.map((d) => d.svg)).size;
  t0 = performance.now();
  await Packer.toBuffer(docxDocument(ch));
  const pack = ms(t0);
  const svgKb = Math.round(ds.reduce((n, d) => n + d.svg.length, 0) / 1024);
  const pngKb = Math.round(ds.reduce((n, d) => n + d.png.byteLength, 0) / 1024);
  const heights = ds.map((d) => d.height);
  const docx = await median(async () => writeDocx(await draft(true)));
  const md = await median(async () => writeMarkdown(await draft(false)));
  console.log(
    JSON.stringify({
      game,
      steps: events.length - 1,
      diagrams: ds.length,
      distinct,
      heights: `${Math.min(...heights)}–${Math.max(...heights)}`,
      svgKb,
      pngKb,
      plain,
      satori: withSvg - plain,
      resvgSerial: png,
      pack,
      docx,
      md,
    }),
  );
}

const only = process.argv.slice(2);
for (const g of Object.keys(MATCHES)) if (!only.length || only.includes(g)) await profile(g);
