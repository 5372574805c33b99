/**
 * The board for a view: the game's own drawing from the board registry, or the generic one. Boards have no
 * rules in them: they draw what `view(def, state, perspective).board` holds, with card names from the server's
 * `names` map.
 */
import { memo } from 'react';
import { GenericBoard } from './generic';
import type { BoardProps } from './props';
import { boardFor } from './registry';

export type { BoardProps };

export const Board = memo(function Board(props: BoardProps) {
  const GameBoard = boardFor(props.view.gameId);
  return GameBoard ? <GameBoard {...props} /> : <GenericBoard board={props.view.board} names={props.names} />;
});
