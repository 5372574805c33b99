/**
 * Golden chapter drafts: each game's demo duel as plain text, Markdown and Word (its document XML), told by the
 * omniscient narrator with the decisive numbers, in Chinese, with the default diagrams; and the 血契 demo told
 * from a seat in English. Read as a novelist before pinning (`npx vitest run tests/golden/chapter -u` re-pins).
 */
import { describe, expect, it } from 'vitest';
import { writeDocx } from '@/app/server/chapter/write-docx';
import { writeMarkdown } from '@/app/server/chapter/write-markdown';
import { writeText } from '@/app/server/chapter/write-text';
import { demoChapter, openDocx, xmlLines } from '../../support/chapter';

const DEMOS = ['blood-moon', 'xianyang-duel', 'jixia-vs-hulang'];
/** Engine identifiers no reader should meet: instance ids (p2-25), action types (priority.pass), setters. */
const ENGINE_ID = /\bp[12]-\d+\b|\b[a-z]+\.[a-z][A-Za-z]+\b|\bset[A-Z][a-z]+|ERR_/;

describe('golden chapter drafts of the demo duels', () => {
  for (const name of DEMOS) {
    it(`${name}: txt, md and docx`, { timeout: 300_000 }, async () => {
      const ch = await demoChapter(name);
      const txt = writeText(ch);
      const md = writeMarkdown(ch);
      expect(txt).not.toMatch(ENGINE_ID);
      expect(md.replace(/\(diagrams\/[^)]+\)/g, '')).not.toMatch(ENGINE_ID);
      await expect(txt).toMatchFileSnapshot(`./${name}.txt`);
      await expect(md).toMatchFileSnapshot(`./${name}.md`);
      const { xml, media } = await openDocx(await writeDocx(ch));
      expect(media.length).toBe(
        ch.sections.flatMap((s) => s.blocks).filter((b) => b.kind === 'diagram').length,
      );
      await expect(xmlLines(xml['word/document.xml'])).toMatchFileSnapshot(`./${name}.document.xml`);
    });
  }

  it('blood-moon from 苏冥 (p2), every number, in English, as Markdown', { timeout: 300_000 }, async () => {
    const ch = await demoChapter('blood-moon', {
      perspective: 'p2',
      detail: 'all',
      lang: 'en',
      diagrams: 'none',
    });
    const md = writeMarkdown(ch);
    expect(md).not.toMatch(ENGINE_ID);
    await expect(md).toMatchFileSnapshot('./blood-moon.p2.all.en.md');
  });
});
