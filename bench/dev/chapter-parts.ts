/**
 * Dev aid: CPU time (not wall time, so a loaded machine skews it less) of each part of a 600-step 星阶 chapter
 * draft as .docx, measured one part at a time on the main thread (tsx --conditions=react-server
 * bench/dev/chapter-parts.ts).
 */
import type { Seat } from '@/machines/engine';
import { Resvg } from '@resvg/resvg-js';
import { Packer } from 'docx';
import { buildChapter } from '@/app/server/chapter/build';
import { drawStep } from '@/app/server/chapter/diagram-render';
import { chapterDiagrams } from '@/app/server/chapter/files';
import { docxDocument } from '@/app/server/chapter/write-docx';
import { longXingjie } from '@/tests/unit/viewer/fixtures';

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const parts = new Map<string, number>();
function time<T>(name: string, fn: () => T): T {
  const t0 = cpu();
  const out = fn();
  parts.set(name, (parts.get(name) ?? 0) + cpu() - t0);
  return out;
}

const { def, events } = longXingjie(601);
const players = (events[0].payload as { players: Record<Seat, { name: string }> }).players;
const src = { def, events, notes: [], title: 'bench', players };
const options = {
  perspective: 'p1' as const,
  detail: 'decisive' as const,
  lang: 'zh' as const,
  from: 0,
  to: events.length - 1,
  diagrams: 'auto' as const,
};
const RASTER = { fitTo: { mode: 'width' as const, value: 800 }, font: { loadSystemFonts: false } };
const ROUNDS = Number(process.argv[2] ?? 3);
for (let round = 0; round <= ROUNDS; round++) {
  if (round === 1) parts.clear();
  let t0 = cpu();
  await buildChapter(src, options);
  parts.set('plain draft', (parts.get('plain draft') ?? 0) + cpu() - t0);
  t0 = cpu();
  const ch = await buildChapter(src, options, {
    draw: (step, caption) => drawStep(def, step, caption, 'p1', 'zh', false),
  });
  parts.set('draft + satori', (parts.get('draft + satori') ?? 0) + cpu() - t0);
  for (const { diagram } of chapterDiagrams(ch)) {
    const r = time('resvg parse', () => new Resvg(diagram.svg, RASTER));
    const img = time('resvg render', () => r.render());
    const png = time('png encode', () => img.asPng());
    time('png copy', () => {
      Object.defineProperty(diagram, 'png', { value: new Uint8Array(png) });
    });
  }
  const doc = time('docx objects', () => docxDocument(ch));
  await Packer.toBuffer(doc); // warm
  const t1 = cpu();
  await Packer.toBuffer(docxDocument(ch));
  parts.set('docx pack', (parts.get('docx pack') ?? 0) + cpu() - t1);
}
for (const [k, v] of parts) console.log(k.padEnd(16), (v / ROUNDS).toFixed(0), 'ms cpu');
