/**
 * A Word document (.docx, opens in Word and WPS) made with the `docx` package: the title, a heading per turn,
 * paragraphs indented two characters in a Chinese draft (宋体 for Chinese text), dialogue lines, the author's
 * asides in grey italics, scene breaks, and each diagram embedded as a PNG with its caption.
 */
import 'server-only';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  TextRun,
  type ParagraphChild,
} from 'docx';
import { rasterise } from './files';
import type { Block, Chapter, Run } from './types';

const FONT = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: 'SimSun' };
const CODE_FONT = { ascii: 'Consolas', hAnsi: 'Consolas', eastAsia: 'SimSun' };
/** Image width on the page in pixels at 96 dpi (a little under the text width of an A4 page). */
const IMAGE_W = 560;

function runs(rs: readonly Run[], extra: { italics?: boolean; color?: string } = {}): TextRun[] {
  return rs.map(
    (r) =>
      new TextRun({
        text: r.text,
        bold: r.strong,
        italics: r.em || extra.italics,
        color: extra.color,
        font: r.code ? CODE_FONT : undefined,
      }),
  );
}

function paragraphs(b: Block, zh: boolean, figure: number): Paragraph[] {
  const indent = zh ? { firstLineChars: 200 } : undefined;
  switch (b.kind) {
    case 'paragraph':
      return [new Paragraph({ indent, spacing: { after: 120 }, children: runs(b.runs) })];
    case 'dialogue': {
      const speaker: ParagraphChild[] = b.speaker ? [new TextRun(`${b.speaker}${zh ? '：' : ': '}`)] : [];
      return [new Paragraph({ indent, spacing: { after: 120 }, children: [...speaker, ...runs(b.runs)] })];
    }
    case 'aside':
      return [
        new Paragraph({
          indent: { left: 480 },
          spacing: { after: 120 },
          children: [
            new TextRun({ text: zh ? '注：' : 'Note: ', italics: true, color: '7A6A58' }),
            ...runs(b.runs, { italics: true, color: '7A6A58' }),
          ],
        }),
      ];
    case 'break':
      return [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { before: 120, after: 240 },
          children: [new TextRun('＊　　＊　　＊')],
        }),
      ];
    case 'diagram': {
      const d = b.diagram;
      const label = zh ? `图${figure}：${d.caption}` : `Figure ${figure}: ${d.caption}`;
      return [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { before: 120 },
          children: [
            new ImageRun({
              type: 'png',
              data: d.png,
              transformation: { width: IMAGE_W, height: Math.round((d.height * IMAGE_W) / d.width) },
              altText: { name: `figure-${figure}`, title: label, description: label },
            }),
          ],
        }),
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { after: 240 },
          children: [new TextRun({ text: label, italics: true, size: 20, color: '7A6A58' })],
        }),
      ];
    }
  }
}

export function docxDocument(ch: Chapter): Document {
  const zh = ch.lang === 'zh';
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(ch.title)] }),
    new Paragraph({
      spacing: { after: 240 },
      children: [new TextRun({ text: ch.subtitle, italics: true, color: '7A6A58' })],
    }),
  ];
  let figure = 0;
  for (const s of ch.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(s.title)] }));
    for (const b of s.blocks) {
      if (b.kind === 'diagram') figure++;
      children.push(...paragraphs(b, zh, figure));
    }
  }
  return new Document({
    title: ch.title,
    description: ch.subtitle,
    creator: 'Duelscribe 斗卡录',
    styles: { default: { document: { run: { font: FONT, size: 24 } } } },
    sections: [{ children }],
  });
}

/** The draft as .docx bytes. */
export async function writeDocx(ch: Chapter): Promise<Uint8Array> {
  await rasterise(ch);
  const buf = await Packer.toBuffer(docxDocument(ch));
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}
