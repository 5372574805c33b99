/**
 * `npm run duel -- chapter <match id> [--line <id>] [--from N --to M] --format txt|md|docx --out DIR
 *  [--detail all|decisive|none] [--perspective omniscient|p1|p2] [--lang zh|en] [--diagrams auto|none|12,20]`
 * writes the draft and its diagrams (DIR/diagrams/…) and prints the paths. Refusals print the ERR_* code with
 * its Chinese and English message; exit code 1 (2 for a usage error).
 */
import 'server-only';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openStore } from '@/db/store/open';
import { toAppError } from '@/app/server/http/errors';
import { chapterFolder, chapterOf, readFormat } from './service';

const FLAGS = ['line', 'from', 'to', 'format', 'out', 'detail', 'perspective', 'lang', 'diagrams'] as const;
export const CHAPTER_USAGE =
  'chapter <matchId> [--line <lineId>] [--from N --to M] --format txt|md|docx --out DIR [--detail all|decisive|none] [--perspective omniscient|p1|p2] [--lang zh|en] [--diagrams auto|none|N,M]';

export async function chapterCli(matchId: string, args: readonly string[]): Promise<number> {
  const flags: Partial<Record<(typeof FLAGS)[number], string>> = {};
  for (let i = 0; i < args.length; i += 2) {
    const k = args[i].replace(/^--/, '') as (typeof FLAGS)[number];
    if (!FLAGS.includes(k) || args[i + 1] === undefined) {
      console.error(`usage: npm run duel -- ${CHAPTER_USAGE}`);
      return 2;
    }
    flags[k] = args[i + 1];
  }
  const s = await openStore();
  try {
    const format = readFormat(flags.format);
    const ch = await chapterOf(s, matchId, flags);
    const out = path.resolve(flags.out ?? '.');
    const files = await chapterFolder(ch, format, ch.title);
    for (const [name, bytes] of Object.entries(files)) {
      const file = path.join(out, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, bytes);
      console.log(file);
    }
    return 0;
  } catch (e) {
    const err = toAppError(e);
    if (err.code === 'ERR_INTERNAL') throw e;
    console.error(`${err.code}\n  ${err.text.zh}\n  ${err.text.en}`);
    return 1;
  } finally {
    await s.close();
  }
}
