/**
 * Plain text as Chinese web-novel platforms take it: no markup, each paragraph indented with two full-width
 * spaces and set apart by a blank line, full-width punctuation, a scene break as a row of asterisks, and a
 * bracketed line where a diagram goes (the picture itself is a separate file). An English draft keeps
 * English punctuation and unindented paragraphs.
 */
import 'server-only';
import { diagramFile } from './files';
import type { Block, Chapter, Run } from './types';

const INDENT = '\u3000\u3000';
const FULL: Record<string, string> = {
  ',': '，',
  ':': '：',
  ';': '；',
  '!': '！',
  '?': '？',
  '(': '（',
  ')': '）',
};

/** ASCII punctuation as full-width where it sits in Chinese (not inside code or between Latin words). */
export function fullWidth(s: string): string {
  return s.replace(/[,:;!?()]/g, (c, at: number) => {
    const prev = s[at - 1] ?? '';
    const next = s[at + 1] ?? '';
    const latin = (ch: string) => /[A-Za-z0-9]/.test(ch);
    if (c === '(' || c === ')') return /[\p{Script=Han}「」（）]/u.test(prev + next) ? FULL[c] : c;
    return latin(prev) && (latin(next) || next === ' ') ? c : FULL[c];
  });
}

const plain = (runs: readonly Run[], zh: boolean) =>
  runs.map((r) => (zh && !r.code ? fullWidth(r.text) : r.text)).join('');

function line(b: Block, zh: boolean, n: number): string {
  const indent = zh ? INDENT : '';
  switch (b.kind) {
    case 'paragraph':
      return indent + plain(b.runs, zh);
    case 'dialogue':
      return indent + (b.speaker ? `${b.speaker}${zh ? '：' : ': '}` : '') + plain(b.runs, zh);
    case 'aside':
      return indent + (zh ? `（注：${plain(b.runs, zh)}）` : `(Note: ${plain(b.runs, zh)})`);
    case 'break':
      return zh ? `${INDENT}${INDENT}＊\u3000\u3000＊\u3000\u3000＊` : '* * *';
    case 'diagram':
      return zh
        ? `${indent}【图${n}：${b.diagram.caption}（${diagramFile(b.diagram, n, 'png')}）】`
        : `[Figure ${n}: ${b.diagram.caption} (${diagramFile(b.diagram, n, 'png')})]`;
  }
}

export function writeText(ch: Chapter): string {
  const zh = ch.lang === 'zh';
  const out: string[] = [ch.title, ch.subtitle, ''];
  let figure = 0;
  for (const s of ch.sections) {
    out.push(s.title, '');
    for (const b of s.blocks) {
      if (b.kind === 'diagram') figure++;
      out.push(line(b, zh, figure), '');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
