/**
 * A CJK font for link-preview images. The image renderer (satori, inside next/og) reads TrueType/OpenType fonts
 * but not TrueType collections, which is how Debian ships most CJK fonts. Debian's `fonts-droid-fallback` is a
 * plain TrueType file with CJK glyphs; `DUELSCRIBE_CJK_FONT` may name another .ttf/.otf. Without one, previews
 * stay in Latin script.
 */
import { readFileSync, existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/truetype/droid/DroidSansFallback.ttf',
];

let cached: { data: ArrayBuffer } | null | undefined;

/** The font file's bytes, read once per process; null when no usable CJK font is installed. */
export function cjkFont(): { name: string; data: ArrayBuffer } | null {
  if (cached === undefined) {
    cached = null;
    const env = process.env.DUELSCRIBE_CJK_FONT;
    for (const path of env ? [env, ...CANDIDATES] : CANDIDATES) {
      if (!/\.(ttf|otf)$/i.test(path) || !existsSync(path)) continue;
      try {
        const buf = readFileSync(path);
        cached = { data: buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer };
        break;
      } catch {
        // unreadable: try the next one
      }
    }
  }
  return cached ? { name: 'DuelscribeCJK', data: cached.data } : null;
}
