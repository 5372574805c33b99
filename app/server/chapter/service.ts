/**
 * Chapter drafts from the database: the line's events and the notes visible from it, read through today's
 * authoring helpers, made into a draft and written in the asked format. The route handler and the CLI
 * (`npm run duel -- chapter …`) call these. Server-only.
 */
import 'server-only';
import { strToU8, zipSync } from 'fflate';
import type { Seat } from '@/machines/engine';
import type { Store } from '@/app/server/db';
import { gameOf } from '@/app/server/games/lookup';
import { lineOf, requireMatch } from '@/app/server/lines/lookup';
import { buildChapter } from './build';
import { drawStep } from './diagram-render';
import { chapterDiagrams, diagramFiles } from './files';
import { type ChapterQuery, readFormat, readOptions } from './options';
import type { Chapter, ChapterFormat } from './types';
import { writeDocx } from './write-docx';
import { writeMarkdown } from './write-markdown';
import { writeText } from './write-text';

/**
 * The draft of a match's line (its main line by default) for the query's range, perspective and detail. `raster`:
 * the draft will be written with its pictures (a download, the CLI), so each PNG starts rendering as its diagram is
 * drawn (on the thread pool, beside the rest of the draft); a preview shows SVG only.
 */
export async function chapterOf(s: Store, matchId: string, q: ChapterQuery, raster = true): Promise<Chapter> {
  const match = await requireMatch(s, matchId);
  const def = gameOf(match.gameId);
  const line = await lineOf(s, match, q.line);
  const events = await s.readLine(line);
  const options = readOptions(q, events.length);
  const notes = (await s.listNotes(matchId, line))
    .filter((n) => n.seq < events.length)
    .map((n) => ({ seq: n.seq, kind: n.kind, body: n.body }));
  return buildChapter(
    { def, events, notes, title: match.title, players: match.players as Record<Seat, { name: string }> },
    options,
    { draw: (step, caption) => drawStep(def, step, caption, options.perspective, options.lang, raster) },
  );
}

export interface ChapterFile {
  bytes: Uint8Array;
  /** File name without directories (the match title, safe for a download). */
  filename: string;
  contentType: string;
}

const safeName = (s: string) => s.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60) || 'chapter';

const TYPES: Record<ChapterFormat | 'zip', string> = {
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

/** The draft as one file: .docx; .txt or .md alone, or zipped with its diagrams (diagrams/…) when it has any. */
export async function chapterFile(ch: Chapter, format: ChapterFormat, base: string): Promise<ChapterFile> {
  const name = safeName(base);
  if (format === 'docx')
    return { bytes: await writeDocx(ch), filename: `${name}.docx`, contentType: TYPES.docx };
  const text = format === 'md' ? writeMarkdown(ch) : writeText(ch);
  if (chapterDiagrams(ch).length === 0)
    return { bytes: strToU8(text), filename: `${name}.${format}`, contentType: TYPES[format] };
  const zip = zipSync(
    { [`${name}.${format}`]: strToU8(text), ...(await diagramFiles(ch)) },
    { mtime: new Date('2000-01-01T00:00:00Z') },
  );
  return { bytes: zip, filename: `${name}.${format}.zip`, contentType: TYPES.zip };
}

/** The files of a draft for a folder (the CLI): the text or document, and its diagrams beside it. */
export async function chapterFolder(
  ch: Chapter,
  format: ChapterFormat,
  base: string,
): Promise<Record<string, Uint8Array>> {
  const name = safeName(base);
  if (format === 'docx') return { [`${name}.docx`]: await writeDocx(ch), ...(await diagramFiles(ch)) };
  return {
    [`${name}.${format}`]: strToU8(format === 'md' ? writeMarkdown(ch) : writeText(ch)),
    ...(await diagramFiles(ch)),
  };
}

/** What the studio shows before a download: the draft as text and its diagrams as SVG. */
export function chapterPreview(ch: Chapter) {
  return {
    title: ch.title,
    subtitle: ch.subtitle,
    text: writeText(ch),
    markdown: writeMarkdown(ch),
    diagrams: chapterDiagrams(ch).map(({ n, diagram }) => ({
      n,
      seq: diagram.seq,
      caption: diagram.caption,
      width: diagram.width,
      height: diagram.height,
      svg: diagram.svg,
    })),
  };
}

export { readFormat };
