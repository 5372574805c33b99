/**
 * The demo duels in content/<game>/demos/*.duel are duel scripts (docs/duel-script.md): the seeder, the golden
 * tests and the round-trip tests all read them through here.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseDuelScript } from '../machines/engine/duel-script';
import type { DuelFile } from '../machines/engine';
import { GAMES } from '../machines/registry';

export const contentRoot = path.resolve(import.meta.dirname, '..', 'content');
export const DEMO_EXTENSION = '.duel';

export function demoFiles(): Array<{ gameId: string; file: string }> {
  const out: Array<{ gameId: string; file: string }> = [];
  for (const gameId of Object.keys(GAMES)) {
    const dir = path.join(contentRoot, gameId, 'demos');
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort())
      if (f.endsWith(DEMO_EXTENSION)) out.push({ gameId, file: path.join(dir, f) });
  }
  return out;
}

/** Parse a demo script (throws a ScriptError naming the line on a malformed script). */
export function loadDemo(file: string): DuelFile {
  return parseDuelScript(readFileSync(file, 'utf8'), { games: GAMES }).file;
}
