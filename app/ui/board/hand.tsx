/** A hand: the cards when the perspective sees them, otherwise one card back per card (count only). */
import { CardBack, CardFace, Zone, faceOf, type CardFaces, type Names } from './card';
import { cardKey, slotKey } from './refs';

export function Hand({
  label,
  cards,
  count,
  names,
  faces,
  frames,
  seat,
}: {
  label: string;
  cards: Array<{ cardId: string; id?: string }> | null;
  count: number;
  names: Names;
  faces?: CardFaces;
  frames?: Readonly<Record<string, string>>;
  seat: string;
}) {
  return (
    <Zone label={label} count={count} className="hand" pick={slotKey(seat, 'hand')}>
      <div className="hand-cards" data-testid={`hand-${seat}`} data-hidden={cards ? '0' : '1'}>
        {cards
          ? cards.map((c, i) => (
              <CardFace
                key={i}
                small
                {...faceOf(names, faces, c.cardId, frames)}
                pick={c.id ? cardKey(c.id) : undefined}
              />
            ))
          : Array.from({ length: count }, (_, i) => <CardBack key={i} small />)}
      </div>
    </Zone>
  );
}
