/** `npm run duel -- chapter …`: writes the draft and its diagrams into --out; refusals print ERR_* in zh and en. */
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTempDb } from '../api/helpers';

useTempDb();

import { openStore } from '@/db/store/open';
import { importScript } from '@/app/server/authoring/scripts';
import { chapterCli } from '@/app/server/chapter/cli';
import { demoFiles } from '../../../scripts/demos';

let matchId = '';
beforeAll(async () => {
  const script = readFileSync(demoFiles().find((d) => d.file.endsWith('/blood-moon.duel'))!.file, 'utf8');
  matchId = (await importScript(await openStore(), script)).matchId;
});

describe('duel CLI: chapter', () => {
  it('writes a Markdown draft with its diagrams', { timeout: 120_000 }, async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'duelscribe-chapter-cli-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const rc = await chapterCli(matchId, ['--format', 'md', '--from', '14', '--to', '29', '--out', out]);
    log.mockRestore();
    expect(rc).toBe(0);
    const md = readFileSync(path.join(out, '血月契约.md'), 'utf8');
    expect(md).toContain('## 第三回合');
    const diagrams = readdirSync(path.join(out, 'diagrams'));
    expect(diagrams.filter((f) => f.endsWith('.svg')).length).toBe(
      diagrams.filter((f) => f.endsWith('.png')).length,
    );
    for (const m of md.matchAll(/\]\((diagrams\/[^)]+)\)/g))
      expect(existsSync(path.join(out, m[1]))).toBe(true);
  });

  it.each([
    [['--format', 'pdf'], 'ERR_UNKNOWN_FORMAT'],
    [['--format', 'md', '--to', '999'], 'ERR_STEP_RANGE'],
    [['--format', 'md', '--from', '20', '--to', '10'], 'ERR_STEP_RANGE'],
    [['--format', 'md', '--detail', 'lots'], 'ERR_BAD_CHAPTER_OPTION'],
    [['--format', 'md', '--perspective', 'p3'], 'ERR_BAD_CHAPTER_OPTION'],
    [['--format', 'md', '--line', 'l_nope'], 'ERR_NOT_FOUND'],
  ])('refuses %j with %s', async (args, code) => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rc = await chapterCli(matchId, [...args, '--out', tmpdir()]);
    const printed = err.mock.calls.map((c) => String(c[0])).join('\n');
    err.mockRestore();
    expect(rc).toBe(1);
    expect(printed).toContain(code);
    expect(printed).toMatch(/[\p{Script=Han}]/u);
  });

  it('an unknown match and a usage error', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await chapterCli('m_nope', ['--format', 'md', '--out', tmpdir()])).toBe(1);
    const printed = err.mock.calls.map((c) => String(c[0])).join('\n');
    expect(printed).toContain('ERR_NOT_FOUND');
    expect(printed).toMatch(/[\p{Script=Han}]/u);
    expect(await chapterCli(matchId, ['--colour', 'red'])).toBe(2);
    err.mockRestore();
  });
});
