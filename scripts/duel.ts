/**
 * Duel scripts from the command line (docs/duel-script.md):
 *   npm run duel -- check <file>               parse and play the script through the engine
 *   npm run duel -- import <file> [--publish [listed|unlisted]]   check, then store it as a draft (published with
 *                                              --publish: listed by default) in the store DATABASE_URL or
 *                                              DUELSCRIBE_DB names (data/duelscribe.db); prints the edit link
 *   npm run duel -- export <matchId> [--line <lineId>]   print the script of the main line (or that line)
 *   npm run duel -- chapter <matchId> … --format txt|md|docx --out DIR   write its chapter draft (app/server/chapter/cli.ts)
 * The same authoring service as the site's import and export routes (app/server/authoring/scripts.ts), so it
 * runs under the react-server condition (`tsx --conditions=react-server`, as `npm run duel` does).
 * Errors name the script line, in Chinese and English; exit code 1.
 */
import { readFileSync } from 'node:fs';
import { resolveDbPath } from '../db/client';
import type { Publication } from '../db/store/contract';
import { isPostgresUrl, openStore } from '../db/store/open';
import { editLink } from '../app/server/auth/edit-key';
import { checkScript, exportScript, importScript } from '../app/server/authoring/scripts';
import { AppError, toAppError } from '../app/server/http/errors';

const USAGE =
  'usage: npm run duel -- check <file> | import <file> [--publish [listed|unlisted]] | export <matchId> [--line <lineId>] | chapter <matchId> … --format txt|md|docx --out DIR';

/** `--publish [listed|unlisted]` → that publication (listed when bare); absent → draft; anything else → null. */
function publishFlag(rest: readonly string[]): Publication | null {
  if (rest.length === 0) return 'draft';
  if (rest[0] !== '--publish' || rest.length > 2) return null;
  const state = rest[1] ?? 'listed';
  return state === 'listed' || state === 'unlisted' ? state : null;
}

async function main(argv: string[]): Promise<number> {
  const [cmd, target, ...rest] = argv;
  if (cmd === 'chapter' && target) {
    // Loaded only here: drawing diagrams needs satori, resvg and docx.
    const { chapterCli } = await import('../app/server/chapter/cli');
    return chapterCli(target, rest);
  }
  if (!cmd || !target || !['check', 'import', 'export'].includes(cmd)) {
    console.error(USAGE);
    return 2;
  }
  try {
    if (cmd === 'check') {
      const c = await checkScript(readFileSync(target, 'utf8'));
      const r = c.played.final.result;
      console.log(
        `OK ${c.def.id}: ${c.played.events.length - 1} steps, ${c.played.notes.length} notes${r ? `, ${r.winner ?? 'draw'} (${r.reason})` : ''}`,
      );
      return 0;
    }
    const publication = cmd === 'import' ? publishFlag(rest) : 'draft';
    if (publication === null) {
      console.error(USAGE);
      return 2;
    }
    const s = await openStore();
    try {
      if (cmd === 'import') {
        const m = await importScript(s, readFileSync(target, 'utf8'), publication);
        const where = isPostgresUrl(process.env.DATABASE_URL) ? 'PostgreSQL' : resolveDbPath();
        console.log(`imported ${m.matchId} (${m.steps} steps, ${m.notes} notes) into ${where}`);
        console.log(`publication / 发布状态: ${publication}`);
        console.log(`edit link (keep it secret): ${editLink(m.matchId, m.editKey)}`);
        console.log(`read-only: /m/${m.matchId}`);
      } else {
        const i = rest.indexOf('--line');
        process.stdout.write(await exportScript(s, target, i >= 0 ? rest[i + 1] : null));
      }
    } finally {
      await s.close();
    }
    return 0;
  } catch (e) {
    const err = toAppError(e);
    if (err.code === 'ERR_INTERNAL' && !(e instanceof AppError)) throw e;
    console.error(`${err.code}\n  ${err.text.zh}\n  ${err.text.en}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
