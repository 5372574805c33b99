/**
 * gameId -> GameDefinition. Each game folder exports its definition from its index.ts; add it here once.
 */
import type { AnyGameDefinition } from './engine';
import { wuhunzhi } from './wuhunzhi';
import { xingjie } from './xingjie';
import { xueqi } from './xueqi';

export const GAMES: Record<string, AnyGameDefinition> = {
  wuhunzhi,
  xingjie,
  xueqi,
};

/** Add a game at run time (tests register the test-only game this way). */
export function registerGame(def: AnyGameDefinition): void {
  GAMES[def.id] = def;
}

export const gameIds = (): string[] => Object.keys(GAMES);
/** The game registered under `id` as its own key (never `constructor`, `__proto__` or `toString`). */
export const getGame = (id: string): AnyGameDefinition | undefined =>
  typeof id === 'string' && Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
