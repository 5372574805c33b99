/**
 * Duel scripts from the command line (docs/duel-script.md):
 *   npm run duel -- check <file>               parse and play the script through the engine
 *   npm run duel -- import <file>              check, then store it (DUELSCRIBE_DB or data/duelscribe.db); prints the edit link
 *   npm run duel -- export <matchId> [--line <lineId>]   print the script of the main line (or that line)
 * Errors name the script line, in Chinese and English; exit code 1.
 */
import { readFileSync } from 'node:fs';
import { closeDatabase, openDatabase } from '../db/client';
import { isRuleError } from '../machines/engine';
import { checkDuelScript } from '../machines/engine/duel-script';
import { editLink } from '../app/lib/auth';
import { exportScript, importScript, scriptOptions, toStudioError } from '../app/lib/studio';

const USAGE = 'usage: npm run duel -- check <file> | import <file> | export <matchId> [--line <lineId>]';

function main(argv: string[]): number {
  const [cmd, target, ...rest] = argv;
  if (!cmd || !target || !['check', 'import', 'export'].includes(cmd)) {
    console.error(USAGE);
    return 2;
  }
  try {
    if (cmd === 'check') {
      const c = checkDuelScript(readFileSync(target, 'utf8'), scriptOptions);
      const r = c.played.final.result;
      console.log(
        `OK ${c.def.id}: ${c.played.events.length - 1} steps, ${c.played.notes.length} notes${r ? `, ${r.winner ?? 'draw'} (${r.reason})` : ''}`,
      );
      return 0;
    }
    const h = openDatabase();
    try {
      if (cmd === 'import') {
        const m = importScript(h, readFileSync(target, 'utf8'));
        console.log(`imported ${m.matchId} (${m.steps} steps, ${m.notes} notes) into ${h.path}`);
        console.log(`edit link (keep it secret): ${editLink(m.matchId, m.editKey)}`);
        console.log(`read-only: /m/${m.matchId}`);
      } else {
        const i = rest.indexOf('--line');
        process.stdout.write(exportScript(h, target, i >= 0 ? rest[i + 1] : null));
      }
    } finally {
      closeDatabase(h);
    }
    return 0;
  } catch (e) {
    if (isRuleError(e) || (e as { code?: string }).code) {
      const err = isRuleError(e) ? { code: e.code, text: e.text } : toStudioError(e);
      console.error(`${err.code}\n  ${err.text.zh}\n  ${err.text.en}`);
      return 1;
    }
    throw e;
  }
}

process.exitCode = main(process.argv.slice(2));
