/**
 * Satori draws an inline <svg> element (the diagram's arrows) as an <image> whose href is that SVG as a data URL.
 * A rasteriser then parses and renders it as a second picture the size of the whole diagram and composites it,
 * which costs more than everything else on the board. When the inner SVG covers the diagram exactly (same size,
 * viewBox from 0,0), its content is put in place of the <image> as a plain group: the same picture, drawn
 * directly, and an SVG with no image inside it.
 */
import 'server-only';

const IMAGE =
  /<image x="0" y="0" width="(\d+)" height="(\d+)" href="data:image\/svg\+xml;utf8,([^"]*)"[^>]*\/>/g;
const INNER = /^<svg [^>]*\bwidth="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"[^>]*>([\s\S]*)<\/svg>$/;

/** The SVG with each full-size embedded SVG image drawn in place (others are left as they are). */
export function flattenSvgImages(svg: string, width: number, height: number): string {
  return svg.replace(IMAGE, (image, w: string, h: string, data: string) => {
    if (Number(w) !== width || Number(h) !== height) return image;
    let inner: string;
    try {
      inner = decodeURIComponent(data);
    } catch {
      return image;
    }
    const m = INNER.exec(inner);
    if (!m || [m[1], m[3]].some((v) => Number(v) !== width) || [m[2], m[4]].some((v) => Number(v) !== height))
      return image;
    return `<g>${m[5]}</g>`;
  });
}
