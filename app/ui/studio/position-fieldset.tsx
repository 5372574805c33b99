'use client';
/**
 * 起始局面 on the new-match form: the normal opening, an example position of the game (its JSON to edit), or a
 * position written from scratch; with the table of card ids a position names cards by (the picked custom cards
 * first).
 */
import type { CardChoice, GameChoice } from './new-match-choices';
import { nm } from './new-match-words';
import type { Lang } from './strings';
import { tx } from './strings';
import styles from './new-match.module.css';
import studio from './studio.module.css';

export function PositionFieldset(props: {
  game: GameChoice | undefined;
  lang: Lang;
  mode: string;
  /** The author picked another start (opening, an example position's id, or custom). */
  onMode: (mode: string) => void;
  json: string;
  onJson: (json: string) => void;
  custom: CardChoice[];
}) {
  const { game, lang, mode } = props;
  const t = (k: Parameters<typeof nm>[1]) => nm(lang, k);
  const example = game?.positions.find((x) => x.id === mode);
  return (
    <fieldset className={studio.panel} data-testid="position">
      <legend>{t('position')}</legend>
      <label>
        {t('positionMode')}{' '}
        <select value={mode} onChange={(e) => props.onMode(e.target.value)} data-testid="position-mode">
          <option value="opening">{t('opening')}</option>
          {game?.positions.map((x) => (
            <option key={x.id} value={x.id}>
              {tx(lang, x.name)}
            </option>
          ))}
          <option value="custom">{t('custom')}</option>
        </select>
      </label>
      {mode === 'opening' ? null : (
        <>
          {example ? <p data-testid="position-description">{tx(lang, example.description)}</p> : null}
          <p className={studio.hint}>{t('positionHint')}</p>
          <details data-testid="card-ids">
            <summary>{t('cardIds')}</summary>
            <ul className={studio.cardIds}>
              {[...props.custom, ...(game?.cards ?? [])].map((c) => (
                <li key={c.id}>
                  <code>{c.id}</code> {tx(lang, c.name)}
                  {c.setId ? <span className={styles.tag}>{t('custom1')}</span> : null}
                </li>
              ))}
            </ul>
          </details>
          <label>
            {t('positionJson')}{' '}
            <textarea
              className={studio.code}
              rows={12}
              value={props.json}
              placeholder={game?.positions[0]?.json}
              onChange={(e) => props.onJson(e.target.value)}
              data-testid="position-json"
              aria-label={t('positionJson')}
            />
          </label>
        </>
      )}
    </fieldset>
  );
}
