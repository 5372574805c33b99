/**
 * Card pieces shared by every board: a face (Chinese name from the server's `names`, optional stats), a card
 * back for hidden cards, an empty slot, and a labelled zone. Server- and client-renderable (no hooks).
 */
import type { ReactNode } from 'react';
import { cardKey } from './refs';

export type Names = Record<string, string>;

export function CardFace({
  name,
  stats,
  tapped,
  faceDown,
  spent,
  badge,
  title,
  small,
  pick,
}: {
  /** The `data-ref` of this card (refs.ts), where the board knows its instance. */
  pick?: string;
  name: string;
  stats?: ReactNode;
  tapped?: boolean;
  /** A face-down card its owner's perspective can see: drawn with a dashed border. */
  faceDown?: boolean;
  /** Has already acted this turn (drawn dimmed, not turned). */
  spent?: boolean;
  badge?: ReactNode;
  title?: string;
  small?: boolean;
}) {
  const cls = [
    'card',
    tapped ? 'tapped' : '',
    faceDown ? 'face-down' : '',
    spent ? 'spent' : '',
    small ? 'small' : '',
  ].join(' ');
  return (
    <div className={cls} data-card={name} data-ref={pick} title={title ?? name}>
      <span className="card-name">{name}</span>
      {stats !== undefined && stats !== null ? <span className="card-stats">{stats}</span> : null}
      {badge ? <span className="card-badge">{badge}</span> : null}
    </div>
  );
}

export function CardBack({
  tapped,
  small,
  label,
  pick,
}: {
  tapped?: boolean;
  small?: boolean;
  label?: string;
  pick?: string;
}) {
  return (
    <div
      data-ref={pick}
      className={`card back ${tapped ? 'tapped' : ''} ${small ? 'small' : ''}`}
      data-hidden-card="1"
      aria-label={label ?? 'hidden card'}
    >
      <span className="card-back-mark">斗</span>
    </div>
  );
}

export function EmptySlot({ label, small, pick }: { label?: string; small?: boolean; pick?: string }) {
  return (
    <div className={`card empty ${small ? 'small' : ''}`} aria-label={label ?? 'empty'} data-ref={pick}>
      {label ? <span className="slot-label">{label}</span> : null}
    </div>
  );
}

export function Zone({
  label,
  count,
  children,
  className,
  pick,
}: {
  label: string;
  count?: number;
  children?: ReactNode;
  className?: string;
  /** The `data-ref` of the whole zone (a deck, a graveyard …). */
  pick?: string;
}) {
  return (
    <section className={`zone ${className ?? ''}`} data-ref={pick}>
      <h4 className="zone-label">
        {label}
        {count !== undefined ? <span className="zone-count">{count}</span> : null}
      </h4>
      <div className="zone-cards">{children}</div>
    </section>
  );
}

export const nameOf = (names: Names, cardId: string) => names[cardId] ?? cardId;

/** A pile shown as its top few cards plus a count (graveyards, discard piles). */
export function Pile({
  label,
  cards,
  names,
  max = 4,
  pick,
}: {
  label: string;
  cards: Array<{ cardId: string; id?: string }>;
  names: Names;
  max?: number;
  pick?: string;
}) {
  const shown = cards.slice(-max);
  return (
    <Zone label={label} count={cards.length} className="pile" pick={pick}>
      {shown.length === 0 ? (
        <EmptySlot small />
      ) : (
        shown.map((c, i) => (
          <CardFace key={i} small name={nameOf(names, c.cardId)} pick={c.id ? cardKey(c.id) : undefined} />
        ))
      )}
    </Zone>
  );
}

export function DeckCount({ label, count, pick }: { label: string; count: number; pick?: string }) {
  return (
    <Zone label={label} count={count} className="deck" pick={pick}>
      {count > 0 ? <CardBack small label={`${label} ${count}`} /> : <EmptySlot small />}
    </Zone>
  );
}

/** A zone of cards laid out in a row: its count in the heading, an empty slot when it holds none. */
export function ListZone<T>({
  label,
  items,
  className,
  render,
}: {
  label: string;
  items: T[];
  className: string;
  render: (item: T) => ReactNode;
}) {
  return (
    <Zone label={label} count={items.length} className={className}>
      {items.length === 0 ? <EmptySlot small /> : items.map(render)}
    </Zone>
  );
}
