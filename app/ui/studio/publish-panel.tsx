'use client';
/**
 * Publishing: a new match is a draft (only edit-key holders see it); the author makes it readable by link
 * (unlisted) or lists it in the library, and can take it back to draft. The server answers the state it stored.
 */
import { useState } from 'react';
import type { PublicationResponse, Visibility } from '@/app/contracts/publishing';
import { call, type ApiError, type StudioSnapshot } from './studio-api';
import { s, type Lang } from './strings';
import styles from './studio.module.css';

const CHOICES = [
  { value: 'draft', label: 'pubDraft', hint: 'pubDraftHint' },
  { value: 'unlisted', label: 'pubUnlisted', hint: 'pubUnlistedHint' },
  { value: 'listed', label: 'pubListed', hint: 'pubListedHint' },
] as const;

export function PublishPanel({
  snap,
  lang,
  base,
  onError,
}: {
  snap: StudioSnapshot;
  lang: Lang;
  base: string;
  onError: (e: ApiError) => void;
}) {
  const [state, setState] = useState<Visibility>(snap.publication);
  const [busy, setBusy] = useState(false);
  const current = CHOICES.find((c) => c.value === state) ?? CHOICES[0];
  return (
    <section className={styles.panel} data-testid="publish-panel" data-publication={state}>
      <h2>{s(lang, 'publication')}</h2>
      <div className={styles.row} role="radiogroup" aria-label={s(lang, 'publication')}>
        {CHOICES.map((c) => (
          <button
            key={c.value}
            type="button"
            className="btn"
            role="radio"
            aria-checked={state === c.value}
            disabled={busy || state === c.value}
            data-testid={`publish-${c.value}`}
            onClick={async () => {
              setBusy(true);
              const r = await call<PublicationResponse>(`${base}/publication`, 'POST', {
                visibility: c.value,
              });
              setBusy(false);
              if (!r.ok) return onError(r.error);
              setState(r.data.visibility);
            }}
          >
            {s(lang, c.label)}
          </button>
        ))}
      </div>
      <p className={styles.hint}>{s(lang, current.hint)}</p>
    </section>
  );
}
