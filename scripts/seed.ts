/**
 * Seed the demo duels of content/<game>/demos/*.duel.json into the database. Each demo is played through its
 * engine first (a demo that breaks a rule is refused, never stored), then written with its notes in one
 * transaction. A demo already present (same game and title) is left alone, so seeding is safe to repeat.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { duelFileSchema, playDuelFile, zodIssues } from '../machines/engine';
import { GAMES } from '../machines/registry';
import type { DbHandle } from '../db/client';
import { listMatches } from '../db/event-store';
import { storeDuel } from '../db/store-duel';

const contentRoot = path.resolve(import.meta.dirname, '..', 'content');

export function demoFiles(): Array<{ gameId: string; file: string }> {
  const out: Array<{ gameId: string; file: string }> = [];
  for (const gameId of Object.keys(GAMES)) {
    const dir = path.join(contentRoot, gameId, 'demos');
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort())
      if (f.endsWith('.duel.json')) out.push({ gameId, file: path.join(dir, f) });
  }
  return out;
}

export function seedDemos(h: DbHandle): { added: number; present: number } {
  let added = 0;
  let present = 0;
  for (const { gameId, file } of demoFiles()) {
    const def = GAMES[gameId];
    const parsed = duelFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${zodIssues(parsed.error)}`);
    const duel = parsed.data;
    const title = duel.title.zh;
    if (listMatches(h, { gameId }).some((m) => m.title === title)) {
      present++;
      continue;
    }
    const played = playDuelFile(def, duel);
    storeDuel(h, {
      gameId,
      rulesVersion: def.rulesVersion,
      title,
      players: duel.setup.players,
      events: played.events,
      notes: played.notes,
    });
    added++;
  }
  return { added, present };
}
