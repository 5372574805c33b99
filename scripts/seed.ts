/**
 * Seed the demo duels (duel scripts in content/<game>/demos/*.duel) into the database. Each demo is played through its
 * engine first (a demo that breaks a rule is refused, never stored), then written with its notes in one
 * transaction. A demo already present (same game and title) is left alone, so seeding is safe to repeat.
 */
import { playDuelFile } from '../machines/engine';
import { demoFiles, loadDemo } from './demos';
import { GAMES } from '../machines/registry';
import type { DbHandle } from '../db/client';
import { listMatches } from '../db/event-store';
import { storeDuel } from '../db/store-duel';

export function seedDemos(h: DbHandle): { added: number; present: number } {
  let added = 0;
  let present = 0;
  for (const { gameId, file } of demoFiles()) {
    const def = GAMES[gameId];
    const duel = loadDemo(file);
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

export { demoFiles };
