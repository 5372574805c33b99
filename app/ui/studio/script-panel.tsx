'use client';
/** Export the current line as a duel script, or import a script as a new match. */
import { useState } from 'react';
import type { ImportResponse } from '@/app/contracts/authoring';
import { call, type ApiError, type StudioSnapshot } from './studio-api';
import type { Lang } from './strings';
import { s } from './strings';
import styles from './studio.module.css';

export function ScriptPanel({
  snap,
  lang,
  onError,
}: {
  snap: StudioSnapshot;
  lang: Lang;
  onError: (e: ApiError) => void;
}) {
  const [text, setText] = useState('');
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className={styles.panel} data-testid="script">
      <h2>{s(lang, 'script')}</h2>
      <p>
        <a
          href={`/api/matches/${snap.matchId}/export?line=${snap.lineId}`}
          target="_blank"
          rel="noreferrer"
          data-testid="export"
        >
          {s(lang, 'exportLine')}
        </a>
      </p>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const r = await call<ImportResponse>('/api/matches/import', 'POST', { script: text });
          if (!r.ok) return onError(r.error);
          setDone(r.data.editUrl);
        }}
      >
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          className={styles.code}
          aria-label={s(lang, 'importScript')}
          placeholder={s(lang, 'importScript')}
          data-testid="import-text"
        />
        <button type="submit" className="btn" disabled={!text.trim()} data-testid="import">
          {s(lang, 'import')}
        </button>
      </form>
      {done ? (
        <p data-testid="imported">
          {s(lang, 'imported')}{' '}
          <a href={done}>{typeof window === 'undefined' ? done : window.location.origin + done}</a>
        </p>
      ) : null}
    </section>
  );
}
