/**
 * Chapter drafts (issue 15): a whole draft of a 600-step match — telling every step, composing the prose, and
 * drawing each turn's diagram — written as .docx (every diagram rasterised to PNG and embedded) and as Markdown
 * (diagrams as SVG). The match is random legal 星阶 play with high life, so it lasts the 600 steps.
 */
import type { Seat } from '../machines/engine';
import { buildChapter } from '../app/server/chapter/build';
import { drawStep } from '../app/server/chapter/diagram-render';
import { chapterDiagrams } from '../app/server/chapter/files';
import { writeDocx } from '../app/server/chapter/write-docx';
import { writeMarkdown } from '../app/server/chapter/write-markdown';
import { longXingjie } from '../tests/unit/viewer/fixtures';
import type { BenchRow } from './types';

const G = 'chapter';

async function medianMs(fn: () => Promise<unknown>, runs = 3): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

export async function benchChapter(): Promise<BenchRow[]> {
  const { def, events } = longXingjie(601);
  const players = (events[0].payload as { players: Record<Seat, { name: string }> }).players;
  let diagrams = 0;
  // as the service draws them: a .docx starts each PNG as its diagram is drawn, Markdown needs SVG only
  const draft = (raster: boolean) =>
    buildChapter(
      { def, events, notes: [], title: 'bench', players },
      { perspective: 'p1', detail: 'decisive', lang: 'zh', from: 0, to: events.length - 1, diagrams: 'auto' },
      { draw: (step, caption) => drawStep(def, step, caption, 'p1', 'zh', raster) },
    );
  const docx = await medianMs(async () => {
    const ch = await draft(true);
    diagrams = chapterDiagrams(ch).length;
    await writeDocx(ch);
  });
  const md = await medianMs(async () => writeMarkdown(await draft(false)));
  const note = `${events.length - 1} steps, ${diagrams} diagrams (one per turn with an action), p1's point of view`;
  return [
    {
      group: G,
      name: 'draft of a 600-step match as .docx, PNG diagrams embedded',
      value: docx,
      unit: 'ms',
      target: 2000,
      note,
    },
    {
      group: G,
      name: 'draft of a 600-step match as Markdown, SVG diagrams',
      value: md,
      unit: 'ms',
      target: 2000,
      note,
    },
  ];
}
