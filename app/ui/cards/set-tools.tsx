'use client';
/**
 * Beside the set editor: "try it" (a scratch match with the selected card in the first player's opening hand),
 * the export download and the revision history.
 */
import { useEffect, useState } from 'react';
import type { Lang } from '@/app/contracts/common';
import type { CardSetHistoryResponse } from '@/app/contracts/card-sets';
import type { ApiError } from '@/app/contracts/errors';
import { exportUrl, setHistory, tryCard } from './card-api';
import { Refusal } from './refusal';
import styles from './cards.module.css';
import { cardCount, w } from './words';

export function SetTools({
  lang,
  setId,
  revision,
  cardId,
  dirty,
}: {
  lang: Lang;
  setId: string;
  revision: number;
  /** The selected card's id, if any. */
  cardId: string | null;
  dirty: boolean;
}) {
  const [history, setHistoryList] = useState<CardSetHistoryResponse['revisions']>([]);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void setHistory(setId).then((r) => live && r.ok && setHistoryList(r.data.revisions));
    return () => {
      live = false;
    };
  }, [setId, revision]);

  const onTry = async () => {
    if (!cardId) return;
    setBusy(true);
    const r = await tryCard(setId, cardId);
    if (r.ok) return window.location.assign(r.data.editUrl);
    setError(r.error);
    setBusy(false);
  };

  const date = (s: string) => new Date(s).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en');
  return (
    <div className={styles.tools}>
      <section className={styles.panel}>
        <button
          type="button"
          className="btn play"
          disabled={!cardId || dirty || busy}
          onClick={() => void onTry()}
          data-testid="try-card"
        >
          {w(lang, 'tryIt')}
        </button>{' '}
        <span className={styles.help}>{dirty ? w(lang, 'saveFirst') : w(lang, 'tryHelp')}</span>
        {error ? <Refusal lang={lang} error={error} onDismiss={() => setError(null)} /> : null}
        <p>
          <a className="btn" href={exportUrl(setId)} download data-testid="export-set">
            {w(lang, 'exportSet')}
          </a>
        </p>
      </section>
      <section className={styles.panel}>
        <h2>{w(lang, 'history')}</h2>
        <ul className={styles.history} data-testid="history">
          {[...history]
            .sort((a, b) => b.revision - a.revision)
            .map((h) => (
              <li key={h.revision} data-testid="history-row">
                {w(lang, 'revisionN', { n: h.revision })} · {cardCount(lang, h.cardCount)} ·{' '}
                <span className="muted">{date(h.createdAt)}</span>
              </li>
            ))}
        </ul>
      </section>
    </div>
  );
}
