'use client';
/**
 * A seat's deck on the new-match form: a preset of the game, or a pasted list with the deck builder under it;
 * shuffled or stacked. A refusal of the list (ERR_DECK_LIST names the line) is shown at the list, with the line.
 */
import type { Seat } from '@/app/contracts/common';
import type { ApiError } from '@/app/contracts/errors';
import { DeckBuilder } from './deck-builder';
import type { CardChoice, GameChoice } from './new-match-choices';
import { nm } from './new-match-words';
import type { Lang } from './strings';
import { tx } from './strings';
import styles from './new-match.module.css';
import studio from './studio.module.css';

export function DeckChoice(props: {
  seat: Seat;
  game: GameChoice;
  lang: Lang;
  mode: string;
  onMode: (mode: string) => void;
  paste: string;
  onPaste: (text: string) => void;
  stacked: boolean;
  onStacked: (stacked: boolean) => void;
  catalog: ReadonlyMap<string, CardChoice>;
  error: ApiError | null;
}) {
  const { seat, game, lang, error } = props;
  const t = (k: Parameters<typeof nm>[1]) => nm(lang, k);
  const line = typeof error?.details?.line === 'number' ? error.details.line : null;
  const lineText = line ? props.paste.replace(/\r/g, '').split('\n')[line - 1] : undefined;
  return (
    <>
      <label>
        {t('deck')}{' '}
        <select
          value={props.mode}
          onChange={(e) => props.onMode(e.target.value)}
          data-testid={`deck-${seat}`}
        >
          {game.presets.map((p) => (
            <option key={p.id} value={p.id}>
              {tx(lang, p.name)}
            </option>
          ))}
          <option value="paste">{t('pasteOrBuild')}</option>
        </select>
      </label>
      {props.mode === 'paste' ? (
        <>
          <textarea
            className={`${studio.code} ${error ? styles.bad : ''}`}
            rows={4}
            value={props.paste}
            placeholder={tx(lang, game.pasteHint)}
            onChange={(e) => props.onPaste(e.target.value)}
            data-testid={`paste-${seat}`}
            aria-label={t('paste')}
            aria-invalid={error ? true : undefined}
          />
          {error ? (
            <div className={styles.deckError} role="alert" data-testid={`deck-error-${seat}`}>
              <code>{error.code}</code>
              {line ? (
                <b>
                  {' '}
                  {t('deckLine').replace('{n}', String(line))}
                  {lineText !== undefined ? <code className={styles.lineText}>{lineText}</code> : null}
                </b>
              ) : null}
              <div lang="zh-CN">{error.message.zh}</div>
              <div lang="en">{error.message.en}</div>
            </div>
          ) : null}
          <DeckBuilder
            seat={seat}
            game={game}
            lang={lang}
            catalog={props.catalog}
            paste={props.paste}
            onPaste={props.onPaste}
          />
        </>
      ) : null}
      <label>
        <input
          type="checkbox"
          checked={props.stacked}
          onChange={(e) => props.onStacked(e.target.checked)}
          data-testid={`stacked-${seat}`}
        />{' '}
        {t('stacked')}
      </label>
    </>
  );
}
