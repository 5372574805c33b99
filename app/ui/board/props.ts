/** What every board component takes: the perspective view, card names and faces, the language and the bottom seat. */
import type { Lang, Seat } from '@/app/contracts/common';
import type { ViewEnvelope } from '@/app/contracts/viewer';
import type { CardFaces, Names } from './card';

export interface BoardProps {
  view: ViewEnvelope;
  names: Names;
  /** The printed faces of the cards the view shows (frames, type marks, details); absent: names only. */
  cards?: CardFaces;
  lang: Lang;
  /** The seat drawn at the bottom (the perspective's own seat; p1 when omniscient). */
  bottom: Seat;
}
