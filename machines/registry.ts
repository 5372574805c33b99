/**
 * gameId -> GameDefinition. Each game folder exports its definition from its index.ts; add it here once.
 */
import type { AnyGameDefinition } from './engine';
import { xueqi } from './xueqi';
import { xingjie } from './xingjie';
import { wuhunzhi } from './wuhunzhi';

export const GAMES: Record<string, AnyGameDefinition> = {
  xueqi,
  xingjie,
  wuhunzhi,
};

export function registerGame(def: AnyGameDefinition): void {
  GAMES[def.id] = def;
}

export const gameIds = (): string[] => Object.keys(GAMES);
export const getGame = (id: string): AnyGameDefinition | undefined => GAMES[id];
