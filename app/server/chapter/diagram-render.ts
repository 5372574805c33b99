/**
 * Board diagrams on the server, without a browser: the game's diagram module makes a spec from the perspective's
 * view (never from the full state, so nothing hidden can be drawn), the shared kit lays it out as JSX, satori
 * turns it into SVG (text as paths: the file needs no font and references nothing outside itself) and resvg
 * rasterises the same SVG to a PNG 800 px wide. Chinese needs a CJK font (app/server/viewing/og-font.ts); without one the
 * diagram is drawn with the Latin font alone.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import type { AnyGameDefinition, Perspective } from '@/machines/engine';
import { cjkFonts } from '@/app/server/viewing/og-font';
import { WIDTH, diagramElement } from '@/app/ui/board/diagram-kit';
import { diagramSpecOf } from './diagram-spec';
import { rasterInWorker } from './raster-worker';
import { flattenSvgImages } from './svg-flatten';
import type { ToldStep } from './steps';
import type { ChapterLang, Diagram } from './types';

interface SatoriFont {
  name: string;
  data: ArrayBuffer;
  weight: 400;
  style: 'normal';
}

let fonts: SatoriFont[] | undefined;

function loadFonts(): SatoriFont[] {
  if (!fonts) {
    // The CJK font first: satori looks each character up font by font, and most of a Chinese diagram is CJK
    // (Droid Sans Fallback has no Latin letters or digits; the Latin font draws those).
    const both = cjkFonts();
    const list = both
      ? [...both].reverse()
      : [
          {
            name: 'DuelscribeLatin',
            data: (() => {
              for (const p of [
                path.join(process.cwd(), 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf'),
                '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
              ]) {
                try {
                  const b = readFileSync(/*turbopackIgnore: true*/ p);
                  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
                } catch {
                  // try the next one
                }
              }
              throw new Error('no font for diagrams');
            })(),
          },
        ];
    fonts = list.map((f) => ({ ...f, weight: 400 as const, style: 'normal' as const }));
  }
  return fonts;
}

/** A diagram element as SVG (satori; text drawn as paths; the arrows drawn in place, not as an embedded image). */
export const diagramSvg = async (element: Parameters<typeof satori>[0], height: number): Promise<string> =>
  flattenSvgImages(await satori(element, { width: WIDTH, height, fonts: loadFonts() }), WIDTH, height);

const RASTER = { fitTo: { mode: 'width' as const, value: WIDTH }, font: { loadSystemFonts: false } };
const bytes = (png: Buffer) => new Uint8Array(png.buffer, png.byteOffset, png.byteLength);

/** The SVG rasterised at 800 px wide (resvg; the SVG needs no font). */
export function diagramPng(svg: string): Uint8Array {
  return bytes(new Resvg(svg, RASTER).render().asPng());
}

/**
 * The same PNG, rasterised beside the main thread: on a worker thread (parse, render and PNG encoding), else on
 * libuv's pool (render only; the PNG is then encoded here).
 */
export async function diagramPngAsync(svg: string): Promise<Uint8Array> {
  const inWorker = rasterInWorker(svg, RASTER);
  if (inWorker) {
    try {
      return await inWorker;
    } catch {
      // a worker that failed is not used again: draw this one here
    }
  }
  return bytes((await renderAsync(svg, RASTER)).asPng());
}

/** The diagram of one told step from the perspective (see diagram-spec.ts), as SVG and PNG (lazily, or at once with `raster`). */
export async function drawStep(
  def: AnyGameDefinition,
  step: ToldStep,
  caption: string,
  perspective: Perspective,
  lang: ChapterLang,
  /** Start rasterising the PNG now, beside the main thread, while the draft goes on (for writers that embed it). */
  raster = false,
): Promise<Diagram> {
  const { spec, arrows } = diagramSpecOf(def, step, perspective, lang);
  const family = loadFonts()
    .map((f) => f.name)
    .join(', ');
  const { element, height } = diagramElement(spec, caption, arrows, family);
  const svg = await diagramSvg(element, height);
  let png: Uint8Array | null = null;
  let pending: Promise<Uint8Array> | null = null;
  // rasterised only when a writer needs the picture (docx, files beside a draft)
  const diagram: Diagram = {
    seq: step.seq,
    caption,
    width: WIDTH,
    height,
    svg,
    get png() {
      return (png ??= diagramPng(svg));
    },
    pngReady: () => (pending ??= png ? Promise.resolve(png) : diagramPngAsync(svg).then((p) => (png ??= p))),
  };
  // a failure surfaces where the writer awaits pngReady(), not as an unhandled rejection here
  if (raster) diagram.pngReady!().catch(() => {});
  return diagram;
}
