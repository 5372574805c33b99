/**
 * Card pieces shared by every board: a face (Chinese name from the server's `names`, optional stats), a card
 * back for hidden cards, an empty slot, and a labelled zone. Server- and client-renderable (no hooks).
 */
import type { ReactNode } from 'react';

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
}: {
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
    <div className={cls} data-card={name} title={title ?? name}>
      <span className="card-name">{name}</span>
      {stats !== undefined && stats !== null ? <span className="card-stats">{stats}</span> : null}
      {badge ? <span className="card-badge">{badge}</span> : null}
    </div>
  );
}

export function CardBack({ tapped, small, label }: { tapped?: boolean; small?: boolean; label?: string }) {
  return (
    <div
      className={`card back ${tapped ? 'tapped' : ''} ${small ? 'small' : ''}`}
      data-hidden-card="1"
      aria-label={label ?? 'hidden card'}
    >
      <span className="card-back-mark">斗</span>
    </div>
  );
}

export function EmptySlot({ label, small }: { label?: string; small?: boolean }) {
  return (
    <div className={`card empty ${small ? 'small' : ''}`} aria-label={label ?? 'empty'}>
      {label ? <span className="slot-label">{label}</span> : null}
    </div>
  );
}

export function Zone({
  label,
  count,
  children,
  className,
}: {
  label: string;
  count?: number;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={`zone ${className ?? ''}`}>
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
}: {
  label: string;
  cards: Array<{ cardId: string }>;
  names: Names;
  max?: number;
}) {
  const shown = cards.slice(-max);
  return (
    <Zone label={label} count={cards.length} className="pile">
      {shown.length === 0 ? (
        <EmptySlot small />
      ) : (
        shown.map((c, i) => <CardFace key={i} small name={nameOf(names, c.cardId)} />)
      )}
    </Zone>
  );
}

export function DeckCount({ label, count }: { label: string; count: number }) {
  return (
    <Zone label={label} count={count} className="deck">
      {count > 0 ? <CardBack small label={`${label} ${count}`} /> : <EmptySlot small />}
    </Zone>
  );
}
