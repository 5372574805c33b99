'use client';
/**
 * 自定义卡牌 / Custom cards on the new-match form: the author's card sets for the chosen game (none: a line to the
 * card library), picked with checkboxes; the picked sets' cards by name with their type and the id a deck list
 * takes, each with a control that adds it to player one's or player two's deck.
 */
import Link from 'next/link';
import type { Seat } from '@/app/contracts/common';
import type { CardSetSummary } from '@/app/contracts/card-sets';
import type { ApiError } from '@/app/contracts/errors';
import type { CardChoice } from './new-match-choices';
import { nm } from './new-match-words';
import type { Lang } from './strings';
import { tx } from './strings';
import styles from './new-match.module.css';
import studio from './studio.module.css';

const SEATS: Seat[] = ['p1', 'p2'];

export function CustomCardsPanel(props: {
  lang: Lang;
  sets: CardSetSummary[] | null;
  picked: readonly string[];
  onPick: (picked: string[]) => void;
  cards: CardChoice[];
  names: Record<Seat, string>;
  onAdd: (seat: Seat, card: CardChoice) => void;
  /** A card set that could not be read (the list, or a picked set). */
  error: ApiError | null;
}) {
  const { lang, sets, picked } = props;
  const t = (k: Parameters<typeof nm>[1]) => nm(lang, k);
  const seatName = (seat: Seat) => props.names[seat].trim() || t(seat);
  return (
    <fieldset className={studio.panel} data-testid="custom-cards">
      <legend>{t('customCards')}</legend>
      <p className={studio.hint}>{t('customHint')}</p>
      {props.error ? (
        <p className={styles.deckError} role="status" data-testid="card-sets-error">
          <code>{props.error.code}</code> {tx(lang, props.error.message)}
        </p>
      ) : null}
      {sets === null ? (
        <p className={studio.hint}>{t('loading')}</p>
      ) : sets.length === 0 ? (
        <p data-testid="no-card-sets">
          {t('noSets')} <Link href="/cards">{t('makeSet')}</Link>
        </p>
      ) : (
        <ul className={styles.sets}>
          {sets.map((s) => (
            <li key={s.setId}>
              <label>
                <input
                  type="checkbox"
                  checked={picked.includes(s.setId)}
                  onChange={(e) =>
                    props.onPick(
                      e.target.checked ? [...picked, s.setId] : picked.filter((x) => x !== s.setId),
                    )
                  }
                  data-testid={`card-set-${s.setId}`}
                />{' '}
                {s.name}{' '}
                <span className={studio.hint}>
                  {s.cardCount} {t('cardsIn')}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {picked.length > 0 && props.cards.length === 0 && sets?.length ? (
        <p className={studio.hint}>{t('noCards')}</p>
      ) : null}
      {props.cards.length > 0 ? (
        <table className={styles.cards} data-testid="custom-card-list">
          <thead>
            <tr>
              <th>{t('cardName')}</th>
              <th>{t('cardType')}</th>
              <th>{t('cardId')}</th>
              <th>{t('addTo')}</th>
            </tr>
          </thead>
          <tbody>
            {props.cards.map((c) => (
              <tr key={c.id} data-testid={`custom-card-${c.id}`}>
                <td className={styles.name}>{tx(lang, c.name)}</td>
                <td>{c.type ? tx(lang, c.type) : ''}</td>
                <td>
                  <code>{c.id}</code>
                </td>
                <td className={styles.adds}>
                  {SEATS.map((seat) => (
                    <button
                      key={seat}
                      type="button"
                      className="btn"
                      onClick={() => props.onAdd(seat, c)}
                      data-testid={`add-${seat}-${c.id}`}
                    >
                      + {seatName(seat)}
                    </button>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </fieldset>
  );
}
