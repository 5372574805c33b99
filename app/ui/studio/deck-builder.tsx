'use client';
/**
 * The deck builder under a seat's pasted deck list: start from a preset, then add and remove cards by name
 * (starter and custom cards alike), part by part in the game's words, without knowing any id. It reads and
 * writes the paste text (deck-model.ts), so the list above always shows what is sent.
 */
import { useState } from 'react';
import type { Seat } from '@/app/contracts/common';
import {
  addCard,
  cardCounts,
  deckModelOf,
  deckPasteOf,
  moveToTop,
  parseDeckPaste,
  partFor,
  partSize,
  removeCard,
  sizeKept,
  type DeckModel,
} from './deck-model';
import type { CardChoice, GameChoice } from './new-match-choices';
import { nm } from './new-match-words';
import type { Lang } from './strings';
import { tx } from './strings';
import styles from './new-match.module.css';

interface PartShown {
  key: string | null;
  name: string;
  faces?: readonly string[];
}

/** The parts the builder shows: the game's (in its words), or the one list of a game without parts. */
function partsShown(game: GameChoice, model: DeckModel, lang: Lang): PartShown[] {
  if (!game.deckParts?.length) return [{ key: null, name: nm(lang, 'deck') }];
  const known = game.deckParts.map((p) => ({ key: p.key, name: tx(lang, p.name), faces: p.faces }));
  const extra = model.filter((p) => p.key !== null && !known.some((k) => k.key === p.key));
  return [...known, ...extra.map((p) => ({ key: p.key, name: p.key ?? '' }))];
}

const sizeOf = (game: GameChoice, key: string | null) => game.deckSizes?.find((s) => s.key === key);

/** The part's size under the default rules (「规则：40–50 张」), marked when the count does not keep it. */
function SizeRule(props: { lang: Lang; count: number; size?: { min: number; max: number }; testId: string }) {
  const { lang, count, size } = props;
  if (!size) return null;
  const rule =
    size.min === size.max
      ? nm(lang, 'sizeExact').replace('{n}', String(size.min))
      : nm(lang, 'sizeRange').replace('{min}', String(size.min)).replace('{max}', String(size.max));
  const kept = sizeKept(count, size);
  return (
    <span data-testid={props.testId} data-kept={kept}>
      {lang === 'en' ? ' ' : ''}
      {rule}
      {kept ? null : <span className={`${styles.warn} ${styles.nowrap}`}>{nm(lang, 'sizeOff')}</span>}
    </span>
  );
}

