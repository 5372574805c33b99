/**
 * The board for a view: each game's own drawing, or the generic one. Boards have no rules in them: they draw
 * what `view(def, state, perspective).board` holds, with card names from the server's `names` map.
 */
import { memo } from 'react';
import type { Lang, Seat, ViewEnvelope } from '@/app/lib/viewer-types';
import type { Names } from './card';
import { GenericBoard } from './generic';
import { WuhunzhiBoard } from './wuhunzhi';
import { XingjieBoard } from './xingjie';
import { XueqiBoard } from './xueqi';

export interface BoardProps {
  view: ViewEnvelope;
  names: Names;
  lang: Lang;
  /** The seat drawn at the bottom (the perspective's own seat; p1 when omniscient). */
  bottom: Seat;
}

export const Board = memo(function Board(props: BoardProps) {
  const { view } = props;
  switch (view.gameId) {
    case 'wuhunzhi':
      return <WuhunzhiBoard {...props} />;
    case 'xingjie':
      return <XingjieBoard {...props} />;
    case 'xueqi':
      return <XueqiBoard {...props} />;
    default:
      return <GenericBoard board={view.board} names={props.names} />;
  }
});
