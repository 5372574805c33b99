/**
 * A CJK font for link-preview images. The image renderer (satori, inside next/og) reads TrueType/OpenType fonts
 * but not TrueType collections, which is how Debian ships most CJK fonts. Debian's `fonts-droid-fallback` is a
 * plain TrueType file with CJK glyphs; `DUELSCRIBE_CJK_FONT` may name another .ttf/.otf. Without one, previews
 * stay in Latin script. Passing fonts replaces the renderer's default one, so a Latin font (the Geist file that
 * ships inside next, else DejaVu Sans) goes first and the CJK font covers what it lacks.
 */
import 'server-only';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const CANDIDATES = [
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/truetype/droid/DroidSansFallback.ttf',
];

const LATIN = [
  path.join(process.cwd(), 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf'),
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
];

export interface OgFont {
  name: string;
  data: ArrayBuffer;
}

function firstReadable(paths: string[]): ArrayBuffer | null {
  for (const p of paths) {
    if (!/\.(ttf|otf)$/i.test(p) || !existsSync(p)) continue;
    try {
      const buf = readFileSync(p);
      return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
    } catch {
      // unreadable: try the next one
    }
  }
  return null;
}

let cached: OgFont[] | null | undefined;

/** The Latin and CJK fonts, read once per process; null when either is missing (then use the default font). */
export function cjkFonts(): OgFont[] | null {
  if (cached === undefined) {
    const env = process.env.DUELSCRIBE_CJK_FONT;
    const cjk = firstReadable(env ? [env, ...CANDIDATES] : CANDIDATES);
    const latin = cjk ? firstReadable(LATIN) : null;
    cached =
      cjk && latin
        ? [
            { name: 'DuelscribeLatin', data: latin },
            { name: 'DuelscribeCJK', data: cjk },
          ]
        : null;
  }
  return cached;
}