export function DeckBuilder(props: {
  seat: Seat;
  game: GameChoice;
  lang: Lang;
  /** Starter and custom cards by id. */
  catalog: ReadonlyMap<string, CardChoice>;
  paste: string;
  onPaste: (text: string) => void;
}) {
  const { seat, game, lang, catalog } = props;
  const t = (k: Parameters<typeof nm>[1]) => nm(lang, k);
  const model = parseDeckPaste(props.paste);
  const set = (m: DeckModel) => props.onPaste(deckPasteOf(m));
  const [preset, setPreset] = useState(game.presets[0]?.id ?? '');
  const [adding, setAdding] = useState<Record<string, string>>({});
  const tid = (what: string, key: string | null) => `builder-${seat}-${what}${key ? `-${key}` : ''}`;

  const choicesFor = (p: PartShown) =>
    [...catalog.values()].filter((c) => partFor(model, c.face, game.deckParts) === p.key);

  const partRows = (p: PartShown) => {
    const scalar = model.find((x) => x.key === p.key && !Array.isArray(x.value));
    if (!p.faces && game.deckParts?.length) {
      const value = scalar ? scalar.value : '';
      return (
        <label>
          <input
            type="number"
            className={styles.number}
            value={typeof value === 'number' ? value : ''}
            onChange={(e) =>
              set(
                model.some((x) => x.key === p.key)
                  ? model.map((x) => (x.key === p.key ? { key: x.key, value: Number(e.target.value) } : x))
                  : [{ key: p.key, value: Number(e.target.value) }, ...model],
              )
            }
            data-testid={tid('value', p.key)}
            aria-label={p.name}
          />
        </label>
      );
    }
    const rows = cardCounts(model, p.key);
    const options = choicesFor(p);
    const chosen = adding[p.key ?? ''] ?? options[0]?.id ?? '';
    return (
      <>
        {rows.length === 0 ? <p className={styles.muted}>{t('emptyPart')}</p> : null}
        <ul className={styles.deckRows}>
          {rows.map(({ cardId, count }) => {
            const c = catalog.get(cardId);
            const shown = c ? tx(lang, c.name) : cardId;
            return (
              <li key={cardId} data-testid={tid(`row-${cardId}`, null)}>
                <span className={styles.name}>
                  {shown}
                  {c?.setId ? <span className={styles.tag}>{t('custom1')}</span> : null}
                  {c ? null : <span className={styles.warn}>{t('unknownCard')}</span>}
                </span>
                <span className={styles.count}>×{count}</span>
                <button
                  type="button"
                  onClick={() => set(removeCard(model, p.key, cardId))}
                  aria-label={`${t('less')}：${shown}`}
                  title={t('less')}
                  data-testid={tid(`less-${cardId}`, null)}
                >
                  −
                </button>
                <button
                  type="button"
                  onClick={() => set(addCard(model, p.key, cardId))}
                  aria-label={`${t('more')}：${shown}`}
                  title={t('more')}
                  data-testid={tid(`more-${cardId}`, null)}
                >
                  +
                </button>
                <button
                  type="button"
                  onClick={() => set(moveToTop(model, p.key, cardId))}
                  title={t('topHint')}
                  data-testid={tid(`top-${cardId}`, null)}
                >
                  {t('top')}
                </button>
              </li>
            );
          })}
        </ul>
        <div className={styles.addRow}>
          <label>
            {t('addCard')}{' '}
            <select
              value={chosen}
              onChange={(e) => setAdding({ ...adding, [p.key ?? '']: e.target.value })}
              data-testid={tid('pick', p.key)}
            >
              {options.map((c) => (
                <option key={c.id} value={c.id}>
                  {tx(lang, c.name)}
                  {c.type ? ` · ${tx(lang, c.type)}` : ''}
                  {c.setId ? ` · ${t('custom1')}` : ''}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn"
            disabled={!chosen}
            onClick={() => set(addCard(model, p.key, chosen))}
            data-testid={tid('add', p.key)}
          >
            {t('add')}
          </button>
        </div>
      </>
    );
  };

  return (
    <details className={styles.builder} open data-testid={`builder-${seat}`}>
      <summary>{t('builder')}</summary>
      {game.presets.length ? (
        <div className={styles.addRow}>
          <label>
            {t('startFrom')}{' '}
            <select value={preset} onChange={(e) => setPreset(e.target.value)}>
              {game.presets.map((p) => (
                <option key={p.id} value={p.id}>
                  {tx(lang, p.name)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn"
            title={t('startFromHint')}
            onClick={() => {
              const p = game.presets.find((x) => x.id === preset);
              if (p) set(deckModelOf(p.deck));
            }}
            data-testid={`builder-${seat}-load`}
          >
            {t('load')}
          </button>
          <span className={styles.muted}>{t('startFromHint')}</span>
        </div>
      ) : null}
      {partsShown(game, model, lang).map((p) => (
        <section key={p.key ?? ''} className={styles.part}>
          <h4>
            {p.name}
            {p.faces || !game.deckParts?.length ? (
              <span className={styles.muted}>
                {' '}
                · {partSize(model, p.key)} {t('count')}
                <SizeRule
                  lang={lang}
                  count={partSize(model, p.key)}
                  size={sizeOf(game, p.key)}
                  testId={tid('size', p.key)}
                />
              </span>
            ) : null}
          </h4>
          {partRows(p)}
        </section>
      ))}
      <p className={styles.muted}>{t('topHint')}</p>
    </details>
  );
}
