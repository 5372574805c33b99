/**
 * The board for a view: the game's own drawing from the board registry, or the generic one. Boards have no
 * rules in them: they draw what `view(def, state, perspective).board` holds, with card names from the server's
 * `names` map.
 */
import { memo } from 'react';
import { CardDetails } from './card-detail';
import { GenericBoard } from './generic';
import type { BoardProps } from './props';
import { boardFor } from './registry';

export type { BoardProps };

/** With the cards' faces given, a tap, click or hover on a visible card opens its detail (card-detail.tsx). */
export const Board = memo(function Board(props: BoardProps) {
  const GameBoard = boardFor(props.view.gameId);
  const board = GameBoard ? (
    <GameBoard {...props} />
  ) : (
    <GenericBoard board={props.view.board} names={props.names} />
  );
  return props.cards ? (
    <CardDetails cards={props.cards} names={props.names} lang={props.lang}>
      {board}
    </CardDetails>
  ) : (
    board
  );
});
