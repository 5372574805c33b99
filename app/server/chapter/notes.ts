/**
 * The author's notes as blocks of the draft: narration notes are paragraphs in place, dialogue notes are spoken
 * lines in 「」, commentary notes are asides, and a beat is a pause: its words, then a scene break. Note bodies
 * are Markdown (read with markdown-it): bold, italic and code survive as emphasis, everything else as text.
 * A note that contains 【图】 or [diagram] asks for a board diagram at its step; the mark itself is not told.
 */
import 'server-only';
import MarkdownIt from 'markdown-it';
import { isTurnAnnouncement, splitTop } from './clauses';
import type { Block, Run } from './types';

export type NoteKind = 'narration' | 'commentary' | 'dialogue' | 'beat';
export interface ChapterNote {
  seq: number;
  kind: NoteKind;
  body: string;
}

const md = new MarkdownIt('commonmark', { html: false });
const DIAGRAM_MARK = /【图】|\[diagram\]/giu;

/** Whether the author asked for a diagram at the note's step. */
export const asksForDiagram = (body: string) => new RegExp(DIAGRAM_MARK.source, 'iu').test(body);

type Token = ReturnType<typeof md.parse>[number];

/** One inline token list as runs; a line break inside a paragraph splits it into lines. */
function inlineLines(children: readonly Token[]): Run[][] {
  const lines: Run[][] = [[]];
  const style = { strong: false, em: false };
  for (const t of children) {
    switch (t.type) {
      case 'strong_open':
      case 'strong_close':
        style.strong = t.type === 'strong_open';
        break;
      case 'em_open':
      case 'em_close':
        style.em = t.type === 'em_open';
        break;
      case 'softbreak':
      case 'hardbreak':
        lines.push([]);
        break;
      case 'code_inline':
        lines[lines.length - 1].push({ text: t.content, code: true });
        break;
      case 'text':
      case 'html_inline':
        if (t.content)
          lines[lines.length - 1].push({
            text: t.content,
            ...(style.strong ? { strong: true } : {}),
            ...(style.em ? { em: true } : {}),
          });
        break;
      case 'image':
        lines[lines.length - 1].push({ text: t.content });
        break;
    }
  }
  return lines.map(merge).filter((l) => l.length > 0);
}

/** Adjacent runs of the same style as one. */
function merge(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const r of runs) {
    const last = out[out.length - 1];
    if (last && !!last.strong === !!r.strong && !!last.em === !!r.em && !!last.code === !!r.code)
      out[out.length - 1] = { ...last, text: last.text + r.text };
    else out.push({ ...r });
  }
  return out;
}

/** The body's paragraphs, each as lines of runs (lists, quotes and headings read as paragraphs). */
export function noteParagraphs(body: string): Run[][][] {
  const tokens = md.parse(body.replace(DIAGRAM_MARK, ''), {});
  const out: Run[][][] = [];
  for (const t of tokens) {
    if (t.type === 'inline') {
      const lines = inlineLines(t.children ?? []);
      if (lines.length > 0) out.push(lines);
    } else if ((t.type === 'fence' || t.type === 'code_block') && t.content.trim()) {
      out.push(
        t.content
          .trim()
          .split('\n')
          .map((l) => [{ text: l }]),
      );
    }
  }
  return out;
}

const join = (lines: Run[][], sep: string): Run[] =>
  merge(lines.flatMap((l, i) => (i === 0 ? l : [{ text: sep }, ...l])));

const SPEAKER = /^([^：:「」“”"\s]{1,12})\s*[：:]\s*/u;

/** One spoken line: "苏冥：「你在收缩阵线？」", or "苏冥：你在收缩阵线？" quoted for the author. */
export function dialogueLine(runs: Run[], lang: 'zh' | 'en'): Block {
  const text = runs.map((r) => r.text).join('');
  const m = SPEAKER.exec(text);
  let rest = runs;
  let speaker: string | null = null;
  if (m) {
    speaker = m[1];
    let cut = m[0].length;
    rest = [];
    for (const r of runs) {
      if (cut >= r.text.length) cut -= r.text.length;
      else {
        rest.push({ ...r, text: r.text.slice(cut) });
        cut = 0;
      }
    }
  }
  const said = rest.map((r) => r.text).join('');
  const quoted = /^[「『“"]/u.test(said.trim());
  const [open, close] = lang === 'zh' ? ['「', '」'] : ['“', '”'];
  const line = quoted ? rest : [{ text: open }, ...rest, { text: close }];
  return { kind: 'dialogue', speaker, runs: merge(line) };
}

const HAN = /[\p{Script=Han}]/u;

/**
 * A paragraph as a Chinese draft tells it: no code spans (an engine key such as `startingLp: 800` is the author's
 * shorthand, not prose; brackets it leaves empty go with it), and none at all if no Chinese is left (an English
 * aside about rule ids belongs to the author's notes, not to the chapter).
 */
function forZh(lines: Run[][]): Run[][] | null {
  const out = lines
    .map((l) =>
      merge(l.filter((r) => !r.code))
        .map((r) => ({ ...r, text: r.text.replace(/[（(]\s*[）)]/gu, '') }))
        .filter((r) => r.text.length > 0),
    )
    .filter((l) => l.length > 0);
  return out.some((l) => l.some((r) => HAN.test(r.text))) ? out : null;
}

/**
 * A paragraph that only says a turn ended and who goes first in the next (第1回合结束。第2回合由孟尝先攻。): the
 * section headings say it (C20).
 */
function announcesTurn(runs: readonly Run[]): boolean {
  const sentences = splitTop(runs.map((r) => r.text).join(''), ['。', '. ']).map((x) =>
    x.replace(/[。.]$/u, ''),
  );
  return sentences.length > 0 && sentences.every(isTurnAnnouncement);
}

/** The blocks a note becomes in the draft; commentary only when the draft keeps the mechanics. */
export function noteBlocks(note: ChapterNote, lang: 'zh' | 'en', withCommentary: boolean): Block[] {
  const all = noteParagraphs(note.body);
  const paras = lang === 'zh' ? all.map(forZh).filter((p): p is Run[][] => p !== null) : all;
  const sep = lang === 'zh' ? '' : ' ';
  switch (note.kind) {
    case 'narration':
      return paras
        .filter((p) => !announcesTurn(join(p, sep)))
        .map((p) => ({ kind: 'paragraph', runs: join(p, sep) }));
    case 'commentary':
      return withCommentary ? paras.map((p) => ({ kind: 'aside', runs: join(p, sep) })) : [];
    case 'dialogue':
      return paras.flatMap((p) => p.map((line) => dialogueLine(line, lang)));
    case 'beat':
      return [...paras.map((p): Block => ({ kind: 'paragraph', runs: join(p, sep) })), { kind: 'break' }];
  }
}

/** The note's words as plain text (for telling whether it already says what a step would). */
export const noteText = (body: string) =>
  noteParagraphs(body)
    .flat(2)
    .map((r) => r.text)
    .join('');
