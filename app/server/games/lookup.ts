/** Games by id, looked up by own key only (machines/registry.ts getGame): an unknown id is ERR_UNKNOWN_GAME. */
import 'server-only';
import type { AnyGameDefinition } from '@/machines/engine';
import { getGame } from '@/machines/registry';
import { fail } from '../http/errors';

export function gameOf(gameId: string): AnyGameDefinition {
  const def = getGame(gameId);
  if (!def) {
    const shown = JSON.stringify(String(gameId).slice(0, 40));
    return fail('ERR_UNKNOWN_GAME', `未知游戏 ${shown}`, `Unknown game ${shown}`, 400, { gameId });
  }
  return def;
}
