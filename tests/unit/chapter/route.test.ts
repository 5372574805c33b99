/**
 * GET /api/matches/[id]/chapter against a temp database holding the 血契 demo: each format downloads, the
 * preview answers text and diagrams, and bad input is a clear ERR_* refusal in Chinese and English.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, ctx, publishMatch, req, useTempDb } from '../api/helpers';

useTempDb();

import * as importRoute from '@/app/api/matches/import/route';
import * as chapter from '@/app/api/matches/[id]/chapter/route';
import { unzipSync, strFromU8 } from 'fflate';
import { openDocx } from '../../support/chapter';
import { demoFiles } from '../../../scripts/demos';

let matchId = '';
let key = '';
const get = (id: string, q: string, headers: Record<string, string> = { 'x-edit-key': key }) =>
  chapter.GET(req('GET', `/api/matches/${id}/chapter?${q}`, undefined, headers), ctx({ id }));

beforeAll(async () => {
  const script = readFileSync(demoFiles().find((d) => d.file.endsWith('/blood-moon.duel'))!.file, 'utf8');
  const res = await importRoute.POST(req('POST', '/api/matches/import', script));
  const b = await body(res);
  expect(res.status, JSON.stringify(b)).toBe(201);
  ({ matchId, editKey: key } = b);
});

describe('chapter route', () => {
  it('downloads a Word document that opens, with its diagrams', { timeout: 120_000 }, async () => {
    const res = await get(matchId, 'format=docx&from=14&to=22');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('wordprocessingml');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('血月契约.docx'));
    const { xml, media } = await openDocx(new Uint8Array(await res.arrayBuffer()));
    expect(xml['word/document.xml']).toContain('第三回合');
    expect(media.length).toBe(1);
  });

  it(
    'downloads Markdown alone without diagrams, zipped with its diagrams otherwise',
    { timeout: 120_000 },
    async () => {
      const md = await get(matchId, 'format=md&diagrams=none&detail=none&lang=en');
      expect(md.headers.get('content-type')).toContain('text/markdown');
      const text = await md.text();
      expect(text.startsWith('# 血月契约')).toBe(true);
      expect(text).not.toMatch(/\d+ LP/);
      const zip = await get(matchId, 'format=txt&from=40&to=43');
      expect(zip.headers.get('content-type')).toBe('application/zip');
      const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
      const names = Object.keys(files).sort();
      expect(names.some((n) => n.endsWith('.txt'))).toBe(true);
      expect(names.filter((n) => n.startsWith('diagrams/')).length).toBe(2);
      const txt = strFromU8(files[names.find((n) => n.endsWith('.txt'))!]);
      expect(txt).toContain('\u3000\u3000');
    },
  );

  it('previews the draft as text and SVG diagrams', { timeout: 120_000 }, async () => {
    const res = await get(matchId, 'preview=1&from=1&to=13&perspective=p2');
    const b = await body(res);
    expect(res.status).toBe(200);
    expect(b.text).toContain('苏冥的视角');
    expect(b.diagrams.length).toBeGreaterThan(0);
    expect(b.diagrams[0].svg.startsWith('<svg')).toBe(true);
  });

  it.each([
    ['an unknown match', 'nope', 'format=md', 404, 'ERR_NOT_FOUND'],
    ['a step range outside the line', '', 'format=md&from=0&to=999', 400, 'ERR_STEP_RANGE'],
    ['an empty step range', '', 'format=md&from=20&to=10', 400, 'ERR_STEP_RANGE'],
    ['an unknown format', '', 'format=pdf', 400, 'ERR_UNKNOWN_FORMAT'],
    ['an unknown detail level', '', 'format=md&detail=lots', 400, 'ERR_BAD_CHAPTER_OPTION'],
    ['an unknown perspective', '', 'format=md&perspective=p3', 400, 'ERR_BAD_CHAPTER_OPTION'],
    ['a bad diagram list', '', 'format=md&diagrams=x', 400, 'ERR_BAD_CHAPTER_OPTION'],
  ])('refuses %s with a clear error', async (_what, id, q, status, code) => {
    const res = await get(id || matchId, q);
    const b = (await body(res)).error;
    expect(res.status).toBe(status);
    expect(b.code).toBe(code);
    expect(b.message.zh).toMatch(/[\p{Script=Han}]/u);
    expect(b.message.en.length).toBeGreaterThan(10);
  });

  it('needs the edit key: a draft is not found without it, a published match is forbidden', async () => {
    expect((await get(matchId, 'format=md', {})).status).toBe(404);
    await publishMatch(matchId, key, 'unlisted');
    expect((await get(matchId, 'format=md', {})).status).toBe(403);
    await publishMatch(matchId, key, 'draft');
  });
});
