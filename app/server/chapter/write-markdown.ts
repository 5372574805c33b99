/**
 * Markdown: the title and turns as headings, paragraphs, dialogue lines, the author's asides as quotes, scene
 * breaks as rules, and each diagram as an image that links its SVG file beside the draft (diagrams/…).
 */
import 'server-only';
import { diagramFile } from './files';
import type { Block, Chapter, Run } from './types';

/** Escapes what Markdown would read as markup in engine or note text. */
export const escapeMd = (s: string) => s.replace(/([\\`*_[\]<>#|~])/g, '\\$1');

function runs(rs: readonly Run[]): string {
  return rs
    .map((r) => {
      if (r.code) return `\`${r.text.replace(/`/g, '')}\``;
      let t = escapeMd(r.text);
      if (!t.trim()) return t;
      if (r.strong) t = `**${t}**`;
      if (r.em) t = `*${t}*`;
      return t;
    })
    .join('');
}

function block(b: Block, n: number, zh: boolean): string {
  switch (b.kind) {
    case 'paragraph':
      return runs(b.runs);
    case 'dialogue':
      return (b.speaker ? `${escapeMd(b.speaker)}${zh ? '：' : ': '}` : '') + runs(b.runs);
    case 'aside':
      return `> ${zh ? '注：' : 'Note: '}${runs(b.runs)}`;
    case 'break':
      return '* * *';
    case 'diagram': {
      const alt = escapeMd(b.diagram.caption);
      return `![${alt}](${diagramFile(b.diagram, n, 'svg')})\n\n*${zh ? `图${n}` : `Figure ${n}`}：${alt}*`.replace(
        '：',
        zh ? '：' : ': ',
      );
    }
  }
}

export function writeMarkdown(ch: Chapter): string {
  const zh = ch.lang === 'zh';
  const out: string[] = [`# ${escapeMd(ch.title)}`, '', `*${escapeMd(ch.subtitle)}*`, ''];
  let figure = 0;
  for (const s of ch.sections) {
    out.push(`## ${escapeMd(s.title)}`, '');
    for (const b of s.blocks) {
      if (b.kind === 'diagram') figure++;
      out.push(block(b, figure, zh), '');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
