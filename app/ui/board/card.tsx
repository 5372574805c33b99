/**
 * Card pieces shared by every board: a face (name from the server's `names`; its frame, type mark and short rules
 * text from the printed face in `cards`; its numbers), a card back for hidden cards, an empty slot, a labelled
 * zone and piles. A face the perspective may see carries its detail data (card-detail-data.ts); a card back never
 * does. Server- and client-renderable (no hooks).
 */
import type { ReactNode } from 'react';
import type { Lang } from '@/app/contracts/common';
import type { CardFaceInfo, CardFaces } from '@/app/contracts/viewer';
import { detailAttr, listAttr, pileNow, type NowStat } from './card-detail-data';
import { cardKey } from './refs';

export type Names = Record<string, string>;
export type { CardFaces, NowStat };
const NO_FACES: CardFaces = {};

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
  cardId,
  face,
  frame,
  now,
}: {
  /** The `data-ref` of this card (refs.ts), where the board knows its instance. */
  pick?: string;
  /** The card's id: the face opens a detail of it (only for a card the perspective may see). */
  cardId?: string;
  /** Its printed face (type mark, rules text), where the server sent one. */
  face?: CardFaceInfo;
  /** The frame class the game's board gives this card type. */
  frame?: string;
  /** Its numbers now, for the detail (paired with the printed ones by key). */
  now?: NowStat[];
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
    frame ?? '',
  ].join(' ');
  const open = cardId !== undefined;
  return (
    <div
      className={cls}
      data-card={name}
      data-ref={pick}
      data-face={face?.face}
      data-detail={open ? detailAttr(cardId, now) : undefined}
      role={open ? 'button' : undefined}
      tabIndex={open ? 0 : undefined}
      aria-haspopup={open ? 'dialog' : undefined}
      title={title ?? name}
    >
      {face?.mark || badge ? (
        <span className="card-top">
          {face?.mark ? (
            <span className="card-mark" title={face.type}>
              {face.mark}
            </span>
          ) : null}
          {badge ? <span className="card-badge">{badge}</span> : null}
        </span>
      ) : null}
      <span className="card-name">{name}</span>
      {face?.text && !small ? (
        <span className="card-text">
          <RulesText text={face.text} />
        </span>
      ) : null}
      {stats !== undefined && stats !== null ? <span className="card-stats">{stats}</span> : null}
    </div>
  );
}

/**
 * The face props of a visible card: name, printed face, detail and the frame the game's board gives its type
 * (`frames`: card type -> frame class), from the board's `names` and `cards`.
 */
export function faceOf(
  names: Names,
  cards: CardFaces | undefined,
  cardId: string,
  frames?: Readonly<Record<string, string>>,
) {
  const face = (cards ?? NO_FACES)[cardId] as CardFaceInfo | undefined;
  return { name: nameOf(names, cardId), cardId, face, frame: face ? frames?.[face.face] : undefined };
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

/**
 * A card's rules text with the game's printed effect marks ({触} {永} {起}, {Trigger} …) drawn as marks, not as
 * braces: the text is the card's own, only the notation is drawn.
 */
export function RulesText({ text }: { text: string }) {
  const parts = text.split(/\{([^{}\s]{1,12})\}/u);
  return (
    <>
      {parts.map((p, i) =>
        i % 2 === 1 ? (
          <span key={i} className="effect-mark">
            {p}
          </span>
        ) : (
          p
        ),
      )}
    </>
  );
}

/** A card of a pile as views give it: how and when it got there where the game records that. */
export type PileCard = { cardId: string; id?: string; how?: string; turn?: number };
export type HowWords = Readonly<Record<string, { zh: string; en: string }>>;

/**
 * A pile shown as its top few cards plus a count (graveyards, discard piles). With more cards than it draws, a
 * button opens the whole pile as a list (the card-detail host draws it when opened), newest first.
 */
export function Pile({
  label,
  cards,
  names,
  faces,
  frames,
  max = 4,
  pick,
  lang = 'zh',
  howWords,
}: {
  label: string;
  /** Oldest first; `how` and `turn`: how and when the card got there, where the view says. */
  cards: Array<PileCard>;
  names: Names;
  lang?: Lang;
  faces?: CardFaces;
  /** The game's frame class per card type. */
  frames?: Readonly<Record<string, string>>;
  max?: number;
  pick?: string;
  /** The game's words for its `how` codes (the engine's graveHowWords). */
  howWords?: HowWords;
}) {
  const shown = cards.slice(-max);
  const more = cards.length - shown.length;
  return (
    <Zone label={label} count={cards.length} className="pile" pick={pick}>
      {shown.length === 0 ? (
        <EmptySlot small />
      ) : (
        shown.map((c, i) => (
          <CardFace
            key={i}
            small
            {...faceOf(names, faces, c.cardId, frames)}
            now={pileNow(c, howWords, lang)}
            pick={c.id ? cardKey(c.id) : undefined}
          />
        ))
      )}
      {more > 0 ? (
        <button
          type="button"
          className="pile-more"
          data-list={listAttr(
            label,
            [...cards].reverse().map((c) => ({ cardId: c.cardId, now: pileNow(c, howWords, lang) })),
          )}
          aria-haspopup="dialog"
          title={lang === 'en' ? `All ${cards.length} cards` : `全部 ${cards.length} 张`}
        >
          {lang === 'en' ? `All ${cards.length}` : `全部 ${cards.length} 张`}
        </button>
      ) : null}
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
