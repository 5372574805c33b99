/**
 * gameId -> board component, beside machines/registry.ts (gameId -> GameDefinition). Adding a game adds its
 * board here; a game without one is drawn by the generic board. Looked up by own key only.
 */
import type { ComponentType } from 'react';
import type { BoardProps } from './props';
import { WuhunzhiBoard } from './wuhunzhi';
import { XingjieBoard } from './xingjie';
import { XueqiBoard } from './xueqi';

export const BOARDS: Record<string, ComponentType<BoardProps>> = {
  wuhunzhi: WuhunzhiBoard,
  xingjie: XingjieBoard,
  xueqi: XueqiBoard,
};

export const boardFor = (gameId: string): ComponentType<BoardProps> | undefined =>
  Object.hasOwn(BOARDS, gameId) ? BOARDS[gameId] : undefined;
