/**
 * Seed the demo duels (duel scripts in content/<game>/demos/*.duel) into the database. Each demo is played through its
 * engine first (a demo that breaks a rule is refused, never stored), then written with its notes in one
 * transaction, as a listed match (the library shows it). A demo already present (same game and title) is left
 * alone, so seeding is safe to repeat. Works on either database (the asynchronous store).
 */
import { type EngineEvent, playDuelFile } from '../machines/engine';
import { demoFiles, loadDemo } from './demos';
import { GAMES } from '../machines/registry';
import type { EventStore, StoreDuelInput } from '../db/store/contract';

/** Every demo not yet present (by game and title), played through its engine, ready to store. */
function* demosToStore(
  isPresent: (gameId: string, title: string) => boolean,
): Generator<StoreDuelInput & { events: readonly EngineEvent[] }> {
  for (const { gameId, file } of demoFiles()) {
    const def = GAMES[gameId];
    const duel = loadDemo(file);
    const title = duel.title.zh;
    if (isPresent(gameId, title)) continue;
    const played = playDuelFile(def, duel);
    yield {
      gameId,
      rulesVersion: def.rulesVersion,
      title,
      players: duel.setup.players,
      events: played.events,
      notes: played.notes,
      publication: 'listed',
    };
  }
}

export async function seedStore(store: EventStore): Promise<{ added: number; present: number }> {
  const present = new Set((await store.listAllMatches()).map((m) => `${m.gameId}\u0000${m.title}`));
  let added = 0;
  for (const duel of demosToStore((gameId, title) => present.has(`${gameId}\u0000${title}`))) {
    await store.storeDuel(duel);
    added++;
  }
  return { added, present: demoFiles().length - added };
}

export { demoFiles };
