/** Where a draft's diagrams go beside it: diagrams/NN-step-SEQ.svg and .png, numbered in reading order. */
import 'server-only';
import type { Chapter, Diagram } from './types';

export const diagramFile = (d: Diagram, n: number, ext: 'svg' | 'png') =>
  `diagrams/${String(n).padStart(2, '0')}-step-${d.seq}.${ext}`;

/** The chapter's diagrams in reading order, numbered from 1. */
export function chapterDiagrams(ch: Chapter): Array<{ n: number; diagram: Diagram }> {
  const out: Array<{ n: number; diagram: Diagram }> = [];
  for (const s of ch.sections)
    for (const b of s.blocks) if (b.kind === 'diagram') out.push({ n: out.length + 1, diagram: b.diagram });
  return out;
}

/** Rasterises every diagram of the draft at once (off the main thread, on every core), before a writer reads them. */
export async function rasterise(ch: Chapter): Promise<void> {
  await Promise.all(chapterDiagrams(ch).map(({ diagram }) => diagram.pngReady?.()));
}

/** Every file of a draft's diagrams (SVG and PNG), by path. */
export async function diagramFiles(ch: Chapter): Promise<Record<string, Uint8Array>> {
  await rasterise(ch);
  const out: Record<string, Uint8Array> = {};
  for (const { n, diagram } of chapterDiagrams(ch)) {
    out[diagramFile(diagram, n, 'svg')] = new TextEncoder().encode(diagram.svg);
    out[diagramFile(diagram, n, 'png')] = diagram.png;
  }
  return out;
}
