/**
 * The chapter request as the route and the CLI receive it (strings), read into ChapterOptions. Every refusal is
 * an ERR_* StudioError with a Chinese and an English message naming the bad value in words.
 */
import 'server-only';
import { PERSPECTIVES, type Perspective } from '@/machines/engine';
import { fail } from '@/app/server/http/errors';
import {
  type ChapterFormat,
  type ChapterOptions,
  DETAILS,
  type Detail,
  type DiagramChoice,
  FORMATS,
} from './types';

/** The request's raw values (query string or command-line flags). */
export interface ChapterQuery {
  line?: string | null;
  from?: string | null;
  to?: string | null;
  format?: string | null;
  detail?: string | null;
  perspective?: string | null;
  lang?: string | null;
  diagrams?: string | null;
}

export const DEFAULTS = {
  detail: 'decisive' as Detail,
  perspective: 'omniscient' as Perspective,
  lang: 'zh',
};

export function readFormat(raw: string | null | undefined): ChapterFormat {
  const f = raw ?? 'md';
  if (!(FORMATS as readonly string[]).includes(f))
    fail(
      'ERR_UNKNOWN_FORMAT',
      `未知的导出格式「${f}」：可选 txt（纯文本）、md（Markdown）、docx（Word 文档）`,
      `Unknown format "${f}": choose txt (plain text), md (Markdown) or docx (Word document)`,
      400,
      { format: f, formats: FORMATS },
    );
  return f as ChapterFormat;
}

const badOption = (zh: string, en: string, details: Record<string, unknown>): never =>
  fail('ERR_BAD_CHAPTER_OPTION', zh, en, 400, details);

function readStep(
  raw: string | null | undefined,
  fallback: number,
  which: 'from' | 'to',
  last: number,
): number {
  if (raw === null || raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > last) {
    const word = which === 'from' ? { zh: '起始步', en: 'first step' } : { zh: '结束步', en: 'last step' };
    fail(
      'ERR_STEP_RANGE',
      `${word.zh}「${raw}」不在这条分支内：分支共 ${last} 步，可选 0 到 ${last}`,
      `The ${word.en} "${raw}" is outside the line: it has ${last} steps, choose 0 to ${last}`,
      400,
      { [which]: raw, last },
    );
  }
  return n;
}

function readDiagrams(raw: string | null | undefined): DiagramChoice {
  if (!raw || raw === 'auto') return 'auto';
  if (raw === 'none') return 'none';
  const list = raw.split(',').map((s) => Number(s.trim()));
  if (list.some((n) => !Number.isInteger(n) || n < 1))
    badOption(
      `插图选择「${raw}」无效：填 auto（作者标记或每回合的关键一步）、none（不要插图）或步骤号列表（如 12,20）`,
      `Diagrams "${raw}" is not valid: use auto (the author's marks or each turn's decisive step), none, or step numbers (e.g. 12,20)`,
      { diagrams: raw },
    );
  return list;
}

/** Read the options for a line of `length` events (steps 0 … length - 1). */
export function readOptions(q: ChapterQuery, length: number): ChapterOptions {
  const last = length - 1;
  const from = readStep(q.from, 0, 'from', last);
  const to = readStep(q.to, last, 'to', last);
  if (from > to)
    fail(
      'ERR_STEP_RANGE',
      `步骤范围无效：起始步 ${from} 在结束步 ${to} 之后`,
      `The step range is empty: the first step ${from} comes after the last step ${to}`,
      400,
      { from, to, last },
    );
  const detail = q.detail || DEFAULTS.detail;
  if (!(DETAILS as readonly string[]).includes(detail))
    badOption(
      `数值细节「${detail}」无效：可选 all（全部数值）、decisive（关键数值）、none（不含数值）`,
      `Detail "${detail}" is not valid: choose all (every number), decisive (the decisive ones) or none`,
      { detail },
    );
  const perspective = q.perspective || DEFAULTS.perspective;
  if (!(PERSPECTIVES as readonly string[]).includes(perspective))
    badOption(
      `视角「${perspective}」无效：可选 omniscient（全知）、p1（先手一方）、p2（后手一方）`,
      `Perspective "${perspective}" is not valid: choose omniscient, p1 or p2`,
      { perspective },
    );
  const lang = q.lang || DEFAULTS.lang;
  if (lang !== 'zh' && lang !== 'en')
    badOption(
      `语言「${lang}」无效：可选 zh（中文）或 en（英文）`,
      `Language "${lang}" is not valid: choose zh or en`,
      {
        lang,
      },
    );
  return {
    from,
    to,
    detail: detail as Detail,
    perspective: perspective as Perspective,
    lang: lang as 'zh' | 'en',
    diagrams: readDiagrams(q.diagrams),
  };
}
