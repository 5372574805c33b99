/** Chapter drafts of the demo duels for tests and the bench: play a demo, build its draft with real diagrams. */
import JSZip from 'jszip';
import { XMLValidator } from 'fast-xml-parser';
import { playDuelFile } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { buildChapter } from '@/app/server/chapter/build';
import { drawStep } from '@/app/server/chapter/diagram-render';
import type { Chapter, ChapterOptions } from '@/app/server/chapter/types';
import { demoFiles, loadDemo } from '../../scripts/demos';

export async function demoChapter(name: string, options: Partial<ChapterOptions> = {}): Promise<Chapter> {
  const f = demoFiles().find((d) => d.file.endsWith(`/${name}.duel`));
  if (!f) throw new Error(`no demo ${name}`);
  const file = loadDemo(f.file);
  const def = GAMES[f.gameId];
  const played = playDuelFile(def, file);
  const opts: ChapterOptions = {
    perspective: 'omniscient',
    detail: 'decisive',
    lang: 'zh',
    from: 0,
    to: played.events.length - 1,
    diagrams: 'auto',
    ...options,
  };
  return buildChapter(
    {
      def,
      events: played.events,
      notes: played.notes,
      title: file.title.zh,
      players: file.setup.players as Record<Seat, { name: string }>,
    },
    opts,
    { draw: (step, caption) => drawStep(def, step, caption, opts.perspective, opts.lang) },
  );
}

/** Open a .docx with a second library (JSZip), check every XML part is well-formed, return the parts. */
export async function openDocx(bytes: Uint8Array): Promise<{ xml: Record<string, string>; media: string[] }> {
  const zip = await JSZip.loadAsync(bytes);
  const xml: Record<string, string> = {};
  const media: string[] = [];
  for (const name of Object.keys(zip.files)) {
    if (name.endsWith('.xml') || name.endsWith('.rels')) {
      const text = await zip.file(name)!.async('string');
      const ok = XMLValidator.validate(text);
      if (ok !== true) throw new Error(`${name} is not well-formed XML: ${JSON.stringify(ok.err)}`);
      xml[name] = text;
    } else if (name.startsWith('word/media/')) media.push(name);
  }
  return { xml, media };
}

/** A document part one paragraph a line, so a golden diff reads paragraph by paragraph. */
export const xmlLines = (xml: string) => xml.replace(/(<w:p>|<w:p |<w:body>|<\/w:body>)/g, '\n$1');
